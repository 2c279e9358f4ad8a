"""Assault in play beyond the assault die (tng_fow.md B.5): which teams fire
defensive fire (`defensive_fire`), the assault die of one team against
another (`assault_die`), and what follows an assault that left the
defender unharmed (`counter`: its motivation test, counter-attack or
`break_off`, then consolidation).  Values in play_rules.json
(``defensive_fire_teams``, ``counter_attack``, ``break_off``; assumed)."""
from __future__ import annotations

from core.hexgrid import distance
from core.i18n import _
from core.play.fow.effects import apply_effect
from core.play.fow.legal import approach_hexes, shot
from core.rules.fow import terrain as T
from core.rules.fow.data import tables
from core.rules.fow.scale import distance_inches


def assault_die(st, by: str, target: str) -> dict:
    """The assault die of team ``by`` against team ``target``: needs the
    target's skill rating; a hit destroys without a save, an armoured target
    saves with its top armour (play_rules.json ``assault_no_save``)."""
    d = st.team(target)
    a = st.data.base[by]
    w = a.weapons[0] if a.weapons else None
    return {"to_hit": tables()["skill"][d.skill]["hit_on"],
            "armour": d.armour.top if d.armour is not None else None,
            "anti_tank": w.anti_tank if w else 0, "firepower": w.firepower if w else 6,
            "no_save": bool(st.data.rules["assault_no_save"]), "save": None, "long_range": False,
            "target_bailed": "bailed_out" in d.status}


def defensive_fire(st, tid: str, target: str) -> list[str]:
    """Teams of ``target``'s side that fire defensive fire at assaulting team
    ``tid`` (tng_fow.md B.5 [U]: every team within 8 inches, tables.json
    ``defensive_fire``, of the assaulting team, not bailed out, with a legal
    shot at it): the assaulted team first, then set-up order."""
    side = st.data.base[target].side
    reach = st.data.scale.hexes_within(distance_inches("defensive_fire"))
    h = st.pos[tid]["hex"]
    out = []
    for e in [target] + [x for x in st.alive(side) if x != target]:
        if distance(st.pos[e]["hex"], h) > reach or not st.data.base[e].weapons or st.has(e, "bailed_out"):
            continue
        if shot(st, e, tid).legal:
            out.append(e)
    return out


def counter(st, spec: dict, out: dict) -> None:
    """After an assault that left the defender unharmed (tng_fow.md B.5):
    its counter-attack or its breaking off, then consolidation."""
    att, dfd = spec["attacker"], spec["defender"]
    if out.get("counter_test") is None or st.step == "over":
        return
    need = spec["counter"]["needed"]
    if out["counter_test"]:
        st.say(_("{team} passes its motivation test ({needed}+, tng_fow.md B.5) and counter-attacks").format(
            team=dfd, needed=need))
        if out["counter_hit"]:
            st.say(_("counter-attack by {team} hits {att}: {results}").format(
                team=dfd, att=att, results="; ".join(out.get("counter_results", []))))
            apply_effect(st, att, out["counter_effect"], st.data.base[dfd].side)
        else:
            st.say(_("counter-attack by {team} misses").format(team=dfd))
        return
    st.say(_("{team} fails its motivation test ({needed}+, tng_fow.md B.5) and breaks off").format(
        team=dfd, needed=need))
    break_off(st, dfd, att)


def break_off(st, tid: str, att: str) -> None:
    """Team ``tid`` breaks off from assaulting team ``att``: it moves to the
    free neighbouring hex farthest from the assaulter (label order on a tie;
    passable, no enemy, room, not next to another enemy infantry or gun
    team) or, with none, is destroyed (play_rules.json ``break_off``,
    assumed); the assaulter then takes the hex it left when empty."""
    side = st.data.base[tid].side
    here, ah = st.pos[tid]["hex"], st.pos[att]["hex"]
    enemies = [e for e in st.alive() if st.data.base[e].side != side]
    limit = st.data.rules["stacking_limit"]
    near = approach_hexes(st)
    best = None
    for h in sorted(st.data.hexmap.neighbours(here), key=st.label):
        if T.hex_going(st.data.hexmap, h) == "impassable" or any(st.pos[e]["hex"] == h for e in enemies):
            continue
        if sum(1 for f in st.alive(side) if st.pos[f]["hex"] == h) >= limit:
            continue
        if any(distance(h, st.pos[e]["hex"]) <= near for e in enemies
               if e != att and st.data.base[e].type != "vehicle"):
            continue
        if distance(h, ah) > distance(here, ah) and (best is None or distance(h, ah) > distance(best, ah)):
            best = h
    if best is None:
        st.say(_("{team} cannot break off (no free hex away from {att}) and is destroyed").format(team=tid, att=att))
        apply_effect(st, tid, "destroyed", st.data.base[att].side)
    else:
        st.pos[tid]["hex"] = best
        st.set_flag(tid, "moved")
        st.say(_("{team} breaks off to {hex}").format(team=tid, hex=st.label(best)))
    if st.step != "over" and not any(st.pos[e]["hex"] == here for e in st.alive(side)):
        st.pos[att]["hex"] = here
        st.say(_("{att} takes {here}").format(att=att, here=st.label(here)))
