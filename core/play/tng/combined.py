"""Combined shock: several stacks shocking together (tng 9.22-9.23, 9.4,
9.53, 9.71; tng_fow.md A.7).

``cshock 1214+1315 -> 1415`` (`core.play.tng.actions.CShock`) is offered
in the shock step when two or more active stacks of one arm (infantry, or
cavalry that began the activation adjacent; infantry and cavalry never
combine their strength, 9.22) each may shock (`shock_problems`) and share
an enemy front hex.  Each stack attacks every enemy in its own front
hexes, as a single shock does (9.22); the combined shock's targets are
the union.  Then:

1. every stack rolls Commitment with its top unit (``commit`` tasks with
   ``combined``, 9.4: all Commitment rolls before any resolution); a gun
   of a target hex gives one Reaction Fire (8.6) at the first committed
   stack in its front;
2. ``cshock_roll`` (one d10 for every target hex, 9.22: "one die roll
   with the DRMs applied separately to each hex"): against each target
   the committed stacks that have it in front combine their SP, the
   highest Cohesion of them all (9.52), the rear / front-and-rear
   position of all of them (9.54) and the terrain: attacked from several
   hexes the defender takes the best beneficial modifier (-1 or better),
   otherwise the attacker picks (9.53) (`terrain_choice`);
3. the stack holding the highest-Cohesion formed unit advances into a
   vacated hex (9.71, label order on a tie); on an attacker result every
   stack that attacked the hex is Disordered and each checks its own
   retreat (9.62).
"""
from __future__ import annotations

from itertools import combinations

from core.i18n import _
from core.play.tng import combat, evade
from core.play.tng.actions import CShock
from core.play.tng.rolls import result_name, shock_text
from core.rules.tng import tec
from core.rules.tng.facing import front_hexes
from core.rules.tng.shock import clear_terrain_drm, cohesion_differential, shock_drm, shock_result
from core.rules.tng.shock_position import artillery_alone, positional_drm, shock_problems

TASKS = ("cshock_go", "cshock_roll")
DICE = frozenset({"cshock_roll"})


def shock_stacks(st) -> dict:
    """``{hex: [TngUnit]}`` of the active stacks that may still shock, top first."""
    pos = st.position()
    out: dict = {}
    for u in st.act["units"]:
        if st.units[u]["box"] != "map" or st.data.base[u].is_artillery:
            continue
        if st.has(u, "shocked") or st.has(u, "in_square"):
            continue
        out.setdefault(st.units[u]["hex"], []).append(pos.unit(u))
    return out


def _stack_targets(st, stack) -> list:
    """The enemy-occupied front hexes of ``stack``'s top unit, when it may shock them all (tng 9.21-9.24)."""
    pos = st.position()
    top = stack[0]
    if top.facing is None:
        return []
    targets = [t for t in front_hexes(top, st.data.hexmap) if pos.enemy_in(t, top.side)]
    began = all(u.id in st.act["adjacent"] for u in stack if u.branch == "cavalry")
    if not targets or shock_problems(pos, stack, targets, False, began):
        return []
    return targets


def cshock_choices(st) -> list:
    """``cshock`` actions (module doc): every set of two or more stacks of
    one arm sharing an enemy front hex, in label order, each set once."""
    stacks = shock_stacks(st)
    able = {}
    for h, stack in stacks.items():
        targets = _stack_targets(st, stack)
        if targets:
            able[h] = (stack[0].branch, targets)
    seen, out = set(), []
    enemy = sorted({t for _b, ts in able.values() for t in ts}, key=st.label)
    for t in enemy:
        for branch in ("infantry", "cavalry"):
            hexes = sorted((h for h, (b, ts) in able.items() if b == branch and t in ts), key=st.label)
            for k in range(2, len(hexes) + 1):
                for combo in combinations(hexes, k):
                    key = tuple(st.label(h) for h in combo)
                    if key in seen:
                        continue
                    seen.add(key)
                    targets = sorted({x for h in combo for x in able[h][1]}, key=st.label)
                    out.append(CShock(key, tuple(st.label(x) for x in targets)))
    return out


def declare(st, a) -> None:
    """Apply a ``cshock`` action: flag the units, queue each stack's Commitment and the one shock roll."""
    stacks = shock_stacks(st)
    m = st.data.hexmap
    st.act["committed"], st.act["reacted"] = [], []
    plan = []
    for label in a.hexes:
        stack = stacks[m.parse(label)]
        ids = [u.id for u in stack]
        for u in ids:
            st.set_flag(u, "shocked")
        targets = [st.label(t) for t in _front_targets(st, stack[0]) if st.label(t) in a.targets]
        plan.append({"hex": label, "units": ids, "targets": targets})
    st.say(_("combined shock from {hexes} -> {targets} (tng 9.22)").format(
               hexes='+'.join(a.hexes), targets=','.join(a.targets)))
    tasks = [{"t": "commit", "units": p["units"], "hex": p["hex"], "targets": p["targets"], "combined": True}
             for p in plan]
    tasks.append({"t": "cshock_go", "hex": "+".join(a.hexes), "stacks": plan, "targets": list(a.targets)})
    attacks = {t: [p["hex"] for p in plan if t in p["targets"]] for t in a.targets}
    evade.begin(st, tasks, attacks)  # tng 9.31: retreat before shock comes first


def _front_targets(st, top) -> list:
    pos = st.position()
    return [t for t in front_hexes(top, st.data.hexmap) if pos.enemy_in(t, top.side)]


