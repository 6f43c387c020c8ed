"""Card faces drawn entirely by the program, and a disk cache of them.

`render_face` draws a card from its facts (`CardData`) and the text its script
renders (`card.behaviour.text()`): no art or text from Konami is used. Without an
art file the art box holds a pattern generated from the passcode, so every card
looks different yet the same card always looks the same.

`FaceCache` renders lazily and keeps PNGs on disk, keyed by a hash of everything
that changes the picture.

Layout units are those of a 421x614 face; other sizes scale them.
"""

from __future__ import annotations

import colorsys
import hashlib
import math
import os
import random
import sys
import tempfile
from functools import lru_cache
from pathlib import Path

from PIL import Image, ImageDraw, ImageFont, ImageOps

import rushdesk
from rushdesk.engine.cards import Attribute, CardData, CardType
from rushdesk.engine.effects.select import display_name

#: Bump when the drawing changes: cached faces of older versions are not reused.
RENDERER_VERSION = 2

BASE_SIZE = (421, 614)
MIN_TEXT_SIZE = 10
MAX_TEXT_SIZE = 18

RGB = tuple[int, int, int]

# Frame colours (top, bottom of the frame gradient) per kind.
FRAMES: dict[str, tuple[RGB, RGB]] = {
    "normal": ((236, 212, 130), (196, 164, 84)),
    "effect": ((232, 146, 76), (186, 96, 44)),
    "fusion": ((160, 108, 190), (110, 66, 150)),
    "ritual": ((96, 142, 222), (54, 92, 176)),
    "maximum": ((246, 182, 60), (206, 112, 28)),
    "spell": ((52, 168, 136), (24, 118, 96)),
    "trap": ((206, 76, 150), (150, 40, 108)),
}
BORDER: RGB = (28, 26, 30)
MAXIMUM_BORDER: RGB = (250, 218, 96)

# Attribute marks: circle colour and a short label.
ATTRIBUTE_MARKS: dict[Attribute, tuple[RGB, str]] = {
    Attribute.LIGHT: ((232, 196, 58), "LT"),
    Attribute.DARK: ((96, 44, 132), "DK"),
    Attribute.FIRE: ((212, 54, 40), "FR"),
    Attribute.WATER: ((40, 110, 210), "WA"),
    Attribute.EARTH: ((134, 92, 50), "EA"),
    Attribute.WIND: ((60, 168, 80), "WI"),
}
# Base hue (degrees) of the generated art per attribute / kind.
ART_HUES: dict[Attribute, float] = {
    Attribute.LIGHT: 48, Attribute.DARK: 275, Attribute.FIRE: 8,
    Attribute.WATER: 210, Attribute.EARTH: 30, Attribute.WIND: 130,
}
SPELL_HUE = 160.0
TRAP_HUE = 322.0


# -- fonts ----------------------------------------------------------------------------


def assets_dir() -> Path:
    """The assets folder: inside the bundle when frozen, else beside the package."""
    bundle = getattr(sys, "_MEIPASS", None)
    if bundle:
        return Path(bundle) / "assets"
    return Path(rushdesk.__file__).resolve().parents[1] / "assets"


def font_path() -> Path:
    """The Japanese-capable font every face is drawn with."""
    return assets_dir() / "fonts" / "ipaexg.ttf"


@lru_cache(maxsize=128)
def _font(size: int) -> ImageFont.FreeTypeFont:
    return ImageFont.truetype(str(font_path()), max(1, size))


# -- card facts -----------------------------------------------------------------------


def frame_kind(card: CardData) -> str:
    """The key of `FRAMES` for this card."""
    if card.is_spell:
        return "spell"
    if card.is_trap:
        return "trap"
    t = card.type
    if t & CardType.FUSION:
        return "fusion"
    if t & CardType.RITUAL:
        return "ritual"
    if t & CardType.MAXIMUM:
        return "maximum"
    if t & CardType.EFFECT:
        return "effect"
    return "normal"


def card_text(card: CardData) -> str:
    """The text a player reads: Fusion materials, then the script's rendered text."""
    text = card.behaviour.text() if card.behaviour is not None else ""
    if card.materials:
        materials = " + ".join(display_name(m) for m in card.materials)
        text = f"{materials}\n{text}" if text else materials
    return text


