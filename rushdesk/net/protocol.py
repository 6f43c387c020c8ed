"""The LAN wire protocol (PROTOCOL.md): limits, framing, strict decoding, message codecs.

A frame is a 4-byte big-endian payload length followed by a UTF-8 JSON object
``{"t": TYPE, "seq": N, ...}``. `encode` checks an outgoing message against its schema
and the size cap; `FrameDecoder.feed` takes bytes as they arrive and yields decoded
messages. Every failure on input is a `ProtocolError` carrying one of the error codes
of the catalogue, never another exception: the decoder is fuzzed with arbitrary bytes.

No Qt here (layer rule), so the decoder, the view diff and the chat filter can be
tested by property tests and used from the pure `room` logic.
"""

from __future__ import annotations

import hashlib
import json
import math
import re
import struct
import unicodedata
from abc import ABC, abstractmethod
from dataclasses import asdict, dataclass
from typing import Any

MAGIC = "rushdesk-lan"
APP = "rushdesk"
PROTO = "1.0"  # major.minor: only the major must match; minors add optional fields
ENGINE = "rushdesk-engine-1"  # the rules engine's behaviour version: replays need equality
DEFAULT_TCP_PORT = 47651  # not YGOPro's 7911/7920/7921, so both can run side by side
DISCOVERY_PORT = 47652


@dataclass(frozen=True)
class Limits:
    """Every limit of PROTOCOL.md section 2, in one table (sent to the guest in WELCOME)."""

    frame_to_host: int = 64 * 1024  # bytes of payload, guest -> host
    frame_to_guest: int = 1024 * 1024  # bytes of payload, host -> guest
    json_depth: int = 32
    int_digits: int = 20  # a 64-bit integer has at most 20 digits
    handshake_s: float = 10.0  # accept -> valid HELLO
    partial_frame_s: float = 30.0  # first byte of a frame -> its last byte
    pending_connections: int = 2  # not yet handshaken
    seated_guests: int = 1
    ping_after_s: float = 5.0  # send PING after this long without sending
    lost_after_s: float = 30.0  # peer lost after this long without any frame
    reconnect_grace_s: float = 120.0
    chat_chars: int = 500
    chat_messages: int = 10  # per chat_window_s
    chat_window_s: float = 10.0
    error_budget: int = 10  # protocol errors tolerated per error_window_s
    error_window_s: float = 60.0
    invalid_answers: int = 30  # in a row, to one decision -> disconnect, seat kept
    join_failures: int = 5  # per source address per join_window_s
    join_window_s: float = 60.0
    join_lockout_s: float = 60.0
    datagram_bytes: int = 512
    announce_interval_s: float = 1.0  # at most one ANNOUNCE per source per interval
    decision_clock_s: float = 0.0  # 0 = no clock (the default for friendly LAN games)
    name_chars: int = 32
    deck_ids: int = 10_000  # per section; the frame cap is the real bound

    def to_dict(self) -> dict[str, Any]:
        return asdict(self)


LIMITS = Limits()

# Error codes of the ERROR message.
ERROR_CODES = (
    "version_mismatch", "bad_code", "room_full", "bad_token", "frame_too_large",
    "bad_message", "not_allowed", "rate_limited", "stale_decision", "deck_invalid",
    "chat_too_long", "unknown_card", "timeout", "internal",
)  # fmt: skip


class ProtocolError(ValueError):
    """Input that breaks the protocol; `code` is one of `ERROR_CODES`."""

    def __init__(self, code: str, message: str) -> None:
        super().__init__(f"{code}: {message}")
        self.code = code
        self.message = message


# ------------------------------------------------------------------ field schemas
class Field(ABC):
    """A field validator: `check(value)` returns True when `value` fits."""

    optional = False

    @abstractmethod
    def check(self, value: Any) -> bool:
        """Whether `value` fits this field."""


