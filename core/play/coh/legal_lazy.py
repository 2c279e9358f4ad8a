"""Legal actions as a lazy sequence (issue 14, "a faster engine"):
`legal_view(st)` is `legal.legal_actions(st)` -- the same actions in the
same order -- as a `legal_view.LegalView`, whose units' sections (their
options paid from the pool, as opportunity actions, with CAPs) are
`legal_view.Plan` s that build an action only when it is asked for.

It follows legal.py's assembly part by part (pass, activations, the
pool-paid sections, group moves and rallies, entries, opportunity
sections, CAP sections, the CAP stall, cards; the activated unit's
actions when it must act) and applies legal.py's last steps in a form
that keeps the parts apart:

* the variants with CAPs on each roll (`legal._with_roll_caps`) act on
  each action alone: a list part gets them as legal.py gives them, a plan
  counts them (`legal_view.roll_variants`);
* removing repeated actions (legal.py's ``dict.fromkeys``) is done on the
  list parts: a section's actions are its unit's (``units[0]``) with the
  section's own payment (pool, ``opportunity``, ``caps``), distinct from
  every other section's and from the list parts' (multi-unit group moves
  and rallies, entries, activations, a CAP stall, card plays), and a
  unit's options are distinct;
* the filters that keep only some actions (card 11's aimed unit, a
  waiting veteran bonus, carried units, withdrawal into a closed hex) are
  not applied lazily: while one of them is in force, and at every other
  step (pre-round, reaction windows, CAP choices) and in the from-scratch
  reference (`legal_memo.from_scratch`), the view is legal.py's list.

tests/play/test_coh_legal_view.py compares the view (its length, every
element by index, its iteration) with the from-scratch reference at every
position of whole games.
"""
from __future__ import annotations

from collections.abc import Sequence

from core.play.actions import Activate, Enter, Fire, Pass, Stall
from core.play.coh import legal_memo
from core.play.coh.cards import card_actions
from core.play.coh.flow import reinforcement
from core.play.coh.groups import group_moves, group_rallies
from core.play.coh.legal import _cost_fields, _with_roll_caps, legal_actions
from core.play.coh.legal_options import _Options, entry_cost
from core.play.coh.legal_view import NO_PAY, FirePrior, LegalView, Plan, roll_variants
from core.play.coh.transport import restrict as transport_restrict
from core.play.coh.veterans import restrict as restrict_to_bonus
from core.rules.coh import terrain as T

_OPP = {"pay": "opportunity"}
_CAPS = {"pay": "caps"}
_CAPS_KINDS = ("move", "fire", "firegroup", "rally", "load", "unload")


def _filtered(st) -> bool:
    """True when legal.py's list is cut by a filter (module doc), the
    position is not a unit turn, or legal actions are computed from scratch."""
    return not legal_memo.INCREMENTAL or not lazy_position(st)


def lazy_position(st) -> bool:
    """True at a unit turn with no filter cutting legal.py's list (module
    doc): where the view is lazy (but in the from-scratch reference)."""
    if st.phase in ("initiative", "artillery") or st.chance is not None:
        return False
    if st.effects.get("aim") is not None or "cc_entered" in st.effects:
        return False
    probe: list = []  # both return their argument itself when nothing waits / nothing is carried
    return restrict_to_bonus(st, probe, None) is probe and transport_restrict(st, probe) is probe


