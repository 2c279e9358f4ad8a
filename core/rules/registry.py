"""The one place that knows which rulesets exist and where each one's parts
live: `spec(name) -> RulesetSpec`.

Every surface (editor, command line, play engines, conformance runner)
asks a ruleset for its parts through its spec, never by building module
names itself and never by comparing ruleset names:

* catalogues: the data files beside its ``package`` (terrain.json,
  units.json, cards.json), read by `core.rules.catalogue.load_catalogue`
  and `core.catalogues.load_units` / `load_cards` (they import this
  module to find the package; this module imports none of them);
* rules: `RulesetSpec.rules(**options)` (the `core.rules.base.Ruleset`),
  `los_policy()` (`core.los.LosPolicy`), `engine()` (the play engine
  module, `core.play.game`), `conformance_query(case, hexmap)`;
* scenario services, one signature for every ruleset:
  `movement_costs(sc, unit_id) -> {Hex: cost}`,
  `fire_arc(sc, unit_id) -> set[Hex]` and
  `setup_problems(sc, names) -> list[core.problems.Problem]`;
* play services on a game state ``st``, one signature for every ruleset
  (``core.play.<ruleset>.services``; asked through `core.play.probes` and
  `core.play.determinize`): `units_on_map(st)`, `round_of(st)`,
  `lost_box(st, uid)`, `holders(st, previous, units)`, `hit_markers(st)`
  and `determinize(st, side, rng)`;
* `traits` (`RulesetTraits`): the plain facts the editor draws and asks by
  (facing kind, hidden set-up, stack order, range unit, ...).

Each ruleset's parts are named once below as ``"module"`` or
``"module:function"`` strings, imported on first use (so this module
imports nothing but the standard library and `core.errors`, and any module
may import it).  Adding a ruleset = one `RulesetSpec` in `_SPECS`.
Errors: an unknown ruleset name -> `HexwrightError` listing the known ones.
"""
from __future__ import annotations

import importlib
import re
from collections.abc import Callable
from dataclasses import dataclass, field
from functools import cache
from typing import Any

from core.errors import HexwrightError
from core.i18n import _

FACING_KINDS = ("hexside", "vertex", "none")
RANGE_UNITS = ("hexes", "inches")
_FIELD = re.compile(r"\{([^{}]+)\}")


@dataclass(frozen=True)
class CounterFace:
    """What a counter shows (data, so the editor and print code never
    branch on a ruleset).  ``big``: ``(template, colour)`` pairs for the big
    middle line, colour one of ``soft``/``hard``/``plain``; ``small``: the
    small bottom line as ``(template, needs)`` parts, a part shown only when
    stat ``needs`` is set and not 0 (``""``: always).  A template names
    stats as ``{key}`` (``{a|b}``: the first of them present); a missing
    stat shows as ``-``.  ``print_stats``: ``(label, keys)`` of the printed
    counter's stat line; ``legend``: the print legend's one-line key;
    ``palette_summary``: a template added to catalogue entries in the unit
    palette (``""``: none)."""

    big: tuple[tuple[str, str], ...]
    small: tuple[tuple[str, str], ...]
    print_stats: tuple[tuple[str, tuple[str, ...]], ...]
    legend: str
    palette_summary: str = ""

    @staticmethod
    def fill(template: str, stats: dict) -> str:
        """``template`` with each ``{key}`` / ``{a|b}`` replaced by the stat
        (whole floats without ``.0``; missing, None or False: ``-``)."""
        def one(m: re.Match) -> str:
            key = next((k for k in m.group(1).split("|") if k in stats), None)
            v = stats.get(key) if key is not None else None
            if v is None or v is False:
                return "-"
            return str(int(v)) if isinstance(v, float) and v.is_integer() else str(v)
        return _FIELD.sub(one, template)

    def big_line(self, stats: dict) -> list[tuple[str, str]]:
        """The big middle line of a counter with ``stats``: ``[(text, colour)]``."""
        return [(self.fill(t, stats), colour) for t, colour in self.big]

    def small_line(self, stats: dict) -> str:
        """The small bottom line of a counter with ``stats``."""
        return "".join(self.fill(t, stats) for t, needs in self.small if not needs or stats.get(needs))


