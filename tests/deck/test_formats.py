"""Deck import/export: .ydk files, ydke:// URLs, plain-text lists, errors, detection."""

from __future__ import annotations

import base64
import struct

import pytest
from hypothesis import given
from hypothesis import strategies as st

from rushdesk.deck.formats import (
    DeckFormatError,
    detect_format,
    format_text,
    format_ydk,
    format_ydke,
    parse_any,
    parse_text,
    parse_ydk,
    parse_ydke,
    unknown_codes,
)
from rushdesk.engine.deckrules import Deck

SEVENS = 160301001  # Sevens Road Magician
OTHER = 160002000
FUSION = 160204050
SIDE_CARD = 160003000

NAMES = {
    SEVENS: "Sevens Road Magician",
    OTHER: "Dragonic Pressure",
    FUSION: "Super Fusion Dragon",
    SIDE_CARD: "Dragon Encounter",
    160999999: "7 Colored Fish",  # a name that starts with a number
    160999998: "Twin Blade x2",  # a name that ends like a count
}
BY_NAME = {name.lower(): code for code, name in NAMES.items()}


def resolve(name: str) -> int | None:
    return BY_NAME.get(name.lower())


def problems_of(excinfo: pytest.ExceptionInfo[DeckFormatError]) -> list[str]:
    return excinfo.value.problems


passcodes = st.integers(min_value=1, max_value=2**32 - 1)
decks = st.builds(
    Deck,
    main=st.lists(passcodes, max_size=60),
    extra=st.lists(passcodes, max_size=15),
    side=st.lists(passcodes, max_size=15),
)
FULL = Deck(main=[SEVENS] * 20 + [OTHER] * 40, extra=[FUSION] * 15, side=[SIDE_CARD] * 15)


# --- .ydk ----------------------------------------------------------------------------------


def test_format_ydk_writes_edopro_layout() -> None:
    deck = Deck(main=[SEVENS, SEVENS, OTHER], extra=[FUSION], side=[SIDE_CARD])
    assert format_ydk(deck, creator="Player") == (
        "#created by Player\n#main\n160301001\n160301001\n160002000\n"
        "#extra\n160204050\n!side\n160003000\n"
    )


def test_format_ydk_empty_deck_and_default_creator() -> None:
    assert format_ydk(Deck()) == "#created by rushdesk\n#main\n#extra\n!side\n"


def test_format_ydk_keeps_creator_on_one_line() -> None:
    assert format_ydk(Deck(), creator="a\nb").startswith("#created by a b\n#main\n")


def test_parse_ydk_as_edopro_writes_it_with_crlf_bom_and_reordered_sections() -> None:
    text = (
        "\ufeff#created by Player\r\n"
        "#extra\r\n"
        "160204050\r\n"
        "!side\r\n"
        "160003000\r\n"
        "#main\r\n"
        "160301001\r\n"
        "\r\n"
        "# a comment inside the main deck\r\n"
        "160301001\r\n"
        "160002000\r\n"
        "\r\n"
    )
    assert parse_ydk(text) == Deck(main=[SEVENS, SEVENS, OTHER], extra=[FUSION], side=[SIDE_CARD])


def test_parse_ydk_headers_any_case_and_indented_codes() -> None:
    assert parse_ydk("#MAIN\n  160301001  \n!Side\n160003000\n") == Deck(
        main=[SEVENS], side=[SIDE_CARD]
    )


def test_parse_ydk_codes_before_any_header_are_main_as_in_edopro() -> None:
    assert parse_ydk("160301001\n160002000\n#extra\n160204050\n") == Deck(
        main=[SEVENS, OTHER], extra=[FUSION]
    )


def test_parse_ydk_empty_sections() -> None:
    assert parse_ydk("#main\n#extra\n!side\n") == Deck()


@given(decks)
def test_ydk_round_trip(deck: Deck) -> None:
    assert parse_ydk(format_ydk(deck)) == deck


def test_ydk_round_trip_full_deck() -> None:
    assert parse_ydk(format_ydk(FULL, creator="Player")) == FULL


