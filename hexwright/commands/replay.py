"""``hexwright replay OUT.json``: replay a game recorded by ``hexwright
play --log`` (or saved from the editor) and print the winner, the VP and,
on the last line, the final state hash -- the same as the recorded game's.
Exits non-zero with a message naming the failing step for a replay of
another scenario version, a corrupted log or an illegal action."""
from __future__ import annotations

import argparse

HELP = "replay a recorded game; print winner, VP and the final state hash"


def add_arguments(parser: argparse.ArgumentParser) -> None:
    """LOG, --scenario (override the recorded scenario path), --verbose."""
    parser.add_argument("log", metavar="LOG.json", help="replay file written by hexwright play --log")
    parser.add_argument("--scenario", help="scenario file to use instead of the recorded path")
    parser.add_argument("--verbose", action="store_true", help="print the game log")


def run(args: argparse.Namespace) -> int:
    """Replay; exit 0 (errors are `HexwrightError`, exit 1)."""
    from core.play.replay import replay_file
    from hexwright.commands.play import print_result
    game, st, doc = replay_file(args.log, args.scenario)
    if args.verbose:
        print("\n".join(st.log))
    if not st.is_terminal():
        print(f"saved game: round {st.round}, {st.current_player()} to act")
    print_result(game, st, len(doc["actions"]))
    return 0
