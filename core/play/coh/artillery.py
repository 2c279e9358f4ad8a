"""Resolving off-board strikes in a Conflict of Heroes game: the dice of
divisional artillery (W06, W07: drift check, direction, one 2D6 per unit
in the impact hex and its 6 neighbours; rules/coh.md 8.2) and of air
strikes (W04 Sturmovik, W05 Stuka: the defender's anti-air roll, then one
2D6 per unit in the target hex against its flank Defense; cards.json,
assumed), V-CC Close Call (seed 000 §8.3), every roll explained
(explain.py).  The steps are set up by strike_plan.py; resolve.py routes
the chance outcomes and player choices here and goes on when a strike is
done (``"done"``).

The pending strike is ``st.chance`` with ``kind`` ``oba`` or ``air`` and
``stage`` ``drift_caps`` (player), ``drift`` (1 or 2 dice), ``close_call``
(player), ``aa`` (2 dice), ``strike`` (2 dice per unit), ``strike_markers``
(one draw per hit that needs a marker).
"""
from __future__ import annotations

from core.i18n import _
from core.play.coh.explain import anti_air_explanation, drift_explanation, record, strike_explanation
from core.play.coh.strike_plan import aa_unit, close_call_applies
from core.play.coh.terms import outcome_text
from core.rules.coh import hidden as H
from core.rules.coh.hitmarkers import apply_hit
from core.rules.coh.strikes import drift, strike_of, strike_roll, targets


def is_strike(ch) -> bool:
    """True when the pending chance resolution is a strike (module doc)."""
    return ch is not None and ch.get("kind") in ("oba", "air")


def drift_number(st, side: str) -> int:
    """The side's drift number (play_rules.json ``drift_number``:
    rules/coh.md 8.2, German 3, Soviet 4; other sides the Soviet 4)."""
    table = st.data.rules["drift_number"]
    return int(table.get(side, table["other"]))


def apply_plan(st, side: str, a) -> None:
    """``side``'s `PlanStrike` (strike_plan.py): recorded secretly; the
    opponent's log reads that a strike was planned, not where."""
    eff = st.effects
    line = len(st.log) - 1
    st.secret[line] = [side, f"R{st.round} {side}: plans artillery" if a.to != "hold" else st.log[line]]
    if a.to != "hold":
        eff.setdefault("oba", []).append({"side": side, "card": a.card, "hex": a.to, "round": st.round})
        st.say(_("  {side} plans card {card}'s strike on {to} (resolved next round)").format(
                   side=side, card=a.card, to=a.to), side,
               _("  {side} plans an artillery strike (resolved next round)").format(side=side))
    eff["oba_todo"].pop(0)
    st.phase = "pre_round"


def declare_drift_caps(st, side: str, caps: int) -> None:
    """The striker's CAPs on its drift check: paid at once."""
    ch = st.chance
    ch["caps"] = caps
    st.caps[side] -= caps
    ch["stage"] = "drift"
    st.phase = "pre_round"


def start_air(st, side: str, a) -> None:
    """Play air strike card ``a.card`` on hex ``a.to``: pay the card, then
    the defender's anti-air roll when it has a unit that may fire."""
    st.hands[side].remove(a.card)
    st.discard.append(a.card)
    st.caps[side] -= st.data.cards.get(a.card).cost or 0
    h = st.pos.hexmap.parse(a.to)
    st.chance = {"kind": "air", "stage": "aa", "side": side, "card": a.card, "impact": a.to, "dice": [], "need": 2,
                 "markers": [], "marker_units": []}
    aa = aa_unit(st, st.opponent(side), h)
    if aa is None:
        st.say(_("  no anti-air fire"))
        _begin_attack(st)
    else:
        st.chance["aa_unit"] = aa.id


def close_call(st, side: str, a) -> None:
    """V-CC Close Call: the unit moves one hex (not an action); then the
    strike's dice."""
    if a.unit:
        st.hands[side].remove("V-CC")
        st.discard.append("V-CC")
        u = st.unit(a.unit)
        st.pos = st.pos.replace_unit(u.with_(hex=st.pos.hexmap.parse(a.to)))
        st.pos, rev = H.reveal_on_move(st.pos, a.unit, [st.pos.hexmap.parse(a.to)], False)
        st.say(_("  Close Call: {unit} moves to {to}").format(
                   unit=a.unit, to=a.to) + (_("; revealed {rev}").format(
                                                                rev=', '.join(rev)) if rev else ""))
    st.phase = "pre_round"
    _begin_attack(st)


def _begin_attack(st) -> None:
    ch = st.chance
    rec = strike_of(ch["card"])
    victims = targets(st.pos, st.pos.hexmap.parse(ch["impact"]), rec["radius"])
    ch.update(stage="strike", victims=victims, dice=[], need=2 * len(victims))
    if not victims:
        st.say(_("  the strike on {impact} finds no unit").format(impact=ch['impact']))
        _discard(st, ch)


def strike_die(st, value: int) -> str:
    """A die of the pending strike is in.  Returns ``"wait"`` (more dice),
    ``"node"`` (a player choice is next) or ``"done"`` (the strike is over:
    the caller goes on with the round or the turn)."""
    ch = st.chance
    ch["dice"].append(value)
    if len(ch["dice"]) < ch["need"]:
        return "wait"
    if ch["stage"] == "drift":
        return _drift(st, ch)
    if ch["stage"] == "aa":
        return _anti_air(st, ch)
    return _score(st, ch)


