"""The host's room logic without sockets: decks, seed, decisions, views, chat
(PROTOCOL.md D1-D3, S1-S3, A1-A5, H1, H2, H4, H5, C1, V1-V5)."""

from __future__ import annotations

import hashlib
import json
import os
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

from rushdesk.engine import Duel
from rushdesk.engine.deckrules import Deck
from rushdesk.net import protocol as P
from rushdesk.net.room import GUEST_SEAT, HOST_SEAT, seat_view

from .helpers import DECK_A, DECK_B, Table

REPO = Path(__file__).resolve().parents[2]


def sent_to(table: Table, seat: int) -> list[dict[str, Any]]:
    """Every message the seat's client has received so far (recorded by a wrapper)."""
    return table.inbox[seat]  # type: ignore[attr-defined,no-any-return]


def recording(table: Table) -> Table:
    table.inbox = [[], []]  # type: ignore[attr-defined]
    for seat, link in enumerate(table.links):
        receive = link.client.receive

        def rec(msg: dict[str, Any], receive: Any = receive, seat: int = seat) -> None:
            table.inbox[seat].append(msg)  # type: ignore[attr-defined]
            receive(msg)

        link.client.receive = rec  # type: ignore[method-assign]
    return table


def started(seed: int = 0) -> Table:
    """A duel running, nobody answering automatically."""
    table = recording(Table(seed=seed, auto=False))
    table.start()
    assert table.room.state == "duel" and table.room.pending is not None
    return table


def last(table: Table, seat: int, t: str) -> dict[str, Any]:
    return [m for m in sent_to(table, seat) if m["t"] == t][-1]


def deciding(table: Table) -> int:
    assert table.room.pending is not None
    return table.room.pending.seat


def answer(table: Table, seat: int, **fields: Any) -> None:
    table.room.handle(seat, {"t": "DECISION_ANSWER", "seq": 1, **fields})
    table.pump()


# ------------------------------------------------------------------- handshake
def hello(table: Table, **changes: Any) -> dict[str, Any]:
    msg = {"t": "HELLO", "seq": 1, "magic": P.MAGIC, "proto": P.PROTO, "app": P.APP,
           "engine": P.ENGINE, "carddb_sha256": table.room.carddb_sha256, "name": "Bob",
           "join_code": "123456"}
    msg.update(changes)
    return msg


@pytest.mark.parametrize("field, value", [("proto", "2.0"), ("engine", "other-engine"),
                                          ("carddb_sha256", "ab" * 32)])
def test_h1_version_mismatch_names_both_versions(field: str, value: str) -> None:
    table = Table()
    code, message = table.room.admit(hello(table, **{field: value}), "10.0.0.2")
    assert code == "version_mismatch"
    assert "host runs" in message and "you run" in message


def test_h1_a_newer_minor_version_is_accepted() -> None:
    table = Table()
    assert table.room.admit(hello(table, proto="1.7"), "10.0.0.2") == ("", "")


def test_h2_five_wrong_codes_lock_the_address_out_for_a_minute() -> None:
    table = Table()
    for _ in range(5):
        assert table.room.admit(hello(table, join_code="000000"), "10.0.0.2")[0] == "bad_code"
    assert table.room.admit(hello(table), "10.0.0.2")[0] == "rate_limited"
    assert table.room.admit(hello(table), "10.0.0.3") == ("", "")  # another address
    table.clock.now += 59
    assert table.room.admit(hello(table), "10.0.0.2")[0] == "rate_limited"
    table.clock.now += 2
    assert table.room.admit(hello(table), "10.0.0.2") == ("", "")


def test_h2_four_wrong_codes_do_not_lock_out() -> None:
    table = Table()
    for _ in range(4):
        table.room.admit(hello(table, join_code="000000"), "10.0.0.2")
    assert table.room.admit(hello(table), "10.0.0.2") == ("", "")


def test_f5_a_second_guest_finds_the_room_full() -> None:
    table = Table()
    table.seat_guest()
    assert table.room.admit(hello(table), "10.0.0.9")[0] == "room_full"


