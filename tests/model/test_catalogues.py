"""Unit and card catalogues (core/catalogues.py, core/rules/coh/units.json, cards.json)."""
import re

import pytest

from core.catalogues import CARD_COLOURS, default_sides, load_cards, load_units, unit_stats
from core.errors import HexwrightError
from tests.conftest import SHARED

COH_MD = SHARED / "rules" / "coh.md"


def test_every_counter_of_coh_md_section_12_is_in_the_catalogue():
    rows = [line for line in COH_MD.read_text("utf-8").splitlines() if re.match(r"^\| 1[12]\d\d \|", line)]
    assert len(rows) == 50
    cat = load_units("coh")
    by_counter = {u.counter: u for u in cat.units.values()}
    for line in rows:
        cells = [c.strip() for c in line.strip("|").split("|")]
        u = by_counter[cells[0]]
        assert (u.side, u.name) == (cells[1], cells[2])
        assert u.stats["move_ap"] == int(cells[5])
        front = int(re.match(r"\d+\((\w+)\)/(\d+)", cells[8]).group(2))
        assert u.stats["dr_front"] == front
        assert not u.assumed and u.source.startswith("coh.md 12")


@pytest.mark.parametrize("uid, stats", [
    # coh.md 2.2 firing costs and 13 worked examples
    ("german_rifles_41", {"fire_ap": 3, "fp_soft": 2, "range": 5}),
    ("soviet_rifles_41", {"fire_ap": 4, "fp_soft": 3, "dr_front": 12, "dr_flank": 11}),
    ("german_mg34", {"fire_ap": 2, "fp_soft": 4, "crewed": True}),
    ("german_hmg34", {"fire_ap": 2, "fp_soft": 5, "dr_front": 12, "dr_flank": 10}),
    ("german_8cm_mortar", {"fire_ap": 3, "indirect_ap": 4, "range_min": 3, "range": 16, "explosive": True}),
    ("soviet_82mm_mortar", {"range_min": 3, "range": 18}),
    ("german_5cm_pak38", {"dr_flank": 10, "crewed": True}),
    ("soviet_t_34a", {"dr_front": 19, "dr_front_armored": True, "armored": True, "bonus_moves": ["tracked", "tracked"]}),
    ("german_demag_38", {"dr_flank_armored": False, "dr_front_armored": True}),
    ("soviet_wagon", {"fire_ap": None, "fp_soft": None}),
])
def test_rulebook_values(uid, stats):
    u = load_units("coh").get(uid)
    assert u is not None
    for k, v in stats.items():
        assert u.stats[k] == v, k


def test_assumed_units_say_why():
    cat = load_units("coh")
    assumed = [u for u in cat.units.values() if u.assumed]
    assert {u.id for u in assumed} == {"soviet_sniper", "german_sniper"}
    assert all(u.assumed_reason and "10.3" in u.source for u in assumed)


def test_kinds_and_sides():
    cat = load_units("coh")
    assert cat.get("german_rifles_41").kind == "squad"
    assert cat.get("soviet_smg_rifles").kind == "squad"
    assert cat.get("german_mg34").kind == "team"
    assert cat.get("german_3_7cm_pak36").kind == "gun"
    assert cat.get("german_pz_iv_f2").kind == "vehicle"
    assert cat.get("german_opel_blitz").kind == "transport"
    assert set(cat.ids("soviet")) & set(cat.ids("german")) == set()
    assert len(cat.ids("german")) == 30 and len(cat.ids("soviet")) == 22


def test_battle_cards_match_coh_md_11():
    cards = load_cards("coh")
    expect = {"01": ("Adrenaline", 4, 0), "02": ("Command Action", 8, 0), "03": ("Follow Me!", 2, 2),
              "08": ("Frontline Officer", 2, 2), "12": ("Swift Action", 4, 1), "14": ("Scout Teams", 2, 1),
              "17": ("Mine-Laying", 1, 2)}
    for num, (name, copies, cost) in expect.items():
        c = cards.get(num)
        assert (c.name, c.copies, c.cost) == (name, copies, cost)
    assert [n for n in cards.numbers("green")] == [f"{i:02d}" for i in range(1, 18)]
    assert sum(cards.get(f"{i:02d}").copies for i in range(1, 18)) == 43


def test_card_colours_cover_seed_8x():
    cards = load_cards("coh")
    assert {c.colour for c in cards.cards.values()} == set(CARD_COLOURS)
    assert cards.get("W-MM").name == "Magnetic Mine" and cards.get("W-MM").colour == "gray"
    assert cards.get("V-CC").name == "Close Call" and cards.get("V-CC").colour == "orange"
    assert cards.get("Y-RE").colour == "yellow" and cards.get("Y-RE").assumed
    assert all(c.source for c in cards.cards.values())


def test_default_sides_and_stats_overlay():
    assert [s["id"] for s in default_sides("coh")] == ["german", "soviet"]
    st = unit_stats("german_mg34", {"fp_soft": 6}, "coh")
    assert st["fp_soft"] == 6 and st["fire_ap"] == 2
    assert unit_stats(None, {"ma": 4}, "tng") == {"ma": 4}
    with pytest.raises(HexwrightError, match="nonexistent"):
        unit_stats("nonexistent", None, "coh")
    with pytest.raises(HexwrightError, match="unknown ruleset"):
        load_units("chess")
