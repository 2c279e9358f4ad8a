"""Concealment and gone to ground (seed 001 pp. 90-91, Flames of War 3rd ed.).

The seed's concealment table, row = team type, column = situation
(v concealed, x not, - not applicable):

    team            moved, open   stationary*, open   dug in   concealed by terrain
    infantry             x               v               v              v
    man-packed gun       x               v               v              v
    light gun            x               x               v              v
    medium gun           x               x               v              v
    heavy gun            x               x               x              v
    immobile gun         x               x               x              v
    vehicle              x               x               -              v
    (* including a team that tried to dig in)

plus the memo: a team wholly in area terrain is concealed, and for it every
enemy team is concealed too (per observer); dug-in infantry, man-packed,
light and medium guns are concealed *except anti-aircraft guns*; a team that
fires but does not move or assault stays concealed.  Concealment is decided
per observer: a team may be concealed from one enemy and not another.

Gone to ground (p. 90): a team that did not move, shoot or assault.  To-hit
penalty: +1 against a concealed target, +1 more if it is also gone to ground
(+2 in all); gone to ground without concealment gives nothing (p. 90).

Hex adaptation (tng_fow.md B.6 item 5, interpretation stated here):
"concealed by terrain" = the target's hex is concealing terrain, or the
sight line from the observer passes through a concealing hex between them,
or crosses a concealing hexside feature (hedge, wall, bocage) that is not a
side of the observer's own hex (the model's-eye view: terrain the shooter
stands at does not hide the target).  The dug-in column applies whenever
the team is dug in (status ``dug_in`` or a ``dug_in`` fortification such as
foxholes), whatever else its status says; a dug-in vehicle (``-``) gets
nothing from it.
"""
from __future__ import annotations

from dataclasses import dataclass, field

from core.errors import RulesError
from core.i18n import N_, _
from core.rules.fow import terrain as T
from core.rules.fow.data import tables
from core.rules.fow.teams import Team

# Table columns "stationary in the open" and "dug in": team types marked v.
STATIONARY_OPEN_CONCEALED = frozenset({"infantry", "man_packed_gun"})
DUG_IN_CONCEALED = frozenset({"infantry", "man_packed_gun", "light_gun", "medium_gun"})
AA_EXCEPTION_TYPES = frozenset({"man_packed_gun", "light_gun", "medium_gun"})
RULE = "seed 001 p. 90"
# the team types as the reasons name them (msgids are the ids, as the English reasons have always read)
TYPE_WORDS = (N_("infantry"), N_("man_packed_gun"), N_("light_gun"), N_("medium_gun"), N_("heavy_gun"),
              N_("immobile_gun"), N_("vehicle"))


@dataclass(frozen=True)
class Sightline:
    """What lies between observer and target: ``hexes`` strictly between them
    and ``sides`` crossed as ``(hex_a, hex_b)`` pairs of adjacent hexes, in
    order from the observer.  Built by `core.rules.fow.los_policy.sightline`."""

    hexes: tuple = ()
    sides: tuple = ()


@dataclass(frozen=True)
class Concealment:
    """The answer for one target seen by one observer: ``concealed``,
    ``gone_to_ground``, ``to_hit_penalty`` (0, 1 or 2) and ``reason`` (which
    table column or memo line decided it)."""

    concealed: bool
    gone_to_ground: bool
    to_hit_penalty: int
    reason: str = ""
    rules: tuple = field(default=(RULE,))

    def as_dict(self) -> dict:
        """The conformance answer keys plus ``reason``."""
        return {"concealed": self.concealed, "gone_to_ground": self.gone_to_ground,
                "to_hit_penalty": self.to_hit_penalty, "reason": self.reason}


def is_gone_to_ground(team: Team) -> bool:
    """Seed 001 p. 90: gone to ground = did not move, shoot or assault this turn
    (trying to dig in does not stop it: p. 91 tactics note)."""
    return not (team.has("moved") or team.has("fired") or team.has("assaulted"))


def is_dug_in(team: Team, hexmap=None) -> bool:
    """Dug in by status or by a fortification that makes teams dug in (foxholes)."""
    if team.has("dug_in"):
        return True
    return bool(hexmap is not None and team.hex is not None and T.gives_dug_in(hexmap, team.hex))