@dataclass(frozen=True)
class RulesetTraits:
    """Facts about a ruleset that surfaces branch on.

    ``facing``: ``hexside`` (a unit faces one of 6 hexsides, coh.md 4.1),
    ``vertex`` (one of 6 vertices, tng 6.11) or ``none`` (fow teams have
    no facing); ``hidden_setup``: units may set up hidden;
    ``stack_top_first``: a scenario lists each stack top unit first (tng
    6.24; else bottom first); ``range_unit``: ``hexes`` or ``inches``
    (turned into hexes by `RulesetSpec.hexes_within`);
    ``command_points``: the game has activation pools and command action
    points to show (coh CAPs); ``cards``: the game deals action cards;
    ``ap_move_costs``: a move's cost is in action points the playtest can
    preview per hex; ``default_unit_kind``: kind of a new custom unit;
    ``custom_stats``: ``(key, label, max)`` asked by the custom-unit form;
    ``counter``: the `CounterFace`; ``editor_extras``: names of the
    editor's ruleset-specific extras to switch on (looked up in the
    editor's extras registry, `editor.extras`); ``sample``: a sample file
    name in ``sample_maps/`` (``""``: none)."""

    facing: str
    hidden_setup: bool
    stack_top_first: bool
    range_unit: str
    command_points: bool
    cards: bool
    ap_move_costs: bool
    default_unit_kind: str
    custom_stats: tuple[tuple[str, str, int], ...]
    counter: CounterFace
    editor_extras: tuple[str, ...] = ()
    sample: str = ""


def _resolve(target: str) -> Any:
    """``"module"`` -> the module; ``"module:attr"`` -> that attribute."""
    mod_name, _, attr = target.partition(":")
    mod = importlib.import_module(mod_name)
    return getattr(mod, attr) if attr else mod


