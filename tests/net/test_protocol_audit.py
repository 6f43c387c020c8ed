"""Audit of LAN play over loopback sockets (PROTOCOL.md 1.2-1.9, section 2): a hostile or
vanished peer gets a clear error; the other side never crashes, hangs or learns secrets."""

from __future__ import annotations

import json
import random
import struct
import types
from typing import Any

import pytest

from rushdesk.cards.fixtures import FIXTURE_POOL, SAMPLE_DECKS, code
from rushdesk.engine import CardData, CardType
from rushdesk.engine.cards import Attribute
from rushdesk.engine.deckrules import Deck
from rushdesk.engine.effects import ops
from rushdesk.engine.effects.script import CardScript, Effect
from rushdesk.engine.effects.select import Sel
from rushdesk.net import protocol as P
from rushdesk.net.guest import Guest
from rushdesk.net.host import Host
from rushdesk.net.protocol import LIMITS, Limits

from .conftest import Pair
from .helpers import DECK_A, DECK_B, POOL, FakeClock, RandomPlayer
from .test_sockets import Raw, RogueHost, hello

WAIT = 15_000  # ms: generous, the machine is shared and has 2 cores
CAP = LIMITS.frame_to_host


def frame(payload: bytes) -> bytes:
    return struct.pack(">I", len(payload)) + payload


def padded(fields: dict[str, Any], size: int) -> bytes:
    """A frame whose payload is exactly `size` bytes (an unknown field is the padding)."""
    base = len(json.dumps({**fields, "pad": ""}, separators=(",", ":")))
    payload = json.dumps({**fields, "pad": "x" * (size - base)}, separators=(",", ":"))
    assert len(payload) == size
    return frame(payload.encode())


def wait(raw: Raw, t: str, n: int = 1) -> dict[str, Any]:
    """The `n`th message of type `t` the bare socket got (waiting for it)."""
    raw.qtbot.waitUntil(lambda: len(of(raw, t)) >= n, timeout=WAIT)
    return of(raw, t)[n - 1]


def of(raw: Raw, t: str) -> list[dict[str, Any]]:
    return [m for m in raw.msgs if m["t"] == t]


def seated_raw(pair: Pair, **changes: Any) -> tuple[Raw, dict[str, Any]]:
    """A bare socket seated as the guest with HELLO (`changes` to it), and its WELCOME."""
    raw = Raw(pair.qtbot, pair.host.port)
    raw.send(hello(pair.host, **changes))
    return raw, wait(raw, "WELCOME")


def resume(session: str, token: str) -> dict[str, Any]:
    return {"join_code": None, "resume": {"session": session, "token": token, "last_seq": 0}}


def inbox(client: Any) -> list[dict[str, Any]]:
    """Record every message a SeatClient receives from now on."""
    got: list[dict[str, Any]] = []
    receive = client.receive
    client.receive = lambda msg: (got.append(msg), receive(msg))
    return got


def manual(pair: Pair, **args: Any) -> Guest:
    """A seated guest and a started duel; nobody answers on their own."""
    guest, _ = pair.seated(auto=False, **args)
    pair.host_player.auto = False
    for client, deck in ((pair.host.local, DECK_A), (guest.client, DECK_B)):
        client.submit_deck(deck)
        client.ready()
    pair.qtbot.waitUntil(lambda: pair.host.room.state == "duel"
                         and guest.client.view is not None, timeout=WAIT)
    return guest


def play_until(pair: Pair, guest: Guest, done: Any) -> None:
    """Answer option 0 for whichever seat decides until `done()` (both players manual)."""
    room = pair.host.room
    while not done():
        assert room.state == "duel" and room.pending is not None
        client = pair.host.local if room.pending.seat == 0 else guest.client
        pending_id = room.pending.id
        pair.qtbot.waitUntil(lambda c=client, p=pending_id: c.pending is not None
                             and c.pending["id"] == p, timeout=WAIT)
        client.answer(0)
        pair.qtbot.waitUntil(lambda p=pending_id: room.pending is None or room.pending.id != p,
                             timeout=WAIT)


def guest_deciding(pair: Pair, guest: Guest) -> dict[str, Any]:
    room = pair.host.room
    play_until(pair, guest, lambda: room.pending.seat == 1)
    pair.qtbot.waitUntil(lambda: guest.client.pending is not None
                         and guest.client.pending["id"] == room.pending.id, timeout=WAIT)
    return guest.client.pending  # type: ignore[no-any-return]


