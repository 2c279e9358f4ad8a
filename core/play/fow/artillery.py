"""Artillery bombardments and smoke in play (tng_fow.md B.4, B.2; the rules
are `core.rules.fow.bombardment`): `start` marks the firing team, finds the
spotter, lays the template (``state.templates``), writes the explained log
line and returns the dice spec; `finish` applies the ranging result and
each team's hits (or leaves the smoke), counting pins."""
from __future__ import annotations

from core.errors import RulesError
from core.i18n import _
from core.play.fow import flow
from core.play.fow.effects import apply_effect, pin
from core.play.fow.explain import bombard_panel, bombard_text, result_text
from core.play.fow.legal import smoke_hexes, spotter
from core.rules.fow.bombardment import ranging_attempts, ranging_terms, team_terms, template_hexes
from core.rules.fow.concealment import is_gone_to_ground
from core.rules.fow.fire import in_bulletproof_cover
from core.rules.fow.shooting import save_number


def start(st, tid: str, target: str, smoke: bool) -> dict:
    """Begin a bombardment (HE or smoke) of team ``tid`` on team ``target``
    (module doc; tng_fow.md B.4, B.2): marks, the template, the log line;
    returns the dice spec (`core.play.fow.dice` ``bombard``) to roll."""
    st.acted.add(tid)
    st.set_flag(tid, "fired")
    flow.reveal(st, tid, _("it fired"))
    if smoke:
        st.smoke_used.append(tid)
    found = spotter(st, tid, target)
    if found is None:   # legal_actions offers a bombardment only with a spotter
        raise RulesError(_("fow: no friendly team sees {target!r} to spot the bombardment of {tid!r}").format(
                             target=target, tid=tid), "tng_fow.md B.4")
    spot = found[0]
    hm, sm = st.data.hexmap, smoke_hexes(st)
    aim = st.pos[target]["hex"]
    hexes = template_hexes(hm, aim, st.data.scale)
    ranging = [ranging_terms(st.team(target), st.team(spot), hm, k, sm) for k in range(1, ranging_attempts() + 1)]
    side = st.data.base[tid].side
    teams = []
    if not smoke:
        w = st.data.base[tid].artillery
        for e in st.alive():
            if st.data.base[e].side == side or st.pos[e]["hex"] not in hexes or not st.visible_to(e, side):
                continue
            t = st.team(e)
            tt = team_terms(t, st.team(spot), hm, sm)
            teams.append({"kind": "shoot", "firer": tid, "target": e, "to_hit": tt["needed"], "rof": 1,
                          "save": save_number(t, is_gone_to_ground(t)),
                          "armour": t.armour.top if t.armour is not None else None,
                          "anti_tank": w.anti_tank, "firepower": w.firepower, "long_range": False,
                          "bulletproof": in_bulletproof_cover(t, hm, None), "target_bailed": "bailed_out" in t.status,
                          "terms": tt})
    st.templates.append({"kind": "smoke" if smoke else "bombard", "by": side, "team": tid, "aim": st.label(aim),
                         "hexes": [st.label(h) for h in hexes], "round": st.round, "ranged": None})
    spec = {"kind": "bombard", "firer": tid, "target": target, "spotter": spot, "smoke": smoke,
            "ranging": [r["needed"] for r in ranging], "teams": teams}
    spec["panel"] = bombard_panel(ranging, smoke)
    st.say(bombard_text(st, tid, target, spot, ranging, teams, smoke, hexes))
    return spec


def finish(st, spec: dict, out: dict) -> None:
    """Apply a finished bombardment: smoke stays on its template, an HE
    template's hits are saved, pinning counted (tng_fow.md B.3/B.4)."""
    tid, side = spec["firer"], st.data.base[spec["firer"]].side
    tp = st.templates[-1] if st.templates and st.templates[-1].get("team") == tid else None
    tries = spec["dice"][:out["attempts"]] if not any(int(n) > 6 for n in spec["ranging"]) else spec["dice"]
    if tp is not None:
        tp["ranged"] = out["ranged"]
    if not out["ranged"]:
        st.say(_("{spotter} fails to range in after {n} attempt(s) (dice {dice}): no bombardment").format(
            spotter=spec["spotter"], n=out["attempts"], dice=tries))
        if tp is not None:
            st.templates.pop()
        return
    st.say(_("{spotter} ranges in on attempt {n} (needed {needed}+)").format(
        spotter=spec["spotter"], n=out["attempts"], needed=spec["ranging"][out["attempts"] - 1]))
    if spec["smoke"]:
        st.say(_("smoke on {hexes} until {side}'s next turn: shots at or through it count as concealed "
                 "(tng_fow.md B.2)").format(hexes=", ".join(tp["hexes"]) if tp else "", side=side))
        return
    hits: dict = {}
    for res in out["teams"]:
        e = res["team"]
        st.say(_("template on {team}: {hits} hit(s)").format(team=e, hits=res["hits"])
               + (f" ({result_text(res['results'])})" if res["results"] else ""))
        hits[e] = res["hits"]
        if st.step != "over":
            apply_effect(st, e, res["effect"], side)
    for e, n in hits.items():
        pin(st, e, n)
