"""Fortifications changed during a Conflict of Heroes game (coh.md 7, 11
cards 16 Obstacle-Cleaning and 17 Mine-Laying).

The scenario's map holds the fortifications placed at setup.  What play
changes is kept in the state as an overlay, ``CohState.forts``:
``{hex label: None}`` for a removed fortification or ``{hex label:
{"kind": name, "facing": int|None, "hidden": bool, "side": side id}}``
for one placed (``hidden`` marks a mine laid out of enemy LOS by
``side``, card 17; hidden mines still attack every unit that enters and
are then no longer hidden, mines.py).  `visible_overlay` is what one side
may see of it (observe.py).  `apply_overlay` gives
the position a copy of the map with the overlay applied, so the combat,
move, wire and mine code (which read ``pos.hexmap.fortification_at``)
see the change; the LOS cache is unaffected (fortifications do not block
LOS in the rules core).  The overlay is saved in `CohState.to_dict` only
when non-empty, so games that never change a fortification keep their
hashes.

``obstacle_kinds`` (play_rules.json, assumed) names the fortifications
card 16 may remove.
"""
from __future__ import annotations

from dataclasses import replace

from core.model.hexmap import Fortification


def overlay_map(base, forts: dict):
    """A copy of HexMap ``base`` with the overlay ``forts`` (module doc)
    applied; ``base`` itself when ``forts`` is empty.  `KeyError` /
    `LabelError` for a malformed overlay (state_from_dict reports it)."""
    if not forts:
        return base
    hm = base.copy()
    for lab, f in forts.items():
        h = hm.parse(lab)
        if f is None:
            hm.fortifications.pop(h, None)
        else:
            hm.fortifications[h] = Fortification(f["kind"], f.get("facing"))
    return hm


def apply_overlay(st) -> None:
    """Rebuild ``st.pos``'s map from the scenario map and ``st.forts``."""
    st.pos = replace(st.pos, hexmap=overlay_map(st.game.scenario.hexmap, st.forts))


def set_fort(st, h, fort: dict | None) -> None:
    """Place ``fort`` (overlay entry, module doc) in hex ``h`` or remove the
    fortification there (``None``), then rebuild the position's map."""
    base = st.game.scenario.hexmap
    lab = base.label(h)
    orig = base.fortification_at(h)
    if fort is None and orig is None:
        st.forts.pop(lab, None)
    else:
        st.forts[lab] = fort
    apply_overlay(st)


def obstacle_at(st, h) -> str | None:
    """The kind of the obstacle card 16 may remove in ``h`` (one of
    play_rules.json ``obstacle_kinds``), else None."""
    f = st.pos.hexmap.fortification_at(h)
    return f.kind if f is not None and f.kind in st.data.rules["obstacle_kinds"] else None


def visible_overlay(st, side: str) -> dict:
    """The overlay as ``side`` may see it: the other side's hidden mines
    left out."""
    return {lab: f for lab, f in st.forts.items()
            if not (f is not None and f.get("hidden") and f.get("side") != side)}


def mine_found(st, h) -> None:
    """A mine in ``h`` attacked: if it was laid hidden, it is now known."""
    f = st.forts.get(st.pos.hexmap.label(h))
    if f is not None and f.get("hidden"):
        f["hidden"] = False