# ------------------------------------------------------------- size limits
@pytest.mark.parametrize("extra", [0, 1])
def test_a_guest_frame_of_exactly_64_kib_is_read_and_one_byte_more_is_refused(
        pair: Pair, qtbot: Any, extra: int) -> None:
    peer, _ = seated_raw(pair)
    peer.write(padded({"t": "PING", "seq": 2, "n": 7}, CAP + extra))
    if not extra:
        assert wait(peer, "PONG")["n"] == 7 and pair.host.room.seats[1].connected
        return
    err = wait(peer, "ERROR")
    assert (err["code"], err["message"]) == (
        "frame_too_large", f"frame of {CAP + 1} bytes exceeds the {CAP}-byte cap")
    qtbot.waitUntil(peer.closed, timeout=WAIT)
    assert pair.host.room.guest_seated and not pair.host.room.seats[1].connected  # kept


@pytest.fixture
def rogue(qtbot: Any) -> Any:
    """`rogue(payload, **guest_args)`: a guest joined to a RogueHost; all closed after."""
    made: list[tuple[RogueHost, Guest]] = []

    def join(payload: bytes, **args: Any) -> tuple[Guest, list[tuple[str, str]]]:
        made.append((server := RogueHost(payload), guest := Guest(POOL, name="Bob", **args)))
        failures: list[tuple[str, str]] = []
        guest.failed.connect(lambda c, m: failures.append((c, m)))
        guest.join("127.0.0.1", server.server.serverPort(), "1")
        qtbot.waitUntil(lambda: guest.welcomed or bool(failures), timeout=WAIT)
        return guest, failures

    yield join
    for server, guest in made:
        guest.leave()
        server.server.close()
        for sock in server.socks:
            sock.abort()


WELCOME = P.encode({"t": "WELCOME", "seq": 1, "session": "s", "seat": 1, "token": "t",
                    "limits": {}, "host": {}, "room": {}}, LIMITS.frame_to_guest)


@pytest.mark.parametrize("extra", [0, 1])
def test_the_guest_reads_a_1_mib_frame_and_refuses_one_byte_more(qtbot: Any, rogue: Any,
                                                                  extra: int) -> None:
    chat = {"t": "CHAT", "seq": 2, "from": "Ann", "text": "hi"}
    guest, failures = rogue(WELCOME + padded(chat, LIMITS.frame_to_guest + extra))
    qtbot.waitUntil(lambda: bool(guest.client.chat or failures), timeout=WAIT)
    if not extra:
        assert list(guest.client.chat) == [("Ann", "hi")] and not failures
        assert guest.conn.is_open
    else:
        assert failures[0][0] == "frame_too_large" and not guest.client.chat
        qtbot.waitUntil(lambda: not guest.conn.is_open, timeout=WAIT)


# ----------------------------------------------------- deadlines, framing, wrong shapes
@pytest.fixture
def slow(qtbot: Any) -> Any:
    """A pair on a fake clock, no timers: the test checks the deadlines."""
    p = Pair(qtbot, clock=FakeClock(), tick_ms=0)
    yield p
    p.close()


def test_a_header_promising_bytes_that_trickle_in_is_closed_30_s_after_its_first_byte(
        slow: Pair, qtbot: Any) -> None:
    pair, clock = slow, slow.host.clock
    peer, welcome = seated_raw(pair)
    conn, t0 = pair.host.guest, clock.now
    peer.write(struct.pack(">I", 1000) + b'{"t":"PING"')
    qtbot.waitUntil(lambda: conn.decoder.in_frame, timeout=WAIT)
    for k in range(1, 6):  # one more byte every 5 s: alive, never complete
        clock.now = t0 + 5 * k
        peer.write(b" ")
        qtbot.waitUntil(lambda: conn.last_recv == clock.now, timeout=WAIT)
        conn.check()
        assert conn.is_open, k
    clock.now = t0 + 29.9
    conn.check()
    assert conn.is_open
    clock.now = t0 + 30.0
    conn.check()  # 30 s after the first byte
    err = wait(peer, "ERROR")
    assert (err["code"], err["message"]) == ("timeout", "a frame took too long to arrive")
    qtbot.waitUntil(peer.closed, timeout=WAIT)
    assert pair.host.room.guest_seated  # the seat is kept: the token still works
    seated_raw(pair, **resume(pair.host.room.session, welcome["token"]))


