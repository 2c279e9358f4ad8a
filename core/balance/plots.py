"""PNG plots of a balance report (matplotlib, Agg backend: no display).

`write_plots(report, hexmap, folder) -> [paths]` writes:

* ``win_rates.png``: each side's (and each bot's) win rate with its Wilson
  95 % interval, the even line at 50 %;
* ``vp.png``: each side's VP distribution and the VP margin;
* ``length.png``: rounds and actions per game;
* ``losses.png``: mean losses per game of each unit type, per side;
* ``deaths_map.png``: the map with each hex shaded by the units that died
  there (objective hexes outlined);
* ``objectives.png``: for each objective hex, the share of games each side
  held it at the end of each round;
* ``sweep.png`` (`write_sweep_plot`): the first side's win rate for each
  setting of a ``--vary`` sweep, with intervals.

`HexwrightError` when ``folder`` cannot be created or written.
"""
from __future__ import annotations

import os
import tempfile
import threading

import matplotlib

matplotlib.use("Agg")
import matplotlib.pyplot as plt  # noqa: E402
from matplotlib.collections import PolyCollection  # noqa: E402

from core.balance.report import shown  # noqa: E402
from core.errors import HexwrightError  # noqa: E402
from core.i18n import _  # noqa: E402

_PYPLOT = threading.RLock()   # pyplot keeps global state: one thread draws at a time
COLOURS = ("#4c72b0", "#c44e52", "#55a868", "#8172b2", "#ccb974", "#64b5cd")


def check_folder(folder: str) -> None:
    """Make ``folder`` (and its parents) and check that a file can be written
    in it; `HexwrightError` naming it when not (a batch checks this before
    it plays)."""
    _folder(folder)
    try:
        fd, probe = tempfile.mkstemp(prefix=".hexwright-", dir=folder)
    except OSError as e:
        raise HexwrightError(_("--plots {folder}: cannot write in the folder ({strerror})").format(
                                 folder=folder, strerror=e.strerror)) from None
    os.close(fd)
    os.remove(probe)


def _folder(folder: str) -> None:
    if not folder.strip():
        raise HexwrightError(_("--plots needs a folder name, e.g. plots"))
    if os.path.exists(folder) and not os.path.isdir(folder):
        raise HexwrightError(_("--plots {folder}: not a folder").format(folder=folder))
    try:
        os.makedirs(folder, exist_ok=True)
    except OSError as e:
        raise HexwrightError(_("--plots {folder}: cannot create the folder ({strerror})").format(
                                 folder=folder, strerror=e.strerror)) from None


def _save(fig, folder: str, name: str) -> str:
    path = os.path.join(folder, name)
    try:
        fig.savefig(path, dpi=110)
    except OSError as e:
        raise HexwrightError(_("{path}: cannot write the plot ({strerror})").format(
                                 path=path, strerror=e.strerror)) from None
    finally:
        plt.close(fig)
    return path


def side_colours(sides) -> dict[str, str]:
    """A colour per side in side order."""
    return {s: COLOURS[i % len(COLOURS)] for i, s in enumerate(sides)}


def write_plots(rep: dict, hexmap, folder: str, colours: dict | None = None) -> list[str]:
    """Write the plots of report ``rep`` (module doc) into ``folder``; returns
    their paths.  Safe to call from any thread (pyplot's state is shared:
    one drawing at a time, `_PYPLOT`)."""
    _folder(folder)
    sides = list(rep["sides"])
    col = colours or side_colours(sides)
    with _PYPLOT:
        return [_win_rates(rep, folder, col), _vp(rep, folder, col), _length(rep, folder),
                _losses(rep, folder, col), deaths_map(rep, hexmap, folder), _objectives(rep, folder, col)]