def type_line(card: CardData) -> str:
    """"[Spellcaster / Effect]" for monsters, "[Equip Spell]" for Spells and Traps."""
    if not card.is_monster:
        return f"[{card.kind_name}]"
    parts = [card.race] if card.race else []
    t = card.type
    for bit, label in ((CardType.MAXIMUM, "Maximum"), (CardType.FUSION, "Fusion"),
                       (CardType.RITUAL, "Ritual"), (CardType.EFFECT, "Effect"),
                       (CardType.NORMAL, "Normal")):
        if t & bit:
            parts.append(label)
    return "[" + " / ".join(parts) + "]"


def _stat(value: int) -> str:
    return "?" if value < 0 else str(value)


def facts_key(card: CardData) -> tuple[object, ...]:
    """Every printed fact that changes a face."""
    return (card.code, card.name, card.name_ja, int(card.type), card.alias,
            int(card.attribute), card.race, card.level, card.atk, card.defense,
            card.maximum_atk, card.max_role, card.max_partners, card.legend, card.materials)


# -- drawing helpers ------------------------------------------------------------------


def _gradient(size: tuple[int, int], top: RGB, bottom: RGB, angle: float = 0.0) -> Image.Image:
    """A linear gradient from `top` to `bottom`, turned by `angle` degrees."""
    mask = Image.linear_gradient("L")
    if angle:
        mask = mask.rotate(angle, resample=Image.Resampling.BICUBIC, expand=True)
        side = mask.width
        inner = int(side / 2.9)
        mask = mask.crop((side // 2 - inner, side // 2 - inner, side // 2 + inner,
                          side // 2 + inner))
    mask = mask.resize(size, Image.Resampling.BILINEAR)
    return Image.composite(Image.new("RGB", size, bottom), Image.new("RGB", size, top), mask)


def _hsv(hue: float, sat: float, val: float) -> RGB:
    r, g, b = colorsys.hsv_to_rgb((hue % 360) / 360, max(0.0, min(1.0, sat)),
                                  max(0.0, min(1.0, val)))
    return (round(r * 255), round(g * 255), round(b * 255))


def _darker(colour: RGB, factor: float) -> RGB:
    r, g, b = colour
    return (round(r * factor), round(g * factor), round(b * factor))


def _star(cx: float, cy: float, outer: float, inner: float, points: int = 5,
          turn: float = -90.0) -> list[tuple[float, float]]:
    pts = []
    for k in range(points * 2):
        radius = outer if k % 2 == 0 else inner
        a = math.radians(turn + k * 180 / points)
        pts.append((cx + radius * math.cos(a), cy + radius * math.sin(a)))
    return pts


def _regular(cx: float, cy: float, radius: float, sides: int,
             turn: float) -> list[tuple[float, float]]:
    return [(cx + radius * math.cos(math.radians(turn + k * 360 / sides)),
             cy + radius * math.sin(math.radians(turn + k * 360 / sides)))
            for k in range(sides)]


def _fit_font(text: str, width: float, start: int, minimum: int) -> ImageFont.FreeTypeFont:
    """The largest font from `start` down to `minimum` whose `text` fits `width`."""
    size = start
    font = _font(size)
    while size > minimum and font.getlength(text) > width:
        size -= 1
        font = _font(size)
    return font


def _draw_line_fitted(img: Image.Image, text: str, box: tuple[int, int, int, int],
                      start: int, minimum: int, fill: RGB, align: str = "left",
                      stroke: int = 0, stroke_fill: RGB = (0, 0, 0)) -> None:
    """Draw one line of text in `box`: shrunk to fit, then squeezed sideways if needed."""
    x0, y0, x1, y1 = box
    width, height = x1 - x0, y1 - y0
    if not text or width <= 0 or height <= 0:
        return
    font = _fit_font(text, width, start, minimum)
    left, top, right, bottom = font.getbbox(text, stroke_width=stroke)
    line = Image.new("RGBA", (max(1, right - left), max(1, bottom - top)), (0, 0, 0, 0))
    ImageDraw.Draw(line).text((-left, -top), text, font=font, fill=fill,
                              stroke_width=stroke, stroke_fill=stroke_fill)
    if line.width > width:  # squeeze, as printed cards do with long names
        line = line.resize((width, line.height), Image.Resampling.LANCZOS)
    if line.height > height:
        line = line.crop((0, 0, line.width, height))
    x = x0 if align == "left" else x1 - line.width if align == "right" else \
        x0 + (width - line.width) // 2
    img.alpha_composite(line, (x, y0 + (height - line.height) // 2))


def _wrap(text: str, font: ImageFont.FreeTypeFont, width: float) -> list[str]:
    """Lines of `text` no wider than `width`: words kept whole unless a word is too wide
    (Japanese has no spaces: such runs break between characters)."""
    lines: list[str] = []
    for paragraph in text.split("\n"):
        line = ""
        for word in paragraph.split(" "):
            candidate = f"{line} {word}" if line else word
            if font.getlength(candidate) <= width:
                line = candidate
                continue
            if line:
                lines.append(line)
                line = ""
            for ch in word:
                if line and font.getlength(line + ch) > width:
                    lines.append(line)
                    line = ""
                line += ch
        lines.append(line)
    return lines


def _layout_text(text: str, width: int, height: int, start: int,
                 minimum: int) -> tuple[ImageFont.FreeTypeFont, list[str], int]:
    """Font, lines and line height so `text` fits the box; truncated with "…" at `minimum`."""
    size = start
    while True:
        font = _font(size)
        step = round(size * 1.25)
        lines = _wrap(text, font, width)
        if len(lines) * step <= height or size <= minimum:
            break
        size -= 1
    room = max(1, height // step)
    if len(lines) > room:
        lines = lines[:room]
        last = lines[-1].rstrip()
        while last and font.getlength(last + "…") > width:
            last = last[:-1].rstrip()
        lines[-1] = last + "…"
    return font, lines, step


# -- generated art --------------------------------------------------------------------


def generated_art(card: CardData, size: tuple[int, int]) -> Image.Image:
    """A deterministic abstract picture for `card`, seeded by its passcode.

    The palette follows the attribute (or green for Spells, magenta for Traps);
    shapes, angles and positions come from a generator seeded by the passcode only.
    """
    rng = random.Random(card.code)
    w, h = size
    if card.is_spell:
        hue = SPELL_HUE
    elif card.is_trap:
        hue = TRAP_HUE
    else:
        hue = ART_HUES.get(card.attribute, rng.uniform(0, 360))
    hue += rng.uniform(-16, 16)
    deep = _hsv(hue + rng.uniform(-25, 25), 0.75, 0.22)
    mid = _hsv(hue + rng.uniform(-30, 30), 0.6, 0.62)
    accent = _hsv(hue + rng.choice((150, 180, 210)) + rng.uniform(-20, 20), 0.55, 0.95)
    light = _hsv(hue, 0.18, 1.0)

    img = _gradient(size, mid, deep, rng.uniform(0, 360)).convert("RGBA")

    # A soft glow somewhere in the upper half.
    glow_size = int(max(w, h) * rng.uniform(0.9, 1.4))
    glow_mask = ImageOps.invert(Image.radial_gradient("L")).resize((glow_size, glow_size))
    glow_mask = glow_mask.point(lambda v: v * 0.7)
    glow = Image.new("RGBA", (glow_size, glow_size), light + (255,))
    glow.putalpha(glow_mask)
    img.alpha_composite(glow, (int(rng.uniform(0.1, 0.9) * w - glow_size / 2),
                               int(rng.uniform(0.1, 0.6) * h - glow_size / 2)))

    # Shapes, drawn at twice the size and scaled down for smooth edges.
    ss = 2
    layer = Image.new("RGBA", (w * ss, h * ss), (0, 0, 0, 0))
    draw = ImageDraw.Draw(layer)
    palette = (mid, accent, light, deep)
    for _ in range(rng.randint(6, 11)):
        colour = rng.choice(palette) + (rng.randint(40, 120),)
        cx, cy = rng.uniform(0, w) * ss, rng.uniform(0, h) * ss
        r = rng.uniform(0.08, 0.35) * min(w, h) * ss
        shape = rng.choice(("circle", "ring", "polygon", "polygon", "band"))
        if shape == "circle":
            draw.ellipse((cx - r, cy - r, cx + r, cy + r), fill=colour)
        elif shape == "ring":
            draw.ellipse((cx - r, cy - r, cx + r, cy + r), outline=colour,
                         width=max(2, int(r * rng.uniform(0.08, 0.25))))
        elif shape == "polygon":
            draw.polygon(_regular(cx, cy, r, rng.randint(3, 6), rng.uniform(0, 360)),
                         fill=colour)
        else:
            a = math.radians(rng.uniform(0, 180))
            dx, dy = math.cos(a) * w * ss * 2, math.sin(a) * w * ss * 2
            draw.line((cx - dx, cy - dy, cx + dx, cy + dy), fill=colour,
                      width=max(2, int(r * 0.3)))

    # The focal emblem: rays, rings and a star with a passcode-chosen number of points.
    ex, ey = w * ss * rng.uniform(0.38, 0.62), h * ss * rng.uniform(0.4, 0.6)
    er = min(w, h) * ss * rng.uniform(0.22, 0.3)
    turn = rng.uniform(0, 360)
    rays = rng.randint(8, 18)
    for k in range(rays):
        a = math.radians(turn + k * 360 / rays)
        draw.line((ex, ey, ex + math.cos(a) * er * 2.4, ey + math.sin(a) * er * 2.4),
                  fill=light + (46,), width=max(2, int(er * 0.06)))
    for k in range(rng.randint(2, 4)):
        rr = er * (1.0 - 0.22 * k)
        draw.ellipse((ex - rr, ey - rr, ex + rr, ey + rr), outline=accent + (150,),
                     width=max(2, int(er * 0.05)))
    emblem = rng.choice(("star", "flower", "crystal"))
    if emblem == "star":
        draw.polygon(_star(ex, ey, er * 0.78, er * rng.uniform(0.3, 0.5), rng.randint(4, 9),
                           turn), fill=light + (215,), outline=accent + (255,))
    elif emblem == "flower":
        petals = rng.randint(5, 9)
        pr = er * rng.uniform(0.22, 0.3)
        for n in range(petals):
            a = math.radians(turn + n * 360 / petals)
            px, py = ex + math.cos(a) * er * 0.5, ey + math.sin(a) * er * 0.5
            draw.ellipse((px - pr, py - pr, px + pr, py + pr), fill=light + (150,),
                         outline=accent + (220,), width=max(1, int(er * 0.03)))
    else:
        sides = rng.randint(3, 6)
        for n in range(4):
            draw.polygon(_regular(ex, ey, er * (0.8 - 0.17 * n), sides, turn + n * 180 / sides),
                         fill=(light if n % 2 == 0 else mid) + (170 + n * 20,),
                         outline=accent + (255,))
    draw.ellipse((ex - er * 0.16, ey - er * 0.16, ex + er * 0.16, ey + er * 0.16),
                 fill=accent + (255,))
    img.alpha_composite(layer.resize(size, Image.Resampling.LANCZOS))

    # Vignette.
    vignette = Image.radial_gradient("L").resize(size).point(lambda v: max(0, v - 90) * 0.9)
    shade = Image.new("RGBA", size, deep + (255,))
    shade.putalpha(vignette)
    img.alpha_composite(shade)
    return img


def _load_art(art: Path | None, size: tuple[int, int]) -> Image.Image | None:
    """`art` cover-cropped to `size`, or None when there is none or it cannot be read."""
    if art is None:
        return None
    try:
        with Image.open(art) as picture:
            picture.load()
            fitted = ImageOps.fit(picture.convert("RGBA"), size, Image.Resampling.LANCZOS)
    except (OSError, ValueError, Image.DecompressionBombError):
        return None
    return fitted


# -- the face -------------------------------------------------------------------------


def render_face(card: CardData, *, japanese: bool = False,
                size: tuple[int, int] = BASE_SIZE, art: Path | None = None) -> Image.Image:
    """Draw `card`'s face as an RGBA image of `size` (transparent rounded corners).

    The name is `name_ja` when `japanese` and it is set. `art` is an image file fitted
    into the art box; without one (or when it cannot be read) the art is generated.
    """
    k = max(size[0] / BASE_SIZE[0], size[1] / BASE_SIZE[1])
    W, H = round(BASE_SIZE[0] * k), round(BASE_SIZE[1] * k)  # noqa: N806

    def s(v: float) -> int:
        return round(v * k)

    def box(x0: float, y0: float, x1: float, y1: float) -> tuple[int, int, int, int]:
        return (s(x0), s(y0), s(x1), s(y1))

    kind = frame_kind(card)
    top, bottom = FRAMES[kind]
    maximum = kind == "maximum"
    face = _gradient((W, H), top, bottom, 0).convert("RGBA")
    draw = ImageDraw.Draw(face)

    # Border (a gold double border marks Maximum monsters).
    border = MAXIMUM_BORDER if maximum else BORDER
    draw.rounded_rectangle((0, 0, W - 1, H - 1), radius=s(16), outline=border,
                           width=s(10 if maximum else 7))
    if maximum:
        draw.rounded_rectangle(box(12, 12, 409, 602), radius=s(10),
                               outline=_darker(bottom, 0.55), width=max(1, s(2)))

    # Name bar and the mark on its right.
    name_box = box(22, 20, 399, 66)
    draw.rounded_rectangle(name_box, radius=s(8), fill=(250, 246, 236),
                           outline=_darker(bottom, 0.6), width=max(1, s(2)))
    if card.is_monster:
        colour, label = ATTRIBUTE_MARKS.get(card.attribute, ((120, 120, 120), "—"))
        mark = box(355, 23, 395, 63)
        draw.ellipse(mark, fill=colour, outline=(255, 255, 255), width=max(1, s(2)))
        _draw_line_fitted(face, label, box(359, 27, 391, 59), s(17), s(8), (255, 255, 255),
                          align="center", stroke=max(1, s(1)), stroke_fill=_darker(colour, 0.5))
        mark_left = 350
    else:
        colour = FRAMES[kind][1]
        label = "SPELL" if card.is_spell else "TRAP"
        mark = box(321, 26, 395, 60)
        draw.rounded_rectangle(mark, radius=s(17), fill=colour, outline=(255, 255, 255),
                               width=max(1, s(2)))
        _draw_line_fitted(face, label, box(327, 28, 389, 58), s(16), s(8), (255, 255, 255),
                          align="center")
        mark_left = 316
    name = card.name_ja if japanese and card.name_ja else display_name(card.name)
    _draw_line_fitted(face, name, box(32, 24, mark_left, 62), s(28), s(18), (20, 18, 24))

    # Level row: LEGEND badge and [L]/[R] on the left, stars on the right.
    x = 26.0
    if card.legend:
        badge = box(x, 72, x + 82, 96)
        draw.rounded_rectangle(badge, radius=s(6), fill=(30, 24, 16),
                               outline=(236, 196, 72), width=max(1, s(2)))
        _draw_line_fitted(face, "LEGEND", box(x + 4, 74, x + 78, 94), s(16), s(8),
                          (246, 210, 90), align="center")
        x += 90
    if card.max_role in ("L", "R"):
        badge = box(x, 72, x + 40, 96)
        draw.rounded_rectangle(badge, radius=s(6), fill=(250, 246, 236),
                               outline=MAXIMUM_BORDER, width=max(1, s(2)))
        _draw_line_fitted(face, f"[{card.max_role}]", box(x + 3, 74, x + 37, 94), s(17),
                          s(8), (150, 70, 10), align="center")
    if card.is_monster and card.level > 0:
        step = min(24.0, 270 / card.level)
        for n in range(card.level):
            cx = 392 - step / 2 - n * step
            draw.polygon([(s(px), s(py)) for px, py in _star(cx, 84, step * 0.5, step * 0.21)],
                         fill=(252, 200, 36), outline=(120, 30, 10), width=max(1, s(1.5)))

    # Art box.
    art_box = box(30, 100, 391, 404)
    art_size = (art_box[2] - art_box[0], art_box[3] - art_box[1])
    picture = _load_art(art, art_size)
    if picture is None:
        picture = generated_art(card, art_size)
    draw.rectangle((art_box[0] - s(3), art_box[1] - s(3), art_box[2] + s(3) - 1,
                    art_box[3] + s(3) - 1), fill=_darker(bottom, 0.5))
    face.alpha_composite(picture, (art_box[0], art_box[1]))

    # Text box: type line, card text, stats.
    text_box = box(26, 410, 395, 594)
    draw.rounded_rectangle(text_box, radius=s(8), fill=(250, 246, 236),
                           outline=_darker(bottom, 0.6), width=max(1, s(2)))
    _draw_line_fitted(face, type_line(card), box(36, 414, 385, 436), s(17), s(10),
                      (40, 30, 20))
    draw.line((s(36), s(438), s(385), s(438)), fill=_darker(bottom, 0.8), width=max(1, s(1)))

    stats_top = 560 if card.is_monster else 590
    body_bottom = stats_top - (26 if card.max_role == "C" and card.maximum_atk else 2)
    body = box(36, 442, 385, body_bottom)
    _draw_body(face, card_text(card), body, s(MAX_TEXT_SIZE), s(MIN_TEXT_SIZE))

    if card.max_role == "C" and card.maximum_atk:
        band = box(36, body_bottom + 1, 385, stats_top - 1)
        draw.rounded_rectangle(band, radius=s(5), fill=(40, 26, 10))
        _draw_line_fitted(face, f"MAXIMUM ATK {_stat(card.maximum_atk)}",
                          box(44, body_bottom + 2, 377, stats_top - 2), s(18), s(10),
                          (252, 206, 80), align="center")
    if card.is_monster:
        draw.line((s(36), s(stats_top), s(385), s(stats_top)), fill=_darker(bottom, 0.8),
                  width=max(1, s(1)))
        _draw_line_fitted(face, f"ATK {_stat(card.atk)}   DEF {_stat(card.defense)}",
                          box(36, stats_top + 4, 385, 590), s(22), s(12), (20, 18, 24),
                          align="right")

    # Rounded transparent corners.
    mask = Image.new("L", (W, H), 0)
    ImageDraw.Draw(mask).rounded_rectangle((0, 0, W - 1, H - 1), radius=s(16), fill=255)
    face.putalpha(mask)
    if tuple(size) != (W, H):
        face = ImageOps.fit(face, size, Image.Resampling.LANCZOS)
    return face


def _draw_body(face: Image.Image, text: str, area: tuple[int, int, int, int], start: int,
               minimum: int) -> None:
    """Wrap `text` into `area`, shrinking it down to `minimum`; never drawn outside."""
    x0, y0, x1, y1 = area
    width, height = x1 - x0, y1 - y0
    if not text.strip() or width <= 0 or height <= 0:
        return
    font, lines, step = _layout_text(text, width, height, start, minimum)
    layer = Image.new("RGBA", (width, height), (0, 0, 0, 0))
    draw = ImageDraw.Draw(layer)
    for n, line in enumerate(lines):
        draw.text((0, n * step), line, font=font, fill=(24, 20, 18))
    face.alpha_composite(layer, (x0, y0))


# -- the cache ------------------------------------------------------------------------


class FaceCache:
    """Rendered faces as PNG files in `folder`, drawn when first asked for.

    A file's name carries a hash of the card's facts, its text, the language, the art
    file (path, mtime, size), `RENDERER_VERSION` and the font file's size, so any change
    draws a new file. Unreadable (corrupt) files are drawn again.
    """

    def __init__(self, folder: Path) -> None:
        self.folder = Path(folder)

    def key(self, card: CardData, japanese: bool = False, art: Path | None = None) -> str:
        art_id: tuple[object, ...] = ()
        if art is not None:
            try:
                st = Path(art).stat()
                art_id = (str(Path(art).resolve()), st.st_mtime_ns, st.st_size)
            except OSError:
                art_id = (str(art), "missing")
        try:
            font_size = font_path().stat().st_size
        except OSError:
            font_size = -1
        parts = (facts_key(card), card_text(card), bool(japanese), art_id,
                 RENDERER_VERSION, font_size)
        return hashlib.sha256(repr(parts).encode("utf-8")).hexdigest()[:24]

    def get(self, card: CardData, japanese: bool = False, art: Path | None = None) -> Path:
        """The PNG of `card`'s full-size face, drawn now if not cached."""
        path = self.folder / f"{card.code}-{self.key(card, japanese, art)}.png"
        if not _readable(path):
            _save(render_face(card, japanese=japanese, art=art), path)
        return path

    def thumbnail(self, card: CardData, width: int, japanese: bool = False,
                  art: Path | None = None) -> Path:
        """A PNG of the face scaled to `width` pixels wide, cached like `get`."""
        path = self.folder / f"{card.code}-{self.key(card, japanese, art)}-w{width}.png"
        if not _readable(path):
            full = self.get(card, japanese, art)
            try:
                with Image.open(full) as img:
                    img.load()
                    face = img.copy()
            except (OSError, ValueError):
                face = render_face(card, japanese=japanese, art=art)
            height = max(1, round(face.height * width / face.width))
            _save(face.resize((width, height), Image.Resampling.LANCZOS), path)
        return path


def _readable(path: Path) -> bool:
    if not path.is_file():
        return False
    try:
        with Image.open(path) as img:
            img.load()
    except (OSError, ValueError, SyntaxError):
        return False
    return True


def _save(img: Image.Image, path: Path) -> None:
    """Write `img` as PNG atomically: readers never see half a file."""
    path.parent.mkdir(parents=True, exist_ok=True)
    fd, tmp = tempfile.mkstemp(suffix=".png.tmp", dir=path.parent)
    try:
        with os.fdopen(fd, "wb") as out:
            img.save(out, format="PNG")
        os.replace(tmp, path)
    except BaseException:
        Path(tmp).unlink(missing_ok=True)
        raise


__all__ = ["RENDERER_VERSION", "FaceCache", "card_text", "font_path", "frame_kind",
           "generated_art", "render_face", "type_line"]