def test_h3_a_first_frame_that_is_a_ping_is_refused(pair: Pair, qtbot: Any) -> None:
    peer = Raw(qtbot, pair.host.port)
    peer.send({"t": "PING", "n": 1})
    qtbot.waitUntil(lambda: bool(peer.msgs), timeout=WAIT)  # a PONG or an ERROR
    assert (peer.msgs[0]["t"], peer.msgs[0].get("code")) == ("ERROR", "bad_message")
    qtbot.waitUntil(peer.closed, timeout=WAIT)


def test_f6_a_hello_in_one_byte_writes_then_five_frames_in_one_write(pair: Pair,
                                                                     qtbot: Any) -> None:
    peer = Raw(qtbot, pair.host.port)
    qtbot.waitUntil(lambda: len(pair.host.pending) == 1, timeout=WAIT)
    conn, sizes = pair.host.pending[0], []
    feed = conn.decoder.feed
    conn.decoder.feed = lambda data: (sizes.append(len(data)), feed(data))[1]
    data = P.encode({**hello(pair.host), "seq": 1}, CAP)
    for k in range(len(data)):
        peer.write(data[k:k + 1])
        qtbot.waitUntil(lambda k=k: len(sizes) == k + 1, timeout=WAIT)
    assert set(sizes) == {1}
    wait(peer, "ROOM")  # after the WELCOME
    before = len(peer.msgs)
    batch = [{"t": "DECK_SUBMIT", "main": list(DECK_B.main), "extra": [], "side": []},
             {"t": "READY"}, {"t": "CHAT", "text": "hi"}, {"t": "PING", "n": 5},
             {"t": "RESYNC_REQUEST", "ver": 0}]
    peer.write(b"".join(P.encode({**m, "seq": 2 + i}, CAP) for i, m in enumerate(batch)))
    wait(peer, "ERROR")
    got = peer.msgs[before:]
    assert [m["t"] for m in got] == ["DECK_RESULT", "ROOM", "ROOM", "CHAT", "PONG", "ERROR"]
    assert got[0]["ok"] and got[2]["room"]["seats"][1]["ready"] and got[4]["n"] == 5
    assert (got[3]["from"], got[3]["text"], got[5]["code"]) == ("Eve", "hi", "not_allowed")


_A, _D = '{"t":"DECISION_ANSWER","seq":9,', '{"t":"DECK_SUBMIT","seq":9,'
SHAPES = {
    "answer without choice": _A + '"id":1}', "answer id text": _A + '"id":"1","choice":[0]}',
    "answer id -1": _A + '"id":-1,"choice":[0]}', "answer id float": _A + '"id":1.0,"choice":[0]}',
    "answer id 2**63": _A + '"id":9223372036854775808,"choice":[0]}',
    "answer id 31 digits": _A + '"id":' + "1" * 31 + ',"choice":[0]}',
    "answer id NaN": _A + '"id":NaN,"choice":[0]}', "id 1e999": _A + '"id":1e999,"choice":[]}',
    "answer id Infinity": _A + '"id":Infinity,"choice":[0]}',
    "answer id -Infinity": _A + '"id":-Infinity,"choice":[0]}',
    "answer choice 0": _A + '"id":1,"choice":0}', "bools": _A + '"id":1,"choice":[true]}',
    "answer 65 choices": _A + '"id":1,"choice":[' + ",".join(["0"] * 65) + "]}",
    "answer 40 deep": _A + '"id":1,"choice":' + "[" * 40 + "]" * 40 + "}",
    "answer duplicate key": _A + '"id":1,"id":2,"choice":[0]}',
    "deck without side": _D + '"main":[1],"extra":[]}',
    "deck id text": _D + '"main":["1"],"extra":[],"side":[]}',
    "deck id -5": _D + '"main":[-5],"extra":[],"side":[]}',
    "deck main null": _D + '"main":null,"extra":[],"side":[]}',
    "deck main {}": _D + '"main":{},"extra":[],"side":[]}',
    "chat text 5": '{"t":"CHAT","seq":9,"text":5}',
    "chat lone surrogate": '{"t":"CHAT","seq":9,"text":"a\\udc00"}',
    "seed share short": '{"t":"SEED_SHARE","seq":9,"guest_secret":"abcd"}',
    "seed share upper": '{"t":"SEED_SHARE","seq":9,"guest_secret":"' + "AB" * 32 + '"}',
    "resync ver -1": '{"t":"RESYNC_REQUEST","seq":9,"ver":-1}',
    "seq -1": '{"t":"RESIGN","seq":-1}', "no seq": '{"t":"RESIGN"}',
    "seq text": '{"t":"RESIGN","seq":"9"}', "ping n text": '{"t":"PING","seq":9,"n":"1"}',
    "unknown type": '{"t":"TELEPORT","seq":9}', "type 7": '{"t":7,"seq":9}',
    "array": '[{"t":"RESIGN","seq":9}]', "null": "null", "not json": "RESIGN", "empty": "",
    "5000 digits, extra field": '{"t":"PING","seq":9,"n":1,"x":' + "9" * 5000 + "}",
    "33 deep, extra field": '{"t":"PING","seq":9,"n":1,"x":' + "[" * 32 + "]" * 32 + "}",
    "60000 [": "[" * 60_000,
}


