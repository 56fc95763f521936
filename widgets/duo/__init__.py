"""The Tokaido Duo board: ``DuoIsland`` (clickable) and ``island_svg`` (pure drawing)."""

from .island import DuoIsland, IslandPicture
from .svg import island_svg

__all__ = ["DuoIsland", "IslandPicture", "island_svg"]
