"""Readable log text for a resolved Conflict of Heroes action (resolve.py
writes it after the action's cost: attacks as AV vs DV with the outcome,
rally rolls vs the rally number, revealed units; seed 000 §9, coh.md 3)."""
from __future__ import annotations

from core.i18n import _
from core.naming import hit_marker_name
from core.play.coh.terms import outcome_text


def describe(rec: dict, markers: dict) -> str:
    """``"; g1: AV 9 vs DV 12 miss; ..."`` for the rules record ``rec`` of
    a resolved action (`core.rules.coh.activation.apply_action`): each
    target's result (with its drawn marker from ``markers``, unit id ->
    name, when the reader may see it), each rally, the units revealed;
    "" when there is nothing to say."""
    parts = []
    res = rec.get("result")
    if res is not None:
        for r in res.results:
            if r.unit_id is None or r.defense_value is None:   # fired at a hex with no unit in it
                parts.append(_("no target in hex"))
                continue
            who = r.unit_id
            mk = f" ({hit_marker_name(markers[r.unit_id])})" if r.unit_id in markers else ""
            out = (outcome_text("destroyed") if r.destroyed
                   else outcome_text("hit") + mk if r.hit else outcome_text("miss"))
            parts.append(_("{unit}: AV {av} vs DV {dv} {outcome}").format(unit=who, av=r.attack_value,
                                                                          dv=r.defense_value, outcome=out))
    for r in rec.get("rally") or []:
        parts.append(_("{unit} rally {roll} vs {number} {outcome}").format(
            unit=r.unit_id, roll=r.roll, number=r.number, outcome=outcome_text("rallied" if r.rallied else "failed")))
    if rec.get("revealed"):
        parts.append(_("revealed {units}").format(units=", ".join(rec["revealed"])))
    return ("; " + "; ".join(parts)) if parts else ""
