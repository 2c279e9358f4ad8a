"""Replays and saved games (DESIGN.md job 4: "games save, resume and
replay exactly").

A replay file is JSON::

    {"format": "hexwright.replay", "format_version": 1, "generator": "...",
     "scenario": "../sample_maps/coh_partisans.scenario.json",  # relative to the replay file
     "scenario_hash": "<sha256 of the canonical scenario JSON, map embedded>",
     "ruleset": "coh", "rules_version": "coh-2e-play-1", "options": {},
     "seed": 7, "bots": {"german": "greedy", "soviet": "random"},
     "actions": [{"type": "activate", "unit": "g1"}, {"type": "die", "value": 4}, ...],
     "final_hash": "<state_hash at the end>"}        # optional

Chance outcomes are in ``actions`` (the seed only says how they were
sampled), so replaying needs no random generator and rebuilds the same
state (`GameState.to_dict` equal, same `state_hash`).  A saved game is the
same file without ``final_hash``: `resume` replays it and play goes on.

Errors (never a traceback): an unreadable or malformed file ->
`FormatError` with the JSON path; a replay of another scenario version
(hash mismatch) or another rules version, a step that is illegal in the
replayed state, or a final state whose hash differs -> `HexwrightError`
naming the file and the step number (1-based) with its action; another
kind of Hexwright file (a scenario, a map...) -> one-line `HexwrightError`
saying what it is and which command takes it (`refuse_other_kind`).
"""
from __future__ import annotations

import json
import os
from pathlib import Path
from typing import Any

from core.errors import FormatError, HexwrightError, RulesError
from core.formats.atomic import atomic_write_text
from core.formats.jsonio import read_json_file
from core.formats.mapfile import GENERATOR
from core.i18n import _
from core.play.actions import action_from_dict, action_to_dict
from core.play.game import load_game

FORMAT = "hexwright.replay"
FORMAT_VERSION = 1


def make_log(game, seed: int | None, actions: list, bots: dict | None = None, final_state=None,
             log_path: str | None = None) -> dict:
    """The replay document of ``actions`` played in ``game`` (scenario path
    stored relative to ``log_path``'s folder when given)."""
    scen = game.source
    if scen and log_path:
        try:
            scen = os.path.relpath(os.path.abspath(scen), os.path.dirname(os.path.abspath(log_path)))
        except ValueError:
            scen = os.path.abspath(scen)
    doc: dict[str, Any] = {"format": FORMAT, "format_version": FORMAT_VERSION, "generator": GENERATOR,
                           "scenario": Path(scen).as_posix() if scen else None, "scenario_hash": game.hash,
                           "ruleset": game.scenario.ruleset, "rules_version": game.rules_version,
                           "options": dict(game.options), "seed": seed, "bots": dict(bots or {}),
                           "actions": [action_to_dict(a) for a in actions]}
    if final_state is not None and final_state.is_terminal():
        doc["final_hash"] = final_state.state_hash()
        doc["result"] = {"winner": getattr(final_state, "winner", lambda: None)(),
                         "vp": dict(getattr(final_state, "vp", {}))}
    return doc


def save_log(path: str, doc: dict) -> None:
    """Write a replay document atomically."""
    atomic_write_text(path, json.dumps(doc, indent=1, ensure_ascii=False) + "\n")


# what to do with a file of another Hexwright format handed to `hexwright replay`
# ({file} is the path as given)
OTHER_FORMATS = {
    "hexwright.scenario": "to play it use `hexwright play {file}`",
    "hexwright.map": "a map has no units or sides to play (make a scenario on it in the editor, then "
                     "`hexwright play SCENARIO.scenario.json`)",
    "hexwright.pack": "it is the manifest of a scenario pack: unpack the pack with "
                      "`hexwright import PACK.hwpack -o FOLDER` and play its .scenario.json files "
                      "with `hexwright play`",
    "hexwright.pack-decks": "it is part of an unpacked scenario pack: play the pack's .scenario.json files "
                            "with `hexwright play`",
    "hexwright.pack-units": "it is part of an unpacked scenario pack: play the pack's .scenario.json files "
                            "with `hexwright play`",
}


def refuse_other_kind(path: str, doc: dict) -> None:
    """`HexwrightError` (one line) when ``doc`` is not a replay but another known
    Hexwright file: a format of `OTHER_FORMATS` ("FILE is a hexwright.scenario
    file, not a replay log: to play it use `hexwright play FILE`") or a
    conformance case.  Anything else is left to the replay schema checks."""
    fmt = doc.get("format")
    if isinstance(fmt, str) and fmt in OTHER_FORMATS:
        what, advice = f"a {fmt} file", OTHER_FORMATS[fmt].format(file=path)
    elif "format" not in doc and "query" in doc and "expect" in doc:
        what, advice = "a conformance case", f"to run it use `hexwright conformance {path}`"
    else:
        return
    raise HexwrightError(_("{path} is {what}, not a replay log: {advice}").format(path=path, what=what, advice=advice))


