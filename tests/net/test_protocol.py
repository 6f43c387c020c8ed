"""The pure codec: framing, strict decoding, the limits table, view diffs, chat text
(PROTOCOL.md F6, F7, F9, F10 and the limits of section 2 at, under and over)."""

from __future__ import annotations

import json
import struct
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from rushdesk.net import protocol as P
from rushdesk.net.protocol import LIMITS, FrameDecoder, ProtocolError


def frame(payload: bytes) -> bytes:
    return struct.pack(">I", len(payload)) + payload


def one(payload: bytes, cap: int = LIMITS.frame_to_host) -> Any:
    items = FrameDecoder(cap).feed(frame(payload))
    assert len(items) == 1
    return items[0]


def ping(seq: int = 1, n: int = 0) -> dict[str, Any]:
    return {"t": "PING", "seq": seq, "n": n}


# --------------------------------------------------------------------- F9 fuzz
_json_text = st.recursive(
    st.none() | st.booleans() | st.integers() | st.floats() | st.text(max_size=6),
    lambda kids: st.lists(kids, max_size=3) | st.dictionaries(
        st.sampled_from(["t", "seq", "n", "text", "id", "choice", "x"]), kids, max_size=4),
    max_leaves=10,
).map(lambda v: json.dumps(v).encode())
# Raw bytes (mostly rejected at the header), framed raw bytes (reach the UTF-8 and JSON
# checks) and framed JSON values (reach the schema checks).
_wire = st.one_of(
    st.binary(max_size=300),
    st.binary(max_size=300).map(frame),
    _json_text.map(frame),
    st.lists(_json_text.map(frame), max_size=3).map(b"".join),
)


@settings(max_examples=10_000, derandomize=True, deadline=None,
          suppress_health_check=[HealthCheck.too_slow])
@given(_wire)
def test_f9_decoder_raises_only_protocol_errors(data: bytes) -> None:
    decoder = FrameDecoder(LIMITS.frame_to_host)
    try:
        items = decoder.feed(data)
    except ProtocolError:
        return
    for item in items:
        assert isinstance(item, (dict, ProtocolError))
        if isinstance(item, dict):
            assert item["t"] in P.MESSAGES


@settings(max_examples=2_000, derandomize=True, deadline=None)
@given(st.binary(max_size=200))
def test_f9_payload_decoder_raises_only_protocol_errors(data: bytes) -> None:
    try:
        msg = P.decode_payload(data)
    except ProtocolError:
        return
    assert msg["t"] in P.MESSAGES


# ---------------------------------------------------------------- F10 round trip
_json = st.recursive(
    st.none() | st.booleans() | st.integers(-(2**63), 2**63 - 1) | st.text(max_size=8),
    lambda kids: st.lists(kids, max_size=3) | st.dictionaries(st.text(max_size=5), kids,
                                                              max_size=3),
    max_leaves=8,
)


def _strategy(spec: P.Field) -> st.SearchStrategy[Any]:
    if isinstance(spec, P.Int):
        return st.integers(max(spec.lo, -(2**63)), min(spec.hi, 2**63 - 1))
    if isinstance(spec, P.Num):
        return st.none() | st.integers(0, 10**6) | st.floats(allow_nan=False,
                                                            allow_infinity=False)
    if isinstance(spec, P.Bool):
        return st.booleans()
    if isinstance(spec, P.Hex):
        return st.binary(min_size=spec.nbytes, max_size=spec.nbytes).map(bytes.hex)
    if isinstance(spec, P.Str):
        return st.text(max_size=min(spec.max, 40))
    if isinstance(spec, P.IntList):
        return st.lists(st.integers(spec.lo, min(spec.hi, 2**63 - 1)), max_size=20)
    if isinstance(spec, P.Resume):
        return st.fixed_dictionaries({"session": st.text(max_size=16),
                                      "token": st.text(max_size=32),
                                      "last_seq": st.integers(0, 10**9)})
    if isinstance(spec, P.Objs):
        return st.lists(st.dictionaries(st.text(max_size=5), _json, max_size=3), max_size=3)
    return st.dictionaries(st.text(max_size=5), _json, max_size=4)


