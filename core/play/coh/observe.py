"""What one side may see of a Conflict of Heroes game (seed 000 §8.1,
§10.0; coh.md 3.1).

`observe(state, side)` returns a JSON dict for the UI and bots:

* ``round``, ``phase``, ``turn``, ``to_act`` (True when ``side`` is to
  act), ``vp``, ``caps``, ``lost``, ``control`` (public);
* ``units``: ``side``'s own units in full (hidden ones flagged
  ``hidden``), and the enemy units on the map -- enemy hidden units are
  left out, enemy hit markers are face down (``hits`` is only their count,
  ``"hits_face_down": n``);
* ``hand``: ``side``'s cards; ``opponent_hand``: their number only;
  ``deck_sizes``; ``discard`` (played cards are public);
* ``pending``: ``side``'s reinforcements waiting to enter; the enemy's as a
  count;
* ``activation``: ``side``'s pool and members; the enemy's pool and its
  visible members;
* ``legal_actions``: the ``str`` of each legal action when ``side`` is to
  act (legal actions never depend on hidden enemy positions);
* ``fortifications`` (only when play changed some, forts.py): the
  overlay without the enemy's hidden mines;
* ``log``: the game log as ``side`` may read it (`CohState.log_for`: the
  other side's hidden moves and the names of its hit markers are
  replaced by public text).

A unit carried or towed by a vehicle names it as ``carrier`` (public:
the passenger rides on the vehicle counter; vehicles never hide, so a
passenger is seen whenever its vehicle is).
"""
from __future__ import annotations


from core.play.coh.forts import visible_overlay


def observe(st, side: str) -> dict:
    """The observation of ``side`` (see module doc); `KeyError`-free for
    any side of the game, `ValueError` for an unknown side."""
    if side not in st.game.sides:
        raise ValueError(f"unknown side {side!r}; sides: {', '.join(st.game.sides)}")
    opp = st.opponent(side)
    units = []
    for u in st.pos.units:
        if u.side == side:
            d = {"id": u.id, "side": u.side, "kind": u.kind, "hex": st.label(u.hex), "facing": u.facing,
                 "hidden": u.hidden, "spent": u.spent, "hits": list(u.hits), "hasty_defense": u.hasty_defense}
        elif u.hidden:
            continue
        else:
            d = {"id": u.id, "side": u.side, "kind": u.kind, "hex": st.label(u.hex), "facing": u.facing,
                 "spent": u.spent, "hits_face_down": len(u.hits), "hasty_defense": u.hasty_defense}
        if u.carrier is not None:  # a passenger rides on top of its vehicle, in view (transport.py)
            d["carrier"] = u.carrier
        units.append(d)
    act = st.activation.get(side)
    oact = st.activation.get(opp)
    visible = {u.id for u in st.pos.units if not u.hidden}
    to_act = st.current_player() == side
    return {
        "side": side, "round": st.round, "rounds": st.game.scenario.rounds, "phase": st.phase, "turn": st.turn,
        "to_act": to_act, "vp": dict(st.vp), "caps": dict(st.caps), "lost": dict(st.lost),
        "control": dict(st.control), "units": units,
        "enemy_hidden": [{"id": u.id, "kind": u.kind, "spent": u.spent} for u in st.pos.units
                         if u.side == opp and u.hidden],
        "hand": list(st.hands[side]), "opponent_hand": len(st.hands[opp]),
        "deck_sizes": {k: sum(v.values()) for k, v in st.decks.items()}, "discard": list(st.discard),
        "pending": list(st.pending[side]), "opponent_pending": len(st.pending[opp]),
        "activation": None if act is None else {"pool": act["pool"], "members": list(act["members"])},
        "opponent_activation": None if oact is None else
        {"pool": oact["pool"], "members": [m for m in oact["members"] if m in visible]},
        "legal_actions": [str(a) for a in st.legal_actions()] if to_act else [],
        "log": st.log_for(side),
    } | ({"fortifications": visible_overlay(st, side)} if st.forts else {})
