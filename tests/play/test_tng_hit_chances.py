"""The tng `hit_chances` hook (core/play/tng/chances.py): what the
playtest's Hit chance column shows beside a fire or a charge, never "no
visible target" beside a visible one (issue 13)."""
from __future__ import annotations

import pytest

from core.play.costs import hit_chances
from core.play.game import load_game
from core.play.tng.explain import preview
from tests.conftest import SAMPLES
from test_tng_charge_two_hexes import TWO, setup
from tng_helpers import INF


def test_fire_chance_is_the_preview_chance_for_every_unit_in_the_hex():
    st = load_game(str(SAMPLES / "borodino.scenario.json")).new_initial_state()
    st.apply_str("order fr_I")
    while st.phase == "orders":
        st.apply_str("pass")
    st.apply_str("pick fr_I")
    fire = next(a for a in st.legal_actions() if a.type == "tfire")
    got = hit_chances(st, fire)
    assert got and [u for u, _p in got] == [u.id for u in st.position().combat_at(st.data.hexmap.parse(fire.target))]
    assert all(p == pytest.approx(preview(st, fire)[0]["chance"]) for _u, p in got)
    assert preview(st, fire)[0]["who"] == "I Corps reserve artillery"   # the panel's heading names the guns


def test_charge_chance_is_commitment_times_the_shock():
    """fc (Cohesion 7, Under Orders, commander out of range) commits on 0-7
    (80%); against each hex the shock is +4 (ratio 2-3 -1, Cohesion +1,
    clear +1, heavy charge +3): Disorder or worse on 1+ (90%): 72% each."""
    st = setup(("rj", "russian", "0503", "infantry", INF, "rg", 4))
    a = next(x for x in st.legal_actions() if str(x) == TWO)
    assert hit_chances(st, a) == [("ri", pytest.approx(0.72)), ("rj", pytest.approx(0.72))]
    one = next(x for x in st.legal_actions() if str(x) == "charge fc 0304,0403 -> 0504")
    assert [u for u, _p in hit_chances(st, one)] == ["ri"]
