"""`ActionsPanel`: the legal actions of the side to act, for one unit.

A unit is chosen in the ``Unit`` list (or by clicking it on the map,
`select_unit`); the table lists its legal actions in the engine's order
with their cost (`core.play.costs.action_cost`, shown by
`core.play.describe.cost_text`: AP, CAPs, "new 7 AP pool") and, for
attacks, the chance to hit each visible target
(`core.play.costs.hit_chances`); actions read through
`core.play.readable.Readable.action` (unit names, compass facings).
"(no unit)" lists the actions that name no unit (pass, cards).  A
double-click or *Apply* takes the action; *Pass* passes.  When the view
is the other side, the list is empty and says whose turn it is.

Signals: ``unitChosen(object)`` (unit id or None) when the choice changes
here; ``applyRequested(object)`` with the `Action` to take.
"""
from __future__ import annotations

from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QColor
from PySide6.QtWidgets import (QComboBox, QHBoxLayout, QHeaderView, QLabel, QPushButton, QSplitter, QTreeWidget,
                               QTreeWidgetItem, QVBoxLayout, QWidget)

from core.errors import HexwrightError
from core.rules.registry import traits
from core.play.costs import action_cost, engine_hook, hit_chances
from core.play.describe import cost_text, general_actions, hit_text, unit_actions
from core.play.readable import Readable
from editor.playtest.explain_panel import ExplainPanel
from editor.playtest.session import DESIGNER

NO_UNIT = ""


