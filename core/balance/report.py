"""The balance report of a batch (JSON values): `build_report(game,
result)` and its text form `report_text(report)`.

Shape::

    {"scenario": title, "ruleset", "games": [records...] (core.balance.worker),
     "played": n, "planned": n, "interrupted": bool, "draws": n,
     "failed": [{"index", "seed", "bots", "variant", "message"}...] (games that raised, not counted),
     "engine": {"kind": "serial" | "processes" | "dask", "workers", "address"?, "reruns", "seconds"},
     "sides": {side: {"win_rate", "ci95": [lo, hi], "wins", "losses", "draws",
                      "vp": {mean, min, max, median}, "vp_histogram": {vp: n},
                      "losses_per_type": {unit type: mean lost per game}}},
     "bots": {bot: {"win_rate", "ci95", "wins", "losses", "draws", "games", "by_side": {side: win_rate}}}
             (only when the bots differ),
     "length": {"actions": summary, "rounds": summary, "seconds": summary},
     "margin_histogram": {first side's VP - second's: n},
     "heatmaps": {"deaths": {hex: n}, "deaths_by_side": {side: {hex: n}},
                  "objectives": {hex: [{side: games holding it at the end of round r}, ...]}},
     "swing_games": [{"index", "seed", "why", "winner", "vp", "bots"}...],
     "names": {"sides": {side: shown name}, "unit_types": {unit type: shown name}}}

``names`` are the sides' and unit types' names in the language the
report was built in (`core.naming`); the text, the plots and the editor
show them, the keys elsewhere stay ids.  A report saved before names
existed reads with the ids as names (`shown`).

A side's ``win_rate`` counts a draw as half a win (`stats.win_rate`), its
``ci95`` is the Wilson interval of wins (draws as half) in the games
played.  The *swing games* are the games that went against the batch's
majority result (the upsets, closest first), then the closest games
(smallest VP margin): the games a designer replays to see what decided
them.
"""
from __future__ import annotations

from core import i18n
from core.balance.stats import histogram, summary, wilson, win_rate
from core.catalogues import load_units
from core.errors import HexwrightError
from core.naming import side_names, unit_type_name

SWING_MAX = 6


def _rate(wins: int, draws: int, n: int) -> dict:
    lo, hi = wilson(wins + 0.5 * draws, n)
    return {"win_rate": round(win_rate(wins, draws, n), 4), "ci95": [round(lo, 4), round(hi, 4)]}


def shown(rep: dict, kind: str, key: str) -> str:
    """The shown name of side or unit type ``key`` (``kind``: ``"sides"`` or
    ``"unit_types"``) in report ``rep``, else ``key`` itself."""
    return rep.get("names", {}).get(kind, {}).get(key, key)


def _names(scenario, types) -> dict:
    """The report's ``names`` (module doc) of ``scenario``'s sides and the unit types ``types``."""
    try:
        cat = load_units(scenario.ruleset)
    except HexwrightError:
        cat = None
    kinds = {}
    for k in sorted(types):
        t = cat.get(k) if cat is not None else None
        kinds[k] = unit_type_name(t.name) if t is not None and t.name else k
    return {"sides": side_names(scenario), "unit_types": kinds}


def build_report(game, result) -> dict:
    """The report (module doc) of ``result`` (a `core.balance.runner.BatchResult`)
    played on ``game`` (a `core.play.game.Game`: sides and title)."""
    recs = result.records
    sides = list(game.sides)
    n = len(recs)
    draws = sum(1 for r in recs if r["winner"] is None)
    out_sides = {}
    for s in sides:
        wins = sum(1 for r in recs if r["winner"] == s)
        vps = [r["vp"][s] for r in recs]
        lost: dict[str, float] = {}
        for r in recs:
            for kind, k in r["losses"].get(s, {}).items():
                lost[kind] = lost.get(kind, 0) + k
        out_sides[s] = {**_rate(wins, draws, n), "wins": wins, "losses": n - wins - draws, "draws": draws,
                        "vp": summary(vps), "vp_histogram": histogram(vps),
                        "losses_per_type": {k: round(v / n, 3) for k, v in sorted(lost.items())} if n else {}}
    rep = {"scenario": game.scenario.title, "ruleset": game.scenario.ruleset, "played": n,
           "planned": result.planned, "interrupted": result.interrupted, "draws": draws,
           "failed": list(result.failed),
           "engine": {**result.engine, "reruns": result.reruns, "seconds": result.seconds},
           "sides": out_sides, "bots": _bots(recs),
           "length": {k: summary([r[k] for r in recs]) for k in ("actions", "rounds", "seconds")},
           "margin_histogram": histogram([r["vp"][sides[0]] - r["vp"][sides[1]] for r in recs]),
           "heatmaps": _heatmaps(recs, sides), "games": recs,
           "names": _names(game.scenario, {k for d in out_sides.values() for k in d["losses_per_type"]})}
    rep["swing_games"] = swing_games(recs, sides, rep["names"]["sides"])
    return rep


