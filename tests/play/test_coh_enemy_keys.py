"""The per-game numbering of enemy keys (legal_options.py `_Options`): when
it restarts past its bound, every table keyed on the numbers goes with it,
or a new key would reuse an old number and be handed another position's
answers (a wrong fixed part or fire targets late in a long batch)."""
from __future__ import annotations

from core.play.coh.legal_options import _Options
from core.play.game import load_game


def test_restarting_the_enemy_key_numbers_drops_every_table_keyed_on_them():
    st = load_game("sample_maps/coh_balka_hill.scenario.json").new_initial_state()
    memo = st.data.memo
    memo["enemy_keys"] = {("old", i): (("old", i), i) for i in range(50_001)}
    for table in ("targets_keys", "sample_free_cards", "sample_reach"):
        memo[table] = {"stale": True}
    opt = _Options(st)
    assert opt.enemy_no == 0 and len(memo["enemy_keys"]) == 1
    assert not any(t in memo for t in ("targets_keys", "sample_free_cards", "sample_reach"))
