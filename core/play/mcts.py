"""`MctsBot`: Monte Carlo tree search for any ruleset's engine that decides
only from its side's view (issue 14).

Each iteration draws a determinization of the position from the side's
observer view (`core.play.determinize`: hidden enemy units, face-down hit
markers and the opponent's hand sampled from public information; the true
hidden state is never read) and walks one shared *open-loop* tree: nodes
are sequences of player actions, chance outcomes (dice,
draws) are sampled on the way, so one tree serves every determinization
and every roll.  At a node the candidate actions are the legal ones that
score best for the engine's one-step ``greedy_scores`` (the ``width`` best,
in score order; all of them when the engine has no scores), tried in that
order, then chosen by UCB1 (``c``) from the point of view of the side to
act there.  After ``depth`` player actions (or at the end of the game) the
position is scored by `evaluate` and the value backed up.  The move played
is the root child visited most (ties: the higher mean value, then the
greedy order).

An iteration whose sampled position the engine refuses (an error while
applying an action there) is dropped and counted in ``failed_iterations``;
if every iteration fails, the greedy first candidate is played.

The budget per move is ``time_s`` seconds of wall time or ``iterations``
iterations (whichever is given; with both, the first reached); a move with
only one legal action is played at once.  The root's legal actions come
from the state (they never depend on hidden information: every engine's
legal-action contract) and are the same in every determinization.

`evaluate(state, side)` in -1..1: ``tanh`` of (VP difference + units on
the map difference + 0.35 x enemy hit markers - 0.35 x own + the VP of the
objectives each side holds, counted for every round still to score) / 6.
"""
from __future__ import annotations

import logging
import math
import random
import time

from core.errors import HexwrightError
from core.hexgrid import distance
from core.play.determinize import determinize
from core.play.driver import sample_chance
from core.play.probes import hit_markers, holders, initial_holders, round_of, units_on_map

_log = logging.getLogger(__name__)


class _Node:
    __slots__ = ("visits", "value", "children", "order")

    def __init__(self):
        self.visits = 0
        self.value = 0.0  # summed values, root side's point of view
        self.children: dict[str, "_Node"] = {}
        self.order: list | None = None  # candidate actions in greedy order


def _objective_value(st, side: str) -> float:
    sc = st.game.scenario
    left = max(0, sc.rounds - round_of(st) + 1)
    held = holders(st, initial_holders(sc), units_on_map(st)) if sc.victory.control else {}
    v = 0.0
    for c in sc.victory.control:
        lab = c.hex if isinstance(c.hex, str) else sc.hexmap.label(c.hex)
        owner = held.get(lab)
        if owner is None:
            continue
        w = c.vp * (left if c.when == "round" else 1)
        v += w if owner == side else -w
    return v


def _position(st, side: str, units: dict) -> float:
    """Minus 0.04 x the hex distance (at most 12) of each unit on the map to
    the nearest objective its side does not hold, own side minus the
    enemy's (a unit entering the map still gains: +1 unit against at most
    0.48)."""
    sc = st.game.scenario
    if not sc.victory.control:
        return 0.0
    hm = sc.hexmap
    held = holders(st, initial_holders(sc), units)
    labs = list(held)
    out = 0.0
    for s, sign in ((side, -1.0), (st.game.opponent(side), 1.0)):
        goals = [hm.parse(lab) for lab in labs if held[lab] != s] or [hm.parse(lab) for lab in labs]
        out += sign * 0.04 * sum(min(12, min(distance(hm.parse(h), g) for g in goals))
                                 for us, _k, h in units.values() if us == s)
    return out


def evaluate(st, side: str) -> float:
    """Heuristic value of ``st`` for ``side`` in -1..1 (module doc); the
    game's result (+1, -1, 0) when it is over."""
    if st.is_terminal():
        return st.returns()[side]
    opp = st.game.opponent(side)
    score = st.vp[side] - st.vp[opp]
    units = units_on_map(st)
    score += sum(1 if s == side else -1 for s, _k, _h in units.values())
    for owner, hits in hit_markers(st):
        score += 0.35 * hits * (-1 if owner == side else 1)
    score += 0.5 * _objective_value(st, side) + _position(st, side, units)
    return math.tanh(score / 6.0)


