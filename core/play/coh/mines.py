"""Mines (coh.md 7): every unit that moves into a mine hex is attacked at
once with the mines' Hit Number: a hit when 2D6 reaches it (the option
``hit_comparison`` applies), a critical hit (destroyed) at Hit Number +
``critical_margin``, otherwise a hit marker from the unit's pile; a unit
already hit is destroyed (coh.md 3.1).  A hidden unit hit is revealed.
Pioneers on foot enter without triggering them.

Values no source fixes are in play_rules.json: ``mine_hit_number`` (the
example's 8; the map does not print one) and ``pioneers`` (which units
count as pioneers).  Mines are attacked for both sides (the map does not
say whose they are); entering is the trigger, pivoting in a mine hex and
close combat there are not modelled.  A mine laid hidden by card 17
(forts.py) is known once it attacks.
"""
from __future__ import annotations

from core.rules.coh import hidden as H
from core.rules.coh.hitmarkers import apply_hit


def is_pioneer(st, u) -> bool:
    """Foot units flagged ``pioneer`` or carrying a flamethrower (the AtB
    pioneers; play_rules.json ``pioneers``, assumed)."""
    return u.move_class == "foot" and bool(u.stat("pioneer") or u.stat("flamethrower"))


def mine_victims(st, units: tuple, start: dict) -> list[str]:
    """Ids of ``units`` that left their ``start`` hex for a mine hex."""
    hm = st.pos.hexmap
    out = []
    for uid in units:
        u = st.unit(uid)
        if u is None or u.hex == start.get(uid):
            continue
        f = hm.fortification_at(u.hex)
        if f is not None and f.kind == "mines" and not is_pioneer(st, u):
            out.append(uid)
    return out


def mine_rolls(st, ch: dict) -> None:
    """Score the dice (two per victim): ``ch["mine_hits"]`` = ``[[id,
    critical]]``; hits that need a marker go to ``ch["marker_units"]``."""
    opts = st.pos.options
    hn = st.data.rules["mine_hit_number"]
    hits, need = [], []
    from core.play.coh.forts import mine_found
    for i, uid in enumerate(ch["mine_units"]):
        mine_found(st, st.unit(uid).hex)
        roll = ch["dice"][2 * i] + ch["dice"][2 * i + 1]
        hit = opts.succeeds(roll, hn)
        crit = hit and roll >= hn + opts.critical_margin
        st.say(f"  mines attack {uid}: 2D6 {roll} vs {hn} " + ("destroyed" if crit else "hit" if hit else "miss"))
        if hit:
            hits.append([uid, crit])
            if not crit and not st.unit(uid).hits:
                need.append(uid)
    ch["mine_hits"] = hits
    ch["marker_units"] = need
    ch["markers"] = []
    ch["stage"] = "mine_markers"


def mine_apply(st, ch: dict) -> None:
    """Apply the mine hits with their drawn markers."""
    markers = dict(ch["markers"])
    revealed = []
    for uid, crit in ch["mine_hits"]:
        u = st.unit(uid)
        st.pos = st.pos.replace_unit(apply_hit(u, markers.get(uid), crit))
        if u.hidden:
            st.pos, r = H.reveal(st.pos, [o.id for o in st.pos.units_at(u.hex) if o.hidden])
            revealed += r
    if revealed:
        st.say(f"  revealed {', '.join(revealed)}")
