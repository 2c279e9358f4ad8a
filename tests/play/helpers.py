"""Small scenarios built in code for the play-engine tests."""
from __future__ import annotations

from core.model import ControlHex, HexMap, Scenario, Side, UnitPlacement, Victory
from core.model.scenario import Reinforcement
from core.play.game import Game


def mini_game(units, rounds: int = 2, caps=None, terrain=None, deck=None, control=(), initiative="german",
              starting_cards=None, reinforcements=(), cols: int = 8, rows: int = 8, forts=None) -> Game:
    """A ``cols`` x ``rows`` open CoH map with ``units``: tuples
    ``(id, side, label, catalogue id, facing[, hidden])``; ``terrain``
    {label: name}; ``deck`` a `Deck`; ``control`` [(label, vp, when,
    owner)]; ``reinforcements`` [(round, side, [unit tuples without hex],
    [entry labels])]; ``forts`` {label: fortification kind}."""
    hm = HexMap(cols, rows, "coh")
    for lab, t in (terrain or {}).items():
        hm.terrain[hm.parse(lab)] = t
    for lab, kind in (forts or {}).items():
        from core.model.hexmap import Fortification
        hm.fortifications[hm.parse(lab)] = Fortification(kind)

    def place(t, with_hex=True):
        uid, side, lab, cat, facing, *rest = t
        return UnitPlacement(uid, side, hm.parse(lab) if with_hex and lab else None, cat, facing=facing,
                             hidden=bool(rest and rest[0]))

    sc = Scenario(hm, "coh", "mini", sides=[Side("german"), Side("soviet")], rounds=rounds,
                  initiative=initiative, caps=dict(caps or {"german": 5, "soviet": 5}),
                  units=[place(t) for t in units],
                  decks=[deck] if deck else [],
                  starting_cards=dict(starting_cards or {}),
                  reinforcements=[Reinforcement(r, s, [place(t, False) for t in us], [hm.parse(x) for x in ent])
                                  for r, s, us, ent in reinforcements],
                  victory=Victory(1, {}, [ControlHex(hm.parse(lab), vp, w, o) for lab, vp, w, o in control]))
    return Game(sc)


def play_to_turn(st):
    """Apply chance outcomes (the first outcome each time) until a player
    is to act; returns the state."""
    while st.is_chance_node():
        st.apply_action(st.chance_outcomes()[0][0])
    return st


def roll(st, *values):
    """Apply die outcomes ``values`` in order."""
    from core.play.actions import Die
    for v in values:
        st.apply_action(Die(v))


def last_event(log: list[str]) -> str:
    """The last log line that is not a roll's explanation (those are
    indented under their result line, core/play/coh/explain.py)."""
    return [line for line in log if not line.split(" ", 1)[-1].startswith("    ")][-1]
