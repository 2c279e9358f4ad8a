"""How the Actions list groups a side's actions (core.play.grouping, issue 12
part 4) and what a reaction window shows of its roll
(core.play.coh.window_view.pending_roll): one source for every surface."""
from __future__ import annotations

from core.formats.scenariofile import load_scenario
from core.play.coh.window_view import pending_roll
from core.play.describe import unit_actions
from core.play.grouping import kind_label, kind_of, rows_by_kind, target_of, variant_base, without_target
from core.play.session import PlaySession
from tests.conftest import SAMPLES

BALKA = SAMPLES / "coh_balka_hill.scenario.json"


def _session(seed: int) -> PlaySession:
    s = PlaySession(load_scenario(str(BALKA)), seed)
    while any(str(a).startswith("plan ") for a in s.state.legal_actions()):   # hold the pre-round artillery
        s.apply(next(a for a in s.state.legal_actions() if str(a).endswith(" hold")))
    return s


def test_every_action_sits_in_exactly_one_row_and_empty_hexes_gather():
    s = _session(3)
    s.apply("activate g_hmg")
    st = s.state
    acts = unit_actions(st, "g_hmg")
    seen = {u.hex for u in st.pos.units}
    labels = {st.pos.hexmap.label(h) for h in seen}
    rows = rows_by_kind(acts, lambda t: t not in labels)
    held = [a for _k, rs in rows for r in rs for a in ((r.action,) + r.variants if not r.picks else r.picks)]
    assert sorted(map(str, held)) == sorted(map(str, acts)) and len(held) == len(acts) == 783
    assert [k for k, _r in rows] == ["move", "fire", "pivot", "hide", "hasty", "stall"]
    fire = dict(rows)["fire"]
    picks = [r for r in fire if r.picks]
    assert len(picks) == 2                                    # the HMG alone, and with Rifles #3
    assert all(target_of(a) not in labels for r in picks for a in r.picks)
    assert all(without_target(variant_base(a)) == without_target(r.action) for r in picks for a in r.picks)
    plain = next(r for r in fire if str(r.action) == "fire g_hmg -> 1214")
    assert sorted(map(str, plain.variants)) == sorted(str(a) for a in acts if str(a).startswith("fire g_hmg -> 1214 "))
    assert sum(1 + len(r.variants) for _k, rs in rows for r in rs if not r.picks) + sum(len(r.picks) for r in picks) \
        == 783
    assert kind_label("fire") == "Fire" and kind_label("tmove") == "tmove" and kind_of(acts[0]) == "move"


def test_the_window_roll_is_the_roll_that_resolves():
    """Seed 2: the HMG's fire opens a window; declined, the rolls resolved
    are the ones the window showed, with the same outcome."""
    s = _session(2)
    for _ in range(400):
        if any(d["roll"] == "attack" for d in pending_roll(s.state)):
            break
        s.bot_step("greedy")
    st = s.state
    shown = pending_roll(st)
    assert shown and shown[0]["standing"] == "now AV {v} against DV {t}: {o}".format(
        v=shown[0]["value"], t=shown[0]["target"], o=shown[0]["outcome"])
    assert shown[0]["value"] == shown[0]["rolled"] + sum(t["value"] for t in shown[0]["plus"])
    n = len(st.rolls)
    while any(a.type == "react" for a in s.state.legal_actions()):
        s.apply("react pass")
    resolved = [d for d in s.state.rolls[n:] if d["roll"] == "attack"]
    key = ("who", "rolled", "target", "outcome", "plus", "against")
    assert [{k: d[k] for k in key} for d in resolved] == [{k: d[k] for k in key} for d in shown]
