"""The app's icons, drawn here: two cards on the table's felt, a spade and a heart.

One drawing, two outputs: ``icon.svg`` (the favicon, and the manifest's scalable icon) and
PNGs at the sizes the web app manifest and iOS ask for, rasterised by the small scanline
filler below (standard library: no image library runs before the virtualenv exists). The
PNG bytes depend only on this file, so a rebuild writes the same files.
"""

from __future__ import annotations

import itertools
import math
import re
import struct
import zlib
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path

BOX = 512  # the drawing's coordinate box
Matrix = tuple[float, float, float, float, float, float]  # SVG's matrix(a b c d e f)
Point = tuple[float, float]
RGBA = tuple[int, int, int, int]

FELT = "#2b684b"  # --felt-2 of web/style.css
FELT_DARK = "#1f4f39"  # --felt-3, the manifest's theme colour
PAPER = "#fffdf8"  # --paper
EDGE = "#cfc6b2"
INK = "#1c1c1f"  # --ink
RED = "#c1272d"  # --red
SHADOW = "#000000"

# Suit shapes in a 100 x 100 box, the same drawing as the page's cards (web/core/card_faces.py).
SPADE = ("M50 5 C56 15 92 37 92 60 C92 74 82 82 71 82 C63 82 56 78 53 72 "
         "C54 82 58 89 66 95 L34 95 C42 89 46 82 47 72 C44 78 37 82 29 82 "
         "C18 82 8 74 8 60 C8 37 44 15 50 5 Z")
HEART = ("M50 90 C46 85 7 60 7 33 C7 18 18 8 31 8 C40 8 47 13 50 22 "
         "C53 13 60 8 69 8 C82 8 93 18 93 33 C93 60 54 85 50 90 Z")

CARD_W, CARD_H, CARD_R, CARD_RIM = 220.0, 300.0, 26.0, 6.0
SUIT_SIZE = 132.0


@dataclass(frozen=True)
class Shape:
    """A filled shape: a rounded rectangle (``rect``: x, y, w, h, r) or a path (``d``)."""

    fill: str
    matrix: Matrix
    rect: tuple[float, float, float, float, float] | None = None
    d: str = ""
    opacity: float = 1.0


# --- geometry --------------------------------------------------------------------------
def multiply(m: Matrix, n: Matrix) -> Matrix:
    """``m`` after ``n`` (SVG order: matrix(m) matrix(n))."""
    a, b, c, d, e, f = m
    p, q, r, s, t, u = n
    return (a * p + c * q, b * p + d * q, a * r + c * s, b * r + d * s,
            a * t + c * u + e, b * t + d * u + f)


def translate(x: float, y: float) -> Matrix:
    return (1.0, 0.0, 0.0, 1.0, x, y)


def scale(k: float) -> Matrix:
    return (k, 0.0, 0.0, k, 0.0, 0.0)


def rotate(degrees: float) -> Matrix:
    t = math.radians(degrees)
    return (math.cos(t), math.sin(t), -math.sin(t), math.cos(t), 0.0, 0.0)


def apply(m: Matrix, p: Point) -> Point:
    a, b, c, d, e, f = m
    return (a * p[0] + c * p[1] + e, b * p[0] + d * p[1] + f)


def card(center: Point, degrees: float, suit: str, colour: str, world: Matrix,
         pip: Point = (0.0, -4.0), pip_size: float = SUIT_SIZE) -> list[Shape]:
    """A card face with one big suit at ``pip`` from its centre, turned by ``degrees``."""
    m = multiply(world, multiply(translate(*center), rotate(degrees)))
    w, h = CARD_W, CARD_H
    inner = CARD_R - CARD_RIM
    suit_m = multiply(m, multiply(translate(pip[0] - pip_size / 2, pip[1] - pip_size / 2),
                                  scale(pip_size / 100)))
    return [
        Shape(SHADOW, multiply(m, translate(7, 9)), rect=(-w / 2, -h / 2, w, h, CARD_R),
              opacity=0.28),
        Shape(EDGE, m, rect=(-w / 2, -h / 2, w, h, CARD_R)),
        Shape(PAPER, m, rect=(-w / 2 + CARD_RIM, -h / 2 + CARD_RIM, w - 2 * CARD_RIM,
                              h - 2 * CARD_RIM, inner)),
        Shape(colour, suit_m, d=suit),
    ]


