"""Stack order at the end of an activation (tng 6.24: "may be changed at
the start or end of the unit's activation, never in an enemy ZOC")."""
from __future__ import annotations

from tng_helpers import CMD, INF, drive, game, scenario


def _stack_game(enemy_at="0904"):
    sc = scenario([
        ("nap", "french", "0101", "commander", dict(CMD, orders_rating=2), None, 1),
        ("i1", "french", "0304", "infantry", INF, "inf", 1, "b1"),
        ("i2", "french", "0304", "infantry", INF, "inf", 1, "b1"),
        ("kut", "russian", "1001", "commander", CMD, None, 4),
        ("r_inf", "russian", enemy_at, "infantry", INF, "rinf", 4),
    ], rounds=2)
    st = game(sc).new_initial_state()
    drive(st, "order inf", "pass")
    while st.phase == "orders":
        st.apply_str("pass")
    return drive(st, "pick inf")


def order(st) -> list[str]:
    return [u for u in st.on_map("french") if st.units[u]["hex"] == st.units["i1"]["hex"]]


def test_a_unit_may_go_to_the_top_of_its_stack_at_the_end_of_its_activation():
    st = _stack_game()
    drive(st, "pass", "pass")                      # nothing at the start, no move; no shock possible
    assert st.act["step"] == "restack"
    assert [str(a) for a in st.legal_actions()] == ["restack i2", "pass"]
    drive(st, "restack i2")
    assert order(st) == ["i2", "i1"]
    assert "at the end of its activation (tng 6.24)" in st.log[-1]
    drive(st, "pass")
    assert st.act is None or st.act["step"] != "restack"


def test_no_change_of_stack_order_in_an_enemy_zoc():
    st = _stack_game(enemy_at="0404")             # adjacent: the stack is in the enemy's ZOC
    while st.act is not None and st.act["step"] in ("fire", "move", "shock"):
        st.apply_str("pass")
    assert not st.act or "restack i2" not in [str(a) for a in st.legal_actions()]