class MctsBot:
    """See module doc.  ``seed`` fixes the determinizations and rolls."""

    name = "mcts"

    def __init__(self, seed: int = 0, time_s: float | None = 0.2, iterations: int | None = None, depth: int = 0,
                 width: int = 6, c: float = 0.7, own_steps: int = 4):
        if time_s is None and iterations is None:
            raise ValueError("MctsBot needs a budget: time_s or iterations")
        self.rng = random.Random(seed)
        self.time_s, self.iterations, self.depth, self.width, self.c = time_s, iterations, depth, width, c
        self.own_steps = own_steps
        self.last_iterations = 0
        self.failed_iterations = 0  # iterations whose sampled position the engine refused (see step)

    def step(self, state):
        """The chosen legal action of the side to act (module doc)."""
        legal = state.legal_actions()
        if len(legal) == 1:
            return legal[0]
        side = state.current_player()
        root = _Node()
        rng = random.Random(self.rng.getrandbits(64))
        deadline = None if self.time_s is None else time.perf_counter() + self.time_s
        n = 0
        while True:
            if self.iterations is not None and n >= self.iterations:
                break
            if deadline is not None and n > 0 and time.perf_counter() >= deadline:
                break
            try:
                self._iterate(root, determinize(state, side, rng), side, rng)
            except (HexwrightError, ValueError, KeyError, IndexError) as e:
                # a sampled position the engine cannot play on (logged; the iteration is dropped)
                self.failed_iterations += 1
                _log.debug("mcts: iteration dropped: %s: %s", type(e).__name__, e)
            n += 1
        self.last_iterations = n
        order = root.order or []
        legal_set = set(legal)
        best = max((a for a in root.children if a in legal_set),
                   key=lambda a: (root.children[a].visits, root.children[a].value / max(1, root.children[a].visits),
                                  -order.index(a) if a in order else -len(order)), default=None)
        if best is None or root.children[best].visits == 0:
            best = next((a for a in order if a in legal_set), legal[0])
        return best

    def _candidates(self, node: _Node, st) -> list:
        acts = st.legal_actions()
        if node.order is None:
            scores_fn = getattr(st.game.engine, "greedy_scores", None)
            if scores_fn is not None and len(acts) > self.width:
                scores = scores_fn(st, acts)
                ranked = sorted(range(len(acts)), key=lambda i: (-scores[i], i))
                node.order = [acts[i] for i in ranked[: self.width]]
            else:
                node.order = acts[: self.width] if len(acts) > self.width else acts
            return node.order
        legal = set(acts)
        cands = [a for a in node.order if a in legal]
        return cands or acts[:1]

    def _iterate(self, root: _Node, st, side: str, rng: random.Random) -> None:
        path = [root]
        node = root
        replies = own = 0
        last = side
        while True:
            while st.is_chance_node():
                st.apply_action(sample_chance(st, rng))
            if st.is_terminal():
                break
            player = st.current_player()
            if player != last and player != side:
                replies += 1
            last = player
            if replies > self.depth or own >= self.own_steps:
                break
            own += player == side
            cands = self._candidates(node, st)
            pick = next((a for a in cands if a not in node.children or node.children[a].visits == 0), None)
            if pick is None:
                sign = 1.0 if player == side else -1.0
                logn = math.log(max(1, node.visits))
                pick = max(cands, key=lambda a: sign * node.children[a].value / node.children[a].visits
                           + self.c * math.sqrt(logn / node.children[a].visits))
                child = node.children[pick]
            else:
                child = node.children.get(pick) or node.children.setdefault(pick, _Node())
            st.apply_action(pick)
            node = child
            path.append(node)
            if child.visits == 0:
                while st.is_chance_node():
                    st.apply_action(sample_chance(st, rng))
                break
        v = evaluate(st, side)
        for nd in path:
            nd.visits += 1
            nd.value += v