@pytest.mark.parametrize("t", ["STATE", "DECISION_REQUEST", "DUEL_START", "ROOM", "WELCOME",
                               "SEED_COMMIT", "DUEL_END", "HELLO"])
def test_h4_host_only_messages_from_the_guest_are_not_allowed(t: str) -> None:
    table = started()
    before = table.room.duel.state_hash()
    table.room.handle(GUEST_SEAT, {"t": t, "seq": 5})
    table.pump()
    assert last(table, GUEST_SEAT, "ERROR")["code"] == "not_allowed"
    assert table.room.duel.state_hash() == before


def test_h5_seat_and_sender_fields_from_the_guest_are_ignored() -> None:
    table = recording(Table())
    table.seat_guest()
    table.links[GUEST_SEAT].client.send({"t": "CHAT", "text": "hello", "from": "host",
                                         "seat": 0})
    table.pump()
    chat = last(table, HOST_SEAT, "CHAT")
    assert chat["from"] == "Guest" and chat["text"] == "hello"
    table.links[GUEST_SEAT].client.send({"t": "DECK_SUBMIT", "seat": 0,
                                         "main": list(DECK_A.main), "extra": [], "side": []})
    table.pump()
    assert table.room.seats[GUEST_SEAT].deck == DECK_A
    assert table.room.seats[HOST_SEAT].deck is None


# ------------------------------------------------------------------------ decks
def _errors(table: Table, deck: Deck) -> list[dict[str, Any]]:
    table.client(GUEST_SEAT).submit_deck(deck)
    table.pump()
    result = last(table, GUEST_SEAT, "DECK_RESULT")
    assert result["ok"] is False
    assert table.room.seats[GUEST_SEAT].deck is None and not table.room.seats[1].ready
    return result["errors"]  # type: ignore[no-any-return]


def test_d1_illegal_decks_get_structured_errors() -> None:
    from rushdesk.cards.fixtures import FIXTURE_POOL

    table = recording(Table())
    table.seat_guest()
    main = list(DECK_A.main)
    errs = _errors(table, Deck(main=(*main, *main[:21])))
    size = [e for e in errs if e["code"] == "main-too-large"][0]
    assert (size["count"], size["min"], size["max"]) == (61, 40, 60)
    copies = [e for e in errs if e["code"] == "too-many-copies"]
    assert copies and copies[0]["count"] >= 4 and copies[0]["card"] in main
    errs = _errors(table, Deck(main=(*main[:-1], 123)))
    assert [e["card"] for e in errs if e["code"] == "unknown-card"] == [123]
    fusions = [c.code for c in FIXTURE_POOL.values() if c.is_extra_deck]
    if fusions:
        errs = _errors(table, Deck(main=tuple(main), extra=tuple(fusions * 16)[:16]))
        assert any(e["code"] == "extra-too-large" and e["count"] == 16 for e in errs)
    legends = [c.code for c in FIXTURE_POOL.values() if c.legend and c.is_monster]
    if len(legends) >= 2:
        errs = _errors(table, Deck(main=(*main[:-2], *legends[:2])))
        assert any(e["code"] == "legend-limit" for e in errs)


def test_d1_a_huge_deck_is_refused_by_the_frame_cap() -> None:
    msg = {"t": "DECK_SUBMIT", "seq": 1, "main": [900000001] * 100_000, "extra": [],
           "side": []}
    payload = json.dumps(msg).encode()
    frame = len(payload).to_bytes(4, "big") + payload
    with pytest.raises(P.ProtocolError) as err:
        P.FrameDecoder(P.LIMITS.frame_to_host).feed(frame)
    assert err.value.code == "frame_too_large"
    with pytest.raises(P.ProtocolError):  # and our own writer would not send it
        P.encode(msg, P.LIMITS.frame_to_host)


def test_d2_ready_without_a_valid_deck_is_refused() -> None:
    table = recording(Table())
    table.seat_guest()
    table.client(GUEST_SEAT).ready()
    table.pump()
    assert last(table, GUEST_SEAT, "ERROR")["code"] == "deck_invalid"
    assert not table.room.seats[GUEST_SEAT].ready


