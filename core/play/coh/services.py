"""Conflict of Heroes play services (`core.rules.registry`:
``RulesetSpec.units_on_map`` and the rest, one signature for every
ruleset): what a balance run or a search bot reads from a game state, and
the determinization of a search bot (`core.play.determinize`).

* `units_on_map(st)` -> ``{unit id: (side, kind, hex label)}``;
* `round_of(st)`: the round (coh.md 2);
* `lost_box(st, uid)`: a unit gone from the map is always a loss;
* `holders(st, previous, units)`: the control markers as they are (coh.md 9);
* `hit_markers(st)` -> ``[(side, hit markers)]`` per unit on the map;
* `determinize(st, side, rng)`: hidden units, face-down hit markers, the
  opponent's hand and activation sampled from public information (seed
  000 §10.0; coh.md 3.1, 9; see `core.play.determinize`);
* `evaluation_terms(st, side)`: the ruleset's own terms of a search bot's
  evaluation (`core.play.coh.evaluate`: the threat of each side's fresh
  units; `core.play.coh.reach`: objectives each side can reach and take).
"""
from __future__ import annotations

import random
from dataclasses import replace

from core.play.coh.evaluate import threat_terms
from core.play.coh.reach import reach_terms
from core.play.determinize import free_hexes, light_clone
from core.rules.coh import terrain as T
from core.rules.coh.hitmarkers import pile, qualified, split_marker


def units_on_map(st) -> dict[str, tuple[str, str, str]]:
    """``{id: (side, kind, hex label)}`` of the units on the map now."""
    lab = st.pos.hexmap.label
    return {u.id: (u.side, u.kind, lab(u.hex)) for u in st.pos.units}


def round_of(st) -> int:
    """The current round."""
    return int(st.round)


def lost_box(st, uid: str) -> bool:
    """A unit gone from the map is a loss (coh has no withdrawal box)."""
    return True


def holders(st, previous: dict[str, str | None], units: dict) -> dict[str, str | None]:
    """``{hex label: side or None}``: the control markers (coh.md 9)."""
    return dict(st.control)


def hit_markers(st) -> list[tuple[str, int]]:
    """``[(side, number of hit markers)]``, one entry per unit on the map."""
    return [(u.side, len(u.hits)) for u in st.pos.units]


def determinize(state, side: str, rng: random.Random):
    """A state consistent with ``side``'s view of ``state`` (module doc)."""
    c = light_clone(state)
    pos = c.pos
    hm = pos.hexmap
    visible = {u.hex for u in pos.units if not u.hidden or u.side == side}
    own = {u.hex for u in pos.units if u.side == side}
    free = free_hexes(hm, visible, own, _covering(c, hm))
    seen_hits: dict[bool, dict[str, int]] = {True: {}, False: {}}
    for u in pos.units:
        if u.side == side:
            for h in u.hits:
                base, arm = split_marker(h, u.armored)  # pile-qualified identities (hitmarkers.py)
                seen_hits[arm][base] = seen_hits[arm].get(base, 0) + 1
    units = []
    for u in pos.units:
        if u.side != side and u.hidden:
            h = free.pop(rng.randrange(len(free))) if free else u.hex
            u = u.with_(hex=h)
        elif u.side != side and u.hits:
            names = []
            lefts: dict[bool, dict[str, int]] = {}
            for h in u.hits:  # each face-down marker redrawn from its own pile (the colour hit is public)
                arm = split_marker(h, u.armored)[1]
                left = lefts.setdefault(arm, {n: max(0, m["copies"] - seen_hits[arm].get(n, 0))
                                              for n, m in sorted(pile(arm).items()) if n != "destroyed"})
                pool = [n for n, k in left.items() for _ in range(k)] or sorted(left)
                n = rng.choice(pool)
                left[n] = max(0, left.get(n, 0) - 1)
                names.append(qualified(n, arm, u.armored))
            u = u.with_(hits=tuple(names))
        units.append(u)
    c.pos = replace(pos, units=tuple(units))
    opp = c.opponent(side)
    _hand(c, side, opp, rng)
    act = c.activation.get(opp)
    if act is not None:
        hidden = {u.id for u in c.pos.units if u.side == opp and u.hidden}
        act["members"] = [m for m in act["members"] if m not in hidden]
    c.touched()
    return c


def evaluation_terms(st, side: str) -> dict[str, float]:
    """Extra terms of `core.play.evaluate.evaluate` for ``side``
    (`core.play.coh.evaluate.threat_terms`, `core.play.coh.reach.reach_terms`)."""
    return {**threat_terms(st, side), **reach_terms(st, side)}


def _covering(st, hm) -> frozenset:
    """The covering hexes of map ``hm`` (coh.md 3.1: where a hidden unit
    may stand), memoised per game for the map object in play (a changed
    fortification overlay is a new map object)."""
    memo = st.data.memo
    got = memo.get("covering")
    if got is None or got[0] is not hm:
        got = memo["covering"] = (hm, frozenset(h for h in hm.hexes() if T.is_covering(hm, h)))
    return got[1]


def _hand(c, side, opp, rng) -> None:
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
