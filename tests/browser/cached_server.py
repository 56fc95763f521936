"""``python -m http.server`` as a static host such as GitHub Pages serves: each file with
``Cache-Control: max-age=<seconds>``, so a browser reuses what it has without asking again for that long
(``http.server`` alone sends ``Last-Modified`` only: the browser asks again, file by file, and gets 304s).

Run:  python tests/browser/cached_server.py PORT DIRECTORY MAX_AGE   (binds 127.0.0.1)
"""

from __future__ import annotations

import functools
import sys
from http.server import SimpleHTTPRequestHandler, ThreadingHTTPServer


class CachedHandler(SimpleHTTPRequestHandler):
    max_age = 600

    def end_headers(self) -> None:
        self.send_header("Cache-Control", f"max-age={self.max_age}")
        super().end_headers()

    def log_message(self, format, *args) -> None:  # noqa: A002 - the base class's name
        pass


def main(argv: list[str]) -> None:
    port, directory, max_age = int(argv[0]), argv[1], int(argv[2])
    handler = type("Handler", (CachedHandler,), {"max_age": max_age})
    with ThreadingHTTPServer(("127.0.0.1", port), functools.partial(handler, directory=directory)) as server:
        server.serve_forever()


if __name__ == "__main__":
    main(sys.argv[1:])
