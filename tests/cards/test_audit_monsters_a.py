"""Audit: the effect monsters of the pool named before "Nandes the Fire Awakener",
each against its own generated text and RULES.md section 8 (R-REQ, R-EFF): offered
exactly when its Requirement holds, once per turn, doing exactly what the text says.

Each test sets the Requirement at its boundary, checks exact results, then checks
that a second activation is refused and that the just-missed position is refused.
"""

from __future__ import annotations

from rushdesk.engine import ATK, DEF, SET

from ..engine.util import do, find, names
from .helpers import code_of, moves, mzone, no_activation
from .util import Side, build

LP = 8000


def act(duel, name: str, *steps):  # type: ignore[no-untyped-def]
    """Activate player 0's monster `name`, then answer each step: a card name (picked
    among the legal picks; skipped when the engine took the only candidate), or an
    action in notation ("yes", "no", "option 1")."""
    events = do(duel, f"activate {find(duel, name, 0, 'mzone')}")
    for step in steps:
        if step in ("yes", "no", "finish", "cancel") or step.startswith("option"):
            events += do(duel, step)
            continue
        legal = {a.card for a in duel.legal_actions() if a.kind == "pick"}
        if not legal:
            continue  # a single candidate is taken without asking
        ids = [i for i in legal if duel.data[duel.inst(i)].name == step]
        assert ids, f"{step} is not offered: {duel.request.kind}"
        events += do(duel, f"pick {min(ids)}")
    return events


def once(duel, name: str) -> None:  # type: ignore[no-untyped-def]
    no_activation(duel, find(duel, name, 0, "mzone"))


def atk(duel, p: int, name: str) -> int:  # type: ignore[no-untyped-def]
    return duel.atk(mzone(duel, p, name))


def dfn(duel, p: int, name: str) -> int:  # type: ignore[no-untyped-def]
    return duel.defense(mzone(duel, p, name))


# ------------------------------------------------------------------ A
def test_anchor_moray_adds_only_a_level_3_or_lower_fish_normal_monster() -> None:
    me = Side(monsters=[("Anchor Moray", ATK)], field_spell=("Big Umi", ATK),
              gy=["Ojisan", "Jet Barracuda"])
    duel = build(p0=me)
    events = act(duel, "Anchor Moray", "Jet Barracuda")
    assert [e.code for e in moves(events, "gy", "hand")] == [code_of("Jet Barracuda")]
    assert names(duel, 0, "gy") == ["Ojisan"]
    once(duel, "Anchor Moray")
    # Ojisan is Level 5: nothing to add.
    duel = build(p0=Side(monsters=[("Anchor Moray", ATK)], field_spell=("Big Umi", ATK),
                         gy=["Ojisan"]))
    once(duel, "Anchor Moray")
    # No Umi in the Field Zone.
    duel = build(p0=Side(monsters=[("Anchor Moray", ATK)], gy=["Jet Barracuda"]))
    once(duel, "Anchor Moray")


def test_ancient_arise_dragon_mills_one_for_600_atk_and_needs_a_deck() -> None:
    duel = build(p0=Side(monsters=[("Ancient Arise Dragon", ATK)], deck=["V4-1600", "V1-100"]))
    act(duel, "Ancient Arise Dragon")
    while duel.request.kind == "yesno":
        do(duel, "no")
    assert names(duel, 0, "gy") == ["V4-1600"] and names(duel, 0, "deck") == ["V1-100"]
    assert atk(duel, 0, "Ancient Arise Dragon") == 3000
    once(duel, "Ancient Arise Dragon")
    do(duel, "end")
    assert duel.tp == 1 and atk(duel, 0, "Ancient Arise Dragon") == 2400
    duel = build(p0=Side(monsters=[("Ancient Arise Dragon", ATK)], deck=[]))
    once(duel, "Ancient Arise Dragon")


