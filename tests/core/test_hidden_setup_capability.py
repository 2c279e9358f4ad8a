"""Which rulesets let a scenario set units up hidden: coh (seed 000 §10.0)
and fow (the play engine reveals a hidden team when it moves, shoots or
assaults, or an enemy comes within 8"), not tng.  The set-up checks
read this trait (core.rules.registry) instead of allowing hidden units for coh only."""
import pytest

from core.errors import HexwrightError
from core.play.game import load_game
from core.rules.registry import traits
from tests.conftest import SAMPLES


def test_capability_per_ruleset():
    assert traits("coh").hidden_setup is True
    assert traits("fow").hidden_setup is True
    assert traits("tng").hidden_setup is False
    with pytest.raises(HexwrightError):
        traits("chess")


def test_the_fow_engine_does_play_a_hidden_set_up():
    """The flag is true because the engine keeps the sample's g2 hidden from the enemy."""
    game = load_game(str(SAMPLES / "fow_platoon_action.scenario.json"))
    st = game.new_initial_state()
    g2 = next(u for u in game.scenario.units if u.id == "g2")
    assert g2.hidden
    assert st.visible_to("g2", "german") and not st.visible_to("g2", game.opponent("german"))
