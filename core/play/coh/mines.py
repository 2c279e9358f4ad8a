"""Mines (rules/coh.md 7): every unit that **enters, pivots in, or starts
close combat in** a mine hex is attacked at once with the mines' Hit
Number: a hit when 2D6 reaches it (the option ``hit_comparison``
applies), a critical hit (destroyed) at Hit Number + ``critical_margin``,
otherwise a hit marker from the unit's pile; a unit already hit is
destroyed (coh.md 3.1).  Soft and armored targets alike: terrain, armour
and smoke never change the roll; **only the mine owner's CAPs** do (at
most 2 per roll, either direction: `mine_caps_options`).  Units leaving a
mine hex or defending in close combat there are not attacked.  A hidden
unit hit is revealed.  Pioneers on foot enter without triggering them.

Mines are hidden: the owner's opponent does not see them until they
attack (`unseen_mines`, for the surfaces that draw the map).

Values no source fixes are in play_rules.json: ``mine_hit_number`` (the
example's 8; the map does not print one), ``mine_owner`` (whose the map's
mines are) and ``pioneers`` (which units count as pioneers).  Vehicles
never bonus-move into a mine hex (terrain.json ``blocks_bonus``).
"""
from __future__ import annotations

from core.hexgrid import distance
from core.i18n import _
from core.play.actions import Fire, Move, Pivot
from core.play.coh.choices import RollCaps
from core.play.coh.explain import mines_explanation, record
from core.play.coh.forts import mine_found
from core.play.coh.transport import Load, Unload, riders
from core.rules.coh import hidden as H
from core.rules.coh.hitmarkers import apply_hit

RULE = "rules/coh.md 7 (mines)"


def is_pioneer(st, u) -> bool:
    """Foot units flagged ``pioneer`` or carrying a flamethrower (the AtB
    pioneers; play_rules.json ``pioneers``, assumed)."""
    return u.move_class == "foot" and bool(u.stat("pioneer") or u.stat("flamethrower"))


def _is_mine(st, h) -> bool:
    f = st.pos.hexmap.fortification_at(h)
    return f is not None and f.kind == "mines"


def mine_owner(st, h) -> str | None:
    """The side whose mines lie in ``h``: the side recorded by card 17, else
    (play_rules.json ``mine_owner``, assumed) the defender -- the side
    without the round-1 initiative the scenario names -- or, when it names
    none, the side with a set-up unit nearest the hex (the scenario's
    second side on a tie)."""
    lab = st.pos.hexmap.label(h)
    laid = st.forts.get(lab)
    if laid is not None and laid.get("side"):
        return laid["side"]
    sides = st.game.sides
    first = st.game.scenario.initiative
    if first in sides:
        return sides[1] if first == sides[0] else sides[0]
    memo = st.data.memo.setdefault("mine_owner", {})
    if lab not in memo:
        best = None
        for u in st.data.setup:
            key = (distance(u.hex, h), sides.index(u.side) == 0 if u.side in sides else True)
            if best is None or key < best[0]:
                best = (key, u.side)
        memo[lab] = best[1] if best else None
    return memo[lab]


def mine_known(st, h) -> bool:
    """True once the mines in ``h`` have attacked (both sides know them)."""
    return st.pos.hexmap.label(h) in st.effects.get("mines_known", [])


def unseen_mines(st, side: str) -> set[str]:
    """Labels of the mine hexes ``side`` may not see: the opponent's mines
    that have not attacked yet."""
    hm = st.pos.hexmap
    return {hm.label(h) for h, f in hm.fortifications.items()
            if f.kind == "mines" and mine_owner(st, h) not in (side, None) and not mine_known(st, h)}


def mine_victims(st, a, start: dict) -> list[str]:
    """Ids of the units action ``a`` exposes to mines: units of a move that
    left their ``start`` hex for a mine hex, units that pivoted in one, and
    the firers of a close-combat attack in one (module doc)."""
    units = list(a.units)
    units += [r for r in riders(st, units) if r not in units]  # a vehicle's passenger meets its mines (E3 15.8)
    out = []
    for uid in units:
        u = st.unit(uid)
        if u is None or (is_pioneer(st, u) and u.carrier is None) or not _is_mine(st, u.hex):
            continue  # a carried pioneer cannot use its ability (rules/coh.md 4.3, E3 15.8)
        if isinstance(a, (Move, Load, Unload)) and u.hex != start.get(uid, start.get(u.carrier or "")):
            out.append(uid)
        elif isinstance(a, Pivot):
            out.append(uid)
        elif isinstance(a, Fire) and st.unit(a.target) is not None and st.unit(a.target).hex == u.hex:
            out.append(uid)  # a close-combat attack started in the mine hex
    return out


def start_mines(st, ch: dict, victims: list[str]) -> None:
    """Put the pending resolution on the mine attacks: the owner first
    declares CAPs when it holds any (stage ``mine_caps``), then 2D6 per
    victim (stage ``mines``)."""
    ch.update(stage="mines", mine_units=victims, dice=[], need=2 * len(victims), mine_caps=0)
    owner = mine_owner(st, st.unit(victims[0]).hex)
    if owner is not None and st.caps.get(owner, 0) > 0:
        ch["stage"] = "mine_caps"
        ch["mine_owner"] = owner
        st.turn = owner


def mine_caps_options(st) -> list:
    """The owner's choices before the mine rolls: -2..+2 CAPs on each roll
    (+ lowers the Hit Number, - raises it), paid per roll."""
    ch = st.chance
    n = len(ch["mine_units"])
    top = st.pos.options.max_caps_per_roll
    return [RollCaps("mines", k) for k in range(-top, top + 1) if abs(k) * n <= st.caps[st.turn]]


def declare_mine_caps(st, a) -> None:
    """The owner's `RollCaps` on the mines: paid at once, then the dice."""
    ch = st.chance
    ch["mine_caps"] = a.caps
    st.caps[st.turn] -= abs(a.caps) * len(ch["mine_units"])
    ch["stage"] = "mines"
    st.turn = ch["side"]


def mine_hit_number(st, ch: dict) -> int:
    """The Hit Number of this mine attack after the owner's CAPs."""
    return st.data.rules["mine_hit_number"] - ch.get("mine_caps", 0)


def mine_rolls(st, ch: dict) -> None:
    """Score the dice (two per victim): ``ch["mine_hits"]`` = ``[[id,
    critical]]``; hits that need a marker go to ``ch["marker_units"]``."""
    opts = st.pos.options
    hn = mine_hit_number(st, ch)
    hits, need = [], []
    known = st.effects.setdefault("mines_known", [])
    for i, uid in enumerate(ch["mine_units"]):
        h = st.unit(uid).hex
        mine_found(st, h)
        if st.label(h) not in known:
            known.append(st.label(h))
        roll = ch["dice"][2 * i] + ch["dice"][2 * i + 1]
        hit = opts.succeeds(roll, hn)
        crit = hit and roll >= hn + opts.critical_margin
        caps = ch.get("mine_caps", 0)
        st.say(_("  mines attack {uid}: 2D6 {roll} vs Hit Number {hn}").format(uid=uid, roll=roll, hn=hn)
               + (_(" ({mine_hit_number} {value:+d} CAPs)").format(
                      mine_hit_number=st.data.rules['mine_hit_number'], value=-caps) if caps else "") + ": "
               + (_("destroyed") if crit else _("hit") if hit else _("miss")))
        record(st, [mines_explanation(st.pos, uid, st.data.rules["mine_hit_number"], caps, roll)])
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
        st.say(_("  revealed {revealed}").format(revealed=', '.join(revealed)))
