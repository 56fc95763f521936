"""'Check your understanding' also reads as text where the quiz widget cannot run."""

from __future__ import annotations

import re

import nbformat
import pytest

from tokaido_kit.core import i18n
from widgets import links
from widgets.common import Quiz

WIDGET_VIEW = "application/vnd.jupyter.widget-view+json"


def test_the_output_carries_the_widget_and_the_quiz_as_html_and_text():
    quiz = Quiz("sakura.02", answer=1)
    data = quiz._repr_mimebundle_()
    assert data[WIDGET_VIEW]["model_id"] == quiz.model_id
    text, page = data["text/plain"], data["text/html"]
    question = i18n.text("quiz.sakura.02.question")
    options = [i18n.text(f"quiz.sakura.02.option.{n}") for n in (1, 2, 3)]
    why = i18n.text("quiz.sakura.02.right")
    assert text.splitlines() == [question, *[f"  {n}. {o}" for n, o in enumerate(options, 1)],
                                 f"The answer: 1. {options[0]}", why]
    assert page.startswith(f"<div class=\"kit-quiz-static\"><p><b>{question}</b></p><ol><li>")
    assert re.search(r"<details><summary>The answer</summary><p>1\. [^<]+</p><p>[^<]+</p></details></div>$", page)
    assert page.index("<details>") > page.index("</ol>")  # the answer is folded away below the options
    assert why in page.split("<details>")[1] and why not in page.split("<details>")[0]


def test_a_quiz_written_in_place_is_escaped_in_html():
    quiz = Quiz(question="Is 3 < 5?", options=["yes & always", "no"], answer=1, right="Right: 3 < 5.")
    page = quiz.as_html()
    assert "Is 3 &lt; 5?" in page and "<li>yes &amp; always</li>" in page and "Right: 3 &lt; 5." in page
    assert quiz.as_text().endswith("The answer: 1. yes & always\nRight: 3 < 5.")


@pytest.mark.parametrize("lang, label", [("pt", "A resposta"), ("it", "La risposta")])
def test_the_static_quiz_speaks_the_notebook_language(lang, label):
    i18n.set_language(lang)
    try:
        quiz = Quiz("duo.00", answer=2)
        assert f"<summary>{label}</summary>" in quiz.as_html()
        assert f"{label}: 2. {i18n.text('quiz.duo.00.option.2')}" in quiz.as_text()
    finally:
        i18n.set_language("en")


def test_every_stored_quiz_of_the_kit_reads_as_text():
    """Each quiz cell of every notebook (each language) stores its static rendering (and not the widget's
    view, see widgets/authoring/execute.py), so a viewer with no kernel (JupyterLab before the cell runs,
    a code host, an export) shows the question, the options and the answer."""
    seen = 0
    for path in sorted(links.NOTEBOOKS.rglob("*.ipynb")):
        for cell in nbformat.read(str(path), as_version=4).cells:
            if cell.cell_type != "code" or "Quiz(" not in cell.source:
                continue
            data = [o.data for o in cell.outputs if "text/html" in o.get("data", {})]
            assert len(data) == 1, f"{path}: a quiz cell without its stored output"
            assert "<details><summary>" in data[0].get("text/html", ""), f"{path}: the quiz has no static rendering"
            assert not data[0]["text/plain"].startswith("Quiz("), f"{path}: the quiz's text is a widget repr"
            seen += 1
    assert seen >= 100
