"""Movement on hexes: speeds per mobility class and going, bog checks
(tng_fow.md B.5; scale tng_fow.md B.6).

A team moves up to its speed in inches for the going it meets (tables.json
``movement_inches``: v2 table road / cross-country / rough [V S4]).  On hexes:

* Each hex entered has a going class: the worse of its terrain (and
  fortification) and the hexside crossed into it (terrain.json ``going``):
  ``cross_country``, ``slow``, ``difficult``, ``very_difficult`` or
  ``impassable`` (may not enter).
* A move uses the speed of the slowest going it enters (``going_column`` maps
  slow / difficult / very difficult to the ``rough`` column, assumed); the
  road speed only when every step runs along a road (both hexes flagged
  ``road``, or a ``road`` hexside feature).  A road step inside a mixed move
  counts as cross-country going.
* The path may hold at most ``scale.hexes_within(speed)`` hexes (rounding
  stated in `core.rules.fow.scale`).
* Bog checks (`bog_check`): entering difficult going, a vehicle (and a towed
  gun, assumed) passes on 2+ (heavy or overloaded: 3+); very difficult going
  needs a skill test (veteran 3+, trained 4+, conscript 5+).  Bogged teams
  may not move.  `unbog_needed`: a skill test, 4+ with Wide Tracks;
  `breaks_down`: an Unreliable vehicle At the Double breaks down on a 1
  (tng_fow.md B.5 special rules).
"""
from __future__ import annotations

from collections import deque

from core.errors import RulesError
from core.hexgrid import distance, line
from core.i18n import _
from core.rules.fow import terrain as T
from core.rules.fow.data import tables
from core.rules.fow.scale import Scale
from core.rules.fow.teams import Team

RULE = "tng_fow.md B.5"
_COLUMN_ORDER = ("road", "cross_country", "rough")


def speed_inches(team: Team, column: str) -> float:
    """Speed in inches of ``team``'s movement class in table ``column``
    (``road``, ``cross_country``, ``rough``); `RulesError` for an unknown class."""
    classes = tables()["movement_inches"]["classes"]
    row = classes.get(team.movement_class)
    if row is None:
        raise RulesError(_("fow team {id!r}: no movement row for class {movement_class!r}; known: "
                           "{classes}").format(
                             id=team.id, movement_class=team.movement_class,
                             classes=', '.join(sorted(classes))), RULE)
    return float(row[column])


def step_going(hexmap, a, b) -> str:
    """Going class of moving from ``a`` into adjacent ``b`` (hex and hexside)."""
    if distance(a, b) != 1:
        raise RulesError(_("fow move: {a} and {b} are not adjacent").format(a=hexmap.label(a), b=hexmap.label(b)), RULE)
    going = T.hex_going(hexmap, b)
    side = T.side_going(hexmap, a, b)
    return T.worse(going, side) if side else going


def is_road_step(hexmap, a, b) -> bool:
    """True when the step ``a`` -> ``b`` runs along a road."""
    if "road" in hexmap.features_between(a, b):
        return True
    return "road" in hexmap.flags_at(a) and "road" in hexmap.flags_at(b)


def _column(going: str) -> str:
    cols = tables()["movement_inches"]["going_column"]
    if going not in cols:
        raise RulesError(_("fow move: unknown going class {going!r}").format(going=going), RULE)
    return cols[going]


def _combine(col1: str, col2: str) -> str:
    return col1 if _COLUMN_ORDER.index(col1) >= _COLUMN_ORDER.index(col2) else col2


def _next_column(col: str, step: str) -> str:
    """Governing column after a step: a road step keeps it (all-road moves stay
    ``road``; off-road it counts as cross-country, never better than ``col``);
    another step makes it the slower of the two."""
    if step == "road":
        return col
    return step if col == "road" else _combine(col, step)


def step_column(hexmap, a, b) -> str | None:
    """Movement column of one step: ``road``, ``cross_country``, ``rough``;
    None when impassable (a bridge or road does not open impassable going)."""
    going = step_going(hexmap, a, b)
    if going == "impassable":
        return None
    if is_road_step(hexmap, a, b):
        return "road"
    return _column(going)


def path_column(hexmap, start, path: list, step_col=None) -> str | None:
    """The speed column that governs a move from ``start`` through ``path``
    (the hexes entered, in order); None if any step is impassable.
    ``step_col(a, b)`` may replace `step_column` (a cache of it)."""
    step_col = step_col or (lambda a, b: step_column(hexmap, a, b))
    col = "road"
    prev = start
    for h in path:
        c = step_col(prev, h)
        if c is None:
            return None
        col = _next_column(col, c)
        prev = h
    return col