class ActionsPanel(QWidget):
    """Action list of ``session`` (a `PlaytestSession`)."""

    unitChosen = Signal(object)
    applyRequested = Signal(object)

    def __init__(self, session, parent=None):
        super().__init__(parent)
        self.session = session
        self.readable = Readable(session.game.scenario)  # names and compass words for display only
        self.unit: str | None = None
        self._actions: list = []
        self._variants: dict = {}
        lay = QVBoxLayout(self)
        lay.setContentsMargins(6, 6, 6, 6)
        self.header = QLabel()
        self.header.setWordWrap(True)
        f = self.header.font()
        f.setBold(True)
        self.header.setFont(f)
        lay.addWidget(self.header)
        row = QHBoxLayout()
        row.addWidget(QLabel(self.tr("Unit:")))
        self.unit_box = QComboBox()
        self.unit_box.setMinimumContentsLength(18)
        self.unit_box.activated.connect(self._box_chosen)
        row.addWidget(self.unit_box, 1)
        lay.addLayout(row)
        self.table = QTreeWidget()
        self.table.setRootIsDecorated(False)
        self.table.setAlternatingRowColors(True)
        self.table.setHeaderLabels([self.tr("Action"), self.tr("Cost"), self.tr("Hit chance")])
        hdr = self.table.header()
        hdr.setSectionResizeMode(0, QHeaderView.Stretch)
        hdr.setSectionResizeMode(1, QHeaderView.ResizeToContents)
        hdr.setSectionResizeMode(2, QHeaderView.ResizeToContents)
        hdr.setStretchLastSection(False)
        self.table.itemDoubleClicked.connect(lambda item, _c: self._apply_item(item))
        self.table.itemSelectionChanged.connect(self._sync_buttons)
        self.explain = ExplainPanel()  # the odds of the selected (or hovered) attack or rally, from core
        split = QSplitter(Qt.Vertical)
        split.addWidget(self.table)
        split.addWidget(self.explain)
        split.setStretchFactor(0, 3)
        split.setStretchFactor(1, 2)
        split.setChildrenCollapsible(False)
        lay.addWidget(split, 1)
        self.table.itemSelectionChanged.connect(self._explain_current)
        self.note = QLabel()
        self.note.setWordWrap(True)
        self.note.setStyleSheet("color: #555;")
        lay.addWidget(self.note)
        buttons = QHBoxLayout()
        self.apply_button = QPushButton(self.tr("Apply"))
        self.apply_button.setToolTip(self.tr("Take the selected action (or double-click it)"))
        self.apply_button.clicked.connect(lambda: self._apply_item(self.table.currentItem()))
        self.pass_button = QPushButton(self.tr("Pass"))
        self.pass_button.clicked.connect(self._pass)
        buttons.addWidget(self.apply_button)
        buttons.addStretch(1)
        buttons.addWidget(self.pass_button)
        lay.addLayout(buttons)
        self.refresh()

    # --- choosing ---------------------------------------------------------------
    def may_act(self) -> bool:
        """True when the view may take actions now (live game, not over,
        the designer's view or the side to act)."""
        s = self.session
        st = s.shown_state()
        return (s.replay is None and not st.is_terminal() and not st.is_chance_node()
                and s.view in (DESIGNER, st.current_player()))

    def _candidates(self) -> list[tuple[str, str]]:
        """``[(unit id, label)]`` of the side to act: units on the map, then
        reinforcements waiting to enter."""
        st = self.session.shown_state()
        side = st.current_player()
        if side not in self.session.sides:
            return []
        out = []
        for u in self.session.visible_units():
            if u["side"] == side and "destroyed" not in (u.get("hits") or []):
                if u.get("spent"):
                    text = self.tr("{unit} at {hex} (spent)")
                elif u.get("hidden"):
                    text = self.tr("{unit} at {hex} (hidden)")
                else:
                    text = self.tr("{unit} at {hex}")
                out.append((u["id"], text.format(unit=self.readable.unit(u["id"]), hex=u["hex"])))
        for uid in getattr(st, "pending", {}).get(side, []):
            out.append((uid, self.tr("{unit} (to enter)").format(unit=self.readable.unit(uid))))
        return out

    def select_unit(self, uid: str | None) -> None:
        """Show the actions of ``uid`` (None: the actions naming no unit)."""
        self.unit = uid
        self.refresh()

    def _box_chosen(self, index: int) -> None:
        uid = self.unit_box.itemData(index) or None
        self.unit = uid
        self.refresh()
        self.unitChosen.emit(uid)

    # --- listing -----------------------------------------------------------------
    def refresh(self) -> None:
        """Re-read the session."""
        s = self.session
        st = s.shown_state()
        self.header.setText(self._header_text(st))
        cands = self._candidates() if self.may_act() else []
        self.unit_box.blockSignals(True)
        self.unit_box.clear()
        self.unit_box.addItem(self.tr("(no unit: pass, cards)"), NO_UNIT)
        for uid, text in cands:
            self.unit_box.addItem(text, uid)
        i = self.unit_box.findData(self.unit) if self.unit else 0
        self.unit_box.setCurrentIndex(max(0, i))
        self.unit_box.blockSignals(False)
        self.table.clear()
        self._actions = []
        if not self.may_act():
            self.note.setText(self._why_not(st))
            self._sync_buttons()
            return
        try:
            acts = unit_actions(st, self.unit) if self.unit else general_actions(st)
        except HexwrightError as e:
            acts = []
            self.note.setText(str(e))
        acts = self._one_row_per_key(st, acts)
        for a in acts:
            try:
                cost = cost_text(action_cost(st, a))
                chance = hit_chances(st, a)
            except HexwrightError as e:
                cost, chance = "?", []
                self.note.setText(str(e))
            hit = (hit_text(chance, self.readable.names) if chance
                   else self.tr("no visible target") if a.type == "fire" else "")
            text = self.readable.action(a)
            if self._variants.get(id(a)):
                text = self._variants[id(a)]
            item = QTreeWidgetItem([text, cost, hit])
            item.setData(0, Qt.UserRole, len(self._actions))
            item.setToolTip(0, self.tr("{action}\nengine: {engine}").format(action=self.readable.action(a), engine=a))
            if a.type == "fire":
                item.setForeground(0, QColor("#8a1c1c"))
            self.table.addTopLevelItem(item)
            self._actions.append(a)
        if self.unit and not acts:
            self.note.setText(self.tr("{unit} has no legal action now").format(unit=self.readable.unit(self.unit)))
        elif not self.unit:
            self.note.setText(self.tr("Pick a unit (here or on the map) to list its actions"))
        else:
            self.note.setText(self.tr("%n legal action(s) for {unit}; double-click to apply", "", len(acts)).format(
                unit=self.readable.unit(self.unit)))
        if self.table.topLevelItemCount():
            self.table.setCurrentItem(self.table.topLevelItem(0))
        self._sync_buttons()

    def _one_row_per_key(self, st, acts: list) -> list:
        """Actions the engine's ``row_key`` groups (a move's facing
        variants) become one row: the first of each group, listed as
        "move to <hex> (face on the map)"; the mode asks for the
        facing when it is applied."""
        self._variants = {}
        key_of = engine_hook(st, "row_key")
        if key_of is None:
            return acts
        out, seen = [], {}
        for a in acts:
            k = key_of(a)
            if k is None:
                out.append(a)
            elif k not in seen:
                seen[k] = a
                out.append(a)
            else:
                first = seen[k]
                dest = engine_hook(st, "move_destination")(first)
                self._variants[id(first)] = self.tr("move to {hex} (face on the map)").format(hex=dest)  # the unit
        return out

    def _explain_current(self) -> None:
        item = self.table.currentItem()
        if item is None or not self.may_act():
            return
        a = self._actions[item.data(0, Qt.UserRole)]
        if a.type in ("fire", "rally") or hit_chances(self.session.shown_state(), a):  # any roll with odds
            self.explain.show_preview(self.session.shown_state(), a, self.readable.action(a))

    def preview_target(self, label: str) -> bool:
        """Hovering hex ``label`` with a unit chosen: explain the chosen
        unit's plain attack on that hex (or a unit in it), if it has one."""
        if not self.unit or not self.may_act():
            return False
        st = self.session.shown_state()
        names_hex = self.session.game.scenario.hexmap
        order = {"ap": 0, "opportunity": 1, "caps": 2, "card": 3}
        fires = []
        for a in self._actions:
            if a.type != "fire" or a.units != (self.unit,):
                continue
            tgt_unit = st.unit(a.target) if hasattr(st, "unit") else None
            if (names_hex.label(tgt_unit.hex) if tgt_unit is not None else a.target) == label:
                fires.append(a)
        if not fires:
            return False
        best = min(fires, key=lambda a: (a.roll_caps, a.extra_caps, order.get(a.pay, 9)))
        return self.explain.show_preview(st, best, self.readable.action(best))

    def _header_text(self, st) -> str:
        if st.is_terminal():
            return self.session.result_text()
        side = st.current_player()
        if not traits(self.session.game.scenario.ruleset).command_points:  # no pools or CAPs to show
            return self.tr("{side} to act").format(side=self.session.side_name(side))
        act = (getattr(st, "activation", {}) or {}).get(side)
        caps = getattr(st, "caps", {}).get(side, 0)
        if act:
            text = self.tr("{side} to act \u2014 pool {pool} AP, %n CAP(s)", "", caps)
        else:
            text = self.tr("{side} to act \u2014 no activation, %n CAP(s)", "", caps)
        return text.format(side=self.session.side_name(side), pool=act["pool"] if act else 0)

    def _why_not(self, st) -> str:
        s = self.session
        if s.replay is not None:
            return self.tr("Replay: step through it with the toolbar, or leave it to play on")
        if st.is_terminal():
            return s.result_text()
        name = s.side_name(st.current_player())
        return self.tr("{side} to act: switch View as to {side} or Designer to act").format(side=name)

    def actions(self) -> list:
        """The listed actions, in order."""
        return list(self._actions)

    def _sync_buttons(self) -> None:
        ok = self.may_act()
        self.apply_button.setEnabled(ok and self.table.currentItem() is not None)
        self.pass_button.setEnabled(ok)

    def _apply_item(self, item) -> None:
        if item is None or not self.may_act():
            return
        self.applyRequested.emit(self._actions[item.data(0, Qt.UserRole)])

    def _pass(self) -> None:
        st = self.session.shown_state()
        p = next((a for a in st.legal_actions() if a.type == "pass"), None)
        if p is not None and self.may_act():
            self.applyRequested.emit(p)