@dataclass(frozen=True)
class RulesetSpec:
    """One ruleset's parts (see the module doc).  ``name`` is the id used in
    files (``ruleset`` fields; the rule system's title is its terrain
    catalogue's); ``package`` its rules package (terrain.json, units.json,
    cards.json beside it); ``engine_module``, ``los_module`` (a module with
    ``POLICY`` or ``policy()``), ``rules_module`` (with
    ``make_ruleset(**options)``) and ``services`` (a module with
    ``movement_costs`` and ``fire_arc``) are module paths;
    ``setup_checks`` the ``"module:function"`` of the ruleset's own set-up
    checks (``fn(sc, names) -> list[Problem]``; None: it has none);
    ``traits`` a `RulesetTraits`; ``play_services`` the module of the play
    services (see the module doc)."""

    name: str
    package: str
    engine_module: str
    los_module: str
    rules_module: str
    services: str
    setup_checks: str | None
    traits: RulesetTraits
    play_services: str = ""
    _cache: dict = field(default_factory=dict, compare=False, repr=False)

    # --- rules ------------------------------------------------------------------
    def module(self):
        """The rules package (``conformance_query``, ``QUERY_HANDLERS``)."""
        return importlib.import_module(self.package)

    def rules(self, **options: Any):
        """The `core.rules.base.Ruleset` with ``options`` (named rule
        choices); `HexwrightError` for an unknown option."""
        return importlib.import_module(self.rules_module).make_ruleset(**options)

    def los_policy(self):
        """The `core.los.LosPolicy` (cached); `HexwrightError` when the
        module defines neither ``POLICY`` nor ``policy()``."""
        if "los" not in self._cache:
            mod = importlib.import_module(self.los_module)
            pol = getattr(mod, "POLICY", None)
            if pol is None and hasattr(mod, "policy"):
                pol = mod.policy()
            if pol is None:
                raise HexwrightError(_("{los_module} defines neither POLICY nor policy()").format(
                                         los_module=self.los_module))
            self._cache["los"] = pol
        return self._cache["los"]

    def engine(self):
        """The play engine module (see `core.play.game`); `HexwrightError`
        when the ruleset has none (a module missing *inside* an engine is a
        bug and raises as it is)."""
        try:
            return importlib.import_module(self.engine_module)
        except ModuleNotFoundError as e:
            if e.name is None or not self.engine_module.startswith(e.name):
                raise
            raise HexwrightError(_("ruleset {name!r} has no play engine yet ({engine_module})").format(
                                     name=self.name, engine_module=self.engine_module)) from None

    def conformance_query(self, case: dict, hexmap) -> dict:
        """The answer dict of one conformance case (the package's
        ``conformance_query``)."""
        return self.module().conformance_query(case, hexmap)

    # --- scenario services (one signature for every ruleset) ------------------
    def _service(self, name: str) -> Callable:
        return _resolve(f"{self.services}:{name}")

    def movement_costs(self, sc, unit_id: str, graphs=None, budget=None) -> dict:
        """``{Hex: cost}`` unit ``unit_id`` of scenario ``sc`` can reach from
        its set-up hex this activation (AP for coh, MP for tng, hexes moved
        for fow), its own hex at 0.  ``graphs``: a
        `core.movement.PreparedGraphs` of ``sc.hexmap`` the caller keeps up
        to date (the editor), so no move graph is rebuilt per call.
        `HexwrightError` for a unit off the map or with an unknown catalogue
        id.  ``budget``: spend at most this much (in the same unit) instead
        of the default (one activation's AP pool, the unit's MA, its move
        distance)."""
        return self._service("movement_costs")(sc, unit_id, graphs, budget)

    def fire_arc(self, sc, unit_id: str) -> set:
        """The hexes in the unit's fire arc within its range (own hex
        excluded).  `HexwrightError` as for `movement_costs`."""
        return self._service("fire_arc")(sc, unit_id)

    def setup_problems(self, sc, names: dict[str, str]) -> list:
        """The ruleset's own set-up checks of scenario ``sc``: a list of
        `core.problems.Problem` warnings (empty when fine or when the
        ruleset has none); ``names``: unit id -> readable name
        (`core.naming.unit_names`)."""
        if self.setup_checks is None:
            return []
        return list(_resolve(self.setup_checks)(sc, names))

    # --- play services on a game state (one signature for every ruleset) ------
    def _play(self, name: str) -> Callable:
        return _resolve(f"{self.play_services}:{name}")

    def units_on_map(self, st) -> dict:
        """``{unit id: (side, kind, hex label)}`` of the units on the map of
        game state ``st`` now (the true state)."""
        return self._play("units_on_map")(st)

    def round_of(self, st) -> int:
        """The current round of ``st`` (tng: its turn)."""
        return self._play("round_of")(st)

    def lost_box(self, st, uid: str) -> bool:
        """True when unit ``uid``, gone from the map, counts as a loss (False
        for a tng withdrawal, tng 9.66)."""
        return self._play("lost_box")(st, uid)

    def holders(self, st, previous: dict, units: dict) -> dict:
        """``{hex label: side or None}``: who holds each objective hex of
        ``previous`` now (``units`` as `units_on_map` gives)."""
        return self._play("holders")(st, previous, units)

    def hit_markers(self, st) -> list:
        """``[(side, number of hit markers)]`` per unit on the map (empty
        for a ruleset without hit markers)."""
        return self._play("hit_markers")(st)

    def determinize(self, st, side: str, rng):
        """A clone of ``st`` whose hidden parts are sampled from what
        ``side`` may know (`core.play.determinize`)."""
        return self._play("determinize")(st, side, rng)

    def evaluation_terms(self, st, side: str) -> dict:
        """The ruleset's own terms of a search bot's evaluation of ``st``
        for ``side`` (`core.play.evaluate`; ``{name: VP-like float}``,
        empty when its play services have no ``evaluation_terms``)."""
        fn = getattr(_resolve(self.play_services), "evaluation_terms", None)
        return fn(st, side) if fn is not None else {}

    def hexes_within(self, rng) -> int:
        """A range stat (in `RulesetTraits.range_unit`) as whole hexes (at
        least 1): inches through the ruleset's ground scale
        (``rules().scale.hexes_within``, fow seed 001); hexes as given."""
        if self.traits.range_unit == "inches":
            rng = self.rules().scale.hexes_within(float(rng))
        return max(1, int(rng))


_COH_FACE = CounterFace(
    big=(("{fp_soft}", "soft"), ("{fp_hard}", "hard"), ("r{range}", "plain")),
    small=(("{dr_front}/{dr_flank} {move_ap}AP", ""),),
    print_stats=(("FP", ("fp_soft", "fp_hard")), ("R", ("range",)), ("DR", ("dr_front", "dr_flank")),
                 ("AP", ("fire_ap", "move_ap"))),
    legend="FP soft/hard firepower \u00b7 R range (hexes) \u00b7 DR front/flank defense \u00b7 AP fire/move cost",
    palette_summary="  FP {fp_soft}/{fp_hard}  R{range}")
