"""Card faces drawn by `rushdesk.render.faces` and their disk cache."""

from __future__ import annotations

import io
import time
from dataclasses import replace
from pathlib import Path

import pytest
from PIL import Image, ImageChops

from rushdesk.db.sources import load_pool
from rushdesk.engine.cards import Attribute, CardData, CardType
from rushdesk.render import faces
from rushdesk.render.faces import FaceCache, render_face

OUTPUT = Path(__file__).parent / "output"
SIZE = (421, 614)

# One card per kind (and LEGEND, Maximum center, Fusion materials, Japanese names).
SHEET = [160301001, 160001000, 160319001, 160202002, 160205069, 160418003, 160022066,
         160011041]


class _Text:
    """A stand-in behaviour: only `text()` is read by the renderer."""

    def __init__(self, text: str) -> None:
        self._text = text

    def text(self) -> str:
        return self._text


def monster(**changes: object) -> CardData:
    base = CardData(code=160999001, name="Test Magician", type=CardType.MONSTER | CardType.EFFECT,
                    attribute=Attribute.DARK, race="Spellcaster", level=4, atk=1500,
                    defense=1200, behaviour=_Text("[REQUIREMENT] None. [EFFECT] Draw 1 card."))
    return replace(base, **changes)


KINDS = {
    "normal": monster(type=CardType.MONSTER | CardType.NORMAL, behaviour=None),
    "effect": monster(),
    "fusion": monster(type=CardType.MONSTER | CardType.FUSION, materials=("A", "B")),
    "ritual": monster(type=CardType.MONSTER | CardType.RITUAL, level=7),
    "maximum-c": monster(type=CardType.MONSTER | CardType.EFFECT | CardType.MAXIMUM, level=10,
                         max_role="C", maximum_atk=3500, legend=True),
    "maximum-l": monster(type=CardType.MONSTER | CardType.EFFECT | CardType.MAXIMUM, level=10,
                         max_role="L"),
    "maximum-r": monster(type=CardType.MONSTER | CardType.EFFECT | CardType.MAXIMUM, level=10,
                         max_role="R"),
    "spell": monster(type=CardType.SPELL, attribute=Attribute.NONE, race="", level=0),
    "equip": monster(type=CardType.SPELL | CardType.EQUIP, attribute=Attribute.NONE, level=0),
    "field": monster(type=CardType.SPELL | CardType.FIELD, attribute=Attribute.NONE, level=0),
    "trap": monster(type=CardType.TRAP, attribute=Attribute.NONE, race="", level=0),
}


def png_bytes(img: Image.Image) -> bytes:
    out = io.BytesIO()
    img.save(out, format="PNG")
    return out.getvalue()


def differs(a: Image.Image, b: Image.Image, box: tuple[int, int, int, int]) -> bool:
    diff = ImageChops.difference(a.crop(box).convert("RGB"), b.crop(box).convert("RGB"))
    return diff.getbbox() is not None


@pytest.mark.parametrize("name", sorted(KINDS))
def test_every_kind_renders_at_the_asked_size(name: str) -> None:
    for size in (SIZE, (210, 307), (100, 100)):
        img = render_face(KINDS[name], size=size)
        assert img.size == size
        assert img.mode in ("RGB", "RGBA")


def test_frame_colours_follow_the_kind() -> None:
    assert faces.frame_kind(KINDS["maximum-c"]) == "maximum"
    colours = {render_face(KINDS[n]).getpixel((15, 300)) for n in
               ("normal", "effect", "fusion", "ritual", "maximum-c", "spell", "trap")}
    assert len(colours) == 7


def test_type_line_and_text() -> None:
    assert faces.type_line(KINDS["effect"]) == "[Spellcaster / Effect]"
    assert faces.type_line(KINDS["equip"]) == "[Equip Spell]"
    assert faces.type_line(KINDS["trap"]) == "[Trap]"
    assert faces.card_text(KINDS["normal"]) == ""
    assert faces.card_text(KINDS["fusion"]).startswith("A + B\n")


def test_same_card_renders_identically_and_cards_differ() -> None:
    a = render_face(KINDS["effect"])
    assert png_bytes(a) == png_bytes(render_face(KINDS["effect"]))
    other = replace(KINDS["effect"], code=160999002)
    art_box = (40, 110, 380, 395)
    assert differs(a, render_face(other), art_box)
    # Generated art is seeded by the passcode only: same in every run, distinct per card.
    arts = {png_bytes(faces.generated_art(replace(KINDS["effect"], code=c), (120, 100)))
            for c in range(160000001, 160000011)}
    assert len(arts) == 10


def test_japanese_name_is_drawn() -> None:
    name_box = (30, 24, 340, 62)
    card = monster(name="", name_ja="セブンスロード・マジシャン")
    blank = render_face(monster(name="", name_ja=""), japanese=True)
    assert differs(render_face(card, japanese=True), blank, name_box)
    # English is asked for: the (empty) English name is drawn, not the Japanese one.
    assert not differs(render_face(card, japanese=False), blank, name_box)
    # No Japanese name: the English one is drawn instead.
    english = monster(name="Test Magician", name_ja="")
    assert differs(render_face(english, japanese=True), blank, name_box)


