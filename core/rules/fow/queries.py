"""Conformance queries for fow (../shared/conformance/README.md).

``concealment``: ``team``, ``observer`` -> ``concealed``, ``gone_to_ground``,
``to_hit_penalty`` (seed 001 p. 90).  ``moving_rof``: ``rof`` -> ``rof``
(seed 001 p. 91).  ``los``: ``from``, ``to`` -> ``clear``.  A case may set
``settings.inches_per_hex`` or ``options.inches_per_hex`` (default 2; tng_fow.md B.6).  Bad input raises
`RulesError` naming the case item.
"""
from __future__ import annotations

from core.errors import RulesError
from core.i18n import _
from core.model.hexmap import LabelError
from core.rules.fow.concealment import concealment
from core.rules.fow.los_policy import line_of_sight, sightline
from core.rules.fow.scale import Scale, scale_from
from core.rules.fow.shooting import moving_rof
from core.rules.fow.teams import Team, team_from_unit


def case_scale(case: dict) -> Scale:
    """The case's ground scale: ``inches_per_hex`` from ``settings``,
    ``scenario``, ``map`` or the case itself (default 2)."""
    for where in (case.get("settings"), case.get("options"), case.get("scenario"), case.get("map"), case):
        if isinstance(where, dict) and where.get("inches_per_hex") is not None:
            return scale_from(where)
    return Scale()


def case_teams(case: dict, hexmap) -> dict[str, Team]:
    """Every unit of the case as a `Team`, by id; `RulesError` naming a bad unit."""
    out = {}
    for i, unit in enumerate(case.get("units") or []):
        try:
            team = team_from_unit(unit, hexmap)
        except LabelError as e:
            raise RulesError(_("fow case units[{i}] ({id!r}): {e}").format(i=i, id=unit.get('id'), e=e)) from None
        if team.id in out:
            raise RulesError(_("fow case units[{i}]: duplicate unit id {id!r}").format(i=i, id=team.id))
        out[team.id] = team
    return out


def _team(teams: dict, query: dict, key: str) -> Team:
    uid = query.get(key)
    if uid not in teams:
        raise RulesError(_("fow query {kind!r}: {key} {uid!r} is not a unit of the case; units: {teams}").format(
                             kind=query.get('kind'), key=key, uid=uid,
                             teams=', '.join(sorted(teams)) or _("none")))
    return teams[uid]


def query_concealment(case: dict, hexmap) -> dict:
    """Concealment of ``query.team`` as seen by ``query.observer``."""
    teams = case_teams(case, hexmap)
    q = case.get("query") or {}
    team = _team(teams, q, "team")
    observer = _team(teams, q, "observer") if q.get("observer") is not None else None
    sight = sightline(hexmap, observer.hex, team.hex) if observer is not None else None
    return concealment(team, observer, hexmap, sight).as_dict()


def query_moving_rof(case: dict, hexmap) -> dict:
    """ROF of a weapon when its team moved (seed 001 p. 91 table)."""
    q = case.get("query") or {}
    return {"rof": moving_rof(q.get("rof"))}


def query_los(case: dict, hexmap) -> dict:
    """Line of sight between two hexes under the fow policy."""
    q = case.get("query") or {}
    try:
        a, b = hexmap.parse(q.get("from")), hexmap.parse(q.get("to"))
    except (LabelError, TypeError) as e:
        raise RulesError(_("fow los query: {e}").format(e=e)) from None
    result = line_of_sight(hexmap, a, b, case_scale(case))
    return {"clear": result.clear, "reason": result.reason}