@dataclass(frozen=True)
class Int(Field):
    lo: int = -(2**63)
    hi: int = 2**63 - 1
    optional: bool = False

    def check(self, value: Any) -> bool:
        return type(value) is int and self.lo <= value <= self.hi


@dataclass(frozen=True)
class Num(Field):
    """A finite number or null (clocks, grace periods)."""

    optional: bool = False

    def check(self, value: Any) -> bool:
        if value is None or type(value) is int:
            return True
        return type(value) is float and math.isfinite(value)


@dataclass(frozen=True)
class Bool(Field):
    optional: bool = False

    def check(self, value: Any) -> bool:
        return type(value) is bool


@dataclass(frozen=True)
class Str(Field):
    max: int = 4096
    optional: bool = False

    def check(self, value: Any) -> bool:
        return type(value) is str and len(value) <= self.max


@dataclass(frozen=True)
class Hex(Field):
    """A lower-case hex string of exactly `nbytes` bytes."""

    nbytes: int = 32
    optional: bool = False

    def check(self, value: Any) -> bool:
        return (type(value) is str and len(value) == 2 * self.nbytes
                and _HEX.fullmatch(value) is not None)


@dataclass(frozen=True)
class IntList(Field):
    max: int = LIMITS.deck_ids
    lo: int = 0
    hi: int = 2**63 - 1
    optional: bool = False

    def check(self, value: Any) -> bool:
        return (type(value) is list and len(value) <= self.max
                and all(type(v) is int and self.lo <= v <= self.hi for v in value))


@dataclass(frozen=True)
class Obj(Field):
    """A JSON object (any content; the depth cap already bounds it)."""

    optional: bool = False

    def check(self, value: Any) -> bool:
        return type(value) is dict


@dataclass(frozen=True)
class Objs(Field):
    """A list of JSON objects."""

    max: int = 10_000
    optional: bool = False

    def check(self, value: Any) -> bool:
        return type(value) is list and len(value) <= self.max and all(
            type(v) is dict for v in value)


@dataclass(frozen=True)
class Resume(Field):
    optional: bool = False

    def check(self, value: Any) -> bool:
        return (type(value) is dict and Str(64).check(value.get("session"))
                and Str(128).check(value.get("token")) and Int(0).check(value.get("last_seq")))


_HEX = re.compile(r"[0-9a-f]+")
NAME = Str(LIMITS.name_chars)
VERSIONS = {"magic": Str(64), "proto": Str(16), "app": Str(64), "engine": Str(64)}