def test_f7_wrong_shapes_of_every_guest_message_are_bad_message_and_change_nothing(
        pair: Pair, qtbot: Any) -> None:
    guest, room = manual(pair), pair.host.room
    room.limits = Limits(error_budget=1000)  # the budget is tested elsewhere
    before, pending = room.duel.state_hash(), room.pending
    codes = {}
    for name, text in [*SHAPES.items(), ("not utf-8", b'{"t":"PING","x":"\xff"}')]:
        n = len(guest.client.errors)
        guest.conn.socket.write(frame(text if isinstance(text, bytes) else text.encode()))
        qtbot.waitUntil(lambda n=n: len(guest.client.errors) > n, timeout=WAIT)
        codes[name] = guest.client.errors[n][0]
    assert codes == dict.fromkeys(codes, "bad_message")
    assert room.duel.state_hash() == before and room.pending is pending
    assert guest.conn.is_open and room.state == "duel" and not room.paused


# ---------------------------------------------------- hostile decks, messages out of order
def test_d1_a_deck_of_100000_ids_is_refused_at_its_header_and_the_seat_kept(
        pair: Pair, qtbot: Any) -> None:
    peer, welcome = seated_raw(pair)
    ids = [code("V4-1600")] * 100_000
    peer.write(frame(json.dumps({"t": "DECK_SUBMIT", "seq": 2, "main": ids}).encode()))
    assert wait(peer, "ERROR")["code"] == "frame_too_large"
    qtbot.waitUntil(peer.closed, timeout=WAIT)
    assert (room := pair.host.room).guest_seated and room.seats[1].deck is None
    assert pair.host.pending == []
    assert seated_raw(pair, **resume(room.session, welcome["token"]))[1]["seat"] == 1


def test_d1_a_deck_of_7000_unknown_ids_under_the_frame_cap_gets_a_deck_result(
        pair: Pair, qtbot: Any) -> None:
    peer, _, conn = *seated_raw(pair), pair.host.guest
    ids = list(range(10_000, 17_000))  # a 41 KB frame: under the 64 KiB cap
    peer.send({"t": "DECK_SUBMIT", "seq": 2, "main": ids, "extra": [], "side": []})
    qtbot.waitUntil(lambda: conn.seq_in == 2, timeout=60_000)
    peer.send({"t": "PING", "seq": 3, "n": 3})
    wait(peer, "PONG")
    assert [(r["ok"], r["errors"][0]["code"]) for r in of(peer, "DECK_RESULT")] == [
        (False, "unknown-card")]
    assert pair.host.room.seats[1].deck is None and conn.is_open