def test_archfiends_summoning_flute_needs_three_normals_and_no_other_monster() -> None:
    flute = "Archfiend's Summoning Flute"
    gy = ["V4-1600", "V1-100", "Dark Magician (Rush)"]
    duel = build(p0=Side(monsters=[(flute, ATK)], gy=gy))
    act(duel, flute, "Dark Magician (Rush)")
    assert names(duel, 0, "gy") == ["V4-1600", "V1-100", flute]
    dm = mzone(duel, 0, "Dark Magician (Rush)")
    assert duel.pos[dm] == DEF
    once_gone = [a for a in duel.legal_actions() if a.kind == "activate"]
    assert not once_gone
    duel = build(p0=Side(monsters=[(flute, ATK)], gy=gy[:2]))
    once(duel, flute)
    duel = build(p0=Side(monsters=[(flute, ATK), ("V1-100", SET)], gy=gy))
    once(duel, flute)


def test_battle_shark_samegalon_needs_a_water_monster_in_hand() -> None:
    shark = "Battle Shark Samegalon"
    duel = build(p0=Side(monsters=[(shark, ATK)], hand=["V4-1600", "Jet Barracuda"]),
                 p1=Side(monsters=[("V4-1400", SET)]))
    act(duel, shark, "Jet Barracuda", "V4-1400")
    assert names(duel, 0, "gy") == ["Jet Barracuda"] and names(duel, 0, "hand") == ["V4-1600"]
    assert duel.pos[mzone(duel, 1, "V4-1400")] == ATK
    once(duel, shark)
    duel = build(p0=Side(monsters=[(shark, ATK)], hand=["V4-1600", "V4-1500"]),
                 p1=Side(monsters=[("V4-1400", DEF)]))
    once(duel, shark)


# ------------------------------------------------------------------ Beast Gear
def test_convoy_liogon_gains_100_per_level_sent_and_needs_two_level_4_or_lower() -> None:
    lio = "Beast Gear King Convoy Liogon"
    duel = build(p0=Side(monsters=[(lio, ATK), ("Beast Gear Gyro Jackal", ATK),
                                   ("Beast Gear Moto Wolf", DEF)]))
    events = act(duel, lio, "Beast Gear Gyro Jackal", "Beast Gear Moto Wolf")
    assert len(moves(events, "mzone", "gy", "cost")) == 2
    assert atk(duel, 0, lio) == 2300 + 700
    once(duel, lio)
    duel = build(p0=Side(monsters=[(lio, ATK), ("Beast Gear Gyro Jackal", ATK),
                                   ("Beast Gear Moto Wolf", SET)]))
    once(duel, lio)  # a face-down Beast-Warrior is not a cost


def test_trike_fox_needs_its_normal_summon_and_exactly_three_opposing_monsters() -> None:
    fox = "Beast Gear Trike Fox"
    opp = Side(monsters=[("V4-1600", ATK), ("V4-1400", SET), ("V1-100", DEF)])
    duel = build(p0=Side(hand=[fox, "Beast Gear Moto Wolf"]), p1=opp)
    do(duel, f"summon {find(duel, fox)} z0")
    act(duel, fox, "Beast Gear Moto Wolf")
    do(duel, "choose atk")
    assert names(duel, 0, "mzone")[0] == fox and "Beast Gear Moto Wolf" in names(duel, 0, "mzone")
    once(duel, fox)
    # Summoned on an earlier turn.
    duel = build(p0=Side(monsters=[(fox, ATK)], hand=["Beast Gear Moto Wolf"]), p1=opp)
    once(duel, fox)
    # Only 2 opposing monsters.
    duel = build(p0=Side(hand=[fox, "Beast Gear Moto Wolf"]),
                 p1=Side(monsters=[("V4-1600", ATK), ("V4-1400", SET)]))
    do(duel, f"summon {find(duel, fox)} z0")
    once(duel, fox)


def test_beast_summoner_needs_a_face_up_level_6_opponent() -> None:
    bs = "Beast Summoner"
    duel = build(p0=Side(monsters=[(bs, ATK)], hand=["Beast Gear Moto Wolf"]),
                 p1=Side(monsters=[("V6-2000", ATK)]))
    act(duel, bs, "Beast Gear Moto Wolf")
    do(duel, "choose def")
    assert duel.pos[mzone(duel, 0, "Beast Gear Moto Wolf")] == DEF
    assert names(duel, 0, "gy") == [bs]
    assert "Beast Gear Moto Wolf" in names(duel, 0, "mzone")
    for mon in (("V5-2300", ATK), ("V6-2000", SET)):
        duel = build(p0=Side(monsters=[(bs, ATK)], hand=["Beast Gear Moto Wolf"]),
                     p1=Side(monsters=[mon]))
        once(duel, bs)