def test_parse_ydk_reports_every_bad_line_at_once() -> None:
    text = (
        "#created by Player\n#main\n160301001\nabc\n160301001\n"
        "!extra\n-5\n4294967296\n0\n#extra\n160204050 Fusion\n"
    )
    with pytest.raises(DeckFormatError) as excinfo:
        parse_ydk(text)
    assert problems_of(excinfo) == [
        "line 4: 'abc' is not a passcode",
        "line 6: unknown section '!extra' (expected #main, #extra or !side)",
        "line 7: '-5' is not a passcode",
        "line 8: '4294967296' is not a passcode (must be 1 to 4294967295)",
        "line 9: '0' is not a passcode (must be 1 to 4294967295)",
        "line 11: '160204050 Fusion' is not a passcode",
    ]
    assert str(excinfo.value).startswith("line 4: 'abc' is not a passcode; line 6:")
    assert isinstance(excinfo.value, ValueError)


def test_parse_ydk_line_numbers_count_crlf_lines_once() -> None:
    with pytest.raises(DeckFormatError) as excinfo:
        parse_ydk("#main\r\n160301001\r\nxyz\r\n")
    assert problems_of(excinfo) == ["line 3: 'xyz' is not a passcode"]


def test_parse_ydk_quotes_long_lines_short() -> None:
    with pytest.raises(DeckFormatError) as excinfo:
        parse_ydk("#main\n" + "z" * 500 + "\n")
    (problem,) = problems_of(excinfo)
    assert problem == "line 2: '" + "z" * 39 + "…' is not a passcode"


@pytest.mark.parametrize("text", ["", "\n\n", "#created by Player\n", "\ufeff\r\n"])
def test_parse_ydk_without_any_deck(text: str) -> None:
    with pytest.raises(DeckFormatError) as excinfo:
        parse_ydk(text)
    assert problems_of(excinfo) == [
        "no deck found: no #main, #extra or !side line and no passcodes"
    ]


def test_error_message_lists_ten_problems_then_how_many_more() -> None:
    with pytest.raises(DeckFormatError) as excinfo:
        parse_ydk("#main\n" + "x\n" * 25)
    assert len(problems_of(excinfo)) == 25
    assert str(excinfo.value).endswith("line 11: 'x' is not a passcode; ... and 15 more")


@pytest.mark.parametrize("bad", [0, -1, 2**32])
def test_format_refuses_codes_that_are_not_passcodes(bad: int) -> None:
    deck = Deck(main=[SEVENS, bad])
    with pytest.raises(ValueError, match=f"main holds {bad}, which is not a passcode"):
        format_ydk(deck)
    with pytest.raises(ValueError, match="which is not a passcode"):
        format_ydke(deck)


# --- ydke:// -------------------------------------------------------------------------------


def test_ydke_built_by_hand_from_bytes() -> None:
    # 160301001 = 0x098DFFC9 and 160002000 = 0x09896FD0, little-endian, concatenated.
    raw = bytes([0xC9, 0xFF, 0x8D, 0x09, 0xD0, 0x6F, 0x89, 0x09])
    assert raw == struct.pack("<2I", SEVENS, OTHER)
    assert base64.b64encode(raw) == b"yf+NCdBviQk="
    url = "ydke://yf+NCdBviQk=!!!"
    assert parse_ydke(url) == Deck(main=[SEVENS, OTHER])
    assert format_ydke(Deck(main=[SEVENS, OTHER])) == url


def test_ydke_all_three_parts() -> None:
    url = "ydke://yf+NCQ==!0G+JCQ==!yf+NCdBviQk=!"
    assert parse_ydke(url) == Deck(main=[SEVENS], extra=[OTHER], side=[SEVENS, OTHER])
    assert format_ydke(Deck(main=[SEVENS], extra=[OTHER], side=[SEVENS, OTHER])) == url


def test_format_ydke_empty_deck() -> None:
    assert format_ydke(Deck()) == "ydke://!!!"
    assert parse_ydke("ydke://!!!") == Deck()


def test_parse_ydke_lenient_about_padding_case_whitespace_and_last_bang() -> None:
    expected = Deck(main=[SEVENS, OTHER], side=[SEVENS])
    assert parse_ydke("  YDKE://yf+NCdBviQk!!yf+NCQ  \n") == expected


@given(decks)
def test_ydke_round_trip(deck: Deck) -> None:
    assert parse_ydke(format_ydke(deck)) == deck


def test_ydke_round_trip_full_deck() -> None:
    assert parse_ydke(format_ydke(FULL)) == FULL


