"""The kit's comms in the browser's Python (widgets.common.inbrowser): a message's data reaches the page as the
JSON a Jupyter server sends, ``None`` as ``null``; data that is not plain JSON still arrives, its ``None`` as
``null``. The page side (JupyterLite's kernel) is played by ``json.loads`` and a stand-in null."""

from __future__ import annotations

import json
import math

from widgets.common.inbrowser import for_the_page, install

NULL = object()  # the page's null (pyodide.ffi.jsnull in the browser)


def test_a_widgets_state_goes_to_the_page_as_json_in_one_step():
    texts = []

    def parse(text):
        texts.append(text)
        return json.loads(text)

    state = {"state": {"layout": {"display": None}, "children": ["IPY_MODEL_a", "IPY_MODEL_b"], "value": "é"},
             "buffer_paths": []}
    assert for_the_page(state, parse, NULL) == state
    assert len(texts) == 1 and '"display":null' in texts[0]


def test_data_that_is_not_plain_json_still_reaches_the_page_with_its_nones_as_null():
    data = {"state": {"score": math.nan, "shown": None, "seats": (1, None)}}
    page = for_the_page(data, lambda text: None, NULL)  # JSON refuses NaN: parse is never asked
    assert page["state"]["shown"] is NULL and page["state"]["seats"] == [1, NULL]
    assert math.isnan(page["state"]["score"])


def test_outside_the_browser_the_kernels_comms_are_left_alone():
    assert install() is False