def test_bendorbreak_matches_opposing_face_up_monsters_with_own_spells_and_traps() -> None:
    bend = "Bendorbreak the Conqueror"
    duel = build(p0=Side(monsters=[(bend, ATK)], spells=[("Dark Hole (Rush)", SET)]),
                 p1=Side(monsters=[("V4-1600", ATK), ("V4-1400", SET)]))
    act(duel, bend, "Dark Hole (Rush)", "V4-1600")
    while duel.request.kind == "pick" and duel.request is not None:
        do(duel, "finish")
    assert names(duel, 0, "gy") == ["Dark Hole (Rush)"]
    assert atk(duel, 1, "V4-1600") == 600
    once(duel, bend)
    duel = build(p0=Side(monsters=[(bend, ATK)], spells=[("Dark Hole (Rush)", SET)]),
                 p1=Side(monsters=[("V4-1600", ATK), ("V4-1400", ATK)]))
    once(duel, bend)


# ------------------------------------------------------------------ Blue / dragons
def test_blue_fang_burst_dragon_destroys_1500_or_less_and_gains_300_each() -> None:
    fang = "Blue-Fang Burst Dragon"
    duel = build(p0=Side(monsters=[(fang, ATK)]),
                 p1=Side(monsters=[("V4-1500", ATK), ("V4-1600", ATK), ("V1-100", SET)]))
    events = act(duel, fang)
    assert [e.code for e in moves(events, "mzone", "gy", "destroy")] == [code_of("V4-1500")]
    assert atk(duel, 0, fang) == 2800
    once(duel, fang)


def test_blue_eyes_bright_dragon_gains_500_and_is_blue_eyes_in_hand() -> None:
    bright = "Blue-Eyes Bright Dragon"
    duel = build(p0=Side(monsters=[(bright, ATK)]), p1=Side(monsters=[("V4-1600", ATK)]))
    act(duel, bright)
    while duel.request.kind == "yesno":
        do(duel, "no")
    assert atk(duel, 0, bright) == 3000 and names(duel, 0, "gy") == ["V1-100"]
    assert names(duel, 1, "mzone")[0] == "V4-1600"
    once(duel, bright)


def test_burning_blaze_dragon_returns_a_level_5_or_lower_dragon_to_break_a_field_spell() -> None:
    bbd = "Burning Blaze Dragon"
    duel = build(p0=Side(monsters=[(bbd, ATK)], gy=["V8-3000", "V4-1500"]),
                 p1=Side(field_spell=("Big Umi", ATK)))
    act(duel, bbd, "V4-1500")
    assert names(duel, 0, "deck")[0] == "V4-1500" and names(duel, 0, "gy") == ["V8-3000"]
    assert names(duel, 1, "gy") == ["Big Umi"]
    once(duel, bbd)
    duel = build(p0=Side(monsters=[(bbd, ATK)], gy=["V8-3000"]),
                 p1=Side(field_spell=("Big Umi", ATK)))
    once(duel, bbd)


def test_clear_ice_dragon_shuffles_opposing_monsters_from_the_gy() -> None:
    cid = "Clear Ice Dragon"
    duel = build(p0=Side(monsters=[(cid, ATK)], gy=["V4-1500"]),
                 p1=Side(gy=["V4-1600", "V4-1400", "V1-100"]))
    act(duel, cid, "V4-1600", "V4-1400")
    assert names(duel, 1, "gy") == ["V1-100"] and len(duel.deck[1]) == 22
    assert names(duel, 0, "gy") == []
    once(duel, cid)