def move_legal(team: Team, hexmap, path: list, scale: Scale) -> tuple[bool, str]:
    """Can ``team`` make the move ``path`` (hexes entered, in order, from
    ``team.hex``)?  Returns ``(legal, reason)``; bogged teams may not move."""
    if team.has("bogged"):
        return False, "bogged down: may not move"
    if not path:
        return True, "no move"
    col = path_column(hexmap, team.hex, path)
    if col is None:
        return False, "path enters impassable going"
    allowance = scale.hexes_within(speed_inches(team, col))
    if len(path) > allowance:
        return False, f"{len(path)} hexes > {allowance} allowed ({col} speed)"
    return True, f"{len(path)} of {allowance} hexes ({col} speed)"


def reachable(team: Team, hexmap, scale: Scale, blocked: frozenset = frozenset(), step_col=None) -> dict:
    """Every hex ``team`` can end its move in: ``{hex: hexes moved}`` (its own
    hex excluded).  ``blocked`` hexes may not be entered.  Breadth-first over
    (hex, governing column) states, so the slowest-going rule holds exactly.
    ``step_col(a, b)`` may replace `step_column` (a cache of it)."""
    if team.has("bogged") or team.hex is None:
        return {}
    step_col = step_col or (lambda a, b: step_column(hexmap, a, b))
    speeds = {c: scale.hexes_within(speed_inches(team, c)) for c in _COLUMN_ORDER}
    best: dict = {}
    seen = {(team.hex, "road"): 0}
    queue = deque([(team.hex, "road", 0)])
    while queue:
        h, col, n = queue.popleft()
        for nb in hexmap.neighbours(h):
            if nb in blocked:
                continue
            c = step_col(h, nb)
            if c is None:
                continue
            new = _next_column(col, c)
            if n + 1 > speeds[new]:
                continue
            if (nb, new) in seen:
                continue
            seen[(nb, new)] = n + 1
            if nb != team.hex:
                best[nb] = min(best.get(nb, n + 1), n + 1)
            queue.append((nb, new, n + 1))
    return best


def bog_check(team: Team, going: str, die: int) -> str:
    """Bog check for ``team`` entering ``going`` with die face ``die``:
    ``"no_check"``, ``"passed"`` or ``"bogged"`` (tng_fow.md B.5 [V S4])."""
    if isinstance(die, bool) or not isinstance(die, int) or not 1 <= die <= 6:
        raise RulesError(_("fow bog check: die must be a face 1-6, got {die!r}").format(die=die), RULE)
    bog = tables()["bogging"]
    if going not in ("difficult", "very_difficult") or not bog["who_checks"].get(team.type, False):
        return "no_check"
    if going == "difficult":
        needed = bog["difficult"]["heavy_pass_on" if team.heavy or team.overloaded else "pass_on"]
    else:
        needed = tables()["skill"][team.skill]["skill_test"]
    return "passed" if die >= needed else "bogged"


def unbog_needed(team: Team) -> int:
    """The score a bogged ``team`` needs to free itself in its starting step:
    its skill test (tng_fow.md B.5 [V S4]), 4+ with Wide Tracks (tables.json
    ``bogging.wide_tracks``, tng_fow.md B.5 special rules)."""
    if team.wide_tracks:
        return int(tables()["bogging"]["wide_tracks"]["free_on"])
    return int(tables()["skill"][team.skill]["skill_test"])


def breaks_down(team: Team, die: int) -> bool:
    """True when an Unreliable ``team`` moving At the Double breaks down on
    ``die`` (a 1; tng_fow.md B.5 special rules): it counts as bogged down."""
    if isinstance(die, bool) or not isinstance(die, int) or not 1 <= die <= 6:
        raise RulesError(_("fow breakdown: die must be a face 1-6, got {die!r}").format(die=die), RULE)
    return team.unreliable and die <= int(tables()["bogging"]["unreliable"]["breaks_down_on"])


def double_move_legal(team: Team, hexmap, dest, scale: Scale, blocked: frozenset = frozenset(),
                      step_col=None) -> tuple[bool, str]:
    """Can ``team`` move At the Double to ``dest`` (tng_fow.md B.5 [V S6]):
    by the most direct path -- the hex line `core.hexgrid.line` from its hex
    -- entering no ``blocked`` hex and no impassable going, up to twice its
    speed (tables.json ``at_the_double.move_factor``) for the slowest going
    on that path.  Returns ``(legal, reason)``; ``step_col`` as in `reachable`."""
    if team.has("bogged"):
        return False, "bogged down: may not move"
    if team.hex is None or dest == team.hex:
        return False, "no move"
    path = line(team.hex, dest)[1:]
    if any(h in blocked or not hexmap.contains(h) for h in path):
        return False, "the direct path is blocked"
    col = path_column(hexmap, team.hex, path, step_col)
    if col is None:
        return False, "the direct path enters impassable going"
    factor = tables()["at_the_double"]["move_factor"]
    allowance = scale.hexes_within(factor * speed_inches(team, col))
    if len(path) > allowance:
        return False, f"{len(path)} hexes > {allowance} allowed at the double ({col} speed)"
    return True, f"{len(path)} of {allowance} hexes at the double ({col} speed)"
