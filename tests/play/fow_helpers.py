"""Small Flames of War games built in code for the fow play-engine tests."""
from __future__ import annotations

from core.model import ControlHex, HexMap, Scenario, Side, UnitPlacement, Victory
from core.model.hexmap import Fortification
from core.play.actions import Die
from core.play.game import Game


def fow_game(units, rounds: int = 3, terrain=None, control=(), initiative="us", options=None, cols: int = 12,
             rows: int = 8, forts=None, vp_per_kill: int = 1, unit_vp=None) -> Game:
    """A ``cols`` x ``rows`` open fow map (flat, even) with ``units``:
    tuples ``(id, side, label, catalogue id or None, facing, stats[, hidden[, kind]])``;
    ``terrain`` {label: name}; ``forts`` {label: kind}; ``control``
    [(label, vp, owner)]; ``options`` (default inches_per_hex 2)."""
    hm = HexMap(cols, rows, "fow")
    for lab, t in (terrain or {}).items():
        hm.terrain[hm.parse(lab)] = t
    for lab, kind in (forts or {}).items():
        hm.fortifications[hm.parse(lab)] = Fortification(kind)

    def place(t):
        uid, side, lab, cat, facing, stats, *rest = t
        hidden = bool(rest and rest[0])
        kind = rest[1] if len(rest) > 1 else None
        return UnitPlacement(uid, side, hm.parse(lab), cat, dict(stats or {}), kind, "", facing, hidden)

    sc = Scenario(hm, "fow", "mini fow", sides=[Side("us"), Side("german")], rounds=rounds, initiative=initiative,
                  options=dict(options if options is not None else {"inches_per_hex": 2}),
                  units=[place(t) for t in units],
                  victory=Victory(vp_per_kill, dict(unit_vp or {}),
                                  [ControlHex(hm.parse(lab), vp, "end", owner) for lab, vp, owner in control]))
    return Game(sc)


def roll(st, *values):
    """Apply die outcomes ``values`` in order."""
    for v in values:
        assert st.is_chance_node(), f"expected a chance node before die {v}"
        st.apply_action(Die(v))


def strs(st) -> list[str]:
    """The legal actions as strings."""
    return [str(a) for a in st.legal_actions()]