def test_cyber_dragon_special_summons_only_onto_an_empty_field_facing_a_monster() -> None:
    duel = build(p0=Side(hand=["Cyber Dragon (Rush)"]), p1=Side(monsters=[("V1-100", SET)]))
    cd = find(duel, "Cyber Dragon (Rush)")
    assert any(a.kind == "spsummon" and a.card == cd for a in duel.legal_actions())
    for p0, p1 in ((Side(hand=["Cyber Dragon (Rush)"]), Side()),
                   (Side(hand=["Cyber Dragon (Rush)"], monsters=[("V1-100", SET)]),
                    Side(monsters=[("V1-100", ATK)]))):
        duel = build(p0=p0, p1=p1)
        cd = find(duel, "Cyber Dragon (Rush)")
        assert not any(a.kind == "spsummon" and a.card == cd for a in duel.legal_actions())


def test_darkness_crested_hawk_needs_a_face_up_light_opponent() -> None:
    hawk = "Darkness Crested Hawk"
    duel = build(p0=Side(monsters=[(hawk, ATK)]), p1=Side(monsters=[("V4-1500", ATK)]))
    act(duel, hawk, hawk)
    assert atk(duel, 0, hawk) == 3100
    once(duel, hawk)
    duel = build(p0=Side(monsters=[(hawk, ATK)]),
                 p1=Side(monsters=[("V4-1500", SET), ("V4-1600", ATK)]))
    once(duel, hawk)


def test_diabolic_king_beetle_counts_level_1_monsters_including_the_milled_one() -> None:
    beetle = "Diabolic King Beetle"
    duel = build(p0=Side(monsters=[(beetle, ATK)], gy=["V1-100", "V2-500", "Skull Servant (Rush)"],
                         deck=["Petit Moth (Rush)", "V4-1600"]))
    act(duel, beetle, beetle)
    assert names(duel, 0, "gy")[-1] == "Petit Moth (Rush)"
    assert atk(duel, 0, beetle) == 1700 + 300
    once(duel, beetle)


def test_dian_keto_is_once_per_turn() -> None:
    dk = "Dian Keto the Boogie Master"
    duel = build(p0=Side(monsters=[(dk, ATK)], hand=["V1-100", "V2-500"]))
    act(duel, dk, "V1-100")
    assert duel.lp[0] == 9000
    once(duel, dk)


def test_dragon_merchant_targets_a_level_6_or_lower_dragon_only() -> None:
    dm = "Dragon Merchant"
    duel = build(p0=Side(monsters=[(dm, ATK), ("Gravity Press Dragon", ATK), ("V8-3000", ATK)],
                         hand=["V1-100"]))
    do(duel, f"activate {find(duel, dm, 0, 'mzone')}")
    if duel.request.kind == "pick" and find(duel, "V1-100") in {
            a.card for a in duel.legal_actions() if a.kind == "pick"}:
        do(duel, f"pick {find(duel, 'V1-100')}")
    offered = {a.card for a in duel.legal_actions() if a.kind == "pick"}
    assert find(duel, "V8-3000") not in offered
    do(duel, f"pick {find(duel, 'Gravity Press Dragon')}")
    assert atk(duel, 0, "Gravity Press Dragon") == 2000
    once(duel, dm)
    duel = build(p0=Side(monsters=[(dm, ATK)]))
    once(duel, dm)


def test_dragonic_slayer_needs_another_level_7_dragon() -> None:
    ds = "Dragonic Slayer"
    duel = build(p0=Side(monsters=[(ds, ATK), ("V8-3000", ATK)]),
                 p1=Side(spells=[("Dark Hole (Rush)", SET)]))
    act(duel, ds, "Dark Hole (Rush)")
    assert names(duel, 1, "gy") == ["Dark Hole (Rush)"]
    once(duel, ds)
    duel = build(p0=Side(monsters=[(ds, ATK), ("V8-3000", SET), ("V4-1500", ATK)]),
                 p1=Side(spells=[("Dark Hole (Rush)", SET)]))
    once(duel, ds)


def test_esperade_needs_1000_lp_or_lower() -> None:
    esp = "Esperade the Smashing Superstar"
    duel = build(p0=Side(monsters=[(esp, ATK)], lp=1000),
                 p1=Side(monsters=[("V4-1600", ATK), ("V4-1400", SET), ("V1-100", ATK)]))
    act(duel, esp, "V4-1600", "V4-1400")
    assert names(duel, 1, "mzone") == ["", "", "V1-100"]
    once(duel, esp)
    duel = build(p0=Side(monsters=[(esp, ATK)], lp=1001), p1=Side(monsters=[("V4-1600", ATK)]))
    once(duel, esp)