def legal_view(st) -> Sequence:
    """`legal.legal_actions(st)` as a lazy `LegalView` (module doc), or that
    list itself where the view would not be lazy."""
    if _filtered(st):
        return legal_actions(st)
    side = st.turn
    caps = st.caps[side]
    act = st.activation[side]
    members = set(act["members"]) if act else set()
    pool = act["pool"] if act else 0
    mine = [u for u in st.pos.units if u.side == side and "destroyed" not in u.hits]
    opt = _Options(st)
    elig = {u.id for u in mine if u.id in members or not u.spent}
    parts: list = []
    lit: list = []  # the list part being filled

    def flush() -> None:
        nonlocal lit
        if lit:
            parts.append(lit)
            lit = []

    def add_plan(p) -> None:  # a Plan (`_Options.section` keeps it)
        flush()
        parts.append(p)

    def add_ap(cands) -> None:
        for cls, f, c in cands:
            if not all(x in elig for x in f["units"]):
                continue
            if c <= pool:
                lit.append(cls(**f))
            elif c <= pool + caps:
                lit.append(cls(**f, extra_caps=c - pool))

    def add_enter(uids) -> None:
        for uid in uids:
            for lab in reinforcement(st, uid)[1]:
                c = entry_cost(st, uid, lab)
                if c is not None and c <= pool + caps:
                    lit.append(Enter(units=(uid,), to=lab, extra_caps=max(0, c - pool)))

    sec = Sections(st, opt)
    if st.must_act and act is not None:
        lead = act["lead"]
        if lead in st.pending[side]:
            add_enter([lead])
        else:
            for u in mine:
                if u.id == lead:
                    add_plan(sec.ap(u))
            eligible = [u for u in mine if u.id in elig]
            add_ap((cls, f, c) for _k, cls, f, c in group_moves(st, eligible) + group_rallies(st, eligible, opt)
                   if lead in f["units"])
        flush()
        lit = [a for a in card_actions(st, [u for u in mine if u.id == lead], opt, caps, FirePrior(list(parts)))
               if getattr(a, "units", (lead,))[:1] == (lead,)]
        flush()
        if not any(len(p) for p in parts):
            parts = [[Pass()]]
        return _finish(st, parts, opt, caps)
    lit.append(Pass())
    for u in mine:
        if not u.spent and u.id not in members:
            lit.append(Activate(u.id))
    for uid in st.pending[side]:
        lit.append(Activate(uid))
    if act is not None and pool > 0:
        eligible = [u for u in mine if u.id in elig]
        for u in eligible:
            add_plan(sec.ap(u))
        add_ap((cls, f, c) for _k, cls, f, c in group_moves(st, eligible) + group_rallies(st, eligible, opt))
        add_enter(st.pending[side])
    for u in mine:
        if not u.spent and u.id not in members:
            add_plan(sec.opportunity(u))
    for u in mine:
        add_plan(sec.caps_plan(u))
    if act is not None and pool > 0 and st.pos.options.stall_ap <= caps:
        lead = next((m for m in act["members"] if st.unit(m) is not None), None)
        if lead is not None:
            lit.append(Stall(units=(lead,), pay="caps"))
    flush()
    lit = card_actions(st, mine, opt, caps, FirePrior(list(parts)))
    flush()
    return _finish(st, parts, opt, caps)