def _win_rates(rep, folder, col) -> str:
    rows = [(shown(rep, "sides", s), d, col[s]) for s, d in rep["sides"].items()]
    rows += [(_("bot {name}").format(name=b), d, "#777777") for b, d in rep["bots"].items()]
    fig, ax = plt.subplots(figsize=(6, 0.6 * len(rows) + 1.6))
    for i, (name, d, c) in enumerate(rows):
        lo, hi = d["ci95"]
        ax.barh(i, d["win_rate"], color=c, alpha=0.8)
        ax.errorbar(d["win_rate"], i, xerr=[[d["win_rate"] - lo], [hi - d["win_rate"]]], color="black", capsize=4)
        ax.text(min(hi + 0.02, 0.74), i, f"{d['win_rate']:.0%} ({lo:.0%}-{hi:.0%})", va="center", fontsize=9,
                bbox={"facecolor": "white", "edgecolor": "none", "alpha": 0.8, "pad": 1})
    ax.axvline(0.5, color="grey", linestyle="--", linewidth=1)
    ax.set_yticks(range(len(rows)), [r[0] for r in rows])
    ax.set_xlim(0, 1)
    ax.set_xlabel(_("win rate (draws count half), 95% Wilson interval"))
    ax.set_title(_("{scenario}: {games} games").format(scenario=rep['scenario'], games=rep['played']))
    fig.tight_layout()
    return _save(fig, folder, "win_rates.png")


def _vp(rep, folder, col) -> str:
    fig, (a, b) = plt.subplots(1, 2, figsize=(9, 3.6))
    for s, d in rep["sides"].items():
        xs = [int(k) for k in d["vp_histogram"]]
        a.bar([x + (0.2 if s == list(rep["sides"])[1] else -0.2) for x in xs], list(d["vp_histogram"].values()),
              width=0.4, color=col[s], label=shown(rep, "sides", s))
    a.set_xlabel(_("VP at the end"))
    a.set_ylabel(_("games"))
    a.legend()
    a.set_title(_("VP distribution"))
    m = rep["margin_histogram"]
    sides = list(rep["sides"])
    b.bar([int(k) for k in m], list(m.values()), color="#777777")
    b.axvline(0, color="black", linewidth=1)
    b.set_xlabel(_("VP margin ({first} - {second})").format(first=shown(rep, "sides", sides[0]),
                                                           second=shown(rep, "sides", sides[1])))
    b.set_title(_("margin"))
    fig.tight_layout()
    return _save(fig, folder, "vp.png")


def _length(rep, folder) -> str:
    games = rep["games"]
    fig, (a, b) = plt.subplots(1, 2, figsize=(9, 3.4))
    a.hist([g["rounds"] for g in games], bins=range(0, max([g["rounds"] for g in games] + [1]) + 2), color="#4c72b0",
           align="left", rwidth=0.8)
    a.set_xlabel(_("rounds played"))
    a.set_ylabel(_("games"))
    b.hist([g["actions"] for g in games], bins=12, color="#55a868")
    b.set_xlabel(_("actions per game (incl. dice and draws)"))
    fig.suptitle(_("game length"))
    fig.tight_layout()
    return _save(fig, folder, "length.png")


def _losses(rep, folder, col) -> str:
    rows = [(s, k, v) for s, d in rep["sides"].items() for k, v in d["losses_per_type"].items()]
    fig, ax = plt.subplots(figsize=(7, 0.35 * max(len(rows), 2) + 1.4))
    for i, (s, k, v) in enumerate(rows):
        ax.barh(i, v, color=col[s])
    ax.set_yticks(range(len(rows)), [f"{shown(rep, 'sides', s)}: {shown(rep, 'unit_types', k)}" for s, k, _v in rows],
                  fontsize=8)
    ax.invert_yaxis()
    ax.set_xlabel(_("units lost per game"))
    ax.set_title(_("losses per unit type"))
    if not rows:
        ax.text(0.5, 0.5, _("no losses"), ha="center", transform=ax.transAxes)
    fig.tight_layout()
    return _save(fig, folder, "losses.png")