# type -> (direction, fields). Direction: "G" guest->host, "H" host->guest, "B" both,
# "U" discovery datagram.
MESSAGES: dict[str, tuple[str, dict[str, Field]]] = {
    "DISCOVER": ("U", {"magic": Str(64), "proto": Str(16)}),
    "ANNOUNCE": ("U", {**VERSIONS, "name": NAME, "tcp_port": Int(1, 65535), "room": Str(32),
                       "needs_code": Bool(), "carddb_sha256": Hex(32, optional=True)}),
    "HELLO": ("G", {**VERSIONS, "carddb_sha256": Hex(32), "name": Str(4096),
                    "join_code": Str(32, optional=True), "resume": Resume(optional=True)}),
    "WELCOME": ("H", {"session": Str(64), "seat": Int(0, 1), "token": Str(128),
                      "limits": Obj(), "host": Obj(), "room": Obj()}),
    "ERROR": ("B", {"code": Str(64), "message": Str(4096), "details": Obj(optional=True)}),
    "ROOM": ("H", {"room": Obj()}),
    "DECK_SUBMIT": ("G", {"main": IntList(), "extra": IntList(), "side": IntList()}),
    "DECK_RESULT": ("H", {"ok": Bool(), "deck_hash": Hex(32, optional=True),
                          "errors": Objs(optional=True)}),
    "READY": ("G", {}),
    "UNREADY": ("G", {}),
    "SEED_COMMIT": ("H", {"commit": Hex(32)}),
    "SEED_SHARE": ("G", {"guest_secret": Hex(32)}),
    "DUEL_START": ("H", {"duel_id": Str(64), "first": Int(0, 1), "seat": Int(0, 1),
                         "engine": Str(64), "state": Obj()}),
    "STATE": ("H", {"ver": Int(0), "events": Objs(), "diff": Objs(), "view_hash": Hex(32)}),
    "SNAPSHOT": ("H", {"ver": Int(0), "view": Obj(), "view_hash": Hex(32)}),
    "RESYNC_REQUEST": ("G", {"ver": Int(0)}),
    "DECISION_REQUEST": ("H", {"id": Int(0), "kind": Str(32), "prompt": Str(),
                               "options": Objs(), "min": Int(0), "max": Int(0),
                               "clock": Num()}),
    "WAITING": ("H", {"seat": Int(0, 1)}),
    # any int: an index out of range is the room's DECISION_INVALID (A2), not bad_message
    "DECISION_ANSWER": ("G", {"id": Int(0), "choice": IntList(64, lo=-(2**63))}),
    "ANSWER_ACCEPTED": ("H", {"id": Int(0), "already": Bool()}),
    "DECISION_INVALID": ("H", {"id": Int(0), "reason": Str()}),
    "CHAT": ("B", {"text": Str(4096), "from": Str(64, optional=True)}),
    "PING": ("B", {"n": Int(0)}),
    "PONG": ("B", {"n": Int(0)}),
    "RESIGN": ("G", {}),
    "PAUSED": ("H", {"reason": Str(), "grace_left": Num()}),
    "RESUMED": ("H", {}),
    "DUEL_END": ("H", {"winner": Int(-1, 1), "reason": Str(), "host_secret": Hex(32),
                       "guest_secret": Hex(32), "duel_log": Obj(), "final_hash": Hex(32)}),
    "BYE": ("B", {"reason": Str(256)}),
}
TO_HOST = frozenset(t for t, (d, _) in MESSAGES.items() if d in "GB")
TO_GUEST = frozenset(t for t, (d, _) in MESSAGES.items() if d in "HB")


def check_fields(msg: dict[str, Any]) -> dict[str, Any]:
    """`msg` reduced to its known fields; `ProtocolError(bad_message)` if one is wrong."""
    t = msg.get("t")
    if type(t) is not str or t not in MESSAGES:
        raise ProtocolError("bad_message", f"unknown message type {str(t)[:40]!r}")
    seq = msg.get("seq")
    if type(seq) is not int or not 0 <= seq < 2**63:
        raise ProtocolError("bad_message", "seq must be a non-negative integer")
    out: dict[str, Any] = {"t": t, "seq": seq}
    for name, spec in MESSAGES[t][1].items():
        if name not in msg:
            if spec.optional:
                continue
            raise ProtocolError("bad_message", f"{t} lacks {name!r}")
        if not spec.check(msg[name]):
            raise ProtocolError("bad_message", f"{t}.{name} has the wrong type or size")
        out[name] = msg[name]
    return out


# ---------------------------------------------------------------------- payloads
_STRINGS = re.compile(r'"(?:[^"\\]|\\.)*"', re.DOTALL)
_BRACKETS = re.compile(r"[\[\]{}]")
_SURROGATE = re.compile(r"\\u[dD][89a-fA-F]")


def _depth(text: str) -> int:
    """Maximum bracket nesting of JSON text, strings skipped (checked before parsing:
    CPython's json raises RecursionError on deep input, not ValueError)."""
    depth = deepest = 0
    for ch in _BRACKETS.findall(_STRINGS.sub("", text)):
        if ch in "[{":
            depth += 1
            deepest = max(deepest, depth)
        else:
            depth -= 1
    return deepest