def test_d3_side_decking_may_not_add_a_card() -> None:
    table = recording(Table(auto=True))
    table.start()
    assert table.room.result is not None  # the first game is over
    swapped = Deck(main=(*DECK_B.main[:-1], 900000013))
    errs = _errors_after_game(table, swapped)
    assert any(e["code"] == "side-swap-cards" for e in errs)
    assert table.room.seats[GUEST_SEAT].deck == DECK_B  # the previous deck is kept


def _errors_after_game(table: Table, deck: Deck) -> list[dict[str, Any]]:
    table.client(GUEST_SEAT).submit_deck(deck)
    table.pump()
    result = last(table, GUEST_SEAT, "DECK_RESULT")
    assert result["ok"] is False
    return result["errors"]  # type: ignore[no-any-return]


# ------------------------------------------------------------------------- seed
def test_s1_seed_share_before_the_commitment_is_bad() -> None:
    table = recording(Table())
    table.seat_guest()
    table.client(GUEST_SEAT).send({"t": "SEED_SHARE", "guest_secret": "00" * 32})
    table.pump()
    assert last(table, GUEST_SEAT, "ERROR")["code"] == "bad_message"
    assert table.room.duel is None


@pytest.mark.parametrize("secret", ["00" * 31, "00" * 33, "zz" * 32, ""])
def test_s1_seed_share_of_the_wrong_length_is_bad(secret: str) -> None:
    payload = json.dumps({"t": "SEED_SHARE", "seq": 1, "guest_secret": secret}).encode()
    with pytest.raises(P.ProtocolError) as err:
        P.decode_payload(payload)
    assert err.value.code == "bad_message"


def test_s2_guest_checks_the_commitment_and_replays_to_the_host_hash() -> None:
    table = recording(Table(seed=3))
    table.start()
    guest = table.client(GUEST_SEAT)
    end = last(table, GUEST_SEAT, "DUEL_END")
    assert hashlib.sha256(bytes.fromhex(end["host_secret"])).hexdigest() == guest.commit
    assert guest.audit.commitment_ok and guest.audit.seed_ok
    assert guest.audit.replay_ok and guest.audit.view_ok and guest.audit.ok
    assert "Fair duel" in guest.audit.summary()
    # no secret was sent to the guest before DUEL_END
    before = json.dumps(sent_to(table, GUEST_SEAT)[:-2])
    assert end["host_secret"] not in before


def test_s2_a_host_that_lies_about_its_secret_is_reported() -> None:
    table = recording(Table(seed=4))
    table.start()
    guest = table.client(GUEST_SEAT)
    end = dict(last(table, GUEST_SEAT, "DUEL_END"))
    end["host_secret"] = "11" * 32
    audit = guest.check(end)
    assert not audit.ok and not audit.commitment_ok
    assert "commitment" in audit.summary()


_S3_SCRIPT = """
import json, sys
from rushdesk.cards.fixtures import FIXTURE_POOL
from rushdesk.engine import Duel
from rushdesk.engine.actions import Action
from rushdesk.engine.record import DuelRecord
record = DuelRecord.from_dict(json.loads(sys.stdin.read()))
duel = Duel.new(FIXTURE_POOL, record.decks, seed=record.seed, first=record.first)
hashes = [duel.state_hash()]
for a in record.actions:
    duel.apply(a)
    hashes.append(duel.state_hash())
print(json.dumps(hashes))
"""


def test_s3_replays_agree_across_processes_and_hash_seeds() -> None:
    table = Table(seed=5)
    table.start()
    log = json.dumps(table.room.result["duel_log"])
    runs = []
    for hash_seed in ("1", "4242"):
        env = {**os.environ, "PYTHONHASHSEED": hash_seed, "PYTHONPATH": str(REPO)}
        out = subprocess.run([sys.executable, "-c", _S3_SCRIPT], input=log, env=env,
                             capture_output=True, text=True, timeout=60, check=True)
        runs.append(json.loads(out.stdout))
    assert runs[0] == runs[1]
    assert runs[0][-1] == table.room.result["final_hash"]