def test_lobby_messages_out_of_order_get_exact_errors(pair: Pair, qtbot: Any) -> None:
    peer, _, room = *seated_raw(pair), pair.host.room
    wrong = [{"t": "DECISION_ANSWER", "id": 1, "choice": [0]}, {"t": "RESYNC_REQUEST", "ver": 0},
             {"t": "RESIGN"}, {"t": "SEED_SHARE", "guest_secret": "00" * 32}, {"t": "READY"},
             {**hello(pair.host), "name": "Mallory"}, {"t": "UNREADY"}]
    for k, msg in enumerate(wrong):
        peer.send({**msg, "seq": 2 + k})
        wait(peer, "ERROR", k + 1)
    assert [e["code"] for e in of(peer, "ERROR")] == [
        "stale_decision", "not_allowed", "not_allowed", "bad_message", "deck_invalid",
        "not_allowed", "deck_invalid"]
    assert room.seats[1].name == "Eve" and room.duel is None and room.state == "lobby"
    deck = {"t": "DECK_SUBMIT", "main": list(DECK_B.main), "extra": [], "side": []}
    peer.send({**deck, "seq": 20})
    peer.send({"t": "READY", "seq": 21})
    qtbot.waitUntil(lambda: room.seats[1].ready, timeout=WAIT)
    peer.send({**deck, "main": list(DECK_A.main), "seq": 22})  # a deck after READY
    wait(peer, "DECK_RESULT", 2)
    assert room.seats[1].deck == DECK_A and not room.seats[1].ready  # ready again first
    assert len(room.seats[1].errors) == 7 and not peer.closed()


def test_duel_messages_out_of_order_change_nothing(pair: Pair, qtbot: Any) -> None:
    guest = manual(pair)
    room = pair.host.room
    play_until(pair, guest, lambda: room.pending.seat == 1)
    mine = room.pending.id  # the guest answers it, then the host decides
    play_until(pair, guest, lambda: room.pending.seat == 0 and room.pending.id > mine)
    pending, before, duel_id = room.pending, room.duel.state_hash(), room.duel_id
    wrong = [{"t": "DECISION_ANSWER", "id": pending.id, "choice": [0]},  # the host's
             {"t": "DECISION_ANSWER", "id": pending.id + 5, "choice": [0]},  # the future
             {"t": "DECK_SUBMIT", "main": list(DECK_A.main), "extra": [], "side": []},
             {"t": "READY"}, {"t": "SEED_SHARE", "guest_secret": "11" * 32},
             {**hello(pair.host), "name": "Mallory"}]
    for msg in wrong:
        n = len(guest.client.errors)
        guest.conn.send(msg)
        qtbot.waitUntil(lambda n=n: len(guest.client.errors) > n, timeout=WAIT)
    assert [c for c, _ in guest.client.errors] == [
        "stale_decision", "stale_decision", "not_allowed", "not_allowed", "bad_message",
        "not_allowed"]
    got = inbox(guest.client)
    guest.conn.send({"t": "DECISION_ANSWER", "id": mine, "choice": [1]})  # replayed
    qtbot.waitUntil(lambda: bool(got), timeout=WAIT)
    assert [(m["t"], m.get("id"), m.get("already")) for m in got] == [
        ("ANSWER_ACCEPTED", mine, True)]
    assert (room.duel.state_hash(), room.duel_id, room.pending) == (before, duel_id, pending)
    assert room.seats[1].deck == DECK_B and room.seats[1].name == "Bob"


@pytest.mark.parametrize("where", ["past the end", "negative"])
def test_a2_an_index_out_of_range_over_the_wire_is_invalid_and_re_requested(
        pair: Pair, qtbot: Any, where: str) -> None:
    guest = manual(pair)
    request = guest_deciding(pair, guest)
    got = inbox(guest.client)
    before = pair.host.room.duel.state_hash()
    index = len(request["options"]) if where == "past the end" else -1
    guest.conn.socket.write(frame(json.dumps({"t": "DECISION_ANSWER", "seq": 99,
                                              "id": request["id"], "choice": [index]}).encode()))
    qtbot.waitUntil(lambda: len(got) >= 1, timeout=WAIT)
    assert (got[0]["t"], got[0].get("id"), got[0].get("reason")) == (
        "DECISION_INVALID", request["id"], "no such option")
    qtbot.waitUntil(lambda: len(got) >= 2, timeout=WAIT)
    assert {**got[1], "seq": 0} == {**request, "seq": 0}  # the same request again
    assert pair.host.room.duel.state_hash() == before