def _drift(st, ch: dict) -> str:
    hm = st.pos.hexmap
    need = drift_number(st, ch["side"])
    die = ch["dice"][0]
    if die + ch["caps"] < need and len(ch["dice"]) < 2:
        ch["need"] = 2  # the direction die
        return "wait"
    res = drift(hm, hm.parse(ch["planned"]), die, ch["caps"], need, ch["dice"][1] if len(ch["dice"]) > 1 else None)
    record(st, [drift_explanation(ch["side"], die, ch["caps"], need, res)])
    if res.impact is None:
        st.say(_("  drift die {die}").format(
                   die=die) + (_(" +{caps} CAPs").format(
                                           caps=ch['caps']) if ch["caps"] else "") + _(" vs {need}: "
                                                                                         "card {card}'s "
                                                                                         "strike on "
                                                                                         "{planned} "
                                                                                         "drifts off the "
                                                                                         "map: lost").format(
                                                                                           need=need,
                                                                                           card=ch['card'],
                                                                                           planned=ch['planned']))
        _discard(st, ch)
        return "done"
    ch["impact"] = hm.label(res.impact)
    st.say(_("  drift die {die}").format(
               die=die) + (_(" +{caps} CAPs").format(
                                       caps=ch['caps']) if ch["caps"] else "") + _(" vs {need}: card "
                                                                                     "{card}'s strike on "
                                                                                     "{planned} ").format(
                                                                                       need=need,
                                                                                       card=ch['card'],
                                                                                       planned=ch['planned'])
           + (_("is on target") if res.on_target else
                                           _("drifts {hexes} hex(es) to {impact}").format(
                                               hexes=res.hexes, impact=ch['impact'])))
    if close_call_applies(st, ch):
        ch["stage"] = "close_call"
        st.phase = "artillery"
        st.turn = st.opponent(ch["side"])
        return "node"
    _begin_attack(st)
    return "done" if not ch["victims"] else "wait"


def _anti_air(st, ch: dict) -> str:
    u = st.unit(ch["aa_unit"])
    rec = strike_of(ch["card"])
    total = sum(ch["dice"])
    fp = u.stat("fp_soft")
    off = st.pos.options.succeeds(total + fp, rec["anti_air"])
    record(st, [anti_air_explanation(u.id, fp, rec["anti_air"], total, st.pos.options.hit_comparison)])
    st.say(_("  anti-air {id}: 2D6 {total} + {fp} vs {anti_air}: ").format(
               id=u.id, total=total, fp=fp, anti_air=rec['anti_air'])
           + (_("the airplane is driven off") if off else _("the airplane attacks")))
    if off:
        return "done"
    _begin_attack(st)
    return "done" if not ch["victims"] else "wait"


def _score(st, ch: dict) -> str:
    rec = strike_of(ch["card"])
    hits, need = [], []
    ch.pop("marker_piles", None)
    for i, uid in enumerate(ch["victims"]):
        total = ch["dice"][2 * i] + ch["dice"][2 * i + 1]
        sr = strike_roll(st.pos, uid, rec, ch["card"], total)
        hid = st.unit(uid).side if st.unit(uid).hidden else None
        res = outcome_text("destroyed" if sr.destroyed else "hit" if sr.hit else "miss")   # in the user's language
        st.say(_("  card {card} strikes {uid}: AV {attack_value} vs DV {defense_value} {res}").format(
                   card=ch['card'], uid=uid, attack_value=sr.attack_value,
                   defense_value=sr.defense_value, res=res), hid,
               _("  card {card} strikes a hidden unit: AV {attack_value} vs DV {defense_value} {res}").format(
                   card=ch['card'], attack_value=sr.attack_value,
                   defense_value=sr.defense_value, res=res))
        record(st, [strike_explanation(st.pos, sr, ch["card"])], hid)
        if sr.hit:
            hits.append([uid, sr.destroyed])
            if not sr.destroyed:
                need.append(uid)
                if sr.armored != st.unit(uid).armored:  # the pile of the Defense colour hit (coh.md 3.1, 4.3)
                    ch.setdefault("marker_piles", {})[uid] = "armored" if sr.armored else "soft"
    ch.update(strike_hits=hits, marker_units=need, markers=[], stage="strike_markers")
    return apply_if_ready(st)


def add_marker(st, name: str) -> str:
    """A drawn marker of the pending strike; ``"done"`` once all are in."""
    ch = st.chance
    ch["markers"].append([ch["marker_units"][len(ch["markers"])], name])
    return apply_if_ready(st)


def apply_if_ready(st) -> str:
    """Apply the strike's hits once every marker is drawn."""
    ch = st.chance
    if len(ch["markers"]) < len(ch["marker_units"]):
        return "wait"
    markers = dict(ch["markers"])
    revealed = []
    for uid, crit in ch.get("strike_hits", []):
        u = st.unit(uid)
        new = apply_hit(u, markers.get(uid), crit)
        st.pos = st.pos.replace_unit(new)
        if u.hidden:
            st.pos, r = H.reveal(st.pos, [o.id for o in st.pos.units_at(u.hex) if o.hidden])
            revealed += r
    if revealed:
        st.say(_("  revealed {revealed}").format(revealed=', '.join(revealed)))
    if ch["kind"] == "oba":
        _discard(st, ch)
    return "done"


def _discard(st, ch: dict) -> None:
    side, card = ch["side"], ch["card"]
    if ch["kind"] == "oba" and card in st.hands[side]:
        st.hands[side].remove(card)
        st.discard.append(card)
