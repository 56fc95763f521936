"""Property tests of games against the Automa (the same checks as test_duo_properties.py, in a file of
their own so that ``make test``'s workers run the two halves side by side)."""

import hypothesis.strategies as st
from hypothesis import given, settings

from tests.engine.duo.test_duo_properties import _exact, play_random


@settings(max_examples=2000)
@given(seed=st.integers(0, 2**31 - 1))
def test_duo_automa_invariants_random_automa_games(seed):
    play_random(seed, automa=True)


@settings(max_examples=100)
@given(seed=st.integers(0, 2**31 - 1))
def test_duo_save_exact_json_undo_replay_automa(seed):
    _exact(seed, automa=True, json_every=3)