def terrain_reason(hexmap, target_hex, observer_hex, sight: Sightline | None) -> str:
    """Why terrain conceals the target from the observer, or '' if it does not.
    Checks the observer's area terrain, the target's hex, the hexes between and
    the hexsides crossed (see the module docstring)."""
    if observer_hex is not None and T.is_area(hexmap, observer_hex):
        return _("observer is in area terrain ({terrain}): every enemy is concealed").format(
            terrain=hexmap.terrain_at(observer_hex))
    if T.is_concealing(hexmap, target_hex):
        return _("target is in concealing terrain ({terrain})").format(terrain=hexmap.terrain_at(target_hex))
    if sight is None:
        return ""
    for h in sight.hexes:
        if T.is_concealing(hexmap, h):
            return _("sight line passes through concealing terrain ({terrain} at {hex})").format(
                terrain=hexmap.terrain_at(h), hex=hexmap.label(h))
    for a, b in sight.sides:
        if observer_hex is not None and observer_hex in (a, b):
            continue
        for f in T.side_features(hexmap, a, b):
            if f.get("concealing"):
                return _("sight line crosses a {feature} between {a} and {b}").format(
                    feature=f['name'], a=hexmap.label(a), b=hexmap.label(b))
    return ""


def table_reason(team: Team, hexmap=None) -> tuple[bool, str]:
    """The first three columns of the seed's table (no terrain): (concealed, reason).

    The columns are separate ways to be concealed: a dug-in team that the
    dug-in column does not conceal (heavy and immobile guns, a vehicle's '-',
    an anti-aircraft gun, memo "except anti-aircraft guns") is still judged
    by the moved / stationary columns, so a stationary dug-in AA man-packed
    gun is concealed by the memo line "infantry and man-packed gun teams that
    did not move or assault are concealed, even in the open" (seed 001 p. 90)."""
    dug_note = ""
    if is_dug_in(team, hexmap):
        if team.type in DUG_IN_CONCEALED and not (team.anti_aircraft and team.type in AA_EXCEPTION_TYPES):
            return True, _("dug-in {type}: concealed").format(type=_(team.type))
        if team.type == "vehicle":
            dug_note = _("vehicle cannot dig in (table '-'); ")
        elif team.anti_aircraft and team.type in AA_EXCEPTION_TYPES:
            dug_note = _("dug-in anti-aircraft gun gets no concealment from digging in; ")
        else:
            dug_note = _("dug-in {type} must be concealed by terrain; ").format(type=_(team.type))
    if team.has("moved") or team.has("assaulted"):
        return False, dug_note + _("{type} moved or assaulted in the open: not concealed").format(type=_(team.type))
    if team.type in STATIONARY_OPEN_CONCEALED:
        return True, dug_note + _("stationary {type} in the open: concealed").format(type=_(team.type))
    return False, dug_note + _("stationary {type} in the open: not concealed").format(type=_(team.type))


def concealment(team: Team, observer: Team | None, hexmap, sight: Sightline | None = None) -> Concealment:
    """Is ``team`` concealed from ``observer``, gone to ground, and what to-hit
    penalty does a shot at it carry (seed 001 p. 90)?

    ``team.hex`` must be set; ``observer`` may be None (no observer: only the
    target's own position counts).  Raises `RulesError` when the team
    observes itself or has no hex."""
    if team.hex is None:
        raise RulesError(_("fow concealment: team {id!r} is not on the map").format(id=team.id), RULE)
    if observer is not None and observer.id == team.id:
        raise RulesError(_("fow concealment: team {id!r} cannot be its own observer").format(id=team.id), RULE)
    obs_hex = observer.hex if observer is not None else None
    reason = terrain_reason(hexmap, team.hex, obs_hex, sight)
    concealed = bool(reason)
    if not concealed:
        concealed, reason = table_reason(team, hexmap)
    gtg = is_gone_to_ground(team)
    penalty = to_hit_penalty(concealed, gtg)
    return Concealment(concealed, gtg, penalty, reason)


def to_hit_penalty(concealed: bool, gone_to_ground: bool) -> int:
    """Seed 001 p. 90: +1 concealed, +1 more when also gone to ground; gone to
    ground alone gives no to-hit penalty."""
    mods = tables()["to_hit_modifiers"]
    if not concealed:
        return 0
    return mods["concealed"]["value"] + (mods["gone_to_ground_and_concealed"]["value"] if gone_to_ground else 0)
