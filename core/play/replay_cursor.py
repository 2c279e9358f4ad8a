"""`ReplayCursor`: step forward and back through a recorded game (Qt-free).

A recorded game is the list of every action from the start, chance
outcomes included (`core.play.replay`).  The cursor counts *steps*: a
step is the chance outcomes before a player action plus that action; the
outcomes after the last player action form a final step.  ``seek(k)``
shows the state after ``k`` steps, ``step(n)`` moves by ``n``.  States
are built once and kept, so stepping back is instant.

`roll_entry(state, outcome)` is the log line of one chance outcome, shared
with `PlaytestSession`: ``(log index, text, owner or None, public text)``;
dice are public, a drawn card or hit marker is read only by its owner.

Errors: `HexwrightError` naming ``where`` and the step for a malformed or
illegal recorded action.
"""
from __future__ import annotations

from core.errors import HexwrightError, RulesError
from core.i18n import _
from core.naming import card_name, hit_marker_name
from core.play.actions import Action, action_from_dict
from core.play.describe import describe


def _card_label(st, card: str) -> str:
    """``"02 «Name»"`` for card ``card`` of ``st``'s catalogue, in the user's language."""
    cards = getattr(getattr(st, "data", None), "cards", None)
    ct = cards.get(card) if cards is not None else None
    name = getattr(ct, "name", None)
    return f"{card} \u00ab{card_name(name)}\u00bb" if name else card


def roll_entry(st, a) -> tuple:
    """``(log index, text, owner or None, public text)`` for chance outcome
    ``a`` about to be applied to ``st``; the texts are for display, in the
    user's language (ids stay ids: `core.play.readable.Readable.text`
    names them)."""
    at = len(getattr(st, "log", []))
    if a.type == "draw":
        side = st.draws[0][1] if getattr(st, "draws", None) else None
        return (at, _("{side} draws card {card}").format(side=side, card=_card_label(st, a.card)), side,
                _("{side} draws a card").format(side=side))
    if a.type == "marker":
        ch = getattr(st, "chance", None) or {}
        units, got = ch.get("marker_units") or [], len(ch.get("markers") or [])
        uid = units[got] if got < len(units) else None
        u = st.unit(uid) if uid else None
        owner = u.side if u is not None else None
        return (at, _("hit marker for {unit}: {marker}").format(unit=uid, marker=hit_marker_name(a.name)), owner,
                _("hit marker for {unit} (face down)").format(unit=uid))
    if a.type == "die":
        return at, _("rolled {value}").format(value=a.value), None, ""
    return at, describe(a, {}), None, ""


class ReplayCursor:
    """A cursor over ``actions`` (`Action` objects or their dicts) played
    in ``game`` from the start; ``where`` names the source in errors."""

    def __init__(self, game, actions: list, where: str = "replay"):
        self.game = game
        self.where = where
        acts = []
        for i, d in enumerate(actions):
            if isinstance(d, Action):
                acts.append(d)
                continue
            try:
                acts.append(action_from_dict(d, f"actions[{i}]"))
            except RulesError as e:
                raise HexwrightError(_("{where}: step {value}: malformed action: {e}").format(
                                         where=where, value=i + 1, e=e)) from None
        self.actions = acts
        # step k ends after action index ends[k-1]
        self.ends: list[int] = []
        for i, a in enumerate(acts):
            if not a.chance:
                self.ends.append(i + 1)
        if not self.ends or self.ends[-1] != len(acts):
            self.ends.append(len(acts))
        self._states = [game.new_initial_state()]  # state after _applied[k] actions
        self._applied = [0]
        self._rolls: list[tuple] = []
        self.index = 0
        self._build_to(self._first_stop())

    def _first_stop(self) -> int:
        """Actions before the first player action (the opening rolls)."""
        for i, a in enumerate(self.actions):
            if not a.chance:
                return i
        return len(self.actions)

    def _build_to(self, n: int) -> None:
        """Make sure a state after ``n`` actions is kept."""
        done = self._applied[-1]
        if n <= done:
            return
        st = self._states[-1].clone()
        for i in range(done, n):
            a = self.actions[i]
            try:
                if a.chance:
                    self._rolls.append(roll_entry(st, a))
                st.apply_action(a)
            except RulesError as e:
                raise HexwrightError(_("{where}: step {value} ({a}) is illegal in the replayed game: {e}").format(
                                         where=self.where, value=i + 1, a=a, e=e)) from None
        self._states.append(st)
        self._applied.append(n)

    @property
    def steps(self) -> int:
        """Number of steps (player actions, plus a final run of rolls)."""
        return len(self.ends)

    def _target(self, k: int) -> int:
        """Actions applied after ``k`` steps (opening rolls always applied)."""
        if k <= 0:
            return self._first_stop()
        return self.ends[k - 1]

    def seek(self, k: int) -> None:
        """Show the state after ``k`` steps (clamped to 0..steps)."""
        k = max(0, min(k, self.steps))
        need = self._target(k)
        for j in range(1, k + 1):
            t = self._target(j)
            if t > self._applied[-1]:
                self._build_to(t)
        assert self._applied[-1] >= need
        self.index = k

    def step(self, n: int) -> bool:
        """Move ``n`` steps; False when already at that end."""
        old = self.index
        self.seek(self.index + n)
        return self.index != old

    @property
    def applied(self) -> int:
        """Actions applied in the shown state."""
        return self._target(self.index)

    @property
    def state(self):
        """The shown state (do not change it)."""
        need = self.applied
        for st, n in zip(self._states, self._applied):
            if n == need:
                return st
        raise AssertionError("replay state not built")

    @property
    def rolls(self) -> list[tuple]:
        """Roll entries up to the shown state."""
        n = sum(1 for a in self.actions[:self.applied] if a.chance)
        return self._rolls[:n]

    def label(self) -> str:
        """``"step 12 of 226"``."""
        return f"step {self.index} of {self.steps}"