def _bots(recs) -> dict:
    names = sorted({b for r in recs for b in r["bots"].values()})
    if len(names) < 2:
        return {}
    out = {}
    for b in names:
        mine = [(r, s) for r in recs for s, name in r["bots"].items() if name == b
                and list(r["bots"].values()).count(b) == 1]
        wins = sum(1 for r, s in mine if r["winner"] == s)
        draws = sum(1 for r, _ in mine if r["winner"] is None)
        by_side = {}
        for side in sorted({s for _, s in mine}):
            g = [r for r, s in mine if s == side]
            by_side[side] = round(win_rate(sum(1 for r in g if r["winner"] == side),
                                           sum(1 for r in g if r["winner"] is None), len(g)), 4)
        out[b] = {**_rate(wins, draws, len(mine)), "wins": wins, "losses": len(mine) - wins - draws, "draws": draws,
                  "games": len(mine), "by_side": by_side}
    return out


def _heatmaps(recs, sides) -> dict:
    deaths: dict[str, int] = {}
    by_side: dict[str, dict[str, int]] = {s: {} for s in sides}
    for r in recs:
        for lab, side, _kind in r["deaths"]:
            deaths[lab] = deaths.get(lab, 0) + 1
            by_side.setdefault(side, {})[lab] = by_side.setdefault(side, {}).get(lab, 0) + 1
    obj: dict[str, list[dict[str, int]]] = {}
    for r in recs:
        for rnd, held in enumerate(r["objectives"]):
            for lab, owner in held.items():
                rows = obj.setdefault(lab, [])
                while len(rows) <= rnd:
                    rows.append({})
                key = owner if owner is not None else "none"
                rows[rnd][key] = rows[rnd].get(key, 0) + 1
    return {"deaths": dict(sorted(deaths.items())), "deaths_by_side": {s: dict(sorted(v.items()))
                                                                       for s, v in by_side.items()},
            "objectives": dict(sorted(obj.items()))}


def swing_games(recs, sides, names: dict | None = None) -> list[dict]:
    """The upsets (against the majority winner, closest first) then the
    closest games, at most `SWING_MAX` (module doc); ``names`` (side id ->
    shown name) name the sides in ``why``."""
    names = names or {}
    if not recs:
        return []
    wins = {s: sum(1 for r in recs if r["winner"] == s) for s in sides}
    major = max(sides, key=lambda s: wins[s]) if wins[sides[0]] != wins[sides[1]] else None

    def margin(r):
        return abs(r["vp"][sides[0]] - r["vp"][sides[1]])

    picked, out = set(), []
    if major is not None:
        for r in sorted((r for r in recs if r["winner"] != major), key=lambda r: (margin(r), r["index"])):
            out.append((r, i18n._("upset: {value} against the majority result ({major} wins {wins} of "
                                  "{n_recs})").format(
                               value=(i18n._("draw") if r['winner'] is None
                                      else i18n._("{side} won").format(side=names.get(r['winner'], r['winner']))),
                               major=names.get(major, major), wins=wins[major], n_recs=len(recs))))
            picked.add(r["index"])
    for r in sorted(recs, key=lambda r: (margin(r), r["index"])):
        if r["index"] not in picked:
            why = (i18n._("among the closest: a draw") if r["winner"] is None else
                   i18n._("among the closest: {side} won by {margin} VP").format(
                       side=names.get(r["winner"], r["winner"]), margin=margin(r)))
            out.append((r, why))
            picked.add(r["index"])
    return [{"index": r["index"], "seed": r["seed"], "why": why, "winner": r["winner"], "vp": r["vp"],
             "bots": r["bots"], "variant": r["variant"]} for r, why in out[:SWING_MAX]]