_TNG_FACE = CounterFace(
    big=(("{sp|strength}", "plain"), ("c{cohesion}", "plain")),
    small=(("MA {ma}", ""), ("  R{max_range}", "max_range")),
    print_stats=(("SP", ("sp",)), ("C", ("cohesion", "disordered_cohesion")), ("MA", ("ma",)),
                 ("R", ("effective_range", "max_range")), ("CR", ("command_rating",)),
                 ("OR", ("orders_rating", "orders_range")), ("DR", ("delay_rating",))),
    legend="SP strength \u00b7 C cohesion/disordered \u00b7 MA movement \u00b7 R effective/max range \u00b7 "
           "CR command rating \u00b7 OR orders rating/range \u00b7 DR delay rating")
_FOW_FACE = CounterFace(
    big=(("{firepower}", "soft"), ("{anti_tank}", "hard")),
    small=(("R{range}  ROF {rof}", ""),),
    print_stats=(("R", ("range",)), ("ROF", ("rof",)), ("AT", ("anti_tank",)), ("FP", ("firepower",))),
    legend="R range (inches) \u00b7 ROF rate of fire \u00b7 AT anti-tank \u00b7 FP firepower")


def _spec(name: str, traits: RulesetTraits, setup_checks: str | None = None) -> RulesetSpec:
    return RulesetSpec(name, f"core.rules.{name}", f"core.play.{name}", f"core.rules.{name}.los_policy",
                       f"core.rules.{name}.ruleset", f"core.rules.{name}.services", setup_checks, traits,
                       play_services=f"core.play.{name}.services")


# The rulesets: the only list of them (first = the default for a new map).
_SPECS: dict[str, RulesetSpec] = {s.name: s for s in (
    _spec("coh", RulesetTraits(
        facing="hexside", hidden_setup=True,  # seed 000 §10.0
        stack_top_first=False, range_unit="hexes", command_points=True, cards=True, ap_move_costs=True,
        default_unit_kind="squad",
        custom_stats=(("fp_soft", "Firepower vs soft (red)", 20), ("fp_hard", "Firepower vs armored (blue)", 20),
                      ("range", "Range (hexes)", 30), ("dr_front", "Defense front", 25),
                      ("dr_flank", "Defense flank", 25), ("move_ap", "Move cost (AP)", 7),
                      ("fire_ap", "Fire cost (AP)", 7)),
        counter=_COH_FACE, sample="coh_balka_hill.scenario.json"),
        setup_checks="core.rules.coh.setup_checks:coh_checks"),  # tng's are its engine's validation_problems
    _spec("tng", RulesetTraits(
        facing="vertex",  # tng 6.11
        hidden_setup=False, stack_top_first=True,  # tng 6.24
        range_unit="hexes", command_points=False, cards=False, ap_move_costs=False,
        default_unit_kind="infantry",
        custom_stats=(("sp", "Strength points", 20), ("cohesion", "Cohesion", 10),
                      ("ma", "Movement allowance (MP)", 12), ("effective_range", "Effective range (hexes)", 10),
                      ("max_range", "Maximum range (hexes)", 10)),
        counter=_TNG_FACE, editor_extras=("command_overlays",), sample="tng_borodino_outpost.scenario.json")),
    _spec("fow", RulesetTraits(
        facing="none",  # teams have no facing (seed 001)
        hidden_setup=True,  # core.play.fow reveals a hidden team (play_rules.json hidden_reveal_in)
        stack_top_first=False, range_unit="inches", command_points=False, cards=False, ap_move_costs=False,
        default_unit_kind="infantry",
        custom_stats=(("firepower", "Firepower", 6), ("anti_tank", "Anti-tank", 20), ("range", "Range (inches)", 80),
                      ("rof", "Rate of fire", 6)),
        counter=_FOW_FACE, editor_extras=("shot_preview",), sample="fow_platoon_action.scenario.json")),
)}

RULESETS: tuple[str, ...] = tuple(_SPECS)
DEFAULT_RULESET: str = RULESETS[0]


def spec(name: str) -> RulesetSpec:
    """The `RulesetSpec` of ruleset ``name``; `HexwrightError` naming the
    known rulesets for any other name."""
    try:
        return _SPECS[name]
    except (KeyError, TypeError):
        raise HexwrightError(_("unknown ruleset {name!r}: expected one of {rulesets}").format(
                                 name=name, rulesets=', '.join(RULESETS))) from None


def specs() -> tuple[RulesetSpec, ...]:
    """Every ruleset's spec, in `RULESETS` order."""
    return tuple(_SPECS.values())


@cache
def traits(name: str) -> RulesetTraits:
    """``spec(name).traits``."""
    return spec(name).traits


def require_known(name: str) -> str:
    """``name`` when it is a known ruleset, else `HexwrightError`."""
    spec(name)
    return name