def drawing(maskable: bool) -> list[Shape]:
    """The icon. Maskable: the felt fills the square and the cards keep inside the central
    circle (radius 40% of the side) that every platform's mask leaves visible."""
    radius = 0.0 if maskable else 104.0
    world = multiply(translate(BOX / 2, BOX / 2), multiply(scale(0.78 if maskable else 1.0),
                                                           translate(-BOX / 2, -BOX / 2)))
    return [
        Shape(FELT, translate(0, 0), rect=(0, 0, BOX, BOX, radius)),
        # the card behind shows its left half: its spade sits there
        *card((196, 250), -13, SPADE, INK, world, pip=(-42, -58), pip_size=96),
        *card((314, 270), 10, HEART, RED, world),
    ]


# --- outlines --------------------------------------------------------------------------
def rounded_rect(x: float, y: float, w: float, h: float, r: float) -> list[Point]:
    if r <= 0:
        return [(x, y), (x + w, y), (x + w, y + h), (x, y + h)]
    points: list[Point] = []
    steps = 12
    corners = ((x + w - r, y + r, -90), (x + w - r, y + h - r, 0), (x + r, y + h - r, 90),
               (x + r, y + r, 180))
    for cx, cy, start in corners:
        for i in range(steps + 1):
            t = math.radians(start + 90 * i / steps)
            points.append((cx + r * math.cos(t), cy + r * math.sin(t)))
    return points


TOKEN = re.compile(r"[MLCZ]|-?\d+(?:\.\d+)?")


def path_outlines(d: str) -> list[list[Point]]:
    """Closed polygons of an SVG path of absolute M, L, C and Z commands."""
    outlines: list[list[Point]] = []
    tokens = TOKEN.findall(d)
    i = 0
    current: list[Point] = []
    command = ""

    def numbers(n: int) -> list[float]:
        nonlocal i
        values = [float(v) for v in tokens[i:i + n]]
        i += n
        return values

    while i < len(tokens):
        if tokens[i] in "MLCZ":
            command = tokens[i]
            i += 1
        if command == "M":
            if current:
                outlines.append(current)
            current = [tuple(numbers(2))]  # type: ignore[list-item]
            command = "L"
        elif command == "L":
            current.append(tuple(numbers(2)))  # type: ignore[arg-type]
        elif command == "C":
            x1, y1, x2, y2, x3, y3 = numbers(6)
            x0, y0 = current[-1]
            for k in range(1, 17):
                t = k / 16
                a, b, c, e = (1 - t) ** 3, 3 * (1 - t) ** 2 * t, 3 * (1 - t) * t * t, t ** 3
                current.append((a * x0 + b * x1 + c * x2 + e * x3,
                                a * y0 + b * y1 + c * y2 + e * y3))
        elif command == "Z":
            outlines.append(current)
            current = []
            command = ""
    if current:
        outlines.append(current)
    return outlines


def outlines(shape: Shape) -> list[list[Point]]:
    polygons = [rounded_rect(*shape.rect)] if shape.rect else path_outlines(shape.d)
    return [[apply(shape.matrix, p) for p in polygon] for polygon in polygons]


# --- rasterising -----------------------------------------------------------------------
SUBROWS = 5  # samples per pixel row; across a row, coverage is exact


def coverage(polygons: list[list[Point]], size: int) -> Iterator[tuple[int, int, list[float]]]:
    """Coverage (0..1) of ``polygons`` (nonzero winding) on a size x size grid: for each row
    the shape touches, ``(row, first column, coverages)`` over the shape's columns."""
    edges: list[tuple[float, float, float, float, int]] = []
    buckets: list[list[int]] = [[] for _ in range(size)]
    xs = [x for polygon in polygons for x, _ in polygon]
    left = max(0, int(min(xs)))
    right = min(size, math.ceil(max(xs)) + 1)
    width = right - left
    for polygon in polygons:
        for (x0, y0), (x1, y1) in zip(polygon, polygon[1:] + polygon[:1]):
            if y0 == y1:
                continue
            winding = 1 if y1 > y0 else -1
            if y0 > y1:
                x0, y0, x1, y1 = x1, y1, x0, y0
            index = len(edges)
            edges.append((x0 - left, y0, x1 - left, y1, winding))
            for row in range(max(0, int(y0)), min(size, math.ceil(y1))):
                buckets[row].append(index)
    weight = 1.0 / SUBROWS
    for row in range(size):
        if not buckets[row]:
            continue
        line = [0.0] * (width + 1)  # partial pixels
        runs = [0.0] * (width + 1)  # whole pixels, as a difference array
        for k in range(SUBROWS):
            y = row + (k + 0.5) / SUBROWS
            crossings = sorted(
                (x0 + (y - y0) * (x1 - x0) / (y1 - y0), w)
                for x0, y0, x1, y1, w in (edges[i] for i in buckets[row])
                if y0 <= y < y1
            )
            total = 0
            for (xa, w), (xb, _) in itertools.pairwise(crossings):
                total += w
                if total == 0:
                    continue
                a = min(max(xa, 0.0), float(width))
                b = min(max(xb, 0.0), float(width))
                if b <= a:
                    continue
                ia, ib = int(a), int(b)
                if ia == ib:
                    line[ia] += (b - a) * weight
                    continue
                line[ia] += (ia + 1 - a) * weight
                line[ib] += (b - ib) * weight
                runs[ia + 1] += weight
                runs[ib] -= weight
        run = 0.0
        cover = [0.0] * width
        for x in range(width):
            run += runs[x]
            cover[x] = min(1.0, run + line[x])
        yield row, left, cover


