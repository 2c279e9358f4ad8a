"""`ActionsPanel`: the legal actions of the side to act, as a tree.

Top level: the actions naming no unit (pass, cards; in a reaction window
the window's card plays, headed by the roll as it stands: AV against DV,
from the engine's ``pending_roll`` hook), then one group per unit of the
side to act (units on the map, then reinforcements).  The selected unit's
group is expanded; expanding another unit's group selects that unit (as
clicking it on the map does).  Inside a unit: one group per kind
(`core.play.grouping.kind_of` / `kind_label`: moves, fire, cards...), then
one row per action paid the plain way with its other ways to pay
(CAPs, opportunity, a card) under it; the rows that differ only by an
empty target hex are one row "... -> …: pick the hex on the map", whose
*Apply* asks for the hex on the map (``pickRequested``).  Rows come from
`core.play.grouping.rows_by_kind`; costs from `core.play.costs.action_cost`
shown by `core.play.describe.cost_text`; hit chances from
`core.play.costs.hit_chances`; the row text through
`core.play.readable.Readable.action`, with the card's name for an action
that plays a card.  A double-click or *Apply* takes the row's action;
*Pass* passes.  When the view is the other side, the list is empty and
says whose turn it is.

Signals: ``unitChosen(object)`` (unit id or None) when the choice changes
here; ``applyRequested(object)`` with the `Action` to take;
``pickRequested(object)`` with the actions of a "pick the hex" row.
"""
from __future__ import annotations

from dataclasses import replace

from PySide6.QtCore import QEvent, Qt, QTimer, Signal
from PySide6.QtGui import QColor, QFont
from PySide6.QtWidgets import (QHBoxLayout, QLabel, QPushButton, QSplitter, QTreeWidget,
                               QTreeWidgetItem, QVBoxLayout, QWidget)

from core.errors import HexwrightError
from core.play.costs import action_cost, engine_hook, hit_chances
from core.play.describe import cost_text, general_actions, hit_text, unit_actions, units_of
from core.play.actions import Pass
from core.play.grouping import kind_label, kind_of, rows_by_kind, target_of, variant_base
from core.play.readable import Readable
from core.rules.registry import traits
from editor.playtest.action_tree import UNIT_ROLE, ActionTree
from editor.playtest.explain_panel import ExplainPanel
from editor.playtest.session import DESIGNER
from editor.playtest.wrap_delegate import fit_columns, install_wrap

FIRE_COLOUR = "#8a1c1c"     # rows with a chance to hit


