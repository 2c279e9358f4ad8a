"""Player choices inside the Conflict of Heroes pre-round and chance nodes
(coh.md 1.1: "all rolls may be modified by up to 2 points with CAPs").

`RollCaps` ("caps 1 on initiative", "caps 2 on detection") is the
decision a side takes before a roll it makes: how many CAPs (0, 1 or 2,
never more than it holds) it adds to that roll.  It is declared with
`core.play.actions.action`, so replays read it.

* ``initiative``: before the 2D6 initiative roll of rounds without a
  scenario-named initiative (coh.md 1.1 [BGG FAQ, 1st-ed 3.24]): the side
  with more CAPs declares first, on a tie the Soviet side (else the
  scenario's second side); a side with no CAPs is not asked.  Each CAP
  adds 1 to its own roll; CAPs are paid when declared and also count
  for a re-roll after a tie (play_rules.json ``initiative_caps``, assumed).
* ``detection``: before the 1D6 sniper detection check (seed 000 §10.3:
  "detection check die rolls may be modified with CAPs"), the detecting
  side (the sniper's opponent, who rolls) may add CAPs; found on 6+.
* ``mines``: before mines attack, their owner may spend -2..+2 CAPs per
  roll (rules/coh.md 7: only the owner's CAPs, either direction; mines.py).
* ``drift``: before the drift check of its artillery strike, the striker
  may add 0-2 CAPs (rules/coh.md 8.2: CAP-modifiable; strike_plan.py).
"""
from __future__ import annotations

from core.i18n import N_
from core.play.actions import Action, action

ROLLS = (N_("initiative"), N_("detection"), N_("mines"), N_("drift"))   # shown through the catalogue (describe)


@action("roll_caps", "caps {caps} on {roll}")
class RollCaps(Action):
    """Add ``caps`` CAPs (0-2) to the coming ``roll`` (``initiative`` or
    ``detection``)."""

    roll: str = "initiative"
    caps: int = 0


def roll_caps_options(st, roll: str) -> list:
    """The `RollCaps` choices of the side to act: 0 up to the smaller of
    its CAPs and ``max_caps_per_roll`` (coh.md 1.1: at most 2)."""
    top = min(st.caps[st.turn], st.pos.options.max_caps_per_roll)
    return [RollCaps(roll, k) for k in range(0, max(0, top) + 1)]


def initiative_order(st) -> list[str]:
    """Sides asked for initiative CAPs, in declaring order (module doc)."""
    sides = list(st.game.sides)
    tie_first = "soviet" if "soviet" in sides else sides[1]
    order = sorted(sides, key=lambda s: (-st.caps[s], s != tie_first))
    return [s for s in order if st.caps[s] > 0]
