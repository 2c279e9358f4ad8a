"""Artillery bombardments and smoke on hexes (tng_fow.md B.2, B.4; seed 001
p. 90).  Pure functions; the dice are rolled by the play engine
(`core.play.fow.dice` kind ``bombard``).

* The template (`template_hexes`): the aimed hex and every hex within
  ``template_half_width`` (tables.json, 3 inches: half of FoW's 6 inch
  template, assumed) of it, through `core.rules.fow.scale` (at 2 or 3 inches
  a hex: the aimed hex and its six neighbours).
* Ranging in (`ranging_terms`): the spotting team must score the to-hit
  number of the aimed team as a shot would -- its skill, +1 concealed, +1
  more concealed and gone to ground (seed 001 p. 90 names bombardment), no
  long range -- with ``attempt_penalty`` more for each further attempt, up
  to ``ranging_attempts`` tries (tables.json ``bombardment``, assumed).
* Each enemy team under the template is then hit on its own number with
  the same terms (`team_terms`); a hit team saves as against shooting, an
  armoured vehicle with its top armour, and a failed save in bulletproof
  cover takes the bombardment's Firepower test (tng_fow.md B.4).
* Smoke (`smoke_conceals`): a target in a smoke hex, or seen through one
  (a hex strictly between on the sight line), counts as concealed
  (tng_fow.md B.2 [U]); it lies until the start of the laying side's next
  turn (tables.json ``smoke``, assumed).
"""
from __future__ import annotations

from core.hexgrid import distance
from core.rules.fow.concealment import concealment
from core.rules.fow.data import tables
from core.rules.fow.los_policy import sightline
from core.rules.fow.scale import Scale, distance_inches
from core.rules.fow.teams import Team

RULE = "tng_fow.md B.4"


def template_hexes(hexmap, aim, scale: Scale) -> list:
    """The hexes under a template laid on hex ``aim`` (on the map, sorted by
    label): every hex within ``template_half_width`` inches (at least the
    aimed hex itself)."""
    reach = scale.hexes_within(distance_inches("template_half_width"))
    out = [h for h in hexmap.hexes() if distance(h, aim) <= reach]
    return sorted(out, key=hexmap.label)


def smoke_conceals(hexmap, observer_hex, target_hex, smoke: frozenset) -> bool:
    """True when the target at ``target_hex`` stands in smoke or is seen
    from ``observer_hex`` through smoke (``smoke``: hexes; tng_fow.md B.2)."""
    if not smoke:
        return False
    if target_hex in smoke:
        return True
    return any(h in smoke for h in sightline(hexmap, observer_hex, target_hex).hexes)


def _terms(target: Team, spotter: Team, hexmap, smoke: frozenset) -> list[tuple[str, int, str]]:
    mods = tables()["to_hit_modifiers"]
    sight = sightline(hexmap, spotter.hex, target.hex)
    c = concealment(target, spotter, hexmap, sight)
    out = []
    concealed = c.concealed
    if concealed:
        out.append(("concealed", mods["concealed"]["value"], "seed 001 p. 90"))
    elif smoke_conceals(hexmap, spotter.hex, target.hex, smoke):
        concealed = True
        out.append(("smoke (concealed)", mods["concealed"]["value"], "tng_fow.md B.2"))
    if concealed and c.gone_to_ground:
        out.append(("gone to ground", mods["gone_to_ground_and_concealed"]["value"], "seed 001 p. 90"))
    return out


def team_terms(target: Team, spotter: Team, hexmap, smoke: frozenset = frozenset()) -> dict:
    """The to-hit roll of one team under the template: ``{"base", "terms":
    [(what, +n, rule)], "needed"}`` -- the target's skill (tng_fow.md B.2)
    and the concealment terms as the spotter sees it (seed 001 p. 90)."""
    base = tables()["skill"][target.skill]["hit_on"]
    terms = _terms(target, spotter, hexmap, smoke)
    return {"base": base, "terms": terms, "needed": base + sum(v for _, v, _ in terms)}


def ranging_terms(target: Team, spotter: Team, hexmap, attempt: int = 1, smoke: frozenset = frozenset()) -> dict:
    """The ranging-in roll on ``target`` by ``spotter`` at try ``attempt``
    (1 = the first): `team_terms` plus ``attempt_penalty`` per earlier try
    (tables.json ``bombardment``, assumed)."""
    t = team_terms(target, spotter, hexmap, smoke)
    if attempt > 1:
        pen = tables()["bombardment"]["attempt_penalty"]["value"] * (attempt - 1)
        t["terms"] = t["terms"] + [(f"ranging attempt {attempt}", pen, "tables.json bombardment (assumed)")]
        t["needed"] += pen
    return t


def ranging_attempts() -> int:
    """How many tries a bombardment has to range in (tables.json, assumed)."""
    return int(tables()["bombardment"]["ranging_attempts"]["value"])
