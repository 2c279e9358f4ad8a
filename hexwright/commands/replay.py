"""``hexwright replay OUT.json``: replay a game recorded by ``hexwright
play --log`` (or saved from the editor) and print the winner, the VP and,
on the last line, the final state hash -- the same as the recorded game's.
Exits non-zero with a message naming the failing step for a replay of
another scenario version, a corrupted log or an illegal action.

``--explain`` prints every roll of the game explained (each modifier with
its value and rule, the number needed, the chance, the result) from the
play engine's hook ``explain(state, since=0) -> list[dict]`` (each dict
has at least ``roll``, ``who``, ``needed``, ``chance``, ``outcome`` and
``lines``, the readable text; core/play/coh/explain.py documents the
keys); an engine without the hook says so."""
from __future__ import annotations

import argparse
from core.i18n import _

HELP = "replay a recorded game; print winner, VP and the final state hash"


def add_arguments(parser: argparse.ArgumentParser) -> None:
    """LOG, --scenario (override the recorded scenario path), --verbose."""
    parser.add_argument("log", metavar="LOG.json", help="replay file written by hexwright play --log")
    parser.add_argument("--scenario", help="scenario file to use instead of the recorded path")
    parser.add_argument("--verbose", action="store_true", help="print the game log")
    parser.add_argument("--explain", action="store_true",
                        help="print every roll explained: modifiers with their rules, number needed, chance")


def run(args: argparse.Namespace) -> int:
    """Replay; exit 0 (errors are `HexwrightError`: one line, exit 2)."""
    from core.play.replay import replay_file
    from hexwright.commands.play import print_result
    game, st, doc = replay_file(args.log, args.scenario)
    if args.verbose:
        print("\n".join(st.log))
    if args.explain:
        print_explanations(game, st)
    if not st.is_terminal():
        print(_("saved game: round {round}, {side} to act").format(round=st.round, side=st.current_player()))
    print_result(game, st, len(doc["actions"]))
    return 0


def print_explanations(game, st) -> None:
    """Every roll of the replayed game, explained by the engine's
    ``explain`` hook (numbered in game order)."""
    hook = getattr(game.engine, "explain", None)
    if not callable(hook):
        print(_("rolls: the {ruleset} engine does not explain its rolls yet").format(ruleset=game.scenario.ruleset))
        return
    from core.play.readable import Readable
    shown = Readable(game.scenario)   # unit and side names, rule notes in the user's language
    rolls = hook(st, 0)
    print(_("rolls: {n_rolls} explained").format(n_rolls=len(rolls)))
    for i, d in enumerate(rolls, 1):
        lines = shown.explanation(d).get("lines") or [f"{d.get('roll')} {d.get('who')}: {d.get('outcome')}"]
        print(f"{i:4d}. {lines[0]}")
        for line in lines[1:]:
            print(f"      {line}")