def load_log(path: str) -> dict:
    """Read and check a replay file; `FormatError` naming the JSON path, or
    `HexwrightError` for another kind of Hexwright file (`refuse_other_kind`)."""
    doc = read_json_file(path)
    problems = []
    if not isinstance(doc, dict):
        raise FormatError(path, [("$", _("expected a JSON object (a Hexwright replay)"))])
    refuse_other_kind(path, doc)
    if doc.get("format") != FORMAT:
        problems.append(("$.format", _("expected {format!r}, got {format2!r}").format(
                                         format=FORMAT, format2=doc.get('format'))))
    elif doc.get("format_version") != FORMAT_VERSION:
        problems.append(("$.format_version", _("expected {format_version}, got {format_version2!r}").format(
                                                 format_version=FORMAT_VERSION,
                                                 format_version2=doc.get('format_version'))))
    for key, typ, what in (("scenario_hash", str, "a sha256 hex string"), ("rules_version", str, "a string"),
                           ("actions", list, "a list of actions"), ("scenario", str, "the scenario file path")):
        if not isinstance(doc.get(key), typ):
            problems.append((f"$.{key}", _("expected {what}, got {doc!r}").format(what=what, doc=doc.get(key))))
    if "options" in doc and not isinstance(doc["options"], dict):
        problems.append(("$.options", _("expected an object")))
    if doc.get("final_hash") is not None and not isinstance(doc["final_hash"], str):
        problems.append(("$.final_hash", _("expected the final state's sha256 hex string, got "
                                           "{final_hash!r}").format(final_hash=doc['final_hash'])))
    if problems:
        raise FormatError(path, problems)
    return doc


def game_for_log(doc: dict, path: str, scenario: str | None = None):
    """The `Game` a replay was recorded in: its scenario file (``scenario``
    overrides the recorded path), checked against the recorded hash and
    rules version.  Options the engine refuses are reported at the replay's
    ``$.options`` paths (`FormatError` naming ``path``)."""
    scen = scenario or os.path.join(os.path.dirname(os.path.abspath(path)), doc["scenario"])
    if not os.path.exists(scen):
        raise HexwrightError(_("{path}: the replay's scenario file {scen} does not exist (pass "
                               "--scenario)").format(path=path, scen=scen))
    options = doc.get("options") or {}
    try:
        game = load_game(scen, **options)
    except HexwrightError as e:
        if not options:
            raise
        load_game(scen)   # the scenario alone is fine (else its own error stands): the replay's options are not
        if isinstance(e, FormatError) and any(p.startswith("$.options") for p, _ in e.problems):
            # the engine's option checks: report them at the replay's own paths
            raise FormatError(path, [(p, m) if p.startswith("$.options") else
                                     ("$.options", f"with the replay's options, {e.file}: {p}: {m}")
                                     for p, m in e.problems]) from None
        raise HexwrightError(_("{path}: $.options: the replay's rule options are refused: {e}").format(
                                 path=path, e=e)) from None
    ignored = sorted(set(getattr(getattr(game.new_initial_state(), "data", None), "ignored_options", None) or ())
                     & set(options) - set(game.scenario.options or {}))
    if ignored:   # an engine that sets options it does not know aside (coh): a replay's must all be known
        raise FormatError(path, [(f"$.options.{k}", f"unknown rule option {k!r} for ruleset {game.scenario.ruleset}: "
                                                    "the game would be replayed without it") for k in ignored])
    if game.hash != doc["scenario_hash"]:
        raise HexwrightError(_("{path}: the replay was recorded for another version of the scenario: "
                               "recorded hash {scenario_hash}..., {scen} now hashes to {hash}... (the "
                               "scenario or its map changed)").format(
                                 path=path, scenario_hash=doc['scenario_hash'][:16],
                                 scen=scen, hash=game.hash[:16]))
    if game.rules_version != doc["rules_version"]:
        raise HexwrightError(_("{path}: the replay was recorded with rules version {rules_version!r}, "
                               "this engine is {rules_version2!r}").format(
                                 path=path, rules_version=doc['rules_version'],
                                 rules_version2=game.rules_version))
    return game


def replay_actions(game, actions: list, where: str = "replay", state=None):
    """Apply recorded action dicts from the start (or ``state``); returns
    the state.  `HexwrightError` naming ``where`` and the failing step."""
    st = state if state is not None else game.new_initial_state()
    for i, d in enumerate(actions, 1):
        try:
            a = action_from_dict(d, f"actions[{i - 1}]")
        except RulesError as e:
            raise HexwrightError(_("{where}: step {i}: malformed action: {e}").format(where=where, i=i, e=e)) from None
        try:
            st.apply_action(a)
        except RulesError as e:
            raise HexwrightError(_("{where}: step {i} ({a}) is illegal in the replayed game: {e}").format(
                                     where=where, i=i, a=a, e=e)) from None
    return st


def replay_file(path: str, scenario: str | None = None):
    """Replay a file: ``(game, final state, document)``; checks the final
    hash when the file records one."""
    doc = load_log(path)
    game = game_for_log(doc, path, scenario)
    st = replay_actions(game, doc["actions"], path)
    want = doc.get("final_hash")
    if want is not None and st.state_hash() != want:
        raise HexwrightError(_("{path}: the replayed game ends in a different state than recorded (hash "
                               "{st}... vs {want}...)").format(path=path, st=st.state_hash()[:16], want=str(want)[:16]))
    return game, st, doc


def resume(path: str, scenario: str | None = None):
    """A saved game (a replay without ``final_hash``) ready to go on:
    ``(game, state, document)``."""
    return replay_file(path, scenario)
