"""Serving ``dist/`` on 127.0.0.1: ``build.py serve`` and the browser tests' server.

``prefix`` serves the site under a sub-path the way GitHub Pages serves a project site at
``/<repository>/``: ``/pilotta/x`` is ``dist/x``, ``/pilotta`` redirects to ``/pilotta/``, and
every other path is 404, so a URL that escapes the prefix (``/vendor/...``) fails loudly.
"""

from __future__ import annotations

import errno
import http.server
import os
from functools import partial
from pathlib import Path
from typing import Any

from .process import log

# Types the page needs right: module scripts, wasm (streaming compile), archives, the config.
MIME_TYPES = {
    ".html": "text/html; charset=utf-8",
    ".js": "text/javascript; charset=utf-8",
    ".mjs": "text/javascript; charset=utf-8",
    ".css": "text/css; charset=utf-8",
    ".json": "application/json",
    ".wasm": "application/wasm",
    ".zip": "application/zip",
    ".whl": "application/zip",
    ".toml": "application/toml",
    ".py": "text/x-python; charset=utf-8",
    ".txt": "text/plain; charset=utf-8",
    ".svg": "image/svg+xml",
    ".webmanifest": "application/manifest+json",
    ".png": "image/png",
    ".ico": "image/x-icon",
    ".woff2": "font/woff2",
}


def normal_prefix(prefix: str) -> str:
    """``pilotta``, ``/pilotta``, ``/pilotta/`` -> ``/pilotta/``; empty or ``/`` -> ``/``."""
    parts = [p for p in prefix.split("/") if p]
    return "/" + "".join(p + "/" for p in parts)


class QuietHandler(http.server.SimpleHTTPRequestHandler):
    """Static files with the right types, revalidated on every load, and no request log."""

    prefix = "/"

    def send_head(self) -> Any:
        path = self.path.split("?", 1)[0].split("#", 1)[0]
        if self.prefix != "/" and path == self.prefix[:-1]:
            self.send_response(301)
            self.send_header("Location", self.prefix + self.path[len(path):])
            self.send_header("Content-Length", "0")
            self.end_headers()
            return None
        if not path.startswith(self.prefix):
            self.send_error(404, "outside the site's prefix " + self.prefix)
            return None
        return super().send_head()

    def translate_path(self, path: str) -> str:
        # send_head let only paths under the prefix through (its own redirects keep it)
        return super().translate_path("/" + path[len(self.prefix):])

    def guess_type(self, path: str | os.PathLike[str]) -> str:
        return MIME_TYPES.get(Path(path).suffix.lower()) or super().guess_type(path)

    def end_headers(self) -> None:
        self.send_header("Cache-Control", "no-cache")
        super().end_headers()

    def log_message(self, format: str, *args: object) -> None:
        pass

    def handle(self) -> None:
        try:
            super().handle()
        except (ConnectionResetError, BrokenPipeError):
            pass  # the browser closed the connection: nothing to answer


def make_server(directory: Path, port: int = 8000, host: str = "127.0.0.1",
                prefix: str = "/") -> http.server.ThreadingHTTPServer:
    """A threading server for ``directory`` at ``prefix``; port 0, or a busy port, gives a
    free one."""
    class Handler(QuietHandler):
        pass

    Handler.prefix = normal_prefix(prefix)
    handler = partial(Handler, directory=str(directory))
    try:
        return http.server.ThreadingHTTPServer((host, port), handler)
    except OSError as exc:
        if exc.errno != errno.EADDRINUSE:
            raise
        log(f"port {port} is busy, using a free port")
        return http.server.ThreadingHTTPServer((host, 0), handler)


def serve(directory: Path, port: int, prefix: str = "/") -> None:
    server = make_server(directory, port, prefix=prefix)
    host, bound = server.server_address[:2]
    print(f"Serving Pilotta at http://{host!s}:{bound}{normal_prefix(prefix)}  (Ctrl+C to stop)",
          flush=True)
    try:
        server.serve_forever()
    except KeyboardInterrupt:
        print()
    finally:
        server.server_close()