@pytest.mark.parametrize(
    ("url", "problems"),
    [
        ("https://example.com/deck", ["not a ydke:// URL"]),
        ("160301001", ["not a ydke:// URL"]),
        ("ydke://yf+NCQ==", ["ydke:// URL has 1 part(s); expected main!extra!side!"]),
        ("ydke://yf+NCQ==!!!junk", ["ydke:// URL has text after the side part"]),
        ("ydke://yf*NCQ==!!!", ["main part: invalid base64"]),
        ("ydke://!yf+NC!!", ["extra part: invalid base64"]),  # 5 characters
        ("ydke://!!yf=+NCQ=!", ["side part: invalid base64"]),
        ("ydke://yf+NCdBv!!!", ["main part: length 6 is not a multiple of 4 bytes"]),
        ("ydke://AAAAAA==!!!", ["main part: card 1 has passcode 0"]),
        (
            "ydke://yf+NCdBv!yf*!yf+NCdA=!",
            [
                "main part: length 6 is not a multiple of 4 bytes",
                "extra part: invalid base64",
                "side part: length 5 is not a multiple of 4 bytes",
            ],
        ),
    ],
)
def test_parse_ydke_errors(url: str, problems: list[str]) -> None:
    with pytest.raises(DeckFormatError) as excinfo:
        parse_ydke(url)
    assert problems_of(excinfo) == problems


def test_parse_ydke_zero_passcodes_name_their_position() -> None:
    url = format_ydke(Deck(main=[SEVENS])).replace("yf+NCQ==", "yf+NCQAAAAA=")
    with pytest.raises(DeckFormatError) as excinfo:
        parse_ydke(url)
    assert problems_of(excinfo) == ["main part: card 2 has passcode 0"]


# --- plain text ------------------------------------------------------------------------------


EXPECTED_TEXT_DECK = Deck(main=[SEVENS] * 3 + [OTHER] * 2, extra=[FUSION], side=[SIDE_CARD] * 2)


@pytest.mark.parametrize(
    "text",
    [
        # "N Name", headers with counts in parentheses
        "Main Deck (5)\n3 Sevens Road Magician\n2 Dragonic Pressure\n\n"
        "Extra Deck (1)\n1 Super Fusion Dragon\n\nSide Deck (2)\n2 Dragon Encounter\n",
        # "Nx Name", "Main:" style headers, any case, CRLF
        "MAIN:\r\n3x Sevens Road Magician\r\n2X dragonic pressure\r\nextra:\r\n"
        "1x Super Fusion Dragon\r\nSide:\r\n2x Dragon Encounter\r\n",
        # "Name xN", sections out of order, EDOPro's "export card names" headers
        "Side Deck:\nDragon Encounter x2\nMain Deck:\nSevens Road Magician x3\n"
        "Dragonic Pressure x 2\n\n\nExtra Deck:\nSuper Fusion Dragon x1\n",
        # no Main header, sub-headers, comments, split lines, bare names, BOM
        "\ufeff# my deck\nMonsters (3)\n2 Sevens Road Magician\nSevens  Road Magician\n"
        "Spells\n// staples\n1 Dragonic Pressure\n1 Dragonic Pressure\n"
        "Extra Deck - 1\nSuper Fusion Dragon\nSIDE DECK: 2 cards\n2 x Dragon Encounter\n",
    ],
)
def test_parse_text_count_styles_and_headers(text: str) -> None:
    assert parse_text(text, resolve) == EXPECTED_TEXT_DECK


def test_parse_text_names_with_numbers_fall_back_to_the_whole_line() -> None:
    text = "1 7 Colored Fish\n7 Colored Fish\nTwin Blade x2\n2 Twin Blade x2\n"
    assert parse_text(text, resolve) == Deck(main=[160999999] * 2 + [160999998] * 3)


def test_parse_text_accepts_counts_above_three_up_to_sixty() -> None:
    assert parse_text("60 Sevens Road Magician", resolve) == Deck(main=[SEVENS] * 60)


