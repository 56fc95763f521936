"""The Sakura board: ``SakuraGarden`` (clickable) and ``garden_svg`` (pure drawing)."""

from .garden import GardenPicture, SakuraGarden
from .svg import garden_svg

__all__ = ["SakuraGarden", "GardenPicture", "garden_svg"]