class ActionsPanel(QWidget):
    """Action tree of ``session`` (a `PlaytestSession`)."""

    unitChosen = Signal(object)
    applyRequested = Signal(object)
    pickRequested = Signal(object)

    def __init__(self, session, parent=None):
        super().__init__(parent)
        self.session = session
        self.readable = Readable(session.game.scenario)  # names and compass words for display only
        self.unit: str | None = None
        self._actions: list = []                # every action of the shown group, in the engine's order
        self._variants: dict = {}
        self._window: list[dict] = []
        self._visible: dict[str, dict] = {}
        lay = QVBoxLayout(self)
        lay.setContentsMargins(6, 6, 6, 6)
        self.header = QLabel()
        self.header.setWordWrap(True)
        f = self.header.font()
        f.setBold(True)
        self.header.setFont(f)
        lay.addWidget(self.header)
        self.window_label = QLabel()   # a reaction window: the roll as it stands (core's pending_roll)
        self.window_label.setWordWrap(True)
        self.window_label.setStyleSheet("background: #fff4d6; border: 1px solid #d9b45a; padding: 4px;")
        self.window_label.setVisible(False)
        lay.addWidget(self.window_label)
        self.table = ActionTree()   # row items carry their action (or a pick row's actions)
        self.table.setAlternatingRowColors(True)
        self.table.setHeaderLabels([self.tr("Action"), self.tr("Cost"), self.tr("Hit chance")])
        # the cost column as wide as its text (English or Russian); the chances at most a third of the width
        # and the action the rest, both wrapping a long text (a group move) onto more lines: nothing cut off
        install_wrap(self.table, (0, 2))
        self.table.setHorizontalScrollBarPolicy(Qt.ScrollBarAlwaysOff)
        self.table.viewport().installEventFilter(self)
        self.table.itemDoubleClicked.connect(lambda item, _c: self._apply_item(item))
        self.table.itemSelectionChanged.connect(self._sync_buttons)
        self.table.itemExpanded.connect(self._expanded)
        self.explain = ExplainPanel()  # the odds of the selected (or hovered) attack or rally, from core
        self.explain.readable = self.readable
        split = QSplitter(Qt.Vertical)
        split.addWidget(self.table)
        split.addWidget(self.explain)
        split.setStretchFactor(0, 2)
        split.setStretchFactor(1, 1)
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
        for u in self._visible.values():
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

    def _expanded(self, item) -> None:
        uid = item.data(0, UNIT_ROLE)
        if uid is None or (uid or None) == self.unit:
            return
        # expanding another unit's group chooses it; the tree is rebuilt after this signal returns
        QTimer.singleShot(0, lambda u=uid or None: self._choose(u))

    def _choose(self, uid: str | None) -> None:
        self.unit = uid
        self.refresh()
        self.unitChosen.emit(uid)

    # --- listing -----------------------------------------------------------------
    def refresh(self) -> None:
        """Re-read the session."""
        s = self.session
        st = s.shown_state()
        self.header.setText(self._header_text(st))
        self._visible = {u["id"]: u for u in s.visible_units()}
        self.table.clear()
        self._actions, self._window = [], []
        self.window_label.setVisible(False)
        if not self.may_act():
            self.note.setText(self._why_not(st))
            self._sync_buttons()
            return
        hook = engine_hook(st, "pending_roll")
        self._window = list(hook(st)) if hook is not None else []
        general = QTreeWidgetItem(self.table, [self._general_title(st)])
        general.setData(0, UNIT_ROLE, "")
        self._group_font(general, bold=self.unit is None)
        groups = [general]
        for uid, text in self._candidates():
            g = QTreeWidgetItem(self.table, [text])
            g.setData(0, UNIT_ROLE, uid)
            self._group_font(g, bold=uid == self.unit)
            groups.append(g)
        shown = next((g for g in groups if (g.data(0, UNIT_ROLE) or None) == self.unit), general)
        uid = shown.data(0, UNIT_ROLE) or None
        try:
            acts = unit_actions(st, uid) if uid else general_actions(st)
        except HexwrightError as e:
            acts = []
            self.note.setText(str(e))
        self._actions = list(acts)
        self._fill(shown, st, self._one_row_per_key(st, acts))
        for g in groups:
            if g is not shown:
                g.addChild(QTreeWidgetItem([""]))   # expandable: expanding it chooses the unit
        self._show_window()
        shown.setExpanded(True)
        if self._window:
            self.note.setText(self.tr("Double-click a card to play it on this roll, or react pass"))
        elif uid and not acts:
            self.note.setText(self.tr("{unit} has no legal action now").format(unit=self.readable.unit(uid)))
        elif not uid:
            self.note.setText(self.tr("Pick a unit (here or on the map) to list its actions"))
        else:
            self.note.setText(self.tr("%n legal action(s) for {unit}; double-click to apply", "", len(acts)).format(
                unit=self.readable.unit(uid)))
        first = self.rows()
        if first:
            self.table.setCurrentItem(first[0])
        fit_columns(self.table)
        self.table.doItemsLayout()   # row heights for the columns as wide as they ended up
        self.table.scrollToItem(shown, QTreeWidget.PositionAtTop)   # the chosen unit's group in sight
        self._sync_buttons()

    def eventFilter(self, obj, event) -> bool:  # noqa: N802
        """The tree's viewport changed size: share its width out again."""
        if obj is self.table.viewport() and event.type() == QEvent.Resize:
            QTimer.singleShot(0, lambda: fit_columns(self.table))
        return super().eventFilter(obj, event)

    def _general_title(self, st) -> str:
        """The title of the actions naming no unit: a reaction window; a
        choice the side must make before anything else (no pass among
        them: the kinds of the choice, e.g. "CAPs on the roll"); else "No
        unit:" and the kinds there are (a ruleset without cards shows none)."""
        if self._window:
            return self.tr("Reaction window")
        general = general_actions(st)
        if general and not any(isinstance(a, Pass) for a in general):
            return ", ".join(dict.fromkeys(kind_label(kind_of(a)) for a in general))
        if not general:
            return self.tr("No unit")
        kinds = ", ".join(dict.fromkeys(kind_label(kind_of(a)) for a in general))
        return self.tr("No unit: {kinds}").format(kinds=kinds)

    @staticmethod
    def _group_font(item, bold: bool) -> None:
        f = QFont(item.font(0))
        f.setBold(bold)
        item.setFont(0, f)
        item.setFirstColumnSpanned(True)

    def _fill(self, parent, st, acts: list) -> None:
        """Kind groups and rows of ``acts`` under ``parent`` (module doc)."""
        for kind, rows in rows_by_kind(acts, self._is_open):
            k = QTreeWidgetItem(parent, [self.tr("{kind} ({n})").format(kind=kind_label(kind), n=len(rows))])
            k.setForeground(0, QColor("#444444"))
            k.setFirstColumnSpanned(True)
            for r in rows:
                if r.picks:
                    self._pick_item(k, st, r)
                    continue
                item = self._action_item(k, st, r.action)
                for v in r.variants:
                    self._action_item(item, st, v)
            k.setExpanded(True)

    def _action_item(self, parent, st, a) -> QTreeWidgetItem:
        try:
            cost = cost_text(action_cost(st, a))
            chance = hit_chances(st, a)
        except HexwrightError as e:
            cost, chance = "?", []
            self.note.setText(str(e))
        hit = (hit_text(chance, self.readable.names) if chance
               else self.tr("no visible target") if target_of(a) is not None else "")
        text = self._variants.get(id(a)) or self.text_of(a)
        item = QTreeWidgetItem(parent, [text, cost, hit])
        self.table.hold(item, "action", a)
        item.setToolTip(0, self.tr("{action}\nengine: {engine}").format(action=text, engine=a))
        if chance:
            item.setForeground(0, QColor(FIRE_COLOUR))
        return item

    def _pick_item(self, parent, st, r) -> QTreeWidgetItem:
        n = len({self.target_hex(a) for a in r.picks})
        text = self.tr("{action}: pick the hex on the map (%n in range)", "", n).format(
            action=self.text_of(replace(r.action, target="\u2026")))
        try:
            cost = cost_text(action_cost(st, r.action))
        except HexwrightError:
            cost = "?"
        item = QTreeWidgetItem(parent, [text, cost, ""])
        self.table.hold(item, "pick", tuple(r.picks))
        item.setToolTip(0, self.tr("Apply, then click a hex on the map to aim at it; the hexes in range are "
                                   "outlined"))
        return item

    def text_of(self, a) -> str:
        """``a`` as the player reads it, naming the card it plays."""
        text = self.readable.action(a)
        card = getattr(a, "card", None)
        if isinstance(card, str) and card:
            name = self.session.card_name(card)
            if name != card and name not in text:
                text = self.tr("{action} ({card})").format(action=text, card=name)
        return text

    def _show_window(self) -> None:
        """A reaction window: the roll it holds as it stands (core), above
        the card plays, and itemised in the explanation panel."""
        if not self._window:
            return
        lines = [self.tr("{roll} \u2014 {standing}").format(roll=self.readable.text(d.get("who", "")),
                                                            standing=d.get("standing") or d["lines"][0])
                 for d in self._window]
        side = self.session.side_name(self.session.shown_state().current_player())
        self.window_label.setText(self.tr("Reaction window for {side}: play a card on this roll or pass.\n{rolls}")
                                  .format(side=side, rolls="\n".join(lines)))
        self.window_label.setVisible(True)
        self.explain.show_rolls(self._window, self.tr("The roll as it stands"))

    def _is_open(self, target: str) -> bool:
        """True when ``target`` (a hex label or unit id) holds no unit the
        view sees (an empty hex, the enemy's hidden units): such rows are
        picked on the map."""
        return target not in self._visible and not any(u["hex"] == target for u in self._visible.values())

    def target_hex(self, a) -> str | None:
        """The hex label action ``a`` aims at (its unit's hex when it aims at
        a unit), None when it aims at nothing."""
        t = target_of(a)
        if t is None:
            return None
        u = self._visible.get(t)
        return u["hex"] if u is not None else t

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

    # --- explaining ----------------------------------------------------------------
    def _explain_current(self) -> None:
        item = self.table.currentItem()
        if item is None or not self.may_act():
            return
        entry = self.entry_of(item)
        if entry is None or entry[0] != "action":
            return
        a = entry[1]
        st = self.session.shown_state()
        hook = engine_hook(st, "preview")
        try:
            exps = hook(st, a) if hook is not None else []
        except HexwrightError:
            exps = []
        if exps:   # any roll with odds (attack, rally)
            self.explain.show_preview(st, a, self.text_of(a))
        elif self._window:
            self.explain.show_rolls(self._window, self.tr("The roll as it stands"))

    def actions_at(self, label: str) -> list:
        """The listed actions aiming at hex ``label`` (or a unit in it), the
        plainly paid ones first, then in the engine's order."""
        hits = [a for a in self._actions if self.target_hex(a) == label]
        return sorted(hits, key=lambda a: variant_base(a) != a)

    def preview_target(self, label: str) -> bool:
        """Hovering hex ``label`` with a unit chosen: explain the chosen
        unit's plainest attack on that hex (or a unit in it), if it has one."""
        if not self.unit or not self.may_act():
            return False
        own = [a for a in self.actions_at(label) if units_of(a) == (self.unit,)]
        if not own:
            return False
        return self.explain.show_preview(self.session.shown_state(), own[0], self.text_of(own[0]))

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

    # --- reading (the mode, tests) -----------------------------------------------------
    def actions(self) -> list:
        """Every action of the shown group (the chosen unit's, or those
        naming no unit), in the engine's order."""
        return list(self._actions)

    def entry_of(self, item) -> tuple[str, object] | None:
        """``("action", a)`` or ``("pick", actions)`` of a row item (`ActionTree.entry_of`)."""
        return self.table.entry_of(item)

    def rows(self) -> list:
        """The row items of the shown group (not their variants), in order."""
        return self.table.rows()

    def item_for(self, action):
        """The row (or variant) item taking ``action``, or None."""
        return self.table.item_for(action)

    def unit_labels(self) -> list[str]:
        """The unit groups' titles (the first is the group naming no unit)."""
        return self.table.unit_labels()

    def _sync_buttons(self) -> None:
        ok = self.may_act()
        self.apply_button.setEnabled(ok and self.entry_of(self.table.currentItem()) is not None)
        self.pass_button.setEnabled(ok)

    def _apply_item(self, item) -> None:
        entry = self.entry_of(item)
        if entry is None or not self.may_act():
            return
        if entry[0] == "pick":
            self.pickRequested.emit(entry[1])
        else:
            self.applyRequested.emit(entry[1])

    def _pass(self) -> None:
        st = self.session.shown_state()
        p = next((a for a in st.legal_actions() if a.type == "pass"), None)
        if p is not None and self.may_act():
            self.applyRequested.emit(p)
