"""The review and the replay of a game: see :mod:`widgets.review.box`."""

from .box import REVIEW_SECONDS, ReviewBox

__all__ = ["ReviewBox", "REVIEW_SECONDS"]