def report_text(rep: dict) -> str:
    """A readable summary of a report (what the CLI prints)."""
    lines = [i18n._("scenario: {scenario} ({ruleset})").format(scenario=rep['scenario'], ruleset=rep['ruleset']),
             i18n._("games: {played} of {planned}").format(
                 played=rep['played'], planned=rep['planned'])
             + (i18n._(" (interrupted: partial report)") if rep["interrupted"] else "")
             + i18n._(", draws {draws}").format(draws=rep['draws'])]
    for f in rep.get("failed", []):
        lines.append(i18n._("game {index} (seed {seed}) failed: {message}").format(
                         index=f["index"], seed=f["seed"], message=f["message"]))
    e = rep["engine"]
    kinds = {"serial": i18n._("in this process"), "processes": i18n._("local processes"),
             "dask": i18n._("Dask cluster")}
    kind = kinds.get(e.get('kind'), e.get('kind'))
    lines.append(i18n._("engine: {kind}").format(kind=kind) + (f" {e['address']}" if e.get("address") else "")
                 + i18n._(", {workers} worker(s), {seconds} s").format(
                       workers=e.get('workers'), seconds=i18n.Number(e.get('seconds'))) + (i18n._(", {reruns} game(s) "
                                                                                     "re-run").format(
                                                                                  reruns=e['reruns'])
                                                                              if e.get("reruns") else ""))
    if not rep["played"]:
        lines.append(i18n._("no game finished: no win rates, VP or lengths to report"))
        return "\n".join(lines)
    for s, d in rep["sides"].items():
        lo, hi = d["ci95"]
        lines.append(i18n._("  {s}: win rate {win_rate:.1%} (95% CI {lo:.1%}-{hi:.1%}), {wins} W "
                            "{losses} L {draws} D, VP mean {mean} (min {min}, max {max})").format(
                         s=shown(rep, "sides", s), win_rate=i18n.Number(d['win_rate']), lo=i18n.Number(lo),
                         hi=i18n.Number(hi), wins=d['wins'], losses=d['losses'], draws=d['draws'],
                         mean=i18n.Number(d['vp']['mean']), min=d['vp']['min'], max=d['vp']['max']))
        if d["losses_per_type"]:
            lines.append(i18n._("    losses per game: ")
                         + ", ".join(f"{shown(rep, 'unit_types', k)} {i18n.Number(v)}"
                                     for k, v in d["losses_per_type"].items()))
    for b, d in rep["bots"].items():
        lo, hi = d["ci95"]
        lines.append(i18n._("  bot {b}: win rate {win_rate:.1%} (95% CI {lo:.1%}-{hi:.1%}) in {games} "
                            "games; ").format(b=b, win_rate=i18n.Number(d['win_rate']), lo=i18n.Number(lo),
                                      hi=i18n.Number(hi), games=d['games'])
                     + ", ".join(i18n._("as {s} {v:.0%}").format(s=shown(rep, "sides", s), v=i18n.Number(v))
                                 for s, v in d["by_side"].items()))
    ln = rep["length"]
    lines.append(i18n._("length: {mean} rounds, {mean2} actions, {mean3} s per game").format(
                     mean=i18n.Number(ln['rounds']['mean']), mean2=i18n.Number(ln['actions']['mean']),
                     mean3=i18n.Number(ln['seconds']['mean'])))
    hot = sorted(rep["heatmaps"]["deaths"].items(), key=lambda kv: -kv[1])[:5]
    if hot:
        lines.append(i18n._("most deaths: ") + ", ".join(f"{h} ({k})" for h, k in hot))
    for g in rep["swing_games"]:
        lines.append(i18n._("  swing game {index} (seed {seed}): {why}; VP ").format(
                         index=g['index'], seed=g['seed'], why=g['why'])
                     + ", ".join(f"{shown(rep, 'sides', s)} {v}" for s, v in g["vp"].items()))
    return "\n".join(lines)