# --------------------------------------------------------------- resume tokens, chat
def test_forged_and_replayed_resume_tokens_are_refused_and_touch_no_seat(
        pair: Pair, qtbot: Any) -> None:
    guest, _ = pair.seated()
    room = pair.host.room
    token_hash, conn, session, token = room.token_hash, pair.host.guest, guest.session, guest.token
    forged = [(hello(pair.host, **resume("0" * 16, guest.token)), "bad_token"),  # other session
              (hello(pair.host, **resume(room.session, guest.token[:-1])), "bad_token"),
              (hello(pair.host, **resume(room.session, "t" * 129)), "bad_message")]  # too long
    for msg, want in forged:
        peer = Raw(qtbot, pair.host.port)
        peer.write(frame(json.dumps({**msg, "seq": 1}).encode()))
        assert wait(peer, "ERROR")["code"] == want
        qtbot.waitUntil(peer.closed, timeout=WAIT)
    assert room.token_hash == token_hash and pair.host.guest is conn and conn.is_open
    guest.leave()  # a guest who quits the lobby frees the seat: its token dies with it
    qtbot.waitUntil(lambda: not room.guest_seated, timeout=WAIT)
    peer = Raw(qtbot, pair.host.port)
    peer.send(hello(pair.host, **resume(session, token)))
    assert wait(peer, "ERROR")["code"] == "bad_token"
    assert seated_raw(pair)[1]["seat"] == 1  # a fresh join works


def test_chat_and_names_lose_control_characters_and_chat_over_500_is_refused(
        pair: Pair, qtbot: Any) -> None:
    peer, _ = seated_raw(pair, name="E\u202ev\x07e\r\n")
    peer.send({"t": "CHAT", "seq": 2, "text": "a\x00b\x1b[2J\u202e\u200bc\r\nd\u2028e\x7f"})
    local = pair.host.local
    qtbot.waitUntil(lambda: bool(local.chat), timeout=WAIT)
    assert list(local.chat) == [("Eve", "ab[2Jc d e")]
    assert pair.host.room.chat_log == ["Eve: ab[2Jc d e"]
    assert wait(peer, "CHAT")["text"] == "ab[2Jc d e"
    peer.send({"t": "CHAT", "seq": 3, "text": "y" * 501})
    for k, size in enumerate((4097, 60_000)):  # over the schema's 4096: raw frames
        peer.write(frame(json.dumps({"t": "CHAT", "seq": 4 + k, "text": "z" * size}).encode()))
    peer.send({"t": "CHAT", "seq": 6, "text": "x" * 500})
    wait(peer, "CHAT", 2)  # its echo comes after the three ERRORs
    qtbot.waitUntil(lambda: len(local.chat) == 2, timeout=WAIT)
    assert [e["code"] for e in of(peer, "ERROR")] == ["chat_too_long", "bad_message",
                                                     "bad_message"]
    assert local.chat[-1] == ("Eve", "x" * 500) and not peer.closed()  # 500 is allowed


# ----------------------------------------------------------- hidden information
SEEKER = CardData(958_997_001, "LAN Seeker", CardType.MONSTER | CardType.EFFECT,
                  attribute=Attribute.EARTH, race="Warrior", level=4, atk=1000, defense=1000,
                  behaviour=CardScript(Effect(ops=(ops.AddToHand(
                      Sel(where=("deck",), kind="monster", level_min=7)),))))
SEEK_POOL = FIXTURE_POOL.merged([SEEKER])
SEEK_DECKS = tuple(Deck(main=tuple(SEEKER.code if c == code(old) else c
                                   for c in SAMPLE_DECKS[name]))
                   for name, old in (("beatdown", "V3-1200"), ("walls", "V3-1000")))
OPPONENT_KEYS = {"lp", "deck", "gy", "monsters", "spells", "field", "maximum", "hand",
                 "extra", "hand_known", "extra_known"}  # no "deck_known": only one's own


class Eager(RandomPlayer):
    """Activates an effect 8 times in 10 when it may, so Deck searches happen."""

    def on_decision(self, request: dict[str, Any]) -> None:
        acts = [i for i, o in enumerate(request["options"]) if o["kind"] == "activate"]
        if not acts or self.rng.random() >= 0.8:
            return super().on_decision(request)
        self.client.answer(self.rng.choice(acts))


def fixed_secrets(seed: int) -> Any:
    """The `secrets` of room and seat, made repeatable: the same shuffle every run."""
    rng = random.Random(seed)
    return types.SimpleNamespace(token_bytes=rng.randbytes,
                                 token_hex=lambda n=32: rng.randbytes(n).hex(),
                                 token_urlsafe=lambda n=32: rng.randbytes(n).hex())