def deaths_map(rep: dict, hexmap, folder: str, name: str = "deaths_map.png") -> str:
    """The map with hexes shaded by deaths (module doc)."""
    lay = hexmap.layout
    hexes = list(hexmap.hexes())
    deaths = rep["heatmaps"]["deaths"]
    top = max(deaths.values(), default=1)
    polys, vals = [], []
    for h in hexes:
        polys.append([(x, -y) for x, y in lay.corners(h)])
        vals.append(deaths.get(hexmap.label(h), 0) / top)
    xs = [x for p in polys for x, _ in p]
    ys = [y for p in polys for _, y in p]
    w, hgt = max(xs) - min(xs), max(ys) - min(ys)
    fig, ax = plt.subplots(figsize=(min(12, 2 + 8 * w / max(w, hgt)), min(10, 1.5 + 8 * hgt / max(w, hgt))))
    pc = PolyCollection(polys, array=vals, cmap="Reds", edgecolors="#bbbbbb", linewidths=0.3)
    pc.set_clim(0, 1)
    ax.add_collection(pc)
    objs = set(rep["heatmaps"]["objectives"])
    for h in hexes:
        lab = hexmap.label(h)
        if lab in objs:
            ax.add_patch(plt.Polygon([(x, -y) for x, y in lay.corners(h)], fill=False, edgecolor="#1f3a93",
                                     linewidth=2))
        if deaths.get(lab):
            x, y = lay.hex_to_pixel(h)
            ax.text(x, -y, str(deaths[lab]), ha="center", va="center", fontsize=6)
    ax.set_xlim(min(xs), max(xs))
    ax.set_ylim(min(ys), max(ys))
    ax.set_aspect("equal")
    ax.axis("off")
    ax.set_title(_("where units died ({deaths} deaths in {games} games; objectives outlined)").format(
                     deaths=sum(deaths.values()), games=rep['played']), fontsize=9)
    cb = fig.colorbar(pc, ax=ax, shrink=0.6)
    cb.set_label(_("deaths (1 = {top})").format(top=top))
    fig.tight_layout()
    return _save(fig, folder, name)


def _objectives(rep, folder, col) -> str:
    obj = rep["heatmaps"]["objectives"]
    n = max(len(obj), 1)
    fig, axes = plt.subplots(1, n, figsize=(3.2 * n + 0.6, 3.2), squeeze=False)
    for ax, (lab, rows) in zip(axes[0], obj.items()):
        rounds = range(1, len(rows) + 1)
        bottom = [0.0] * len(rows)
        for s in list(rep["sides"]) + ["none"]:
            share = [r.get(s, 0) / max(sum(r.values()), 1) for r in rows]
            ax.bar(rounds, share, bottom=bottom, color=col.get(s, "#dddddd"),
                   label=_("nobody") if s == "none" else shown(rep, "sides", s))
            bottom = [b + v for b, v in zip(bottom, share)]
        ax.set_xticks(list(rounds))
        ax.set_title(_("objective {hex}").format(hex=lab))
        ax.set_xlabel(_("end of round"))
        ax.set_ylim(0, 1)
    axes[0][0].set_ylabel(_("share of games held"))
    axes[0][-1].legend(fontsize=7, loc="upper left", bbox_to_anchor=(1.02, 1))
    if not obj:
        axes[0][0].text(0.5, 0.5, _("no objectives"), ha="center", transform=axes[0][0].transAxes)
    fig.tight_layout()
    return _save(fig, folder, "objectives.png")


def write_sweep_plot(sweep: dict, folder: str, side_name: str | None = None) -> str:
    """``sweep.png``: the first side's win rate per setting (`core.balance.sweep`);
    ``side_name`` is that side as shown (default: its id)."""
    _folder(folder)
    with _PYPLOT:
        return _sweep(sweep, folder, side_name)


def _sweep(sweep: dict, folder: str, side_name: str | None) -> str:
    rows = sweep["settings"]
    side = sweep["side"]
    fig, ax = plt.subplots(figsize=(max(5, 0.7 * len(rows) + 2), 3.8))
    for i, r in enumerate(rows):
        lo, hi = r["ci95"]
        best = r["label"] == sweep["closest"]["label"]
        ax.errorbar(i, r["win_rate"], yerr=[[r["win_rate"] - lo], [hi - r["win_rate"]]], fmt="o", capsize=4,
                    color="#c44e52" if best else "#4c72b0")
    ax.axhline(0.5, color="grey", linestyle="--", linewidth=1)
    ax.set_xticks(range(len(rows)), [r["label"] for r in rows], rotation=30, ha="right", fontsize=8)
    ax.set_ylim(0, 1)
    ax.set_ylabel(_("{side} win rate").format(side=side_name or side))
    ax.set_title(_("sweep: closest to even {setting}").format(setting=sweep['closest']['label']))
    fig.tight_layout()
    return _save(fig, folder, "sweep.png")