def test_extra_spice_sends_a_face_up_pyro_normal_to_burn_1000_and_draw() -> None:
    es = "Extra Spice the Elite Noodle Ninja"
    duel = build(p0=Side(monsters=[(es, ATK), ("Tang the Noodle Ninja", ATK)], deck=["V2-500"]))
    act(duel, es, "Tang the Noodle Ninja")
    assert duel.lp == [LP, LP - 1000] and names(duel, 0, "hand") == ["V2-500"]
    once(duel, es)
    duel = build(p0=Side(monsters=[(es, ATK), ("Tang the Noodle Ninja", SET)]))
    once(duel, es)


def test_fire_golem_pays_600_for_minus_600_def() -> None:
    duel = build(p0=Side(monsters=[("Fire Golem", ATK)]), p1=Side(monsters=[("V4-1600", ATK)]))
    act(duel, "Fire Golem", "V4-1600")
    assert duel.lp[0] == LP - 600 and dfn(duel, 1, "V4-1600") == 400
    once(duel, "Fire Golem")
    duel = build(p0=Side(monsters=[("Fire Golem", ATK)], lp=599),
                 p1=Side(monsters=[("V4-1600", ATK)]))
    once(duel, "Fire Golem")


def test_full_meteor_impact_needs_its_normal_summon_and_a_level_7_spellcaster() -> None:
    fmi = "Full Meteor Impact"
    opp = Side(monsters=[("V6-2000", ATK), ("V5-2300", ATK), ("V8-3000", SET)])
    duel = build(p0=Side(hand=[fmi], monsters=[("V1-100", ATK), ("V2-500", ATK),
                                               ("Dark Magician (Rush)", ATK)]), p1=opp)
    do(duel, f"summon {find(duel, fmi)} z0")
    for _ in range(2):
        if duel.request.kind == "pick":
            legal = {a.card for a in duel.legal_actions() if a.kind == "pick"}
            do(duel, f"pick {min(legal & {find(duel, 'V1-100'), find(duel, 'V2-500')})}")
    act(duel, fmi)
    assert names(duel, 1, "mzone") == ["", "V5-2300", "V8-3000"]
    assert fmi in names(duel, 0, "gy")
    duel = build(p0=Side(monsters=[(fmi, ATK), ("Dark Magician (Rush)", ATK)]), p1=opp)
    once(duel, fmi)


def test_gravity_press_dragon_cuts_700_atk_and_def() -> None:
    gp = "Gravity Press Dragon"
    duel = build(p0=Side(monsters=[(gp, ATK)], hand=["V1-100"]),
                 p1=Side(monsters=[("V4-1600", ATK)]))
    act(duel, gp, "V1-100", "V4-1600")
    assert (atk(duel, 1, "V4-1600"), dfn(duel, 1, "V4-1600")) == (900, 300)
    once(duel, gp)


def test_hilt_boosts_an_attack_position_warrior_only() -> None:
    duel = build(p0=Side(monsters=[("Hilt, the Bearer of Noble Arms", ATK), ("V4-1600", ATK)]))
    act(duel, "Hilt, the Bearer of Noble Arms", "V4-1600")
    assert atk(duel, 0, "V4-1600") == 2200
    once(duel, "Hilt, the Bearer of Noble Arms")
    duel = build(p0=Side(monsters=[("Hilt, the Bearer of Noble Arms", ATK), ("V4-1600", DEF)]))
    once(duel, "Hilt, the Bearer of Noble Arms")


def test_hungreed_burger_counts_dark_warriors_in_the_gy() -> None:
    hb = "Hungreed Burger"
    duel = build(p0=Side(monsters=[(hb, ATK)], gy=[hb, "V4-1600"], deck=["V1-100"]))
    act(duel, hb)
    while duel.request.kind == "yesno":
        do(duel, "no")
    assert atk(duel, 0, hb) == 2200
    once(duel, hb)
    duel = build(p0=Side(monsters=[(hb, ATK)], gy=["V4-1600", "Dark Magician (Rush)"]))
    once(duel, hb)


