"""Serving ``dist/`` on 127.0.0.1: ``build.py serve`` and the browser tests' server."""

from __future__ import annotations

import errno
import http.server
import os
from functools import partial
from pathlib import Path

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
    ".png": "image/png",
    ".ico": "image/x-icon",
    ".woff2": "font/woff2",
}


class QuietHandler(http.server.SimpleHTTPRequestHandler):
    """Static files with the right types, revalidated on every load, and no request log."""

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


def make_server(directory: Path, port: int = 8000,
                host: str = "127.0.0.1") -> http.server.ThreadingHTTPServer:
    """A threading server for ``directory``; port 0, or a busy port, gives a free one."""
    handler = partial(QuietHandler, directory=str(directory))
    try:
        return http.server.ThreadingHTTPServer((host, port), handler)
    except OSError as exc:
        if exc.errno != errno.EADDRINUSE:
            raise
        log(f"port {port} is busy, using a free port")
        return http.server.ThreadingHTTPServer((host, 0), handler)


def serve(directory: Path, port: int) -> None:
    server = make_server(directory, port)
    host, bound = server.server_address[:2]
    print(f"Serving Pilotta at http://{host!s}:{bound}/  (Ctrl+C to stop)", flush=True)
    try:
        server.serve_forever()
    except KeyboardInterrupt:
        print()
    finally:
        server.server_close()
