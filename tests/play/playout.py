"""Random playouts that check the `core.play.state.GameState` invariants at
every step, shared by the coh, fow and tng engine tests."""
from __future__ import annotations

import json
import random

from core.play.actions import action_from_dict, action_to_dict
from core.play.driver import sample_chance


def random_playout(game, seed: int, every: int = 7, choose=None):
    """Play ``game`` from its initial state to the end with
    ``random.Random(seed)``: chance outcomes by `sample_chance`, player
    actions by ``choose(legal, rng)`` (default ``rng.choice``).

    Asserts at every step: the legal actions are non-empty and distinct; at
    a chance node they are the outcomes, whose probabilities sum to 1; the
    chosen action survives `action_to_dict`/`action_from_dict`.  Every
    ``every`` steps: `to_dict` is JSON that `state_from_dict` rebuilds with
    the same legal actions, and `clone` is equal, and applying to it leaves
    the original alone.  At the end: no legal action, returns +1/-1 or 0/0.
    Returns the terminal state."""
    st = game.new_initial_state()
    rng = random.Random(seed)
    steps = 0
    while not st.is_terminal():
        legal = st.legal_actions()
        assert legal, f"no legal action at step {steps} ({st.current_player()})"
        assert len({str(a) for a in legal}) == len(legal), "duplicate legal actions"
        if st.is_chance_node():
            outs = st.chance_outcomes()
            assert abs(sum(p for _, p in outs) - 1.0) < 1e-9
            assert [a for a, _ in outs] == legal
            a = sample_chance(st, rng)
        else:
            a = (choose or (lambda acts, r: r.choice(acts)))(legal, rng)
        assert action_from_dict(action_to_dict(a)) == a
        if steps % every == 0:
            d = st.to_dict()
            json.dumps(d)  # JSON values only
            back = game.state_from_dict(d)
            assert back.to_dict() == d
            assert [str(x) for x in back.legal_actions()] == [str(x) for x in legal]
            c = st.clone()
            assert c == st and c is not st
            c.apply_action(a)
            assert st.to_dict() == d, "applying to a clone changed the original"
        st.apply_action(a)
        steps += 1
    assert st.legal_actions() == []
    assert sorted(st.returns().values()) in ([-1.0, 1.0], [0.0, 0.0])
    return st
