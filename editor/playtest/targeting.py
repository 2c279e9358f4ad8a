"""`TargetPicker`: targets picked on the map in the playtest (issue 12
part 4).

With a unit of the side to act selected, a left click on a hex holding a
unit of the other side, or on an empty hex the unit may aim at (the
enemy's hidden units may be there), takes the selected unit's action
aimed there (fire, close combat, a card...: `ActionsPanel.actions_at`, the
engine's legal actions): at once when one action matches, else from a
small menu (``menu``; hovering an entry previews its odds in the
explanation panel).  A click on a hex of the side's own units, or on one
nothing may be aimed at, selects as before.
A "pick the hex on the map" row of the Actions list (`start`) arms the
picker with the actions it gathers: the hexes they aim at are outlined
(`PlayUnitLayer.pick_hexes`) and a left click on one of them offers those
aimed there -- an empty hex too; a click elsewhere or a right-click ends
the pick.  The picker computes nothing: the actions, their costs, chances
and explanations are core's.
"""
from __future__ import annotations

from PySide6.QtCore import QObject
from PySide6.QtGui import QCursor
from PySide6.QtWidgets import QMenu

from core.errors import HexwrightError
from core.play.costs import action_cost, hit_chances
from core.play.describe import cost_text, hit_text


class TargetPicker(QObject):
    """The target picking of ``mode`` (a `PlaytestMode` inside a game)."""

    def __init__(self, mode):
        super().__init__(mode)
        self.mode = mode
        self.picks: list = []          # the armed "pick the hex" row's actions ([] when not picking)
        self.menu: QMenu | None = None  # the last menu offered (tests trigger its actions)

    @property
    def panel(self):
        """The Actions panel of the game."""
        return self.mode.actions_panel

    def pending(self) -> bool:
        """True while a "pick the hex" row waits for its hex."""
        return bool(self.picks)

    def start(self, actions) -> None:
        """Arm the picker with ``actions`` (a "pick the hex" row's): outline
        the hexes they aim at and say what to do."""
        hm = self.mode.session.game.scenario.hexmap
        self.picks = list(actions)
        labels = {self.panel.target_hex(a) for a in self.picks} - {None}
        self.mode.layer.pick_hexes = {hm.parse(lab) for lab in labels}
        self.mode.layer.update()
        self.mode.message(self.tr("Click one of the %n outlined hexes to aim at it; right-click to cancel", "",
                                  len(labels)))

    def cancel(self) -> None:
        """End a pick (nothing taken)."""
        self.picks = []
        layer = getattr(self.mode, "layer", None)
        if layer is not None and layer.pick_hexes:
            layer.pick_hexes = set()
            layer.update()

    def click(self, h) -> bool:
        """A left click on hex ``h``: True when it aimed an action (taken or
        offered in the menu), False when the click is a plain selection."""
        mode = self.mode
        if mode.session is None or not self.panel.may_act():
            return False
        label = mode.session.game.scenario.hexmap.label(h)
        if self.picks:
            choices = [a for a in self.picks if self.panel.target_hex(a) == label]
            self.cancel()
            if not choices:
                return False
            return self.offer(sorted(choices, key=lambda a: self.picks.index(a) if a in self.picks else 0))
        uid = mode.layer.selected
        side = mode.session.shown_state().current_player()
        stack = mode.layer.stack(h)
        if uid is None or stack and all(u["side"] == side for u in stack):   # own units: a plain selection
            return False
        choices = self.panel.actions_at(label)   # an enemy there, or an empty hex in range (hidden units?)
        return self.offer(choices) if choices else False

    def offer(self, choices: list) -> bool:
        """Take ``choices[0]`` when it is the only one, else pop up a menu of
        them at the cursor (text, cost, chance to hit); True."""
        if len(choices) == 1:
            self.mode.apply(choices[0])
            return True
        st = self.mode.session.shown_state()
        menu = QMenu(self.mode.window)
        for a in choices:
            try:
                cost = cost_text(action_cost(st, a))
                chance = hit_text(hit_chances(st, a), self.panel.readable.names)
            except HexwrightError:
                cost, chance = "?", ""
            text = self.tr("{action}\t{cost}  {chance}").format(action=self.panel.text_of(a), cost=cost, chance=chance)
            act = menu.addAction(text.rstrip())
            act.triggered.connect(lambda _c=False, x=a: self.mode.apply(x))
            act.hovered.connect(lambda x=a: self.panel.explain.show_preview(st, x, self.panel.text_of(x)))
        self.menu = menu
        menu.popup(QCursor.pos())
        return True
