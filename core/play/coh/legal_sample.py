"""A uniformly random legal action by rejection (issue 14, "a faster
engine"): what `RandomBot` needs is one draw from `legal.legal_actions`,
not the list, and most of the list is its units' sections (their options
paid from the pool, as opportunity actions, with CAPs, through cards:
legal_lazy.py), each costing that unit's fire options.

`random_action(st, rng)` splits the legal actions of a unit turn into
parts by `owner`: the fixed part (pass, activations, group moves and
rallies, entries, the CAP stall, card plays tied to no unit of the side)
and one part per unit of the side (its sections and the card plays it
makes), each with its position in ``legal_actions`` order.  A unit's part
has a bound (legal_slots.py `unit_bound`): a count, from the position
alone (no rules check of any attack), of candidate slots that is at least
the part's length -- its options counted by kind and least cost (moves,
pivots, rally, stall and hasty defense exactly; every fire target it sees
in its arc as a fire and, with a friend next to it, a firegroup; hides,
loads, smoke at most), each in every payment that could take it, with
every number of CAPs on the roll the side could pay (coh.md 1.1), and the
card plays it could make.  A unit's slots are split into groups
(legal_groups.py `group_of`): its actions but direct fire and the plays of
cards 11 and V07, those plays (on a unit that may lead a fire), then one
group per direct fire target (legal_slots.py `fire_targets`, each with its
own share of the bound).  A draw takes slot ``r`` uniform over the fixed
part and every unit's slots; a slot in a unit's group is accepted when it
is below the group's real length (only that group is built:
legal_groups.py `target_group`, one target's fire chunk, or `rest_group`,
the unit's options without direct fire; kept for the next draws) and the
action there is returned, else the draw is made again.  Each legal action
has one slot, so every draw that ends returns each legal action with the
same probability: exactly uniform over ``legal_actions``
(tests/play/test_coh_legal_sample.py checks at every position of whole
games that the parts and groups are the from-scratch list split by
`owner` and `group_of`, in its order, and that none exceeds its bound; and
the frequencies of many draws).  A bound below a group's length would
bias the draw, so it raises.

The draws read only the position and ``rng``: the same seed plays the
same game however much of the game's memo tables a process holds (balance
runs with any number of workers), and from scratch (`legal_memo.from_scratch`:
the fixed part and units' parts are the reference list split by `owner`).
Where legal_lazy.py's view is not lazy (a filter in force, other phases,
the activated unit's first action) the draw is ``rng.choice`` of the
legal actions.  The drawn action is remembered on the state, so applying it
(resolve.py's ``a in st.legal_view()``) is an identity test.
"""
from __future__ import annotations

from bisect import bisect_right
from collections.abc import Sequence

from core.hexgrid import distance
from core.play.actions import Activate, Enter, Pass, Stall
from core.play.coh import legal_memo
from core.play.coh.cards import card_actions
from core.play.coh.flow import reinforcement
from core.play.coh.groups import group_moves, group_rallies
from core.play.coh.legal import _with_roll_caps
from core.play.coh.legal_drawn import Drawn
from core.play.coh.legal_hand import free_cards, hand_cards
from core.play.coh.legal_lazy import Sections, lazy_position
from core.play.coh.legal_options import _Options, entry_cost
from core.play.coh.legal_groups import group_of, owner, rest_group, target_group
from core.play.coh.legal_profile import unit_parts
from core.play.coh.legal_slots import fire_targets, option_slots, smoke_hexes, unit_bound
from core.play.coh.legal_view import FirePrior, LegalView