def test_innocent_fadrawl_draws_for_both_on_its_summon_turn() -> None:
    fad = "Innocent Fadrawl"
    duel = build(p0=Side(hand=[fad], deck=["V2-500"]), p1=Side(deck=["V4-1600"]))
    do(duel, f"summon {find(duel, fad)} z0")
    act(duel, fad)
    assert names(duel, 0, "hand") == ["V2-500"] and names(duel, 1, "hand") == ["V4-1600"]
    once(duel, fad)
    duel = build(p0=Side(monsters=[(fad, ATK)]))
    once(duel, fad)


def test_kesshin_gains_600_per_card_in_hand_and_needs_a_hand() -> None:
    k = "Kesshin the Dark Decimator"
    duel = build(p0=Side(monsters=[(k, ATK)], hand=["V1-100", "V2-500", "Big Umi"]))
    act(duel, k)
    assert atk(duel, 0, k) == 1800 and names(duel, 0, "hand") == []
    assert len(names(duel, 0, "gy")) == 3
    once(duel, k)
    duel = build(p0=Side(monsters=[(k, ATK)]))
    once(duel, k)


def test_kuribot_pays_500_to_add_a_kuribot_only_when_alone() -> None:
    duel = build(p0=Side(monsters=[("Kuribot", ATK)], gy=["Kuribot"]))
    act(duel, "Kuribot", "Kuribot")
    assert duel.lp[0] == LP - 500 and names(duel, 0, "hand") == ["Kuribot"]
    once(duel, "Kuribot")
    duel = build(p0=Side(monsters=[("Kuribot", ATK), ("V1-100", SET)], gy=["Kuribot"]))
    once(duel, "Kuribot")


def test_lightning_voltcondor_hits_the_sent_monsters_attribute_by_300_per_level() -> None:
    lv = "Lightning Voltcondor"
    duel = build(p0=Side(monsters=[(lv, ATK)], hand=["V4-1600"]),
                 p1=Side(monsters=[("V6-2000", ATK), ("V4-1500", ATK)]))
    act(duel, lv, "V4-1600")
    assert (atk(duel, 1, "V6-2000"), dfn(duel, 1, "V6-2000")) == (800, 0)
    assert atk(duel, 1, "V4-1500") == 1500
    once(duel, lv)
    duel = build(p0=Side(monsters=[(lv, ATK)], hand=["Big Umi"]),
                 p1=Side(monsters=[("V6-2000", ATK)]))
    once(duel, lv)


def test_long_shield_gardna_boosts_a_normal_with_2000_def() -> None:
    lsg = "Long Shield Gardna"
    duel = build(p0=Side(monsters=[(lsg, ATK), ("Dark Magician (Rush)", ATK)]))
    act(duel, lsg, "Dark Magician (Rush)")
    assert duel.pos[mzone(duel, 0, lsg)] == DEF
    assert atk(duel, 0, "Dark Magician (Rush)") == 3000
    once(duel, lsg)
    duel = build(p0=Side(monsters=[(lsg, ATK), ("LaMoon (Rush)", ATK)]))
    once(duel, lsg)  # 1700 DEF


def test_luminous_parrot_needs_two_face_up_opponents() -> None:
    lp = "Luminous Parrot"
    duel = build(p0=Side(monsters=[(lp, ATK)]),
                 p1=Side(monsters=[("V4-1600", ATK), ("V4-1500", ATK)]))
    act(duel, lp, "V4-1600")
    assert duel.attribute(mzone(duel, 1, "V4-1600")) == 16
    once(duel, lp)
    duel = build(p0=Side(monsters=[(lp, ATK)]),
                 p1=Side(monsters=[("V4-1600", ATK), ("V4-1400", SET)]))
    once(duel, lp)


def test_mask_of_volos_sets_original_atk_of_a_level_6_or_lower() -> None:
    mv = "Mask of Volos"
    duel = build(p0=Side(monsters=[(mv, ATK)], hand=["V1-100"]),
                 p1=Side(monsters=[("V6-2000", ATK), ("V8-3000", ATK)]))
    do(duel, f"activate {find(duel, mv, 0, 'mzone')}")
    if duel.request.kind == "pick" and find(duel, "V1-100") in {
            a.card for a in duel.legal_actions() if a.kind == "pick"}:
        do(duel, f"pick {find(duel, 'V1-100')}")
    assert duel.request.kind == "main"  # V6-2000 is the only Level 6 or lower: no choice
    assert (atk(duel, 1, "V6-2000"), atk(duel, 1, "V8-3000")) == (1500, 3000)
    once(duel, mv)


