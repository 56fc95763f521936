"""The rules engines of the Tokaido teaching kit (standard library only).

Games: :mod:`tokaido_kit.sakura`, :mod:`tokaido_kit.tokaido`, :mod:`tokaido_kit.duo`.
Shared machinery: :mod:`tokaido_kit.core`. Players that use the public API: :mod:`tokaido_kit.bots`.
"""

__version__ = "0.1.0"