def hex_rgb(colour: str) -> tuple[int, int, int]:
    return int(colour[1:3], 16), int(colour[3:5], 16), int(colour[5:7], 16)


def render(shapes: list[Shape], size: int) -> list[float]:
    """The drawing at ``size`` pixels: RGBA floats 0..1 (straight alpha), row by row."""
    k = size / BOX
    pixels = [0.0] * (4 * size * size)
    for shape in shapes:
        polygons = [[(x * k, y * k) for x, y in polygon] for polygon in outlines(shape)]
        r, g, b = (c / 255 for c in hex_rgb(shape.fill))
        for row, left, cover in coverage(polygons, size):
            i = 4 * (row * size + left)
            for c in cover:
                alpha = c * shape.opacity
                if alpha >= 1.0:
                    pixels[i:i + 4] = (r, g, b, 1.0)
                elif alpha > 0.0:
                    under = pixels[i + 3] * (1 - alpha)
                    out = alpha + under
                    pixels[i] = (r * alpha + pixels[i] * under) / out
                    pixels[i + 1] = (g * alpha + pixels[i + 1] * under) / out
                    pixels[i + 2] = (b * alpha + pixels[i + 2] * under) / out
                    pixels[i + 3] = out
                i += 4
    return pixels


def png(pixels: list[float], size: int) -> bytes:
    def chunk(kind: bytes, data: bytes) -> bytes:
        body = kind + data
        return struct.pack(">I", len(data)) + body + struct.pack(">I", zlib.crc32(body))

    data = bytes(int(v * 255 + 0.5) for v in pixels)  # every value is within 0..1
    stride = 4 * size
    raw = b"".join(b"\0" + data[row * stride:(row + 1) * stride] for row in range(size))
    header = struct.pack(">IIBBBBB", size, size, 8, 6, 0, 0, 0)  # 8-bit RGBA, no filter
    return (b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", header)
            + chunk(b"IDAT", zlib.compress(raw, 9)) + chunk(b"IEND", b""))


# --- SVG -------------------------------------------------------------------------------
def number(v: float) -> str:
    return f"{v:.3f}".rstrip("0").rstrip(".")


def svg(shapes: list[Shape]) -> str:
    parts = [f'<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 {BOX} {BOX}">']
    for shape in shapes:
        attrs = f'fill="{shape.fill}"'
        if shape.opacity != 1.0:
            attrs += f' fill-opacity="{number(shape.opacity)}"'
        if shape.matrix != translate(0, 0):
            attrs += f' transform="matrix({" ".join(number(v) for v in shape.matrix)})"'
        if shape.rect:
            x, y, w, h, r = shape.rect
            parts.append(f'<rect x="{number(x)}" y="{number(y)}" width="{number(w)}" '
                         f'height="{number(h)}" rx="{number(r)}" {attrs}/>')
        else:
            parts.append(f'<path d="{shape.d}" {attrs}/>')
    parts.append("</svg>")
    return "\n".join(parts) + "\n"


# --- the files -------------------------------------------------------------------------
# name -> (pixels, maskable); the manifest (web/manifest.webmanifest) and index.html name them
PNG_ICONS = {
    "icon-192.png": (192, False),
    "icon-512.png": (512, False),
    "icon-maskable-512.png": (512, True),
    "apple-touch-icon.png": (180, True),  # iOS rounds the corners itself, no transparency
}
SVG_ICON = "icon.svg"


def icon_files() -> Iterator[tuple[str, bytes]]:
    yield SVG_ICON, svg(drawing(maskable=False)).encode()
    for name, (size, maskable) in PNG_ICONS.items():
        yield name, png(render(drawing(maskable), size), size)


def write_icons(directory: Path) -> list[Path]:
    directory.mkdir(parents=True, exist_ok=True)
    written = []
    for name, data in icon_files():
        (directory / name).write_bytes(data)
        written.append(directory / name)
    return written