def _message(t: str) -> st.SearchStrategy[dict[str, Any]]:
    fields = P.MESSAGES[t][1]
    required = {k: _strategy(v) for k, v in fields.items() if not v.optional}
    optional = {k: _strategy(v) for k, v in fields.items() if v.optional}
    return st.fixed_dictionaries({"t": st.just(t), "seq": st.integers(0, 2**63 - 1),
                                  **required}, optional=optional)


@pytest.mark.parametrize("t", sorted(P.MESSAGES))
def test_f10_every_message_type_round_trips(t: str) -> None:
    @settings(max_examples=60, derandomize=True, deadline=None)
    @given(_message(t))
    def check(msg: dict[str, Any]) -> None:
        data = P.encode(msg, LIMITS.frame_to_guest)
        (decoded,) = FrameDecoder(LIMITS.frame_to_guest).feed(data)
        assert decoded == msg

    check()


# ------------------------------------------------------------------ F6 framing
def test_f6_two_frames_in_one_segment_and_one_frame_in_single_bytes() -> None:
    a, b = P.encode(ping(1, 7), 1000), P.encode(ping(2, 8), 1000)
    assert [m["n"] for m in FrameDecoder(1000).feed(a + b)] == [7, 8]
    decoder = FrameDecoder(1000)
    got: list[Any] = []
    for byte in a + b:
        got += decoder.feed(bytes([byte]))
    assert [m["n"] for m in got] == [7, 8]
    assert not decoder.in_frame


# --------------------------------------------------------------- F1/F2 headers
@pytest.mark.parametrize("cap", [LIMITS.frame_to_host, LIMITS.frame_to_guest])
@pytest.mark.parametrize("extra, ok", [(-1, True), (0, True), (1, False), (2**32, False)])
def test_f1_f2_header_cap_at_under_and_over(cap: int, extra: int, ok: bool) -> None:
    size = min(cap + extra, 2**32 - 1)
    decoder = FrameDecoder(cap)
    header = struct.pack(">I", size)
    if ok:
        assert decoder.feed(header) == []
        assert decoder.in_frame
    else:
        with pytest.raises(ProtocolError) as err:
            decoder.feed(header + b"x" * 100)
        assert err.value.code == "frame_too_large"
        assert not decoder.in_frame  # nothing of the payload is kept


def test_writer_caps_outgoing_frames_loudly() -> None:
    big = {"t": "CHAT", "seq": 1, "text": "x" * 4000}
    assert P.encode(big, 5000)
    with pytest.raises(ProtocolError) as err:
        P.encode(big, 3000)
    assert err.value.code == "frame_too_large"


# ------------------------------------------------------------------ F7 payloads
BAD_PAYLOADS = {
    "not utf-8": b'{"t": "PING", "seq": 1, "n": 1, "x": "\xff\xfe"}',
    "not json": b"hello there",
    "json array": b'[{"t": "PING"}]',
    "nan": b'{"t": "PING", "seq": 1, "n": NaN}',
    "infinity": b'{"t": "PING", "seq": 1, "n": 1e999}',
    "duplicate keys": b'{"t": "PING", "seq": 1, "n": 1, "n": 2}',
    "deep nesting": b"[" * 100_000 + b"]" * 100_000,
    "deep nesting, unclosed": b"[" * 100_000,
    "5000-digit int": b'{"t": "PING", "seq": 1, "n": ' + b"9" * 5000 + b"}",
    "lone surrogate in chat": b'{"t": "CHAT", "seq": 1, "text": "hi \\ud800"}',
    "lone surrogate in name": (b'{"t": "HELLO", "seq": 1, "magic": "m", "proto": "1.0", '
                               b'"app": "a", "engine": "e", "carddb_sha256": "' + b"0" * 64
                               + b'", "name": "\\udfff"}'),
    "wrong field type": b'{"t": "PING", "seq": 1, "n": "1"}',
    "bool as int": b'{"t": "PING", "seq": true, "n": 1}',
    "float as int": b'{"t": "DECISION_ANSWER", "seq": 1, "id": 1.0, "choice": [0]}',
    "missing field": b'{"t": "DECISION_ANSWER", "seq": 1, "id": 1}',
    "unknown type": b'{"t": "TELEPORT", "seq": 1}',
    "no type": b'{"seq": 1}',
    "negative seq": b'{"t": "PING", "seq": -1, "n": 1}',
    "empty": b"",
}


