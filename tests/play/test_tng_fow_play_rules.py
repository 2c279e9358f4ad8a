"""The tng and fow engines list every rule of their notes they do not play
yet (play_rules.json ``not_played``), each with a reason naming the rule,
and every engine value with its source (assumed values say why)."""
from __future__ import annotations

import re

import pytest

from core.play.fow import not_played as fow_not_played, play_rules as fow_play_rules
from core.play.fow.setup import _play_rules_file as fow_file
from core.play.tng import not_played as tng_not_played, play_rules as tng_play_rules
from core.play.tng.setup import _play_rules_file as tng_file

RULE = re.compile(r"(tng \d|tng_fow\.md [AB]|Borodino|FoW|seed 00[14]|the Schevardino)")


@pytest.mark.parametrize("not_played", [tng_not_played, fow_not_played])
def test_not_played_names_rule_and_reason(not_played):
    for key, reason in not_played().items():
        assert re.fullmatch(r"[a-z0-9_]+", key), key
        assert isinstance(reason, str) and ":" in reason, (key, reason)   # "<rule>: <what the engine does instead>"
        assert RULE.search(reason), (key, reason)


@pytest.mark.parametrize("doc", [tng_file, fow_file])
def test_every_value_has_a_source(doc):
    d = doc()
    assert d["ruleset"] in ("tng", "fow")
    for key, v in d["values"].items():
        assert set(v) >= {"value", "source", "assumed"}, key
        assert v["source"], key


def test_values_are_read_by_name():
    assert tng_play_rules()["retreat_tie_break"] == "label order"
    assert fow_play_rules()["stacking_limit"] == 3