def test_long_names_and_text_stay_in_their_boxes() -> None:
    short = render_face(KINDS["maximum-c"])
    long_text = " ".join(["[EFFECT] Destroy all monsters your opponent controls."] * 60)
    long = replace(KINDS["maximum-c"], behaviour=_Text(long_text))
    img = render_face(long)
    stats = (0, 530, 421, 614)  # the MAXIMUM ATK band and ATK/DEF
    assert not differs(short, img, stats)
    assert not differs(short, img, (0, 0, 421, 440))  # nothing above the text box moved
    # Japanese text has no spaces to break at.
    render_face(replace(KINDS["effect"], behaviour=_Text("効果" * 2000)), japanese=True)
    render_face(replace(KINDS["effect"], name="W" * 200))
    render_face(replace(KINDS["effect"], behaviour=_Text("X" * 3000)))


def test_art_file_is_used(tmp_path: Path) -> None:
    art = tmp_path / "art.png"
    Image.new("RGB", (64, 48), (255, 0, 0)).save(art)
    img = render_face(KINDS["effect"], art=art).convert("RGB")
    assert img.getpixel((210, 250)) == (255, 0, 0)
    # An unreadable file falls back to the generated art.
    bad = tmp_path / "bad.png"
    bad.write_bytes(b"not a png")
    fallback = render_face(KINDS["effect"], art=bad)
    assert png_bytes(fallback) == png_bytes(render_face(KINDS["effect"]))


def counting(monkeypatch: pytest.MonkeyPatch) -> list[int]:
    calls: list[int] = []
    real = faces.render_face

    def render(card: CardData, **kwargs: object) -> Image.Image:
        calls.append(card.code)
        return real(card, **kwargs)  # type: ignore[arg-type]

    monkeypatch.setattr(faces, "render_face", render)
    return calls


def test_cache_hits_and_misses(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    calls = counting(monkeypatch)
    cache = FaceCache(tmp_path / "faces")
    card = KINDS["effect"]
    first = cache.get(card)
    assert first.is_file() and Image.open(first).size == SIZE
    assert cache.get(card) == first and len(calls) == 1
    # Changed facts, language or text: a new file.
    assert cache.get(replace(card, atk=1600)) != first and len(calls) == 2
    assert cache.get(card, japanese=True) != first and len(calls) == 3
    assert cache.get(replace(card, behaviour=_Text("other"))) != first and len(calls) == 4
    # A new renderer version draws again.
    monkeypatch.setattr(faces, "RENDERER_VERSION", faces.RENDERER_VERSION + 1)
    assert cache.get(card) != first and len(calls) == 5
    assert cache.get(card) and len(calls) == 5


def test_cache_follows_the_art_file(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    calls = counting(monkeypatch)
    cache = FaceCache(tmp_path)
    art = tmp_path / "art.png"
    Image.new("RGB", (10, 10), (0, 0, 255)).save(art)
    first = cache.get(KINDS["trap"], art=art)
    assert cache.get(KINDS["trap"], art=art) == first and len(calls) == 1
    Image.new("RGB", (20, 10), (0, 255, 0)).save(art)
    assert cache.get(KINDS["trap"], art=art) != first and len(calls) == 2


def test_corrupt_cache_file_is_replaced(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    calls = counting(monkeypatch)
    cache = FaceCache(tmp_path)
    path = cache.get(KINDS["spell"])
    path.write_bytes(path.read_bytes()[:200])  # truncated
    assert cache.get(KINDS["spell"]) == path and len(calls) == 2
    with Image.open(path) as img:
        img.load()
        assert img.size == SIZE


def test_thumbnail(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    calls = counting(monkeypatch)
    cache = FaceCache(tmp_path)
    small = cache.thumbnail(KINDS["fusion"], 100)
    with Image.open(small) as img:
        assert img.size == (100, 146)
    assert cache.thumbnail(KINDS["fusion"], 100) == small and len(calls) == 1
    assert cache.thumbnail(KINDS["fusion"], 60) != small and len(calls) == 1


def test_sheet_of_real_cards_for_a_person_to_look_at() -> None:
    pool = load_pool()
    cards = [pool[code] for code in SHEET]
    start = time.perf_counter()
    rendered = [render_face(card) for card in cards]
    rendered += [render_face(card, japanese=True) for card in cards[:4]]
    per_face = (time.perf_counter() - start) / len(rendered)
    assert per_face < 1.0
    columns, gap = 4, 10
    rows = -(-len(rendered) // columns)
    sheet = Image.new("RGBA", (columns * (SIZE[0] + gap) + gap, rows * (SIZE[1] + gap) + gap),
                      (64, 64, 70, 255))
    for n, img in enumerate(rendered):
        sheet.alpha_composite(img, (gap + n % columns * (SIZE[0] + gap),
                                    gap + n // columns * (SIZE[1] + gap)))
    OUTPUT.mkdir(exist_ok=True)
    sheet.save(OUTPUT / "faces.png")
