"""What an action costs and how likely it is to hit, asked of the play
engine without playing the action: one signature for every ruleset.

* `action_cost(state, action) -> Cost`: the engine's
  ``action_cost(state, action)`` (coh: `core.play.coh.costs`); an engine
  that prices moves in its own words (tng ``action_cost_text``: "3 MP")
  gives ``Cost(engine_text=...)``; ``Cost()`` for an engine without an
  action economy (fow);
* `hit_chances(state, action) -> [(unit id, P(hit))]`: the engine's
  ``hit_chances(state, action)``; ``[]`` when it has none.

The editor's Actions list, its move-cost badges and anything else that
shows a price call these; the text is made at the edge
(`core.play.describe.cost_text`).
"""
from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class Cost:
    """The price of one action for the side to act.

    ``ap``: action points it takes (from the pool, or as an opportunity
    action when ``pay`` is ``opportunity``); ``caps``: every command
    action point it spends in all (``extra_caps`` topping up the pool,
    ``roll_caps`` on its rolls, a command action's or card's cost);
    ``pay``: ``ap``, ``opportunity``, ``caps``, ``card`` or ``""`` (no
    price); ``card``: the card played; ``new_pool``: the AP pool an
    activation opens (else None); ``known``: False when the engine could
    not price the action (it is not among the legal ones);
    ``engine_text``: the price as the engine words it (tng MP), else None;
    ``ap_max``: when a die decides the AP (coh barbed wire: 1D6), the most
    it can cost (``ap`` is then the least), else None."""

    ap: int = 0
    caps: int = 0
    pay: str = ""
    extra_caps: int = 0
    roll_caps: int = 0
    card: str | None = None
    new_pool: int | None = None
    known: bool = True
    engine_text: str | None = None
    ap_max: int | None = None


def _engine(state):
    return state.game.engine


def engine_hook(state, name: str):
    """The play engine's optional function ``name`` for ``state`` (e.g.
    ``row_key``, ``move_actions_to``, ``why_not_to``, ``facing_of``), or
    None when the engine has none."""
    fn = getattr(_engine(state), name, None)
    return fn if callable(fn) else None


def action_cost(state, action) -> Cost:
    """The `Cost` of ``action`` for the player to act in ``state`` (a
    `core.play.state.GameState`); ``Cost()`` when the engine has no
    action economy."""
    engine = _engine(state)
    fn = getattr(engine, "action_cost", None)
    if callable(fn):
        return fn(state, action)
    words = getattr(engine, "action_cost_text", None)
    return Cost(engine_text=words(state, action)) if callable(words) else Cost()


def hit_chances(state, action) -> list[tuple[str, float]]:
    """``[(unit id, probability 0..1 of at least one hit)]`` for each
    target of ``action`` the acting side can see; ``[]`` for an action that
    is no fire or an engine without the figure."""
    fn = getattr(_engine(state), "hit_chances", None)
    return list(fn(state, action)) if callable(fn) else []
