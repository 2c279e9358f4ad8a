"""Actions-list benchmark (issue 11: "818 ms to select one unit with 160
actions"): pricing every legal action of one unit the way the playtest's
Actions list does when the unit is selected.

Figures:
* ``unit_actions_priced_ms``: median time to list the legal actions of the
  unit with the most actions in a seeded Balka Hill position and give each
  its cost and hit chances (`core.play.costs`, `core.play.describe`), no
  simulation.  Target < 100 ms.
* ``unit_actions_simulated_ms``: the plain reference in the same run: the
  same actions priced by playing each one on a clone of the state and
  resolving its chance node with the first outcomes (what the editor did).
  The note gives the number of actions and the speed-up.
"""
from __future__ import annotations

import random
from pathlib import Path
from typing import Any

from core.bench import Figure, median_ms, target_note
from core.play.costs import action_cost, hit_chances
from core.play.describe import cost_text, unit_actions
from core.play.driver import sample_chance
from core.play.game import load_game


def busiest_position(seed: int = 3, steps: int = 4000):
    """``(state, unit id, its actions)``: the first state of a seeded random
    Balka Hill game where one unit has 100 or more legal actions paid from
    an activation's pool (else the busiest one seen)."""

    path = Path(__file__).resolve().parents[2] / "sample_maps" / "coh_balka_hill.scenario.json"
    st = load_game(str(path)).new_initial_state()
    rng = random.Random(seed)
    best: tuple[int, Any, str | None] = (0, None, None)  # (actions, state, unit id)
    for _ in range(steps):
        if st.is_terminal():
            break
        if st.is_chance_node():
            st.apply_action(sample_chance(st, rng))
            continue
        side = st.current_player()
        if st.activation.get(side):
            for u in st.pos.units:
                if u.side == side:
                    n = len(unit_actions(st, u.id))
                    if n > best[0]:
                        best = (n, st.clone(), u.id)
            if best[0] >= 100:
                break
        st.apply_action(rng.choice(st.legal_actions()))
    _n, state, uid = best
    assert uid is not None, "the sample game reached no activation"
    return state, uid, unit_actions(state, uid)


def _simulated(state, a) -> int:
    c = state.clone()
    c.apply_action(a)
    k = 0
    while c.chance is not None and not c.is_terminal() and k < 200:
        c.apply_action(c.chance_outcomes()[0][0] if c.is_chance_node() else c.legal_actions()[0])
        k += 1
    return len(c.log)


def run(quick: bool = False) -> list[Figure]:
    """The two figures of the module doc."""
    state, uid, acts = busiest_position()
    repeat = 3 if quick else 7

    def priced():
        return [(cost_text(action_cost(state, a)), hit_chances(state, a)) for a in unit_actions(state, uid)]

    def simulated():
        return [_simulated(state, a) for a in unit_actions(state, uid)]

    ms = median_ms(priced, repeat=repeat, warmup=1)
    ref = median_ms(simulated, repeat=1 if quick else 3, warmup=0)
    return [Figure("unit_actions_priced_ms", round(ms, 1),
                   f"{len(acts)} actions of {uid}; {target_note(round(ms, 1), '<', 100, 'ms')}"),
            Figure("unit_actions_simulated_ms", round(ref, 1),
                   f"reference (play each on a clone); {ref / max(ms, 1e-6):.0f}x slower")]
