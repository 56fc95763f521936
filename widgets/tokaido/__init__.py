"""The Tokaido board: ``TokaidoBoard`` (clickable), ``road_svg`` (pure drawing) and the app."""

from .board import RoadPicture, TokaidoBoard
from .road import road_svg

__all__ = ["TokaidoBoard", "RoadPicture", "road_svg"]