def test_blue_eyes_vision_dragon_special_summons_beside_a_level_8_dragon_only() -> None:
    bevd = "Blue-Eyes Vision Dragon"
    duel = build(p0=Side(hand=[bevd], monsters=[("V8-3000", ATK)]))
    card = find(duel, bevd)
    spsum = [a for a in duel.legal_actions() if a.kind == "spsummon" and a.card == card]
    assert spsum and {a.pos for a in spsum} == {DEF}
    for mon in (("V8-3000", SET), ("V7-2500", ATK), ("V4-1500", ATK)):
        duel = build(p0=Side(hand=[bevd], monsters=[mon]))
        card = find(duel, bevd)
        assert not [a for a in duel.legal_actions() if a.kind == "spsummon" and a.card == card]


def test_defender_of_dragon_sorcerers_needs_a_spellcaster_or_dragon_in_hand() -> None:
    dds = "Defender of Dragon Sorcerers"
    duel = build(p0=Side(monsters=[(dds, ATK)], hand=["V4-1500", "V4-1600"]),
                 p1=Side(spells=[("Dark Hole (Rush)", SET)]))
    act(duel, dds, "V4-1500", dds)
    assert names(duel, 0, "gy") == ["V4-1500"] and names(duel, 0, "hand") == ["V4-1600"]
    once(duel, dds)
    duel = build(p0=Side(monsters=[(dds, ATK)], hand=["V4-1600", "V3-1200"]))
    once(duel, dds)


def test_eldign_patrol_ship_returns_a_normal_monster_and_needs_a_face_down_card() -> None:
    eps = "Eldign Patrol Ship"
    duel = build(p0=Side(monsters=[(eps, ATK)], gy=["V4-1600"]),
                 p1=Side(spells=[("Dark Hole (Rush)", SET)]))
    act(duel, eps)
    assert names(duel, 0, "gy") == [] and names(duel, 0, "deck")[0] == "V4-1600"
    hole = duel.inst(find(duel, "Dark Hole (Rush)"))
    assert duel.known[hole] & 1
    once(duel, eps)
    duel = build(p0=Side(monsters=[(eps, ATK)], gy=["Kuribot"]),
                 p1=Side(spells=[("Dark Hole (Rush)", SET)]))
    once(duel, eps)


def test_hydro_cannon_big_bluefin_lets_a_1000_atk_fish_attack_directly() -> None:
    hb = "Hydro Cannon Big Bluefin"
    duel = build(p0=Side(monsters=[(hb, ATK), ("Heat Dartfish", ATK), ("Ojisan", ATK)],
                         hand=["V1-100"]),
                 p1=Side(monsters=[("V8-3000", ATK)]))
    act(duel, hb, "V1-100", "Heat Dartfish")
    if duel.request.kind == "pick":
        assert find(duel, "Ojisan") not in {a.card for a in duel.legal_actions()
                                             if a.kind == "pick"}
        do(duel, "finish")
    once(duel, hb)
    do(duel, "battle")
    do(duel, f"attack {find(duel, 'Heat Dartfish', 0, 'mzone')} -> direct")
    while duel.request.kind == "window":
        do(duel, "pass")
    assert duel.lp[1] == LP - 1000
    duel = build(p0=Side(monsters=[(hb, ATK), ("Heat Dartfish", ATK)]))
    once(duel, hb)


def test_illusion_strike_miragias_cuts_up_to_two_level_7_or_lower_by_1500() -> None:
    mir = "Illusion Strike Dragon Miragias"
    duel = build(p0=Side(monsters=[(mir, ATK)], hand=["V7-2500", "V8-3000"]),
                 p1=Side(monsters=[("V6-2000", ATK), ("V7-2500", ATK), ("V8-3000", ATK)]))
    act(duel, mir, "V6-2000", "V7-2500")  # V8-3000: the only Dragon in hand
    if duel.request.kind == "pick":
        do(duel, "finish")
    assert names(duel, 0, "gy") == ["V8-3000"]
    assert [atk(duel, 1, n) for n in ("V6-2000", "V7-2500", "V8-3000")] == [500, 1000, 3000]
    once(duel, mir)
    duel = build(p0=Side(monsters=[(mir, ATK)], hand=["V6-2000", "V4-1500"]),
                 p1=Side(monsters=[("V6-2000", ATK)]))
    once(duel, mir)


