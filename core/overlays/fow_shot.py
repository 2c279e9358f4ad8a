"""What the fow shooting preview says about one shot (no Qt here).

`scenario_team(sc, unit)` turns a scenario placement into a rules-core
`core.rules.fow.teams.Team` (catalogue stats overlaid with the unit's own;
``stats.status`` flags; the same conversion the play engine uses,
`core.play.fow.setup.unit_dict`).  `shot_report(sc, shooter_id, target_id)`
runs `core.rules.fow.fire.assess_shot` and explains it line by line:
distance, concealment and why (seed 001 p. 90), gone to ground, the to-hit
number with each modifier, the dice (halted or moving ROF, seed 001 p. 91)
and the save, armour or Firepower test the hits face (tng_fow.md B.4).
Rules errors come back in ``ShotReport.error``, never raised.
"""
from __future__ import annotations

from dataclasses import dataclass, field, replace

from core.catalogues import load_units, unit_stats
from core.errors import HexwrightError
from core.i18n import _
from core.play.fow.setup import unit_dict
from core.rules.fow.concealment import is_gone_to_ground
from core.rules.fow.data import tables
from core.rules.fow.fire import ShotAssessment, assess_shot
from core.rules.fow.scale import Scale, distance_inches
from core.rules.fow.shooting import moving_rof
from core.rules.fow.teams import Team, team_from_unit


@dataclass
class ShotReport:
    """``shooter``/``target`` ids, ``shot`` (the `ShotAssessment`, None on
    error), ``lines`` (readable text, first line the headline), ``error``."""

    shooter: str
    target: str
    shot: ShotAssessment | None = None
    lines: list[str] = field(default_factory=list)
    error: str = ""

    @property
    def legal(self) -> bool:
        """True when the shot may be taken."""
        return self.shot is not None and self.shot.legal

    def summary(self) -> str:
        """One line for the status bar."""
        if self.error:
            return f"{self.shooter} -> {self.target}: {self.error}"
        s = self.shot
        if s is None or not s.legal:  # not self.legal
            return self.lines[1] if len(self.lines) > 1 else "no shot"
        return (f"{self.shooter} -> {self.target}: hit on {s.to_hit}+ with {s.dice} "
                f"{'die' if s.dice == 1 else 'dice'}; concealed {'yes' if s.concealed else 'no'}, "
                f"gone to ground {'yes' if s.gone_to_ground else 'no'}")


def scenario_scale(sc) -> Scale:
    """The scenario's ground scale (``options.inches_per_hex``, default 2);
    `RulesError` for a bad value."""
    v = (sc.options or {}).get("inches_per_hex")
    return Scale() if v is None else Scale(v)


def scenario_team(sc, u) -> Team:
    """The rules-core `Team` of placement ``u`` of fow scenario ``sc``;
    `HexwrightError` (a `RulesError`) naming the unit for bad data."""
    stats = unit_stats(u.catalogue_id, u.stats, sc.ruleset)
    entry = load_units(sc.ruleset).get(u.catalogue_id) if u.catalogue_id else None
    d = unit_dict(u, dict(stats, _kind=entry.kind if entry else None),
                  sc.hexmap.label(u.hex) if u.hex is not None else None)
    if d["kind"] is None:
        raise HexwrightError(_("unit {id!r} has no team type").format(id=u.id))
    return team_from_unit(d, sc.hexmap)


def _name(sc, u) -> str:
    if u.name:
        return u.name
    t = load_units(sc.ruleset).get(u.catalogue_id) if u.catalogue_id else None
    return t.name if t else u.id


def _to_hit_line(target: Team, s: ShotAssessment) -> str:
    t = tables()
    mods = t["to_hit_modifiers"]
    base = t["skill"][target.skill]["hit_on"]
    parts = [f"{target.skill} target {base}+"]
    if s.concealed:
        parts.append(f"+{mods['concealed']['value']} concealed")
        if s.gone_to_ground:
            parts.append(f"+{mods['gone_to_ground_and_concealed']['value']} gone to ground")
    if s.long_range:
        parts.append(f"+{mods['long_range']['value']} long range (> {distance_inches('long_range'):g}\")")
    line = f"To hit: {s.to_hit}+ = " + " ".join(parts)
    if 6 < s.to_hit <= 9:
        line += f" (a 6, then {s.to_hit - 3}+)"
    elif s.to_hit > 9:
        line += " (cannot hit)"
    return line


def _dice_line(firer: Team, s: ShotAssessment) -> str:
    w = firer.weapons[0]
    if not ("moved" in firer.status or "digging_in" in firer.status):
        return f"Dice: {s.dice} (halted ROF {w.rof})"
    why = "moved" if "moved" in firer.status else "tried to dig in (counts as moved)"
    if w.rof_moving is not None:
        return f"Dice: {s.dice} ({why}: the weapon's moving ROF {w.rof_moving}, halted {w.rof})"
    return f"Dice: {s.dice} ({why}: ROF {w.rof} -> {moving_rof(int(w.rof)) if w.rof >= 1 else 0}, moving-ROF table)"


def _save_line(target: Team, firer: Team, s: ShotAssessment) -> str:
    w = firer.weapons[0]
    if target.armour is not None:
        arc = s.armour_arc or "front"
        value = target.armour.side if arc == "side" else target.armour.front
        lr = " +1 long range" if s.long_range else ""
        return f"Hits: armour save, {arc} {value}{lr} vs AT {w.anti_tank:g}; Firepower {w.firepower:g}+"
    line = f"Hits: save {s.save}+"
    if s.bulletproof:
        line += f", then a Firepower test {w.firepower:g}+ (bulletproof cover)"
    return line


def shot_report(sc, shooter_id: str, target_id: str) -> ShotReport:
    """Explain ``shooter_id`` shooting ``target_id`` in fow scenario ``sc``
    (module doc)."""
    rep = ShotReport(shooter_id, target_id)
    us, ut = sc.unit(shooter_id), sc.unit(target_id)
    if us is None or ut is None or us.hex is None or ut.hex is None:
        rep.error = "both units must be on the map"
        return rep
    try:
        scale = scenario_scale(sc)
        firer, target = scenario_team(sc, us), scenario_team(sc, ut)
        if not firer.weapons:
            rep.error = f"{shooter_id} has no weapon"
            return rep
        assess_firer = replace(firer, status=firer.status | {"moved"}) if "digging_in" in firer.status else firer
        s = assess_shot(assess_firer, target, sc.hexmap, scale)
    except HexwrightError as e:
        rep.error = str(e)
        return rep
    rep.shot = s
    head = (f"{_name(sc, us)} ({shooter_id}) -> {_name(sc, ut)} ({target_id}): {s.distance_hexes} hexes = "
            f"{scale.inches(s.distance_hexes):g}\"")
    if not s.legal:
        rep.lines = [head, f"No shot: {s.reason}"]
        return rep
    gtg = is_gone_to_ground(target)
    g_why = "did not move, shoot or assault" if gtg else \
        ", ".join(f for f in ("moved", "fired", "assaulted") if f in target.status)
    g_line = f"Gone to ground: {'yes' if gtg else 'no'} ({g_why})"
    if gtg and not s.concealed:
        g_line += " -- counts only when concealed"
    rep.lines = [head, f"Concealed: {'yes' if s.concealed else 'no'} -- {s.reason}", g_line,
                 _to_hit_line(target, s), _dice_line(firer, s), _save_line(target, firer, s)]
    return rep
