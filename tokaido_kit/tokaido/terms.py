"""Names that translate themselves when an event text is built.

A :class:`Term` is a plain string (its value is a message id suffix such as
``"sea"``, so event data stays JSON-able and comparable) whose *formatting*
looks the display name up in the message catalogue (``"Sea"``, ``"Mar"``...).
Events therefore store ids and their texts read in the learner's language, with
no lookup when the event is created.
"""

from __future__ import annotations

from ..core import i18n


class Term(str):
    """A name id that formats as its translation (``prefix + "." + self``)."""

    __slots__ = ()
    prefix = ""

    def __format__(self, spec: str) -> str:
        return format(i18n.text(self.prefix + "." + str.__str__(self)), spec)


class Place(Term):
    """A space or panorama kind: ``Place("hot_spring")`` reads "Hot spring"."""

    __slots__ = ()
    prefix = "tokaido.kind"


class Award(Term):
    """An end achievement: ``Award("gourmet")`` reads "Gourmet"."""

    __slots__ = ()
    prefix = "tokaido.award"


PLACES = {k: Place(k) for k in ("inn", "village", "temple", "encounter", "paddy", "mountain", "sea",
                                "hot_spring", "farm")}


class Family(Term):
    """A souvenir family: ``Family("small_object")`` reads "small object"."""

    __slots__ = ()
    prefix = "tokaido.family"


class Deck(Term):
    """A pile of cards: ``Deck("hot_spring")`` reads "hot spring"."""

    __slots__ = ()
    prefix = "tokaido.deck"


FAMILIES = {k: Family(k) for k in ("small_object", "food", "clothing", "art", "legendary")}
DECKS = {k: Deck(k) for k in ("meal", "souvenir", "encounter", "hot_spring")}


class PanoramaName(Term):
    """A panorama inside an action phrase: English keeps the id ("take a sea panorama section", as a
    replayed save reads), Portuguese reads "Mar"."""

    __slots__ = ()
    prefix = "tokaido.panorama"


PANORAMA_NAMES = {k: PanoramaName(k) for k in ("paddy", "mountain", "sea")}


class Pending(Term):
    """A decision awaited: ``Pending("inn.meal")`` reads "the choice of a meal, or a pass"."""

    __slots__ = ()
    prefix = "tokaido.pending"


class Card(Term):
    """A card whose printed name has a translation: the Amulets and Calligraphies, Annaibito's
    panoramas (``Card("Vitality")`` reads "Vitalidade" in Portuguese). A name the catalogue does
    not list (Dango, Koma, Shodo, O-Bon...) reads as printed."""

    __slots__ = ()
    prefix = "tokaido.card"

    def __format__(self, spec: str) -> str:
        key = self.prefix + "." + card_key(self)
        return format(i18n.text(key) if i18n.has(key) else str.__str__(self), spec)


def card_key(name: str) -> str:
    """The catalogue id of a card name: "Annaibito (Paddy)" -> "annaibito_paddy"."""
    return "_".join("".join(c if c.isalnum() else " " for c in str.__str__(name).lower()).split())


def plain_action(action):
    """``action`` with its :class:`Term` parameters as plain strings (the state keeps plain values:
    checkpoints are marshalled). The same action when it has none."""
    items = action._items
    if not any(isinstance(v, Term) for _k, v in items):
        return action
    return type(action)(action.kind, **{k: str.__str__(v) if isinstance(v, Term) else v for k, v in items})


def card(name):
    """``name`` as a :class:`Card` (a value that is not a string is returned unchanged)."""
    return Card(name) if isinstance(name, str) else name