def _no_duplicates(pairs: list[tuple[str, Any]]) -> dict[str, Any]:
    out = dict(pairs)
    if len(out) != len(pairs):
        raise ProtocolError("bad_message", "duplicate key in object")
    return out


def _constant(name: str) -> Any:
    raise ProtocolError("bad_message", f"{name} is not JSON")


def _int(text: str) -> int:
    if len(text.lstrip("-")) > LIMITS.int_digits:
        raise ProtocolError("bad_message", "integer too long")
    return int(text)


def _float(text: str) -> float:
    value = float(text[:64]) if len(text) <= 64 else math.inf
    if not math.isfinite(value):
        raise ProtocolError("bad_message", "number out of range")
    return value


def _check_strings(value: Any, depth: int = 0) -> None:
    """Reject lone surrogates (legal as JSON escapes, not encodable as UTF-8)."""
    if isinstance(value, str):
        try:
            value.encode("utf-8")
        except UnicodeEncodeError:
            raise ProtocolError("bad_message", "string is not valid Unicode") from None
    elif isinstance(value, dict):
        for k, v in value.items():
            _check_strings(k, depth + 1)
            _check_strings(v, depth + 1)
    elif isinstance(value, list):
        for v in value:
            _check_strings(v, depth + 1)


def decode_payload(payload: bytes) -> dict[str, Any]:
    """One frame's payload -> a checked message dict (unknown fields dropped)."""
    try:
        text = payload.decode("utf-8")
    except UnicodeDecodeError:
        raise ProtocolError("bad_message", "payload is not UTF-8") from None
    if _depth(text) > LIMITS.json_depth:
        raise ProtocolError("bad_message", "JSON nested too deeply")
    try:
        value = json.loads(text, object_pairs_hook=_no_duplicates, parse_constant=_constant,
                           parse_int=_int, parse_float=_float)
    except ProtocolError:
        raise
    except (ValueError, RecursionError, OverflowError):
        raise ProtocolError("bad_message", "payload is not valid JSON") from None
    if type(value) is not dict:
        raise ProtocolError("bad_message", "payload is not a JSON object")
    if _SURROGATE.search(text):  # raw surrogates are not UTF-8; only escapes can hide one
        _check_strings(value)
    return check_fields(value)


def encode_payload(msg: dict[str, Any], cap: int) -> bytes:
    """A checked message -> JSON bytes; raises `ProtocolError` if it breaks the schema
    or `cap` (so an oversized frame fails loudly on the sender)."""
    msg = check_fields(msg)
    data = json.dumps(msg, ensure_ascii=False, separators=(",", ":"),
                      allow_nan=False).encode("utf-8")
    if len(data) > cap:
        raise ProtocolError("frame_too_large", f"{msg['t']} frame of {len(data)} bytes "
                            f"exceeds the {cap}-byte cap")
    return data


def encode(msg: dict[str, Any], cap: int) -> bytes:
    """A whole frame: length header + payload."""
    data = encode_payload(msg, cap)
    return struct.pack(">I", len(data)) + data


class FrameDecoder:
    """Accumulates bytes and splits them into frames.

    `feed(data)` returns decoded messages, and `ProtocolError` values for frames whose
    payload was bad (the stream stays in step, so the connection may go on). A header
    over `cap` raises `ProtocolError(frame_too_large)` at once: the payload is never
    buffered, and the stream is out of step, so the caller must close.
    """

    def __init__(self, cap: int) -> None:
        self.cap = cap
        self._buf = bytearray()
        self._need: int | None = None

    @property
    def in_frame(self) -> bool:
        """Whether part of a frame has arrived (for the partial-frame deadline)."""
        return bool(self._buf) or self._need is not None

    def feed(self, data: bytes) -> list[dict[str, Any] | ProtocolError]:
        self._buf += data
        out: list[dict[str, Any] | ProtocolError] = []
        while True:
            if self._need is None:
                if len(self._buf) < 4:
                    return out
                (size,) = struct.unpack(">I", self._buf[:4])
                if size > self.cap:
                    self._buf.clear()
                    raise ProtocolError("frame_too_large",
                                        f"frame of {size} bytes exceeds the {self.cap}-byte cap")
                del self._buf[:4]
                self._need = size
            if len(self._buf) < self._need:
                return out
            payload = bytes(self._buf[: self._need])
            del self._buf[: self._need]
            self._need = None
            try:
                out.append(decode_payload(payload))
            except ProtocolError as exc:
                out.append(exc)


