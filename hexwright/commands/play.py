"""``hexwright play SCENARIO --bots greedy,random --seed N --log OUT.json``:
play a whole game headless with bots; print the winner, the VP and, on the
last line, the sha256 hash of the final state (hex digits)."""
from __future__ import annotations

import argparse
from core.i18n import _

HELP = "play a scenario headless with bots; print winner, VP and the final state hash"


def add_arguments(parser: argparse.ArgumentParser) -> None:
    """SCENARIO, --bots A,B (one per side, in scenario side order), --seed, --log, --option, --verbose."""
    parser.add_argument("scenario", metavar="SCENARIO", help="scenario file (.scenario.json)")
    parser.add_argument("--bots", default="random,random",
                        help="bot per side in the scenario's side order: random or greedy (default random,random)")
    parser.add_argument("--seed", type=int, default=0, help="seed for dice, draws and bots (default 0)")
    parser.add_argument("--log", metavar="OUT.json", help="write the replay (actions incl. dice) here")
    parser.add_argument("--verbose", action="store_true", help="print the game log")


def run(args: argparse.Namespace) -> int:
    """Play the game; exit 0."""
    from core.balance.spec import parse_bots
    from core.play.bots import BOTS, check_bot, make_bot
    from core.play.driver import play_game
    from core.play.game import load_game
    from core.play.replay import make_log, save_log
    from hexwright.commands._outputs import check_output_file, scenario_files
    refuse_map_file(args.scenario)
    if args.log is not None:
        check_output_file(args.log, "--log", _("the replay"), scenario_files(args.scenario))
    game = load_game(args.scenario)
    names = parse_bots(args.bots, game.sides, BOTS, check_bot)
    bots = {s: make_bot(n, args.seed * 1000 + i + 1) for i, (s, n) in enumerate(zip(game.sides, names))}
    st, actions = play_game(game, bots, args.seed)
    if args.log:
        save_log(args.log, make_log(game, args.seed, actions, {s: n for s, n in zip(game.sides, names)}, st,
                                    args.log))
    if args.verbose:
        print("\n".join(st.log))
    print_result(game, st, len(actions))
    return 0


def refuse_map_file(path: str) -> None:
    """`HexwrightError` when ``path`` is a map file (``hexwright.map``):
    it has no units or sides, so a game on it would be empty.  Other files
    are left to the scenario loader."""
    from core.errors import HexwrightError
    from core.formats.jsonio import read_json_file
    from core.formats.mapfile import FORMAT as MAP_FORMAT
    data = read_json_file(path)
    if isinstance(data, dict) and data.get("format") == MAP_FORMAT:
        raise HexwrightError(_("{path} is a map, not a scenario: it has no units or sides to play (make "
                               "a scenario on this map in the editor, then play the .scenario.json)").format(path=path))


def print_result(game, st, n_actions: int) -> None:
    """Winner, VP, action count, then the final state hash on the last line."""
    w = st.winner()
    print(_("scenario: {title}").format(title=game.scenario.title))
    print(_("actions: {n_actions}").format(n_actions=n_actions))
    print("winner: " + (w if w else "draw"))
    print("VP: " + ", ".join(f"{s} {st.vp[s]}" for s in game.sides))
    print(st.state_hash())