class Draw:
    """The parts of a lazy position (module doc): ``fixed`` (a list) and
    ``units`` ``[(unit, bound)]`` in ``st.pos.units`` order; `part` (a
    unit's actions, in order) is built on demand."""

    def __init__(self, st) -> None:
        self.st = st
        side = st.turn
        self.mine = [u for u in st.pos.units if u.side == side and "destroyed" not in u.hits]
        self.ids = {u.id: None for u in self.mine}
        act = st.activation[side]
        self.members = set(act["members"]) if act else set()
        self.opt = _Options(st)
        self.sec = Sections(st, self.opt)
        self.fast = legal_memo.INCREMENTAL
        self._seen: tuple = ()  # (hexes of the units the side to act sees, their number: `_seen_hexes`)
        self._parts: dict[str, Sequence] = {}
        self.mults: dict = {}  # `option_slots`' slots per unit flags, option kind and cost (kept per game: `_mults`)
        if self.fast:
            self.fixed = self._fixed()
        else:  # the reference list split by `owner`
            full = st.legal_view()
            self.fixed = [a for a in full if owner(a, self.ids) is None]
            for u in self.mine:
                self._parts[u.id] = [a for a in full if owner(a, self.ids) == u.id]
        self.cards = self._cards()
        self._mults()
        self.bounds: dict = {}  # unit id -> `bound`
        self.units = [(u, self.bound(u)[0]) for u in self.mine]
        self._groups: dict = {}
        self._targets: dict = {}
        ends, n = [], len(self.fixed)
        for _u, b in self.units:
            n += b
            ends.append(n)
        self.ends, self.n = ends, n

    def _fixed(self) -> list:
        """The fixed part as legal_lazy.py lists it (module doc)."""
        st, sec, side = self.st, self.sec, self.st.turn
        act = st.activation[side]
        pool, caps, elig = sec.pool, sec.caps, sec.elig
        lit: list = [Pass()]
        lit += [Activate(u.id) for u in self.mine if not u.spent and u.id not in self.members]
        lit += [Activate(uid) for uid in st.pending[side]]
        if act is not None and pool > 0:
            eligible = [u for u in self.mine if u.id in elig]
            for _k, cls, f, c in group_moves(st, eligible) + group_rallies(st, eligible, self.opt):
                if not all(x in elig for x in f["units"]):
                    continue
                if c <= pool:
                    lit.append(cls(**f))
                elif c <= pool + caps:
                    lit.append(cls(**f, extra_caps=c - pool))
            for uid in st.pending[side]:
                for lab in reinforcement(st, uid)[1]:
                    c = entry_cost(st, uid, lab)
                    if c is not None and c <= pool + caps:
                        lit.append(Enter(units=(uid,), to=lab, extra_caps=max(0, c - pool)))
        if act is not None and pool > 0 and st.pos.options.stall_ap <= caps:
            lead = next((m for m in act["members"] if st.unit(m) is not None), None)
            if lead is not None:
                lit.append(Stall(units=(lead,), pay="caps"))
        lit += free_cards(self, caps)
        return _with_roll_caps(st, list(dict.fromkeys(lit)), self.opt, caps)

    def _mults(self) -> None:
        """Sets ``mults``, `option_slots`' slots per unit flags, option kind
        and cost, kept per game on the CAPs, pool, CAPs per roll, full pool
        and cards (from scratch: this draw's own)."""
        if self.fast:
            mults = self.st.data.memo.setdefault("sample_mults", {})  # what the slots read
            if len(mults) > 10_000:
                mults.clear()
            sec = self.sec
            self.mults = mults.setdefault((sec.caps, sec.pool, sec.limit, sec.pool_full, tuple(self.cards)), {})

    def bound(self, u) -> tuple[int, int, int]:
        """Unit ``u``'s `unit_bound` ``(slots, of them direct fire, cards 11
        and V07)`` of its profile (legal_profile.py `unit_parts`)."""
        got = self.bounds.get(u.id)
        if got is None:
            static, prof = unit_parts(self, u)
            fire = any(n for k, n in prof.items() if k[0] in ("fire", "dfire"))  # (a fire kind is never static)
            got = self.bounds[u.id] = unit_bound(self, u, option_slots(self, u, prof, static), prof.get("pre", 0), fire)
        return got

    def _seen_hexes(self) -> frozenset:
        """The hexes of the units the side to act sees: one object per set
        in this game (`smoke_hexes`' memo key holds its number)."""
        if not self._seen:
            st = self.st
            side = st.turn
            hexes = frozenset(o.hex for o in st.pos.units if not o.hidden or o.side == side)
            nums = st.data.memo.setdefault("sample_seen", {})  # hexes -> (the set kept, its number)
            got = nums.get(hexes)
            if got is None:
                if len(nums) > 20_000:
                    nums.clear()
                    st.data.memo.pop("sample_smoke", None)  # keyed on the numbers
                got = nums[hexes] = (hexes, len(nums))
            self._seen = got
        return self._seen[0]

    def smoke_hexes(self, u, reach: tuple) -> frozenset:
        """`legal_slots.smoke_hexes` of ``u`` (of the side to act), kept per
        game on its hex, ``reach`` and the hexes its side sees (`_seen_hexes`)."""
        if not self.fast:
            return smoke_hexes(self.st.pos, u, reach)
        st = self.st
        seen = self._seen_hexes()
        memo = st.data.memo.setdefault("sample_smoke", {})
        k = (u.hex, reach, self._seen[1])
        got = memo.get(k)
        if got is None:
            if len(memo) > 20_000:
                memo.clear()
            lo, hi = reach
            got = memo[k] = frozenset(h for h in seen if lo <= distance(u.hex, h) <= hi)
        return got

    def _cards(self) -> list:
        """``[(card, cost)]`` of the hand's cards `cards.card_actions` may
        list; sets ``weapons``, ``[(cost, reach)]`` of the weapon cards
        among them, and ``bonus``, the veteran bonus cards it may play
        (legal_hand.py `hand_cards`)."""
        out, self.weapons, self.bonus = hand_cards(self)
        return out

    def part(self, u) -> Sequence:
        """Unit ``u``'s part: its sections and card plays, in legal order."""
        got = self._parts.get(u.id)
        if got is None:
            sec, st = self.sec, self.st
            plans = []
            if sec.pool > 0 and u.id in sec.elig:
                plans.append(sec.ap(u))
            if not u.spent and u.id not in self.members:
                plans.append(sec.opportunity(u))
            plans.append(sec.caps_plan(u))
            cards = [a for a in card_actions(st, [u], self.opt, sec.caps, FirePrior(plans))
                     if owner(a, self.ids) == u.id]
            got = self._parts[u.id] = LegalView(plans + [_with_roll_caps(st, list(dict.fromkeys(cards)), self.opt,
                                                                          sec.caps)])
        return got

    def draw(self, rng):
        """One legal action, uniform (module doc)."""
        nf = len(self.fixed)
        while True:
            r = rng.randrange(self.n)
            if r < nf:
                return self.fixed[r]
            i = bisect_right(self.ends, r)
            u, _b = self.units[i]
            k = r - (self.ends[i - 1] if i else nf)
            got = self._slot(u, k)
            if got is not None:
                return got

    def _slot(self, u, k: int):
        """The action at slot ``k`` of unit ``u``, its slots split into groups
        (module doc): its actions but direct fire and cards 11 and V07, those
        two cards, then one group per direct fire target; None when the slot
        is empty."""
        b, direct, c11 = self.bound(u)
        rest = b - direct - c11
        if k < rest:
            return self._check(self.group(u, None), rest, k, u, "rest")
        if k < rest + c11:
            return self._check(self.group(u, "11"), c11, k - rest, u, "cards 11, V07")
        k -= rest + c11
        targets = self._targets.get(u.id)
        if targets is None:
            targets = self._targets[u.id] = fire_targets(self, u)
            if sum(t[3] for t in targets) != direct:
                raise RuntimeError(f"legal_sample: {u.id}'s fire targets do not sum to its direct fire slots")
        for t in targets:
            if k < t[3]:
                return self._check(self.group(u, t), t[3], k, u, t[0])
            k -= t[3]
        raise RuntimeError("legal_sample: slot past the fire targets")

    @staticmethod
    def _check(group: Sequence, bound: int, k: int, u, what):
        if len(group) > bound:
            raise RuntimeError(f"legal_sample: {u.id}'s {what} has {len(group)} actions, bound {bound}")
        return group[k] if k < len(group) else None

    def group(self, u, which) -> Sequence:
        """``u``'s group ``which``: None (all but direct fire and card 11),
        ``"11"`` or a `fire_targets` entry (`group_of`), in legal order."""
        key = (u.id, which if which is None or which == "11" else which[0])
        got = self._groups.get(key)
        if got is None:
            if not self.fast or which == "11":
                got = [a for a in self.part(u) if group_of(a) == key[1]]
            elif which is None:
                got = rest_group(self, u)
            else:
                got = target_group(self, u, which)
            self._groups[key] = got
        return got


def random_action(st, rng):
    """A legal action of the player to move, uniform over
    ``st.legal_actions()``, drawn with ``rng`` (a `random.Random`; module
    doc); remembered on ``st`` for applying it."""
    if st.is_terminal() or st.is_chance_node() or not lazy_position(st) or \
            (st.must_act and st.activation[st.turn] is not None):
        return rng.choice(st.legal_view())
    d = Draw(st)
    a = d.draw(rng)
    if st._legal is None:
        st._legal = Drawn(st, a)
    return a
