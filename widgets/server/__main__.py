"""``python -m widgets.server [notebooks] [--port 8866] [--class-size N] [--idle-minutes M]``: see :mod:`widgets.server.app`."""

from .app import main

if __name__ == "__main__":
    raise SystemExit(main())