def run(st, task: dict, die: int | None) -> None:
    """Run combined-shock task ``task`` (one of `TASKS`) with ``die``:
    ``cshock_go`` (no die) queues the shock roll when a stack committed."""
    if task["t"] == "cshock_go":
        if st.act.get("committed"):
            st.queue.insert(0, dict(task, t="cshock_roll"))
        else:
            st.say(_("combined shock from {hex}: no stack committed (tng 9.4)").format(hex=task['hex']))
        return
    _cshock_roll(st, task, die)


def hexside_shock_drm(m, frm, to) -> int:
    """Shock DRM of the hexside features between attacker hex ``frm`` and
    defender hex ``to`` (stream, bridge: the chart, tng_fow.md A.5 footnote a)."""
    total = 0
    for f in m.features_between(frm, to):
        if f in tec.chart()["hexside_features"]:
            total += int(tec.feature(f).get("shock_drm", 0))
    return total


def terrain_choice(st, defender, attackers_by_hex: dict) -> tuple[int, str]:
    """``(DRM, who chose)`` of the terrain modifier against ``defender``
    (tng 9.53): per attacking hex the hex terrain (clear +1 only with an
    open flank) plus the hexside crossed; from several hexes the defender
    takes the best beneficial (-1 or better) modifier, otherwise the
    attacker picks the highest."""
    m = st.data.hexmap
    pos = st.position()
    h = defender.hex
    values = []
    for hx, units in attackers_by_hex.items():
        terr = tec.shock_drm(m.terrain_at(h))
        if m.terrain_at(h) == "clear":
            terr = clear_terrain_drm(defender, pos, [hx], units)
        values.append(terr + hexside_shock_drm(m, hx, h))
    if len(values) > 1 and min(values) <= -1:
        return min(values), "defender"
    return max(values), "attacker"


def _cshock_roll(st, t, die):
    pos = st.position()
    m = st.data.hexmap
    committed = set(st.act.get("committed", []))
    live = []
    for p in t["stacks"]:
        here = m.parse(p["hex"])
        units = [pos.unit(u) for u in p["units"] if st.units[u]["box"] == "map" and st.units[u]["hex"] == here]
        fighters = [u for u in units if not u.is_artillery]
        if p["hex"] in committed and fighters and not fighters[0].disordered:
            live.append((p, fighters))
    if not live:
        st.say(_("combined shock: no stack committed (tng 9.4)"))
        return
    new, advanced = [], False
    for label in t["targets"]:
        h = m.parse(label)
        defs = pos.combat_at(h)
        att = [(p, f) for p, f in live if label in p["targets"]]
        if not defs or not att:
            continue
        fighters = [u for _p, f in att for u in f]
        ids = [u.id for u in fighters]
        lead = max(att, key=lambda pf: (max(u.cohesion for u in pf[1]), -att.index(pf)))
        if artillery_alone(pos, h):
            for d in defs:
                combat.apply_outcome(st, d.id, "eliminated", "artillery shocked alone, tng 9.25")
            if not advanced:
                new.append({"t": "advance", "units": [u.id for u in lead[1]], "into": label})
                advanced = True
            continue
        fight = [d for d in defs if not d.is_artillery]
        terr, chooser = terrain_choice(st, fight[0], {m.parse(p["hex"]): f for p, f in att})
        pdrm = positional_drm(pos, h, fighters)
        r = shock_drm(sum(u.sp for u in fighters), max(1, sum(d.sp for d in fight)),
                      cohesion_differential(fighters, defs), terr, pdrm >= 2, pdrm >= 3)
        out = shock_result(die, r["drm"])
        who = "+".join(p["hex"] for p, _f in att)
        st.say(_("combined shock {who} -> {label}: d10 {die} + {drm} = {total}: {result} (tng 9.22, 9.5; "
                 "terrain chosen by the {chooser}, tng 9.53; {shock_text})").format(
                   who=who, label=label, die=die, drm=r['drm'], total=out['total'],
                   result=result_name(out['result']), chooser=_(chooser),
                   shock_text=shock_text(r['parts'], r['drm'], odds=st.odds)))
        d_ids = [d.id for d in defs]
        if out["result"] == "attacker_disorder":
            for u in ids:
                combat.disorder(st, u, "combined shock result")
            if out["retreat_check"] == "attacker":
                new.extend({"t": "retreat_check", "units": [u.id for u in f], "away": label} for _p, f in att)
            if "counter_shock" in out["extra"]:  # tng 9.73: below 0 the defender may counter-shock
                new.append({"t": "countershock_offer", "hex": label, "att": lead[0]["hex"]})
            continue
        for d in d_ids:
            combat.disorder(st, d, "combined shock result")
        if out["result"] == "defender_disorder":
            if out["retreat_check"] == "defender":
                new.append({"t": "retreat_check", "units": d_ids, "away": lead[0]["hex"]})
        else:
            combat.retreat(st, d_ids, m.parse(lead[0]["hex"]), "combined shock 10+")
        if not advanced:  # 9.71: the stack holding the highest-Cohesion unit advances
            new.append({"t": "advance", "units": [u.id for u in lead[1]], "into": label,
                        "breakthrough": out["result"] == "defender_disorder_retreat"
                        and all(u.branch == "infantry" for u in lead[1])})   # 9.73
            advanced = True
    st.queue[:0] = new
