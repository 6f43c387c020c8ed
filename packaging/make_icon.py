"""Draw rushdesk's application icon (two fanned cards and a star on a rounded square).

Run from the checkout: `python packaging/make_icon.py`. Writes `assets/icons/rushdesk.png`
(512 px), `rushdesk.ico` (Windows, 16-256 px) and `rushdesk.icns` when Pillow can write
it. The icon is the program's own drawing, like its card faces.
"""

from __future__ import annotations

import math
from pathlib import Path

from PIL import Image, ImageDraw, ImageFilter

SIZE = 512
ICONS = Path(__file__).resolve().parents[1] / "assets" / "icons"


def _rounded(size: int, radius: int, fill: tuple[int, int, int, int]) -> Image.Image:
    img = Image.new("RGBA", (size, size), (0, 0, 0, 0))
    ImageDraw.Draw(img).rounded_rectangle((0, 0, size - 1, size - 1), radius, fill=fill)
    return img


def _card(w: int, h: int, frame: tuple[int, int, int], art: tuple[int, int, int]) -> Image.Image:
    card = Image.new("RGBA", (w, h), (0, 0, 0, 0))
    d = ImageDraw.Draw(card)
    d.rounded_rectangle((0, 0, w - 1, h - 1), w // 12, fill=(*frame, 255),
                        outline=(250, 245, 230, 255), width=max(2, w // 40))
    m = w // 10
    d.rectangle((m, m * 2, w - m, h // 2 + m), fill=(*art, 255))
    for i in range(3):  # text lines
        y = h // 2 + m * 2 + i * m
        d.rectangle((m, y, w - m - (i * m), y + m // 2), fill=(255, 255, 255, 150))
    return card


def _star(cx: float, cy: float, r: float) -> list[tuple[float, float]]:
    points = []
    for i in range(10):
        rad = r if i % 2 == 0 else r * 0.45
        a = -math.pi / 2 + i * math.pi / 5
        points.append((cx + rad * math.cos(a), cy + rad * math.sin(a)))
    return points


def draw_icon(size: int = SIZE) -> Image.Image:
    icon = _rounded(size, size // 5, (28, 36, 74, 255))
    glow = Image.new("RGBA", (size, size), (0, 0, 0, 0))
    ImageDraw.Draw(glow).ellipse((size * 0.1, size * 0.05, size * 0.9, size * 0.85),
                                 fill=(255, 120, 40, 110))
    icon.alpha_composite(glow.filter(ImageFilter.GaussianBlur(size / 10)))
    w, h = int(size * 0.42), int(size * 0.6)
    for angle, frame, art, dx in ((14, (40, 110, 190), (120, 200, 255), -0.08),
                                  (-10, (200, 90, 30), (255, 200, 90), 0.08)):
        card = _card(w, h, frame, art).rotate(angle, expand=True, resample=Image.Resampling.BICUBIC)
        x = int(size / 2 - card.width / 2 + dx * size)
        y = int(size / 2 - card.height / 2 + size * 0.03)
        shadow = Image.new("RGBA", card.size, (0, 0, 0, 0))
        shadow.putalpha(card.getchannel("A").point(lambda a: a // 2))
        icon.alpha_composite(shadow.filter(ImageFilter.GaussianBlur(size / 60)), (x + 6, y + 8))
        icon.alpha_composite(card, (x, y))
    d = ImageDraw.Draw(icon)
    d.polygon(_star(size * 0.74, size * 0.24, size * 0.14), fill=(255, 214, 64, 255),
              outline=(120, 60, 0, 255))
    mask = _rounded(size, size // 5, (255, 255, 255, 255)).getchannel("A")
    icon.putalpha(Image.composite(icon.getchannel("A"), Image.new("L", icon.size, 0), mask))
    return icon


def main() -> None:
    ICONS.mkdir(parents=True, exist_ok=True)
    icon = draw_icon()
    icon.save(ICONS / "rushdesk.png")
    icon.save(ICONS / "rushdesk.ico", sizes=[(s, s) for s in (16, 24, 32, 48, 64, 128, 256)])
    try:
        icon.save(ICONS / "rushdesk.icns")
    except (OSError, ValueError, KeyError) as exc:
        print(f"no .icns written: {exc}")
    print(f"icons written to {ICONS}")


if __name__ == "__main__":
    main()
