"""What one side sees of a Flames of War game (`observe`).

Nothing is hidden in FoW but what the scenario sets up hidden: every team's
hex, facing and status flags (moved, fired, assaulted, dug in, digging in,
bogged, bailed out) are public, and so is whether a team is gone to ground
(seed 001 p. 90: did not move, shoot or assault) and concealed as far as its
own position goes (terrain it stands in, the concealment table; concealment
per shooter is in the shooting preview).  Enemy teams still hidden (scenario
``hidden``, revealed when they move, shoot, assault or an enemy comes near,
play_rules.json) are left out.
"""
from __future__ import annotations

from core.rules.fow.concealment import concealment, is_dug_in, is_gone_to_ground


def team_view(st, tid: str) -> dict:
    """The public facts of team ``tid`` (JSON values)."""
    t = st.team(tid)
    hm = st.data.hexmap
    c = concealment(t, None, hm)
    return {"id": tid, "side": t.side, "name": st.data.names[tid], "type": t.type, "kind": t.type,
            "hex": st.label(t.hex), "facing": t.facing, "status": sorted(t.status),
            "gone_to_ground": is_gone_to_ground(t), "dug_in": is_dug_in(t, hm),
            "concealed": c.concealed, "concealed_why": c.reason, "hidden": st.pos[tid]["hidden"]}


def map_templates(st) -> list[dict]:
    """The bombardment and smoke templates on the map now (public: the
    playtest draws them): ``kind`` (``bombard``/``smoke``), ``by`` (side),
    ``team``, ``aim`` and ``hexes`` (labels), ``round``, ``ranged`` (None
    while ranging in; tng_fow.md B.4/B.2)."""
    return [dict(tp, hexes=list(tp["hexes"])) for tp in st.templates]


def observe(st, side: str) -> dict:
    """The observation of ``side``; `ValueError` for a side not in the game.
    ``teams`` (also as ``units``, the key the editor's playtest layer reads)
    lists `team_view` dicts; ``legal_actions`` only for the side to act."""
    if side not in st.game.sides:
        raise ValueError(f"{side!r} is not a side of this game ({', '.join(st.game.sides)})")
    teams = [team_view(st, tid) for tid in st.alive() if st.visible_to(tid, side)]
    obs = {"side": side, "round": st.round, "turn": st.turn, "step": st.step,
           "current_player": st.current_player(), "teams": teams, "units": teams,
           "objectives": [{"hex": st.label(h), "vp": vp, "owner": owner} for h, vp, owner in st.data.objectives],
           "vp": dict(st.vp), "kills": dict(st.kills), "winner": st.winner(), "reason": st.reason,
           "pending": dict(st.chance) if st.chance else None, "log": list(st.log),
           "templates": map_templates(st)}
    if st.current_player() == side:
        obs["legal_actions"] = [str(a) for a in st.legal_actions()]
    return obs
