"""A small check of understanding: a question, radio options, a check button, feedback.

Texts come from the catalogue: ``quiz.<key>.question``, ``quiz.<key>.option.<i>``
(i = 1, 2, ...), ``quiz.<key>.right`` and ``quiz.<key>.wrong``. Only the index
of the right option lives in code.

A teacher's own tutorial can write its quiz in place instead, with no catalogue:
``Quiz(question="...", options=["...", "..."], answer=2, right="...", wrong="...")``.

Where the widget cannot run (a notebook read on a code host or in a viewer, a page with no kernel, a
plain-text export), the quiz still reads as text: its output carries, beside the widget view, an HTML
rendering (the question, the numbered options, the answer and why in a collapsed ``<details>``) and
the same as plain text (:meth:`Quiz.as_html`, :meth:`Quiz.as_text`).
"""

from __future__ import annotations

import html
from typing import Any

import ipywidgets as w

from tokaido_kit.core import i18n


class Quiz(w.VBox):
    """``Quiz("sakura.01", answer=2)``; ``check(i)`` is the Python twin of choosing option i and checking."""

    def __init__(self, key: str | None = None, answer: int = 0, *, question: str | None = None,
                 options: list[str] | None = None, right: str | None = None, wrong: str | None = None,
                 **kwargs: Any) -> None:
        self.key = key
        self.answer = answer
        if key is not None:
            options = []
            while i18n.has(f"quiz.{key}.option.{len(options) + 1}"):
                options.append(i18n.text(f"quiz.{key}.option.{len(options) + 1}"))
            question = i18n.text(f"quiz.{key}.question")
            right, wrong = i18n.text(f"quiz.{key}.right"), i18n.text(f"quiz.{key}.wrong")
        elif not (question and options):
            raise ValueError("a quiz needs a catalogue key, or a question and its options")
        if not 1 <= answer <= len(options):
            raise ValueError(f"quiz {key or question!r} has {len(options)} options; answer {answer} is not one of them")
        self.options = list(options)
        self._texts = {True: right or i18n.text("widgets.quiz.right"), False: wrong or i18n.text("widgets.quiz.wrong")}
        self.question = question
        self._why = right or i18n.text("widgets.quiz.right")
        self._html = (lambda text: html.escape(text)) if key is None else (lambda text: text)
        self._answer_label = i18n.text("widgets.quiz.answer")
        self._question = w.HTML(f"<b>{self._html(question)}</b>")
        self._radio = w.RadioButtons(options=[(o, n) for n, o in enumerate(self.options, 1)], value=None,
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
        self._feedback.value = html.escape(self._texts[right]) if self.key is None else self._texts[right]
        return right

    def check(self, option: int) -> bool:
        """Choose ``option`` (1-based) and check it; returns whether it is right."""
        self._radio.value = option
        return self._check_selected()

    def as_text(self) -> str:
        """The quiz as plain text: the question, the numbered options, then the answer and why."""
        options = "\n".join(f"  {n}. {option}" for n, option in enumerate(self.options, 1))
        return (f"{self.question}\n{options}\n{self._answer_label}: {self.answer}. {self.options[self.answer - 1]}"
                f"\n{self._why}")

    def as_html(self) -> str:
        """The quiz as a static page: the question, the numbered options, the answer and why folded away."""
        options = "".join(f"<li>{html.escape(option)}</li>" for option in self.options)
        return (f'<div class="kit-quiz-static"><p><b>{self._html(self.question)}</b></p><ol>{options}</ol>'
                f"<details><summary>{html.escape(self._answer_label)}</summary>"
                f"<p>{self.answer}. {html.escape(self.options[self.answer - 1])}</p>"
                f"<p>{self._html(self._why)}</p></details></div>")

    def _repr_mimebundle_(self, **kwargs: Any) -> dict:
        """The widget view, and the quiz as HTML and plain text for wherever the widget cannot run."""
        data = super()._repr_mimebundle_(**kwargs) or {}
        data["text/plain"] = self.as_text()
        data["text/html"] = self.as_html()
        return data