# ------------------------------------------------------------------- views
def canonical(value: Any) -> bytes:
    return json.dumps(value, sort_keys=True, separators=(",", ":"),
                      ensure_ascii=False).encode("utf-8")


def view_hash(view: dict[str, Any]) -> str:
    """SHA-256 of the canonical JSON of a view (Forge's checksum idea)."""
    return hashlib.sha256(canonical(view)).hexdigest()


def diff_views(old: Any, new: Any, path: tuple[Any, ...] = ()) -> list[dict[str, Any]]:
    """The replacements that turn `old` into `new`: ``[{"p": path, "v": value}, ...]``.
    Dicts with the same keys and lists of the same length are compared member-wise."""
    if old == new:
        return []
    if type(old) is dict and type(new) is dict and old.keys() == new.keys():
        return [op for k in new for op in diff_views(old[k], new[k], (*path, k))]
    if type(old) is list and type(new) is list and len(old) == len(new):
        return [op for i, (a, b) in enumerate(zip(old, new, strict=True))
                for op in diff_views(a, b, (*path, i))]
    return [{"p": list(path), "v": new}]


def apply_diff(view: Any, diff: list[dict[str, Any]]) -> Any:
    """`view` with `diff` applied, as a new value: containers along each changed path
    are copied, everything else is shared, and `view` itself is unchanged. A diff that
    does not fit raises `ProtocolError(bad_message)`."""
    root = view
    for op in diff:
        path, value = op.get("p"), op.get("v")
        if type(path) is not list:
            raise ProtocolError("bad_message", "diff path is not a list")
        root = _set_in(root, path, value)
    return root


def _set_in(node: Any, path: list[Any], value: Any) -> Any:
    if not path:
        return value
    key, rest = path[0], path[1:]
    if type(node) is dict and type(key) is str and key in node:
        copy: Any = dict(node)
    elif type(node) is list and type(key) is int and 0 <= key < len(node):
        copy = list(node)
    else:
        raise ProtocolError("bad_message", "diff does not fit the view")
    copy[key] = _set_in(node[key], rest, value)
    return copy


# -------------------------------------------------------------------- chat
_LINE_BREAKS = re.compile(r"[\r\n\t\v\f\u2028\u2029\x85]+")


def clean_text(text: str) -> str:
    """Chat and names as shown: line breaks become spaces; control, format (bidi
    overrides, zero-width) and unassigned characters are removed."""
    text = _LINE_BREAKS.sub(" ", text)
    return "".join(ch for ch in text if unicodedata.category(ch)[0] != "C").strip()


def escape_for_log(text: str) -> str:
    """A log-safe form: everything outside printable ASCII as an escape."""
    return text.encode("unicode_escape").decode("ascii")


def carddb_digest(pool: Any) -> str:
    """SHA-256 of the card facts both sides duel with (the handshake's card-DB check)."""
    rows = sorted(repr(pool[code]) for code in pool)
    return hashlib.sha256("\n".join(rows).encode("utf-8")).hexdigest()


def version_text(info: dict[str, Any]) -> str:
    """"rushdesk proto 1.0, engine X, cards abcd1234" for error messages."""
    cards = str(info.get("carddb_sha256", ""))[:8]
    return (f"{info.get('app', '?')} proto {info.get('proto', '?')}, "
            f"engine {info.get('engine', '?')}, cards {cards}")
