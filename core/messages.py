"""The English message catalogue: message id -> template with named
parameters (``str.format`` fields), the only place core keeps sentences
shown to a designer or player.

Core code never assembles English: it builds a structured record (a
`core.problems.Problem`, a LOS blocker, ...) with a message id and
parameters, and a surface turns it into text with `text(msg_id, params)`.
The template is translated with gettext (`core.i18n`: the English
template is the message id; catalogues in ``core/locale``); the
parameters stay.

Parameter conventions: ``unit``/``units`` are shown unit names
(`core.naming.unit_names`), ``hex`` a hex label (``"1708"``), a list value
is joined with ", " by `text`.
"""
from __future__ import annotations

from typing import Any, Mapping

from core.i18n import _

MESSAGES: dict[str, str] = {
    # --- scenario set-up problems (core.setup_checks) ---------------------
    "setup.enemies_share_hex": "Units of {sides} share hex {hex} at set-up ({units}): they start in close combat",
    "setup.hidden_shares_visible": "Hidden {unit} at {hex} is revealed at once: it shares the hex with "
                                   "visible {units}",
    "setup.hidden_spotted": "Hidden {unit} at {hex} cannot stay hidden: it is in the open within {radius} hexes "
                            "of {enemy} at {enemy_hex} with a clear line of sight",
    "setup.hidden_unsupported": "{unit} at {hex} is hidden, but the {ruleset} rules have no hidden set-up",
    "setup.blocked_terrain": "{unit} at {hex} stands in {terrain}, which {move_class} units may not enter",
    "setup.impassable_going": "{unit} at {hex} stands in {terrain}, which is impassable going",
    "setup.no_facing": "{unit} at {hex} has no facing",
    "setup.reinforcement_no_entry": "Reinforcement {number} (round {round}, {side}) has units without a hex "
                                    "({units}) and no entry hexes",
    "setup.reinforcement_empty": "Reinforcement {number} (round {round}, {side}) brings no units",
    "setup.deck_empty": "Deck {deck} has no cards",
    "setup.unit_other_side": "{unit} is set up for {side}, but it is a unit of {other}",
    "setup.check_failed": "The {what} check could not run: {reason}",
    "setup.checks_crashed": "The checks failed ({reason}); please report this",
    # --- scenario cross-references (core.formats.scenario_checks) ---------
    "format.unknown_side": "unknown side {value!r}: expected one of the scenario's sides ({sides})",
    "format.label_digits": "expected a {digits}-digit label on a map of {cols} x {rows} hexes, got {label!r}",
    "format.bad_label": "{text}",
    "format.no_card_catalogue": "unknown card {card!r}: the {ruleset} ruleset has no card catalogue",
    "format.unknown_card": "unknown card {card!r}: expected a card number of the {ruleset} card catalogue "
                           "(e.g. {examples}...)",
    "format.unit_id_twice": "unit id {id!r} is already used at {where}: expected each unit id once in the scenario",
    "format.reinforcement_side": "unit of side {side!r} in a reinforcement of side {expected!r}: expected "
                                 "{expected!r}",
    "format.no_unit_catalogue": "unknown unit {unit!r}: the {ruleset} ruleset has no unit catalogue (give custom "
                                "\"stats\" instead)",
    "format.unknown_unit": "unknown unit {unit!r}{hint}: expected a unit id of the {ruleset} unit catalogue",
    "format.unknown_hit_marker": "unknown hit marker {hit!r}: expected one of {markers}",
    "format.unit_needs_hex": "a unit on the map at setup needs a \"hex\" (reinforcements may leave it out)",
    "format.side_id_twice": "side id {id!r} is already used by sides[{index}]",
    "format.map_ruleset": "the map uses ruleset {map!r} but the scenario is {scenario!r}: expected the same ruleset",
    "format.caps_round_late": "round {round} is after the last round ({rounds})",
    "format.zone_name_twice": "zone name {name!r} is already used by zones[{index}]",
    "format.reinforcement_late": "round {round} is after the last round: the scenario has {rounds} rounds",
    "format.deck_id_twice": "deck id {id!r} is already used by decks[{index}]",
    "format.card_twice": "card {card!r} is listed again with {copies} copies but {other} gives {first}: expected "
                         "each card once (or the same copies)",
    "format.unknown_unit_id": "unknown unit id {id!r}: expected the id of a unit of this scenario",
    "format.control_hex_twice": "hex {hex} is already a control hex at victory.control[{index}]",
    # a problem reported by a play engine or file reader as finished text
    "text": "{text}",
    # --- actions shown to a player (core.play.describe); {facing} is a
    # compass word when the surface knows the ruleset's facing kind ---------
    "action.move": "move {units} {to}",
    "action.pivot": "pivot {units} to {facing}",
    "action.face": "face {unit} to {facing}",
    "action.tmove": "tmove {unit} {to} facing {facing}",
    "action.tfire": "fire {units} -> {target}",
    "action.card": "card {card} {units}",
    "action.react": "react {card} {unit}",
    "action.react_pass": "react pass",
    "action.plan_strike_hold": "plan {card} hold",
    "action.react_die": "react {card}: re-roll die {die}",
    "action.double": "move {team} to {to} at the double",
    "action.bombard": "bombard {target} with {team}",
    "action.smoke": "lay smoke on {target} with {team}",
    # --- action costs (core.play.describe.cost_text) -----------------------
    "cost.none": "-",
    "cost.free": "0",
    "cost.unknown": "?",
    "cost.new_pool": "new {pool} AP pool",
    "cost.ap": "{ap} AP",
    "cost.ap_range": "{ap}-{ap_max}",
    "cost.ap_opportunity": "{ap} AP opp.",
    "cost.ap_via_caps": "{ap} AP ({extra} via CAP)",
    "cost.card": "card {card}",
    "cost.caps": "{caps} CAP",
    "cost.caps_plural": "{caps} CAPs",
    "cost.caps_command": "{caps} CAP (command)",
    "cost.caps_command_plural": "{caps} CAPs (command)",
    "cost.join": "{first} + {second}",
    "hit.chance": "{unit} {percent}%",
    # --- why a card in the hand cannot be played now (core.play.coh.card_status)
    "card.why.not_your_turn": "{card} {name}: it is {turn}'s turn, not {side}'s",
    "card.why.pre_round": "{card} {name}: the pre-round sequence is under way (artillery is planned); cards are "
                          "played in the turns",
    "card.why.caps": "{card} {name}: costs {cost} CAP(s), {side} has {caps}",
    "card.why.other_side": "{card} {name}: a card for {owner} units only",
    "card.why.roll_window": "{card} {name}: played after the dice of a fire or rally, in the window that opens then",
    "card.why.vehicle_moved": "{card} {name}: played when an enemy armored vehicle has just moved",
    "card.why.plan_pre_round": "{card} {name}: its strike is planned in the pre-round sequence, before initiative",
    "card.why.strike_planned": "{card} {name}: its strike is planned and lands in the next pre-round sequence",
    "card.why.close_call": "{card} {name}: played when the opponent's artillery strike lands on one of your units",
    "card.why.counter": "{card} {name}: played right after an enemy close-combat attack on your unit{unit_note}",
    "card.why.overrun": "{card} {name}: played right after a close-combat attack by your unit{unit_note}",
    "card.why.no_target": "{card} {name}: no enemy unit on the map to strike",
    "card.why.bonus_waits": "{card} {name}: another card's bonus waits for its unit's action first",
    "card.why.tied": "{card} {name}: only {unit} may use it, and it cannot now",
    "card.why.no_user": "{card} {name}: none of your units can use it now ({text})",
    "card.why.unit_note": " ({unit} only)",
    # --- line of sight (core.los.blockers.summary) -------------------------
    "los.clear": "LOS {a} -> {b}: clear",
    "los.blocked": "LOS {a} -> {b}: blocked",
    "los.blocked_by": "LOS {a} -> {b}: blocked by {groups}",
    "los.group": "{name} {hexes}",
    "los.group_note": "{name} {hexes} ({note})",
    "los.more": "{shown} +{more} more",
    "los.higher_ground": "higher ground",
    "los.plateau": "plateau",
    "los.hexside": "hexside",
    "los.features": "{first} and {second}",
    "los.along_hexside": "{text} (along a hexside)",
    "los.blind_spot": "{text} (blind spot)",
    # --- detail line ----------------------------------------------------------
    "detail.rule_path": "{rule} \u00b7 {path}",
    "detail.path": "{path}",
    # --- validate summary -----------------------------------------------------
    "summary.counts": "{errors} error(s), {warnings} warning(s)",
    "summary.none": "No problems found",
}


def text(msg_id: str, params: Mapping[str, Any] | None = None) -> str:
    """The English text of message ``msg_id`` with ``params`` filled in
    (lists and tuples joined with ", ").  `KeyError` for an unknown id or a
    missing parameter (a programming error, caught by the tests)."""
    values = {k: (", ".join(map(str, v)) if isinstance(v, (list, tuple)) else v)
              for k, v in (params or {}).items()}
    return _(MESSAGES[msg_id]).format_map(values)