class Sections:
    """The per-unit sections of the view of ``st`` (its options ``opt``, a
    `legal_options._Options`), each a `legal_view.Plan` kept on the unit's
    carry entry (`_Options.section`): `ap` (legal.py's ``ap_section``: paid
    from the pool, CAPs topping it up), `opportunity` and `caps` (legal.py's
    ``opportunity`` and ``by_caps``: the kinds each takes, the fires
    ``listed`` keeps).  legal_sample.py builds a unit's sections alone."""

    def __init__(self, st, opt) -> None:
        self.st, self.opt = st, opt
        side = st.turn
        act = st.activation[side]
        self.caps = st.caps[side]
        self.pool = act["pool"] if act else 0
        members = set(act["members"]) if act else set()
        self.elig = {u.id for u in st.pos.units if u.side == side and "destroyed" not in u.hits
                     and (u.id in members or not u.spent)}
        self.limit = st.pos.options.max_caps_per_roll
        self.pool_full = st.pos.options.pool_ap
        self.ap_key = (self.pool, self.caps, tuple(sorted(self.elig)), self.limit)
        self._listed: tuple | None = None

    def ap(self, u) -> Plan:
        """``u``'s actions paid from the pool (and CAPs topping it up)."""
        return self.opt.section(u, "ap_plan", self.ap_key, self._ap_plan)

    def _ap_plan(self, opts) -> Plan:
        elig, pool, caps, limit, rolls = self.elig, self.pool, self.caps, self.limit, self.opt.rolls
        res = []
        for _k, cls, f, c in opts:
            if not all(x in elig for x in f["units"]):
                continue
            if c <= pool:
                res.append((cls, f, NO_PAY, roll_variants(cls, f, 0, caps, limit, rolls)))
            elif c <= pool + caps:
                res.append((cls, f, {"extra_caps": c - pool}, roll_variants(cls, f, c - pool, caps, limit, rolls)))
        return Plan(res)

    def listed(self) -> tuple:
        """``(unit ids on the map, labels of hexes with visible enemies,
        covering labels)``: a fire target legal.py's ``listed`` keeps is in
        one of them."""
        if self._listed is None:
            st, hm = self.st, self.st.pos.hexmap
            self._listed = ({u.id: None for u in st.pos.units}, {hm.label(h) for h in self.opt.enemy_hexes},
                            _covering(st, hm))
        return self._listed

    def _listed_opts(self, opts) -> list:  # the options `listed` keeps, of the kinds either section takes
        on_map, seen_at, covering = self.listed()
        return [o for o in opts if o[0] in _CAPS_KINDS and (o[1] is not Fire or o[2]["target"] in on_map
                                                             or o[2]["target"] in seen_at
                                                             or o[2]["target"] in covering)]

    def _listed_key(self, u) -> tuple:
        # what `listed` reads besides u's options: its fire targets (within twice its range) are unit ids
        # in its hex (on the map) or hex labels, kept when covering or holding visible enemies: those
        # within its reach are its `_targets_key`
        return (False, self.opt._targets_key(u))

    def _kept(self, u) -> list:
        return self.opt.section(u, "listed", self._listed_key(u), self._listed_opts)

    def opportunity(self, u) -> Plan:
        """A fresh unit's opportunity moves and fires (no CAPs spent before the roll's)."""
        caps, limit, pool_full = self.caps, self.limit, self.pool_full

        def build(_opts) -> Plan:
            rolls = self.opt.rolls
            return Plan([(cls, f, _OPP, roll_variants(cls, f, 0, caps, limit, rolls))
                         for kind, cls, f, c in self._kept(u) if c <= pool_full and kind in ("move", "fire")])
        return self.opt.section(u, "opportunity_plan", (pool_full, self._listed_key(u), caps, limit), build)

    def caps_plan(self, u) -> Plan:
        """Command actions paid with CAPs (the action's cost is paid in CAPs first)."""
        st, opt, caps, limit = self.st, self.opt, self.caps, self.limit

        def build(_opts) -> Plan:
            rolls = opt.rolls
            return Plan([(cls, f, _CAPS, roll_variants(cls, f, _cost_fields(st, opt, cls, f), caps, limit, rolls))
                         for kind, cls, f, c in self._kept(u) if c <= caps])
        return opt.section(u, "caps_plan", (caps, self._listed_key(u), caps, limit), build)


def _covering(st, hm) -> frozenset:
    """Labels of the map's hexes with covering terrain (`terrain.is_covering`),
    memoised per game for this map (its own memo key: services' ``covering``
    holds hexes, and sharing the key made each read the other's set)."""
    got = st.data.memo.get("covering_labels")
    if got is None or got[0] is not hm:
        got = st.data.memo["covering_labels"] = (hm, frozenset(hm.label(h) for h in hm.hexes()
                                                               if T.is_covering(hm, h)))
    return got[1]


def _finish(st, parts: list, opt, caps: int) -> LegalView:
    """The view of ``parts``: the list parts without actions listed before
    (legal.py's ``dict.fromkeys``) and with their roll variants."""
    lits = [a for p in parts if not isinstance(p, Plan) for a in p]
    repeated = len(dict.fromkeys(lits)) != len(lits)  # usually none: the parts stay as they are
    seen: set = set()
    out: list = []
    for p in parts:
        if isinstance(p, Plan):
            out.append(p)
            continue
        fresh = p
        if repeated:
            fresh = []
            for a in p:
                if a not in seen:
                    seen.add(a)
                    fresh.append(a)
        out.append(_with_roll_caps(st, fresh, opt, caps))
    return LegalView(out)
