"""Test-wide settings: hypothesis profiles.

``kit`` (default) is deterministic (derandomized) so CI is repeatable; set
``HYPOTHESIS_PROFILE=thorough`` for a longer local run.
"""

import os

from hypothesis import HealthCheck, settings

settings.register_profile(
    "kit",
    deadline=None,
    derandomize=True,
    suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large],
)
settings.register_profile(
    "thorough",
    deadline=None,
    suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large],
)
settings.load_profile(os.environ.get("HYPOTHESIS_PROFILE", "kit"))