def test_innocent_lancer_pierces_after_its_cost() -> None:
    il = "Innocent Lancer"
    duel = build(p0=Side(monsters=[(il, ATK)], hand=["V1-100"]),
                 p1=Side(monsters=[("V4-1400", DEF)]))
    act(duel, il)
    assert names(duel, 0, "gy") == ["V1-100"]
    once(duel, il)
    do(duel, "battle")
    do(duel, f"attack {find(duel, il, 0, 'mzone')} -> {find(duel, 'V4-1400', 1, 'mzone')}")
    while duel.request.kind == "window":
        do(duel, "pass")
    assert duel.lp[1] == LP - (1700 - 1200)
    duel = build(p0=Side(monsters=[(il, ATK)]))
    once(duel, il)


def test_multistrike_dragias_mills_one_and_is_once_per_turn() -> None:
    md = "Multistrike Dragon Dragias"
    duel = build(p0=Side(monsters=[(md, ATK)], deck=["V4-1600", "V1-100"]))
    act(duel, md)
    assert names(duel, 0, "gy") == ["V4-1600"]
    once(duel, md)
    duel = build(p0=Side(monsters=[(md, SET)], deck=["V4-1600"]))
    once(duel, md)  # face-down: no effect (R-EFF)


def test_mystic_dealer_is_not_offered_outside_the_main_phase() -> None:
    duel = build(phase="battle", p0=Side(monsters=[("Mystic Dealer", ATK)],
                                          hand=["V7-2500"]))
    once(duel, "Mystic Dealer")


def test_jointech_rex_needs_exactly_three_monsters_to_shuffle() -> None:
    rex = "Jointech Rex"
    duel = build(p0=Side(hand=[rex], monsters=[("V4-1600", ATK), ("V4-1400", ATK)],
                         gy=["V1-100", "V2-500"]),
                 p1=Side(spells=[("Dark Hole (Rush)", SET)]))
    do(duel, f"summon {find(duel, rex)} z0")
    assert len(duel.gy[0]) == 4
    events = act(duel, rex, "V4-1600", "V4-1400", "V1-100", "Dark Hole (Rush)")
    assert names(duel, 1, "gy") == ["Dark Hole (Rush)"] and len(names(duel, 0, "gy")) == 1
    assert len(moves(events, "gy", "deck")) == 3
    once(duel, rex)
    duel = build(p0=Side(hand=[rex], monsters=[("V4-1600", ATK), ("V4-1400", ATK)],
                         gy=["Big Umi"]), p1=Side(spells=[("Dark Hole (Rush)", SET)]))
    do(duel, f"summon {find(duel, rex)} z0")
    assert len(duel.gy[0]) == 3  # 2 monsters and a Spell
    once(duel, rex)


def test_despairacion_r_stops_a_level_7_special_summon_from_the_hand_only() -> None:
    duel = build(p0=Side(monsters=[("Beast Summoner", ATK)],
                         hand=["Beast Gear Emperor Catapult Kong", "Beast Gear Moto Wolf"]),
                 p1=Side(monsters=[("V6-2000", ATK),
                                   ("Doomblaze Fiend Overlord Despairacion [R]", ATK)]))
    do(duel, f"activate {find(duel, 'Beast Summoner', 0, 'mzone')}")
    offered = {a.card for a in duel.legal_actions() if a.kind == "pick"}
    assert find(duel, "Beast Gear Emperor Catapult Kong") not in offered
    act_wolf = find(duel, "Beast Gear Moto Wolf")
    if duel.request.kind == "pick":
        do(duel, f"pick {act_wolf}")
    do(duel, "choose atk")
    assert "Beast Gear Moto Wolf" in names(duel, 0, "mzone")