def test_parse_text_reports_every_bad_line_at_once() -> None:
    text = (
        "Main Deck (40)\n3 Sevens Road Magician\n3 Foo\n0 Dragonic Pressure\n"
        "61x Dragonic Pressure\nBar x2\n\nExtra Deck\n0 Nope\n3 Xyz Card\n"
    )
    with pytest.raises(DeckFormatError) as excinfo:
        parse_text(text, resolve)
    assert problems_of(excinfo) == [
        "line 3: unknown card name 'Foo'",
        "line 4: count 0 must be 1 to 60",
        "line 5: count 61 must be 1 to 60",
        "line 6: unknown card name 'Bar'",
        "line 9: count 0 must be 1 to 60",
        "line 9: unknown card name 'Nope'",
        "line 10: unknown card name 'Xyz Card'",
    ]


@pytest.mark.parametrize("text", ["", "  \n\n", "# only a comment\n", "Monsters (0)\n"])
def test_parse_text_without_any_card_line(text: str) -> None:
    with pytest.raises(DeckFormatError) as excinfo:
        parse_text(text, resolve)
    assert problems_of(excinfo) == ["no deck found: the text holds no card lines"]


def test_parse_text_headers_only_is_an_empty_deck() -> None:
    assert parse_text("Main Deck (0)\n", resolve) == Deck()


def test_format_text_groups_in_first_appearance_order() -> None:
    deck = Deck(main=[OTHER, SEVENS, OTHER, SEVENS, SEVENS], extra=[], side=[SIDE_CARD])
    assert format_text(deck, NAMES.__getitem__) == (
        "Main Deck (5)\n2 Dragonic Pressure\n3 Sevens Road Magician\n\n"
        "Side Deck (1)\n1 Dragon Encounter\n"
    )


def test_format_text_empty_deck() -> None:
    assert format_text(Deck(), NAMES.__getitem__) == "Main Deck (0)\n"


def test_text_round_trip() -> None:
    for deck in (Deck(), EXPECTED_TEXT_DECK, FULL, Deck(side=[SIDE_CARD])):
        assert parse_text(format_text(deck, NAMES.__getitem__), resolve) == deck


@given(
    st.lists(st.sampled_from(sorted(NAMES)), max_size=60),
    st.lists(st.sampled_from(sorted(NAMES)), max_size=15),
    st.lists(st.sampled_from(sorted(NAMES)), max_size=15),
)
def test_text_round_trip_keeps_the_counts(
    main: list[int], extra: list[int], side: list[int]
) -> None:
    deck = Deck(main=main, extra=extra, side=side)
    parsed = parse_text(format_text(deck, NAMES.__getitem__), resolve)
    assert parsed.counts(["main"]) == deck.counts(["main"])
    assert parsed.counts(["extra"]) == deck.counts(["extra"])
    assert parsed.counts(["side"]) == deck.counts(["side"])


# --- unknown codes, detection, parse_any -----------------------------------------------------


def test_unknown_codes_distinct_in_first_appearance_order() -> None:
    deck = Deck(main=[SEVENS, 5, 5, 7], extra=[9, FUSION], side=[7, 11])
    assert unknown_codes(deck, {SEVENS, FUSION}) == [5, 7, 9, 11]
    assert unknown_codes(deck, range(20)) == [SEVENS, FUSION]
    assert unknown_codes(Deck(), set()) == []


@pytest.mark.parametrize(
    ("text", "kind"),
    [
        ("ydke://yf+NCQ==!!!", "ydke"),
        ("\ufeff  YDKE://!!!\n", "ydke"),
        ("#created by Player\n#main\n160301001\n#extra\n!side\n", "ydk"),
        ("\ufeff#main\r\n160301001\r\n", "ydk"),
        ("!side\n", "ydk"),
        ("160301001\n160002000\n", "ydk"),
        ("# headerless codes\n160301001\n", "ydk"),
        ("3 Sevens Road Magician\n", "text"),
        ("Main Deck:\n3 Sevens Road Magician\n", "text"),
        ("Sevens Road Magician\n160301001\n", "text"),
        ("", "text"),
        ("# just a comment", "text"),
        ("see ydke://!!!", "text"),
    ],
)
def test_detect_format(text: str, kind: str) -> None:
    assert detect_format(text) == kind


def test_parse_any_dispatches() -> None:
    deck = Deck(main=[SEVENS, OTHER])
    assert parse_any(format_ydke(deck), resolve) == deck
    assert parse_any(format_ydk(deck), resolve) == deck
    assert parse_any(format_text(deck, NAMES.__getitem__), resolve) == deck
    with pytest.raises(DeckFormatError, match="unknown card name 'Foo'"):
        parse_any("3 Foo", resolve)
