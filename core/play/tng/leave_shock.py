"""Leaving a front hex to a friend (tng 9.22, tng_fow.md A.7 "Who may
shock"): every enemy in the attacker's Frontal hexes must be attacked
unless another friendly unit is shocking it; if that other friendly unit
then fails, the first attacker must shock both.

``lshock 0404 -> 0505 leaving 0506 to 0606`` (`LShock`) is offered in the
shock step when the active stack in ``0404`` has enemies in two front hexes
and another active stack (``0606``) may shock the hex left (``0506``) as it
shocks every enemy in its own front (`core.rules.tng.shock_position.shock_problems`
with the left hexes ``covered``); the friend's targets and the first
stack's own targets do not overlap (a hex both attack is a combined shock,
`core.play.tng.combined`).  Then (9.4: every Commitment roll before any
resolution):

1. the friend rolls Commitment (``commit``, with the defender's Defensive
   Fire of its own targets);
2. ``lshock_mid``: the first stack rolls Commitment against its own
   targets, or, when the friend did not commit, against both (9.22);
3. ``lshock_go``: each committed stack's shock (``shock_roll``, one die per
   stack, 9.22), the friend's first.

Retreat before shock (9.31) is asked first, as for any shock.
"""
from __future__ import annotations

from itertools import combinations

from core.i18n import _
from core.play.actions import Action, action
from core.play.tng import evade
from core.play.tng.combined import shock_stacks
from core.rules.tng.facing import front_hexes
from core.rules.tng.shock_position import shock_problems

TASKS = ("lshock_mid", "lshock_go")
RULE = "tng 9.22"


@action("lshock", "lshock {hex} -> {targets:,} leaving {left:,} to {friend}")
class LShock(Action):
    """The active stack in ``hex`` shocks ``targets``, leaving the enemy in
    its front hexes ``left`` to the friendly stack in ``friend``, which shocks
    them (tng 9.22)."""

    hex: str = ""
    targets: tuple[str, ...] = ()
    left: tuple[str, ...] = ()
    friend: str = ""


def _enemy_front(st, top) -> list:
    pos = st.position()
    if top.facing is None:
        return []
    return [t for t in front_hexes(top, st.data.hexmap) if pos.enemy_in(t, top.side)]


def _began(st, stack) -> bool:
    return all(u.id in st.act["adjacent"] for u in stack if u.branch == "cavalry")


def choices(st) -> list:
    """``lshock`` actions (module doc), in label order of the first stack, the hexes left, the friend."""
    pos = st.position()
    stacks = shock_stacks(st)
    full = {}
    for h, stack in stacks.items():
        ts = _enemy_front(st, stack[0])
        if ts and not shock_problems(pos, stack, ts, False, _began(st, stack)):
            full[h] = ts
    out = []
    for h in sorted(stacks, key=st.label):
        stack = stacks[h]
        ts = sorted(_enemy_front(st, stack[0]), key=st.label)
        if len(ts) < 2:
            continue
        for k in range(1, len(ts)):
            for left in combinations(ts, k):
                keep = [t for t in ts if t not in left]
                if shock_problems(pos, stack, keep, False, _began(st, stack), covered=set(left)):
                    continue
                for f in sorted(full, key=st.label):
                    if f == h or not set(left) <= set(full[f]) or set(keep) & set(full[f]):
                        continue
                    out.append(LShock(st.label(h), tuple(st.label(t) for t in keep),
                                      tuple(st.label(t) for t in left), st.label(f)))
    return out


def declare(st, a) -> None:
    """Apply an ``lshock``: flag both stacks, queue the friend's Commitment, then the first stack's (module doc)."""
    stacks = shock_stacks(st)
    m = st.data.hexmap
    first = [u.id for u in stacks[m.parse(a.hex)]]
    friend = [u.id for u in stacks[m.parse(a.friend)]]
    f_targets = [st.label(t) for t in _enemy_front(st, stacks[m.parse(a.friend)][0])]
    for u in first + friend:
        st.set_flag(u, "shocked")
    st.act["committed"], st.act["reacted"] = [], []
    st.say(_("{units} shock from {hex} -> {targets}, leaving {left} to {friend} shocking from {fhex} ({rule})").format(
        units="+".join(first), hex=a.hex, targets=",".join(a.targets), left=",".join(a.left),
        friend="+".join(friend), fhex=a.friend, rule=RULE))
    plan = {"first": {"hex": a.hex, "units": first, "targets": list(a.targets), "left": list(a.left)},
            "friend": {"hex": a.friend, "units": friend, "targets": f_targets}}
    tasks = [{"t": "commit", "units": friend, "hex": a.friend, "targets": f_targets, "combined": True},
             {"t": "lshock_mid", "plan": plan}]
    attacks: dict = {}
    for t in list(a.targets):
        attacks.setdefault(t, []).append(a.hex)
    for t in f_targets:
        attacks.setdefault(t, []).append(a.friend)
    evade.begin(st, tasks, attacks)  # tng 9.31: retreat before shock comes first


def run(st, task: dict, die: int | None) -> None:
    """``lshock_mid``: the first stack's Commitment, against both when the
    friend failed; ``lshock_go``: the committed stacks' shocks."""
    plan = task["plan"]
    first, friend = plan["first"], plan["friend"]
    committed = st.act.get("committed", [])
    if task["t"] == "lshock_mid":
        targets = list(first["targets"])
        if friend["hex"] not in committed:
            targets += first["left"]
            st.say(_("{hex} did not commit: {units} must shock {left} too ({rule})").format(
                hex=friend["hex"], units="+".join(first["units"]), left=",".join(first["left"]), rule=RULE))
        first = dict(first, targets=targets)
        st.queue[:0] = [{"t": "commit", "units": first["units"], "hex": first["hex"], "targets": targets,
                         "combined": True}, {"t": "lshock_go", "plan": dict(plan, first=first)}]
        return
    new = []
    for p in (friend, first):
        if p["hex"] in committed:
            new.append({"t": "shock_roll", "units": p["units"], "hex": p["hex"], "targets": p["targets"]})
    st.queue[:0] = new