def ids_in(value: Any) -> set[int]:
    """Object ids anywhere: id/card/old/target/source fields and [id, code] pile pairs."""
    if type(value) is not dict:
        return set().union(*map(ids_in, value)) if type(value) is list else set()
    out = {v for k, v in value.items() if k in ("id", "card", "old", "target", "source")
           and type(v) is int and v >= 0}
    for k, v in value.items():
        if k in ("hand", "gy", "extra", "deck_known") and type(v) is list:
            out |= {p[0] for p in v if type(p) is list and len(p) == 2}
        else:
            out |= ids_in(v)
    return out


class HiddenWatch:
    """Host tap: rebuilds each guest view and checks it, events, requests against the duel."""

    def __init__(self, host: Host) -> None:
        self.host, self.view, self.leaks = host, None, []
        self.host_searches = self.guest_searches = 0

    def __call__(self, data: bytes) -> None:
        room, msg = self.host.room, json.loads(data)
        duel, pending, t = room.duel, room.pending, msg["t"]
        if duel is None or room.state != "duel":
            return
        hidden = {duel.oid[i] for i in (*duel.hand[0], *duel.deck[0], *duel.extra[0])}
        hidden |= {duel.oid[i] for i in duel.deck[1] if not duel.known[i] & 2}  # not seen
        face_down = {duel.oid[i] for i in (*duel.mz[0], *duel.sz[0], duel.fz[0])
                     if i >= 0 and duel.pos[i] == 3 and not duel.known[i] & 2}
        if pending is not None and pending.seat == 0 and pending.msg["kind"] == "pick" \
                and any(duel.known[i] & 1 for i in duel.deck[0]):
            self.host_searches += 1
        if t == "DECISION_REQUEST" and (pending is None or pending.seat != 1):
            self.leaks.append(("request to the guest while the host decides", msg))
        if t in ("DUEL_START", "SNAPSHOT", "STATE"):
            self.view = (msg["state"]["view"] if t == "DUEL_START" else msg["view"]
                         if t == "SNAPSHOT" else P.apply_diff(self.view, msg["diff"]))
            opp = self.view["players"][0]
            if set(opp) != OPPONENT_KEYS or type(opp["hand"]) is not int:
                self.leaks.append(("opponent keys", sorted(opp)))
            for c in (*opp["monsters"], *opp["spells"], opp["field"]):
                if c and c["id"] in face_down and c["code"]:
                    self.leaks.append(("face-down code", c))
            self.guest_searches += bool(self.view["players"][1].get("deck_known"))
        for ev in msg.get("events", []):
            if ev.get("card") in face_down and ev.get("code"):
                self.leaks.append(("face-down code in an event", ev))
        shown = ids_in([self.view, msg.get("events"), msg.get("options")])
        if shown & hidden:
            self.leaks.append((t, sorted(shown & hidden)))


def socket_duel(qtbot: Any, monkeypatch: Any, seed: int) -> HiddenWatch:
    """One duel of eager random players over loopback, the shuffle fixed by `seed`."""
    fake = fixed_secrets(seed)
    for module in ("room", "seat"):
        monkeypatch.setattr(f"rushdesk.net.{module}.secrets", fake)
    players = [Eager(seed), Eager(seed + 100)]
    host = Host(SEEK_POOL, name="Ann", join_code="1", listener=players[0])
    guest = Guest(SEEK_POOL, name="Bob", listener=players[1])
    players[0].client, players[1].client = host.local, guest.client
    host.tap = watch = HiddenWatch(host)
    guest.join("127.0.0.1", host.listen(0), "1")
    qtbot.waitUntil(lambda: guest.welcomed, timeout=WAIT)
    for client, deck in zip((host.local, guest.client), SEEK_DECKS, strict=True):
        client.submit_deck(deck)
        client.ready()
    qtbot.waitUntil(lambda: guest.client.result is not None, timeout=60_000)
    guest.leave()
    host.close()
    assert guest.client.audit.ok, guest.client.audit.notes
    return watch


def test_v1_socket_duels_with_deck_searches_show_the_guest_no_hidden_card(
        qtbot: Any, monkeypatch: Any) -> None:
    watches = [socket_duel(qtbot, monkeypatch, seed) for seed in range(2, 18)]
    assert sum(w.host_searches > 0 for w in watches) >= 5  # the host searched its Deck
    assert sum(w.guest_searches > 0 for w in watches) >= 3  # and so did the guest
    assert [w.leaks for w in watches] == [[]] * len(watches)