# -------------------------------------------------------------------- decisions
def test_a1_answer_from_the_other_seat_is_stale() -> None:
    table = started()
    seat, before = deciding(table), table.room.duel.state_hash()
    answer(table, 1 - seat, id=table.room.pending.id, choice=[0])
    assert last(table, 1 - seat, "ERROR")["code"] == "stale_decision"
    assert table.room.duel.state_hash() == before


@pytest.mark.parametrize("choice", [[999], [-1], [0, 1], [], [0, 0]])
def test_a2_invalid_choices_are_re_requested(choice: list[int]) -> None:
    table = started()
    seat, pending = deciding(table), table.room.pending
    before = table.room.duel.state_hash()
    request = last(table, seat, "DECISION_REQUEST")
    answer(table, seat, id=pending.id, choice=choice)
    assert last(table, seat, "DECISION_INVALID")["id"] == pending.id
    again = last(table, seat, "DECISION_REQUEST")
    assert {k: v for k, v in again.items() if k != "seq"} == \
        {k: v for k, v in request.items() if k != "seq"}
    assert table.room.duel.state_hash() == before


def test_a3_the_same_answer_twice_is_applied_once() -> None:
    table = started()
    seat, first_id = deciding(table), table.room.pending.id
    answer(table, seat, id=first_id, choice=[0])
    actions = len(table.room.duel.actions)
    answer(table, seat, id=first_id, choice=[0])
    accepted = [m for m in sent_to(table, seat) if m["t"] == "ANSWER_ACCEPTED"]
    assert [(m["id"], m["already"]) for m in accepted] == [(first_id, False), (first_id, True)]
    assert len(table.room.duel.actions) == actions


@pytest.mark.parametrize("delta", [1, 5, -3])
def test_a4_future_and_past_ids_are_stale(delta: int) -> None:
    table = started()
    seat, pending = deciding(table), table.room.pending
    answer(table, seat, id=max(0, pending.id + delta), choice=[0])
    assert last(table, seat, "ERROR")["code"] == "stale_decision"
    assert table.room.pending is pending


def test_a5_thirty_invalid_answers_disconnect_but_keep_the_seat() -> None:
    table = started()
    table.room.pending.seat = GUEST_SEAT if deciding(table) == GUEST_SEAT else HOST_SEAT
    seat = deciding(table)
    pending = table.room.pending
    for k in range(29):
        answer(table, seat, id=pending.id, choice=[999])
        assert not table.kicked, k
    answer(table, seat, id=pending.id, choice=[999])
    assert table.kicked == [(seat, "too many invalid answers")]
    assert table.room.pending is pending
    if seat == GUEST_SEAT:  # the resume shows the same request
        assert table.room.guest_seated
        table.room.seat_connected(GUEST_SEAT)
        table.pump()
        assert last(table, seat, "DECISION_REQUEST")["id"] == pending.id


def test_f8_eleven_protocol_errors_in_a_minute_disconnect_and_keep_the_seat() -> None:
    table = started()
    for k in range(10):
        table.room.error(GUEST_SEAT, "bad_message", "x")
        table.clock.now += 5
        assert not table.kicked, k
    table.room.error(GUEST_SEAT, "bad_message", "x")
    assert table.kicked == [(GUEST_SEAT, "too many protocol errors")]
    assert table.room.guest_seated and table.room.paused


def test_f8_errors_spread_over_more_than_a_minute_are_forgiven() -> None:
    table = started()
    for _ in range(30):
        table.room.error(GUEST_SEAT, "bad_message", "x")
        table.clock.now += 7
    assert not table.kicked


def test_r4_no_decision_is_processed_while_the_guest_is_away() -> None:
    table = started()
    table.room.seat_dropped(GUEST_SEAT, "lost")
    table.pump()
    assert last(table, HOST_SEAT, "PAUSED")
    before = table.room.duel.state_hash()
    if deciding(table) == HOST_SEAT:
        answer(table, HOST_SEAT, id=table.room.pending.id, choice=[0])
        assert last(table, HOST_SEAT, "ERROR")["code"] == "not_allowed"
    assert table.room.duel.state_hash() == before