@pytest.mark.parametrize("name", sorted(BAD_PAYLOADS))
def test_f7_bad_payloads_are_bad_message(name: str) -> None:
    item = one(BAD_PAYLOADS[name], cap=1_000_000)
    assert isinstance(item, ProtocolError)
    assert item.code == "bad_message"


def test_f7_unknown_extra_fields_are_dropped() -> None:
    msg = one(b'{"t": "PING", "seq": 3, "n": 1, "later": {"x": 1}}')
    assert msg == {"t": "PING", "seq": 3, "n": 1}


# ------------------------------------------------------------------- limits
def _nested(depth: int) -> bytes:
    return (b'{"t": "ERROR", "seq": 1, "code": "c", "message": "m", "details": '
            + b'{"a": ' * (depth - 1) + b"1" + b"}" * (depth - 1) + b"}")


@pytest.mark.parametrize("depth, ok", [(LIMITS.json_depth - 1, True),
                                       (LIMITS.json_depth, True),
                                       (LIMITS.json_depth + 1, False)])
def test_json_depth_limit(depth: int, ok: bool) -> None:
    assert isinstance(one(_nested(depth)), dict) is ok


@pytest.mark.parametrize("digits, ok", [(LIMITS.int_digits - 1, True),
                                        (LIMITS.int_digits, True),
                                        (LIMITS.int_digits + 1, False)])
def test_integer_digit_limit(digits: int, ok: bool) -> None:
    payload = b'{"t": "ERROR", "seq": 1, "code": "c", "message": "m", "details": {"x": ' \
        + b"1" * digits + b"}}"
    assert isinstance(one(payload), dict) is ok


def test_limits_are_one_table_sent_as_json() -> None:
    table = LIMITS.to_dict()
    assert table["frame_to_host"] == 64 * 1024
    assert table["frame_to_guest"] == 1024 * 1024
    assert table["handshake_s"] == 10 and table["lost_after_s"] == 30
    assert json.loads(json.dumps(table)) == table


def test_only_guest_types_travel_to_the_host() -> None:
    assert "STATE" not in P.TO_HOST and "DECISION_ANSWER" in P.TO_HOST
    assert "DECISION_ANSWER" not in P.TO_GUEST and "STATE" in P.TO_GUEST


# --------------------------------------------------------------------- views
@settings(max_examples=300, derandomize=True, deadline=None)
@given(_json, _json)
def test_view_diff_turns_old_into_new(old: Any, new: Any) -> None:
    old, new = {"v": old}, {"v": new}
    assert P.apply_diff(old, P.diff_views(old, new)) == new


def test_a_diff_that_does_not_fit_is_a_protocol_error() -> None:
    with pytest.raises(ProtocolError):
        P.apply_diff({"a": [1]}, [{"p": ["a", 5], "v": 2}])
    with pytest.raises(ProtocolError):
        P.apply_diff({"a": 1}, [{"p": ["b", "c"], "v": 2}])


def test_clean_text_strips_controls_and_bidi_and_escapes_for_logs() -> None:
    raw = "hi\r\nthere \x1b[31mred\x1b[0m \u202eevil\u202c\u200b!"
    clean = P.clean_text(raw)
    assert clean == "hi there [31mred[0m evil!"
    assert all(ord(c) >= 32 for c in clean)
    assert P.escape_for_log("é\u202e") == "\\xe9\\u202e"


def test_view_diffs_name_every_card_code_they_write() -> None:
    from rushdesk.net.seat import _codes, _diff_codes

    old = {"players": [{"hand": [[1, 10]], "gy": [], "monsters": [None]}]}
    new = {"players": [{"hand": [[1, 10], [2, 20]], "gy": [[3, 30]],
                        "monsters": [{"id": 4, "code": 40}]}]}
    assert sorted(_diff_codes(P.diff_views(old, new))) == [10, 20, 30, 40]
    swapped = {"players": [{"hand": [[1, 11]], "gy": [], "monsters": [None]}]}
    assert _diff_codes(P.diff_views(old, swapped)) == [11]
    assert sorted(_codes(new)) == [10, 20, 30, 40]
