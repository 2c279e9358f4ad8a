"""Extended movement as an Orders Command choice in the Triumph & Glory
engine (tng 7.13, seed 004 7.13; `core.rules.tng.extended`)."""
from __future__ import annotations

from core.hexgrid import distance
from tng_helpers import CMD, INF, drive, game, scenario

CAV = {"sp": 8, "cohesion": 7, "disordered_cohesion": 4, "ma": 6}


def at_move_step(fc_hex="0204", extra=()):
    units = [("nap", "french", "0102", "commander", CMD, None, 1),
             ("fc", "french", fc_hex, "heavy_cavalry", CAV, "fg", 1),
             *extra,
             ("kut", "russian", "0908", "commander", CMD, None, 4),
             ("ri", "russian", "0504", "infantry", INF, "rg", 4)]
    st = drive(game(scenario(units)).new_initial_state(), "order fg", "order rg", "pick fg")
    assert st.act["step"] == "move"
    return st


def dests(st, uid="fc") -> set:
    return {st.data.hexmap.parse(a.to) for a in st.legal_actions() if a.type == "tmove" and a.unit == uid}


def test_extended_doubles_the_ma_and_keeps_three_hexes_from_the_enemy():
    st = at_move_step()  # fc 3 hexes from ri: it may (3 or more, tng 7.13)
    acts = [str(a) for a in st.legal_actions()]
    assert acts[0] == "extended"
    start, ri = st.units["fc"]["hex"], st.units["ri"]["hex"]
    normal = dests(st)
    assert max(distance(start, h) for h in normal) <= 6
    drive(st, "extended")
    assert "extended" not in [str(a) for a in st.legal_actions()]  # chosen once for the command
    ext = dests(st)
    assert max(distance(start, h) for h in ext) > 6  # MA 6 x 2
    assert all(distance(h, ri) >= 3 for h in ext)
    assert any(distance(h, ri) < 3 for h in normal)


def test_no_extended_when_any_unit_of_the_command_starts_within_three_hexes():
    assert "extended" not in [str(a) for a in at_move_step("0304").legal_actions()]  # 2 hexes
    # all or nothing: a second unit of the command near the enemy denies it to the whole command
    near = ("fi", "french", "0305", "infantry", INF, "fg", 1)
    st = at_move_step("0202", extra=(near,))
    assert distance(st.units["fi"]["hex"], st.units["ri"]["hex"]) < 3
    assert "extended" not in [str(a) for a in st.legal_actions()]


def test_no_extended_after_a_unit_of_the_command_moved():
    far = ("fi", "french", "0101", "infantry", INF, "fg", 1)
    st = at_move_step(extra=(far,))
    assert "extended" in [str(a) for a in st.legal_actions()]
    drive(st, str(next(a for a in st.legal_actions() if a.type == "tmove" and a.unit == "fi")))
    assert "extended" not in [str(a) for a in st.legal_actions()]


def test_extended_may_not_end_stacked_except_artillery():
    mate = ("fc2", "french", "0206", "heavy_cavalry", dict(CAV, sp=2), "fg", 1)
    st = at_move_step(extra=(mate,))
    mate_hex = st.units["fc2"]["hex"]
    assert mate_hex in dests(st)  # normal movement may stack with a friend
    drive(st, "extended")
    assert mate_hex not in dests(st)  # tng 7.13: only artillery may end extended movement stacked
    assert dests(st, "fc2")  # the other unit moves in extended mode too
