"""A small check of understanding: a question, radio options, a check button, feedback.

Texts come from the catalogue: ``quiz.<key>.question``, ``quiz.<key>.option.<i>``
(i = 1, 2, ...), ``quiz.<key>.right`` and ``quiz.<key>.wrong``. Only the index
of the right option lives in code.
"""

from __future__ import annotations

from typing import Any

import ipywidgets as w

from tokaido_kit.core import i18n


class Quiz(w.VBox):
    """``Quiz("sakura.01", answer=2)``; ``check(i)`` is the Python twin of choosing option i and checking."""

    def __init__(self, key: str, answer: int, **kwargs: Any) -> None:
        self.key = key
        self.answer = answer
        options = []
        i = 1
        while i18n.has(f"quiz.{key}.option.{i}"):
            options.append(i18n.text(f"quiz.{key}.option.{i}"))
            i += 1
        if not 1 <= answer <= len(options):
            raise ValueError(f"quiz {key!r} has {len(options)} options; answer {answer} is not one of them")
        self.options = options
        self._question = w.HTML(f"<b>{i18n.text(f'quiz.{key}.question')}</b>")
        self._radio = w.RadioButtons(options=[(o, n) for n, o in enumerate(options, 1)], value=None,
                                     layout=w.Layout(width="auto"))
        self._radio.add_class("kit-quiz-options")
        self._button = w.Button(description=i18n.text("widgets.quiz.check"))
        self._button.add_class("kit-quiz-check")
        self._button.on_click(lambda _b: self._check_selected())
        self._feedback = w.HTML()
        self._feedback.add_class("kit-quiz-feedback")
        super().__init__([self._question, self._radio, self._button, self._feedback], **kwargs)
        self.add_class("kit-quiz")

    @property
    def feedback(self) -> str:
        return self._feedback.value

    def _check_selected(self) -> bool:
        choice = self._radio.value
        if choice is None:
            self._feedback.value = i18n.text("widgets.quiz.choose")
            return False
        right = choice == self.answer
        self._feedback.remove_class("kit-quiz-feedback-right" if not right else "kit-quiz-feedback-wrong")
        self._feedback.add_class("kit-quiz-feedback-right" if right else "kit-quiz-feedback-wrong")
        self._feedback.value = i18n.text(f"quiz.{self.key}.right" if right else f"quiz.{self.key}.wrong")
        return right

    def check(self, option: int) -> bool:
        """Choose ``option`` (1-based) and check it; returns whether it is right."""
        self._radio.value = option
        return self._check_selected()
