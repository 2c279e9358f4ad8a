"""What a finished Flames of War roll does to a team: `apply_effect`
(destroyed: off the map, kills and VP, a side with no teams left loses;
bailed out) and `pin` (hits counted per platoon in one shooting step, 5
pin it: tng_fow.md B.3).  Shared by `core.play.fow.resolve` and its
assault and artillery parts."""
from __future__ import annotations

from core.i18n import _
from core.play.fow import flow


def pin(st, tid: str, hits: int) -> None:
    """Count ``hits`` against the platoon of ``tid`` in this shooting step;
    at ``pin_hits`` (5, tng_fow.md B.3) its teams are Pinned Down."""
    if not hits or st.step == "over":
        return
    platoon = st.data.platoons.get(tid, tid)
    st.hits[platoon] = st.hits.get(platoon, 0) + hits
    if st.hits[platoon] < st.data.rules["pin_hits"]:
        return
    teams = [t for t in st.alive() if st.data.platoons.get(t, t) == platoon and not st.has(t, "pinned")]
    for t in teams:
        st.set_flag(t, "pinned")
    if teams:
        st.say(_("platoon {platoon} is Pinned Down ({hits} hits this step, tng_fow.md B.3)").format(
                   platoon=platoon, hits=st.hits[platoon]))


def apply_effect(st, tid: str, effect: str, by: str) -> None:
    """``effect`` (``destroyed``, ``bailed_out`` or ``none``) on team ``tid``
    by side ``by``: a destroyed team leaves the map and scores its VP."""
    if effect == "destroyed":
        st.say(_("{tid} is destroyed").format(tid=tid))
        st.pos[tid]["hex"] = None
        st.pos[tid]["status"] = []
        st.pos[tid]["hidden"] = False
        st.kills[by] += 1
        st.vp[by] += flow.team_vp(st, tid)
        flow.check_destroyed(st)
    elif effect == "bailed_out":
        if not st.has(tid, "bailed_out"):
            st.say(_("{tid} is bailed out").format(tid=tid))
        st.set_flag(tid, "bailed_out")