# ------------------------------------------------------------------------- chat
def test_c1_chat_rate_length_and_control_characters() -> None:
    table = recording(Table())
    table.seat_guest()
    guest = table.client(GUEST_SEAT)
    guest.say("x" * 500)
    guest.say("y" * 501)
    table.pump()
    assert last(table, GUEST_SEAT, "ERROR")["code"] == "chat_too_long"
    assert last(table, HOST_SEAT, "CHAT")["text"] == "x" * 500
    for k in range(9):
        guest.say(f"m{k}\r\n\x1b[2J\u202eevil")
    table.pump()
    assert last(table, HOST_SEAT, "CHAT")["text"] == "m8 [2Jevil"
    guest.say("one too many")
    table.pump()
    assert last(table, GUEST_SEAT, "ERROR")["code"] == "rate_limited"
    assert last(table, HOST_SEAT, "CHAT")["text"] != "one too many"
    assert all("\x1b" not in line and "\u202e" not in line for line in table.room.chat_log)
    table.clock.now += 10.5
    guest.say("later")
    table.pump()
    assert last(table, HOST_SEAT, "CHAT")["text"] == "later"


# ------------------------------------------------------------------------ views
def _card_ids(value: Any, out: set[int]) -> set[int]:
    """Object ids anywhere in a message: id/card/old/target fields and [id, code] pairs."""
    if type(value) is dict:
        for k, v in value.items():
            if k in ("id", "card", "old", "target") and type(v) is int and k != "id" or (
                    k == "id" and type(v) is int and "code" in value):
                out.add(v)
            elif k in ("hand", "gy", "extra") and type(v) is list:
                out.update(p[0] for p in v if type(p) is list and len(p) == 2)
            else:
                _card_ids(v, out)
    elif type(value) is list:
        for v in value:
            _card_ids(v, out)
    return out


def _hidden_from_guest(duel: Duel) -> tuple[set[int], set[int]]:
    """Ids the guest must never see (the host's hand, Extra Deck, both Decks) and the
    ids of the host's face-down cards whose identity the guest does not know."""
    hidden = {duel.oid[i] for i in (*duel.hand[0], *duel.deck[0], *duel.deck[1],
                                    *duel.extra[0])}
    face_down = {duel.oid[i] for i in (*duel.mz[0], *duel.sz[0], duel.fz[0])
                 if i >= 0 and duel.pos[i] == 3 and not duel.known[i] & 2}
    return hidden, face_down


def _identities(value: Any, out: set[tuple[int, int]]) -> set[tuple[int, int]]:
    """(id, code) pairs with a known code: card views and events."""
    if type(value) is dict:
        oid = value.get("id", value.get("card"))
        if type(oid) is int and type(value.get("code")) is int and value["code"]:
            out.add((oid, value["code"]))
        for v in value.values():
            _identities(v, out)
    elif type(value) is list:
        for v in value:
            _identities(v, out)
    return out


def _guest_frames(seed: int) -> list[tuple[bytes, tuple[set[int], set[int]], str]]:
    """Every guest-bound frame of one random duel, with what was hidden at that moment."""
    frames: list[tuple[bytes, tuple[set[int], set[int]], str]] = []
    holder: list[Table] = []

    def tap(data: bytes) -> None:
        room = holder[0].room
        hidden = _hidden_from_guest(room.duel) if room.duel is not None else (set(), set())
        frames.append((data, hidden, room.host_secret.hex() if room.host_secret else ""))

    holder.append(Table(seed=seed, tap=tap))
    holder[0].start()
    return frames


def test_v1_v2_guest_frames_never_carry_hidden_facts() -> None:
    for seed in range(200):
        ended = False
        for data, (hidden, face_down), secret in _guest_frames(seed):
            msg = json.loads(data)
            if msg["t"] == "DUEL_END":
                ended = True
                continue
            if secret and not ended:
                assert secret not in data.decode(), seed
            leaked = _card_ids(msg, set()) & hidden
            assert not leaked, (seed, msg["t"], leaked)
            named = {oid for oid, _ in _identities(msg, set())} & face_down
            assert not named, (seed, msg["t"], named)
            if msg["t"] == "DUEL_START":  # V2: the very first state is already filtered
                assert type(msg["state"]["view"]["players"][0]["hand"]) is int