# ------------------------------------------- a host that goes away, a guest who resigns
@pytest.mark.parametrize("how", ["close", "crash"])
def test_a_host_leaving_mid_decision_gives_the_guest_a_clear_message(
        pair: Pair, qtbot: Any, how: str) -> None:
    guest = manual(pair, clock=(clock := FakeClock()))
    guest_deciding(pair, guest)
    left, lost, retries, failures = [], [], [], []
    guest.host_left.connect(left.append)
    guest.lost.connect(lost.append)
    guest.reconnecting.connect(lambda attempt, delay: retries.append(attempt))
    guest.failed.connect(lambda c, m: failures.append((c, m)))
    if how == "close":  # the host quits: BYE
        pair.host.close()
        qtbot.waitUntil(lambda: bool(left), timeout=WAIT)
        qtbot.wait(500)
        assert (left, lost, retries, failures) == (["host closed the room"], [], [], [])
        return
    pair.host.server.close()  # the host process dies: no BYE
    pair.host.guest.abort()
    qtbot.waitUntil(lambda: len(retries) >= 2, timeout=WAIT)
    assert lost and lost[0] and left == [] and failures == []
    clock.now += LIMITS.reconnect_grace_s + 1
    qtbot.waitUntil(lambda: bool(failures), timeout=WAIT)
    assert failures == [("timeout", "the host did not come back within the grace period")]


def test_a_guest_resigning_mid_duel_ends_it_for_both_with_a_fair_audit(
        pair: Pair, qtbot: Any) -> None:
    guest = manual(pair)
    play_until(pair, guest, lambda: pair.host.room.pending.seat == 0)  # not the guest's turn
    guest.client.resign()
    qtbot.waitUntil(lambda: guest.client.result is not None
                    and pair.host.local.result is not None, timeout=WAIT)
    for result in (guest.client.result, pair.host.local.result):
        assert (result["winner"], result["reason"]) == (0, "resign")
    assert guest.client.audit.ok, guest.client.audit.notes
    assert pair.host.room.state == "lobby" and pair.host.room.pending is None
    assert guest.token == "" and guest.conn.is_open  # nothing to resume; still in the room
    guest.client.resign()  # once more: no duel is running
    qtbot.waitUntil(lambda: bool(guest.client.errors), timeout=WAIT)
    assert guest.client.errors == [("not_allowed", "no duel is running")]


# ------------------------------------------------------------------ rogue host
def test_a_rogue_host_trickling_a_frame_is_left_at_30_s_with_a_timeout(qtbot: Any,
                                                                       rogue: Any) -> None:
    trickle = WELCOME + struct.pack(">I", 1000) + b'{"t":"CHAT"'
    guest, failures = rogue(trickle, clock=(clock := FakeClock()), tick_ms=0)
    qtbot.waitUntil(lambda: guest.conn.decoder.in_frame, timeout=WAIT)
    clock.now += 29.9
    guest.conn.check()
    assert guest.conn.is_open and failures == []
    clock.now += 0.1
    guest.conn.check()
    qtbot.waitUntil(lambda: bool(failures), timeout=WAIT)
    assert not guest.conn.is_open and failures[0][0] == "timeout", failures  # as told the host


def test_a_rogue_duel_end_with_a_malformed_log_is_reported_not_raised(qtbot: Any,
                                                                      rogue: Any) -> None:
    log = {"version": 1, "seed": 1, "first": 0, "actions": [],
           "decks": [{"main": list(d.main), "extra": []} for d in (DECK_A, DECK_B)],
           "options": {"start_lp": 8000, "start_hand": 4.5}}  # half a card
    end = P.encode({"t": "DUEL_END", "seq": 2, "winner": 0, "reason": "resign",
                    "host_secret": "00" * 32, "guest_secret": "11" * 32, "duel_log": log,
                    "final_hash": "22" * 32}, LIMITS.frame_to_guest)
    guest, _ = rogue(WELCOME + end)
    qtbot.waitUntil(lambda: guest.client.result is not None, timeout=WAIT)
    audit = guest.client.audit
    assert audit is not None and not audit.ok, audit
    assert any("malformed" in note for note in audit.notes), audit
