"""Determinization: a full game state that one side could be in, sampled
from what that side may know (its observer view), for search bots that
must not read hidden information (`core.play.mcts`).

`determinize(state, side, rng) -> state`: a clone of ``state`` whose hidden
parts are *replaced* by samples drawn only from public information, so
the result (and every decision made on it) is the same whatever the
hidden truth is, for the same ``rng``:

* Conflict of Heroes (seed 000 §10.0; coh.md 3.1, 9): each hidden enemy
  unit is put on a hex drawn from the covering hexes with no unit the side
  can see and not next to its own units (a hidden unit there would have
  been revealed); face-down hit markers of enemy units get names drawn
  from the pile less the markers the side can see (as the engine draws
  them, resolve.py); the opponent's hand is drawn from the cards the side
  has not seen (opponent's hand plus what is left in the decks, a multiset
  the side can compute from the decks' contents, its own hand and the
  discard pile), the rest going back to their decks; the opponent's
  activation keeps only its visible members.
* Flames of War (seed 001, concealment): each hidden enemy team goes to a
  hex with no visible team and not next to the side's own teams.
* Triumph & Glory: nothing is hidden from the players (the cup draws are
  chance nodes); the state is cloned.

Hidden hexes are drawn without replacement (one hidden unit per hex) in
unit order; ties and orders are fixed so that a seeded ``rng`` gives the
same sample every time.
"""
from __future__ import annotations

import random
from dataclasses import replace


def determinize(state, side: str, rng: random.Random):
    """A state consistent with ``side``'s view of ``state`` (module doc)."""
    rs = state.game.scenario.ruleset
    if rs == "coh":
        return _coh(state, side, rng)
    if rs == "fow":
        return _fow(state, side, rng)
    return light_clone(state)


LOGS = ("log", "secret")  # text only: a search does not need it


def light_clone(state):
    """`GameState.clone` without copying the game log (a search never
    reads it; the clone starts with an empty one).  Per-position caches
    that are pure functions of the position (coh legal_memo.py's carry)
    are shared, which changes no answer."""
    import copy
    new = copy.copy(state)
    for k in state._copied:
        v = getattr(state, k)
        setattr(new, k, type(v)() if k in LOGS else copy.deepcopy(v))
    new.touched()
    return new


def _free_hexes(hexmap, visible: set, own: set, cover=None) -> list:
    bad = set(visible)
    for h in own:
        bad.update(hexmap.neighbours(h))
        bad.add(h)
    out = [h for h in hexmap.hexes() if h not in bad and (cover is None or cover(h))]
    return sorted(out) or sorted(h for h in hexmap.hexes() if h not in visible)


def _coh(state, side, rng):
    from core.rules.coh import terrain as T
    from core.rules.coh.hitmarkers import pile
    c = light_clone(state)
    pos = c.pos
    hm = pos.hexmap
    visible = {u.hex for u in pos.units if not u.hidden or u.side == side}
    own = {u.hex for u in pos.units if u.side == side}
    free = _free_hexes(hm, visible, own, lambda h: T.is_covering(hm, h))
    seen_hits: dict[bool, dict[str, int]] = {True: {}, False: {}}
    for u in pos.units:
        if u.side == side:
            for h in u.hits:
                seen_hits[u.armored][h] = seen_hits[u.armored].get(h, 0) + 1
    units = []
    for u in pos.units:
        if u.side != side and u.hidden:
            h = free.pop(rng.randrange(len(free))) if free else u.hex
            u = u.with_(hex=h)
        elif u.side != side and u.hits:
            left = {n: max(0, m["copies"] - seen_hits[u.armored].get(n, 0)) for n, m in sorted(pile(u.armored).items())
                    if n != "destroyed"}
            names = []
            for _ in u.hits:
                pool = [n for n, k in left.items() for _ in range(k)] or sorted(left)
                n = rng.choice(pool)
                left[n] = max(0, left.get(n, 0) - 1)
                names.append(n)
            u = u.with_(hits=tuple(names))
        units.append(u)
    c.pos = replace(pos, units=tuple(units))
    opp = c.opponent(side)
    _coh_hand(c, side, opp, rng)
    act = c.activation.get(opp)
    if act is not None:
        hidden = {u.id for u in c.pos.units if u.side == opp and u.hidden}
        act["members"] = [m for m in act["members"] if m not in hidden]
    c.touched()
    return c


def _coh_hand(c, side, opp, rng) -> None:
    n = len(c.hands[opp])
    if n == 0:
        return
    deck_of: dict[str, str] = {}
    for did, cards, *_ in c.data.decks:
        for card in cards:
            deck_of.setdefault(card, did)
    unseen = list(c.hands[opp])
    for did, cards in sorted(c.decks.items()):
        for card, k in sorted(cards.items()):
            unseen += [card] * k
    unseen.sort()
    rng.shuffle(unseen)
    hand, rest = sorted(unseen[:n]), unseen[n:]
    decks = {did: {card: 0 for card in cards} for did, cards in c.decks.items()}
    first = next(iter(sorted(decks)), None)
    for card in rest:
        did = deck_of.get(card, first)
        if did in decks:
            decks[did][card] = decks[did].get(card, 0) + 1
    c.hands[opp] = hand
    c.decks = {did: dict(sorted((k, v) for k, v in cards.items() if v or k in c.decks.get(did, {})))
               for did, cards in decks.items()}


def _fow(state, side, rng):
    c = light_clone(state)
    base = c.data.base
    visible = {p["hex"] for t, p in c.pos.items() if p["hex"] is not None and (base[t].side == side or not p["hidden"])}
    own = {p["hex"] for t, p in c.pos.items() if p["hex"] is not None and base[t].side == side}
    free = _free_hexes(c.data.hexmap, visible, own)
    for t, p in c.pos.items():
        if p["hex"] is not None and base[t].side != side and p["hidden"]:
            p["hex"] = free.pop(rng.randrange(len(free))) if free else p["hex"]
    c.touched()
    return c