def test_v3_incremental_views_equal_fresh_snapshots() -> None:
    table = started(seed=6)
    rng = __import__("random").Random(6)
    checks = 0
    while table.room.state == "duel":
        seat = deciding(table)
        answer(table, seat, id=table.room.pending.id,
               choice=[rng.randrange(len(table.room.pending.options))])
        if rng.random() < 0.2 and table.room.duel is not None and table.room.state == "duel":
            for s in (HOST_SEAT, GUEST_SEAT):
                fresh = seat_view(table.room.duel, s)
                assert P.view_hash(table.client(s).view) == P.view_hash(fresh)
                assert table.client(s).view == json.loads(P.canonical(fresh))
                checks += 1
    assert checks > 5 and table.client(GUEST_SEAT).resyncs == 0


class LinkWatch:
    """Taps guest-bound frames: no id the guest ever saw may later name a card in the
    host's hand or Deck; counts host cards that went GY -> Deck -> hand."""

    def __init__(self) -> None:
        self.table: Table | None = None
        self.seen: set[int] = set()
        self.back_in_deck: set[int] = set()
        self.last_gy: set[int] = set()
        self.returned_then_drawn = 0

    def __call__(self, data: bytes) -> None:
        assert self.table is not None
        duel = self.table.room.duel
        msg = json.loads(data)
        if duel is None or msg["t"] == "DUEL_END":
            return
        self.back_in_deck |= self.last_gy & set(duel.deck[0])
        drawn = self.back_in_deck & set(duel.hand[0])
        self.returned_then_drawn += len(drawn)
        self.back_in_deck -= drawn
        self.last_gy = set(duel.gy[0])
        hidden = {duel.oid[i] for i in (*duel.hand[0], *duel.deck[0])}
        assert not hidden & self.seen, (msg["t"], hidden & self.seen)
        self.seen |= _card_ids(msg, set())


def test_v4_a_card_back_in_the_deck_cannot_be_linked_when_drawn() -> None:
    """Real decks whose cards go from the GY back to the Deck and are drawn again."""
    from rushdesk.ai.sim import sample_pool_and_decks

    pool, decks = sample_pool_and_decks()
    a, b = decks["dragons"], decks["dragon-strike"]
    total = 0
    for seed in range(12):
        watch = LinkWatch()
        watch.table = Table(seed=seed, tap=watch, pool=pool)
        watch.table.start((Deck(main=a[0], extra=a[1]), Deck(main=b[0], extra=b[1])))
        assert watch.table.room.result is not None
        total += watch.returned_then_drawn
    assert total > 0  # the scenario really happened


def test_v5_a_corrupted_state_is_detected_and_resynced() -> None:
    table = started(seed=9)
    guest = table.client(GUEST_SEAT)

    def corrupt(msg: dict[str, Any]) -> None:
        msg["diff"] = [*msg["diff"], {"p": ["players", 0, "lp"], "v": 1}]

    guest.corrupt_next_state = corrupt
    seat = deciding(table)
    answer(table, seat, id=table.room.pending.id, choice=[0])
    assert guest.resyncs == 1
    assert [m["t"] for m in sent_to(table, GUEST_SEAT)].count("SNAPSHOT") == 1
    assert guest.view_hash == P.view_hash(seat_view(table.room.duel, GUEST_SEAT))


def test_g1_a_state_naming_an_unknown_card_is_refused() -> None:
    table = started(seed=10)
    guest = table.client(GUEST_SEAT)
    before = guest.view_hash

    def smuggle(msg: dict[str, Any]) -> None:
        view = json.loads(P.canonical(P.apply_diff(guest.view, msg["diff"])))  # own copy
        view["players"][1]["gy"] = [*view["players"][1]["gy"], [999, 123456789]]
        msg["diff"] = P.diff_views(guest.view, view)
        msg["view_hash"] = P.view_hash(view)

    guest.corrupt_next_state = smuggle
    answer(table, deciding(table), id=table.room.pending.id, choice=[0])
    assert "unknown_card" in [code for code, _ in guest.errors]
    assert guest.view_hash == before  # the smuggled view was not taken
