"""`PlaytestMode`: hot-seat play of the open scenario inside the editor
(DESIGN.md job 4).

`install_playtest(window)` (the window's one hook) adds a *Playtest* menu
and tool-bar action: *Start playtest* is enabled while the document holds a
scenario the ruleset can play (a play engine, two sides, units).

Entering the mode (`enter`) takes a snapshot of the scenario (its
canonical JSON), builds a `PlaytestSession` on a deep copy, declares the
playtest mode's layers, docks, tool bar and tool (`editor.modes`) and
switches the window to it: the editing mode's docks, tool bar and layers
are hidden and the game is shown instead: the live units (`PlayUnitLayer`), the previews of the
selected unit (movement cost of each hex it may step to; LOS from it to
the hovered hex, from the live position: `PlayPosition.los`), the
*Actions*, *Game* and *Log* docks and the `PlaytestBar`.  The map tool is
`PlayTool`: click a unit to select it (again: the next unit of a stack);
click an enemy to aim the selected unit's action at it, or a hex a "pick
the hex" row outlined (`TargetPicker`, targeting.py); right-click a hex
next to the selected unit to move it there.

Leaving (`leave`) switches back to the editing mode (its layout, layers,
tool and menus as they were), removes the playtest pieces, and checks that
the scenario is byte-identical to the snapshot (``scenario_unchanged``).
Map and scenario editing are off meanwhile: the playtest mode locks the
``file``, ``edit``, ``tools`` and ``scenario`` menus (`LOCKED_MENUS`).
"""
from __future__ import annotations

import logging

from PySide6.QtCore import QObject, Qt
from PySide6.QtWidgets import QFileDialog

from core.errors import HexwrightError
from core.play.costs import action_cost, engine_hook
from core.play.describe import unit_actions
from core.rules.registry import traits
from editor.background import run_with_progress
from editor.modes import EDITING, PLAYTEST, Mode
from editor.playtest.actions_dock import ActionsPanel
from editor.playtest.controls import PlaytestBar
from editor.playtest.layer import PlayUnitLayer
from editor.playtest.log_dock import LogPanel
from editor.playtest.session import PlaytestSession
from editor.playtest.status_dock import GamePanel
from editor.playtest.targeting import TargetPicker
from editor.playtest.tool import PlayTool, playable, scenario_snapshot
from editor.scenario.overlays import Preview, PreviewOver, PreviewUnder

# the playtest mode's menu state (editor.modes): editing is off meanwhile
LOCKED_MENUS = ("file", "edit", "tools", "scenario")


class PlaytestMode(QObject):
    """The playtest mode of ``window`` (see the module doc)."""

    def __init__(self, window):
        super().__init__(window)
        self.window = window
        self.session: PlaytestSession | None = None
        self.snapshot: str | None = None
        self.scenario_unchanged: bool | None = None
        # factories ``f(session) -> scene item`` of layers a ruleset extra adds to each game (the fow
        # templates): made when a playtest starts, removed when it ends, like the playtest's own layers
        self.extra_layers: list = []
        self.extras: list = []
        self._build_menu()
        doc = window.document
        doc.changed.connect(lambda _c: self._update_enabled())
        self._update_enabled()

    # --- menu ---------------------------------------------------------------------
    def _build_menu(self) -> None:
        w = self.window
        reg = w.action_registry
        m = self.menu = reg.add_menu("playtest", self.tr("&Playtest"))
        self.start_action = reg.create("playtest.start", self.tr("&Start playtest"), self.enter, m, "F5")
        self.leave_action = reg.create("playtest.leave", self.tr("&Leave playtest"), self.leave, m, "Shift+F5")
        m.addSeparator()
        self.menu_actions = {}
        for name, text in (("save", self.tr("&Save game...")), ("load", self.tr("L&oad game...")),
                           ("replay_file", self.tr("&Replay file...")), ("bot_turn", self.tr("Play &bot turn")),
                           ("bots_finish", self.tr("Let bots &finish"))):
            self.menu_actions[name] = reg.create(f"playtest.{name}", text, lambda n=name: self.command(n), m)
        w.tool_bar.addSeparator()
        w.tool_bar.addAction(self.start_action)

    def _update_enabled(self) -> None:
        ok, why = playable(self.window.document)
        active = self.session is not None
        self.start_action.setEnabled(ok and not active)
        self.start_action.setStatusTip(why or self.tr("Play the scenario hot-seat under its rules"))
        self.start_action.setToolTip(why or self.tr("Start playtest (F5)"))
        self.leave_action.setEnabled(active)
        for act in self.menu_actions.values():
            act.setEnabled(active)

    @property
    def active(self) -> bool:
        """True while playtesting."""
        return self.session is not None

    # --- entering and leaving ---------------------------------------------------------
    def enter(self, seed: int = 1) -> bool:
        """Start playtesting the document's scenario (dice seeded with ``seed``)."""
        w, doc = self.window, self.window.document
        ok, why = playable(doc)
        if self.session is not None or not ok:
            if why:
                self.message(why, True)
            return False
        self.snapshot = scenario_snapshot(doc.scenario)
        source = doc.path if getattr(doc, "file_kind", "") == "scenario" else None
        try:
            self.session = PlaytestSession(doc.scenario, seed, source, self)
        except HexwrightError as e:
            self.message(self.tr("Playtest: {error}").format(error=e), True)
            self.session = None
            return False
        except Exception as e:
            logging.getLogger(__name__).exception("playtest could not start")
            self.message(self.tr("Playtest could not start: the {ruleset} engine failed ({kind}: {error})").format(
                ruleset=doc.scenario.ruleset, kind=type(e).__name__, error=e), True)
            self.session = None
            return False
        s = self.session
        self.layer = PlayUnitLayer(s, w.scene)
        self.preview = Preview()
        self.under, self.over = PreviewUnder(self.preview, w.scene), PreviewOver(self.preview, w.scene)
        self.extras = [make(s) for make in self.extra_layers]
        for item in (self.layer, self.under, self.over, *self.extras):
            w.add_layer(item, PLAYTEST)
        self.tool = PlayTool(self)
        self.picker = TargetPicker(self)   # targets clicked on the map (fire at a unit, a "pick the hex" row)
        w.modes.mode(PLAYTEST).tool = self.tool
        self.actions_panel = ActionsPanel(s)
        self.game_panel = GamePanel(s)
        self.log_panel = LogPanel(s)
        self.docks = [w.add_dock(self.actions_panel, self.tr("Actions"), "playtestActionsDock", mode=PLAYTEST),
                      w.add_dock(self.game_panel, self.tr("Game"), "playtestGameDock", mode=PLAYTEST),
                      w.add_dock(self.log_panel, self.tr("Dice and events"), "playtestLogDock",
                                 Qt.BottomDockWidgetArea, mode=PLAYTEST)]
        for key, d in zip(("actions", "game", "log"), self.docks):  # a closed playtest dock can be reopened
            w.action_registry.add(f"view.dock.playtest_{key}", d.toggleViewAction(), "view")
        self.bar = PlaytestBar(s, w)
        w.add_tool_bar(self.bar, Qt.TopToolBarArea, PLAYTEST)
        w.modes.set_mode(PLAYTEST)  # editing docks, tool bar, layers and menus off; these on
        w.resizeDocks(self.docks[:1], [470], Qt.Horizontal)   # the Actions tree's three columns
        w.resizeDocks([self.docks[0], self.docks[1]], [600, 220], Qt.Vertical)   # the Actions tree and its odds first
        w.resizeDocks([self.docks[2]], [170], Qt.Vertical)
        self.bar.requested.connect(self.command)
        self.actions_panel.unitChosen.connect(self.select_unit)
        self.actions_panel.applyRequested.connect(self.apply)
        self.actions_panel.pickRequested.connect(self.picker.start)
        s.changed.connect(self.refresh)
        s.message.connect(self.message)
        self.scenario_unchanged = None
        self._update_enabled()
        self.refresh()
        if doc.scenario.title:
            text = self.tr("Playtest of {title}: seed {seed}; {side} to act. Click a unit to see its actions.")
        else:
            text = self.tr("Playtest of the scenario: seed {seed}; {side} to act. Click a unit to see its actions.")
        self.message(text.format(title=doc.scenario.title, seed=seed, side=s.side_name(s.to_act())))
        return True

    def leave(self) -> bool:
        """Back to the editor; returns True when the scenario is unchanged."""
        if self.session is None:
            return True
        w = self.window
        self.picker.cancel()
        w.modes.set_mode(EDITING)  # the editing layout, layers, tool and menus as they were
        for item in (self.layer, self.under, self.over, *self.extras):
            w.remove_layer(item)
        self.extras = []
        for key, d in zip(("actions", "game", "log"), self.docks):
            w.action_registry.remove(f"view.dock.playtest_{key}")
            w.remove_dock(d)
            d.deleteLater()
        w.remove_tool_bar(self.bar)
        self.bar.deleteLater()
        self.session.deleteLater()
        self.session = None
        self.scenario_unchanged = scenario_snapshot(w.document.scenario) == self.snapshot
        self._update_enabled()
        if self.scenario_unchanged:
            self.message(self.tr("Left playtest: the scenario is unchanged"))
        else:
            self.message(self.tr("Left playtest: the scenario differs from the snapshot taken on entering"), True)
        return self.scenario_unchanged

    # --- reacting ----------------------------------------------------------------------
    def message(self, text: str, error: bool = False) -> None:
        """Status-bar message (errors in red)."""
        bar = self.window.statusBar()
        bar.setStyleSheet("QStatusBar { color: #b00020; }" if error else "")
        bar.showMessage(text, 10000 if error else 6000)

    def refresh(self) -> None:
        """Re-read the session everywhere."""
        s = self.session
        if s is None:
            return
        self.picker.cancel()   # the state moved on: an armed pick's actions are stale
        ids = {u["id"] for u in s.visible_units()}
        if self.layer.selected not in ids:
            self.layer.selected = None
            self.actions_panel.unit = None
        self.layer.refresh()
        self.actions_panel.refresh()
        self.game_panel.refresh()
        self.log_panel.refresh()
        self.bar.refresh()
        self._preview_moves()

    def select_unit(self, uid: str | None) -> None:
        """Select ``uid`` on the map and list its actions."""
        self.layer.selected = uid
        self.layer.update()
        self.actions_panel.select_unit(uid)
        self._preview_moves()

    def _preview_moves(self) -> None:
        pv = self.preview
        pv.costs, pv.los, pv.cost_unit = {}, None, ""
        s = self.session
        uid = self.layer.selected
        st = s.shown_state()
        ap_moves = traits(s.game.scenario.ruleset).ap_move_costs  # per-hex AP costs of plain moves
        if uid and s.replay is None and self.actions_panel.may_act() and ap_moves:
            hm = s.game.scenario.hexmap
            for a in unit_actions(st, uid):
                if a.type == "move" and len(a.units) == 1 and a.pay == "ap" and not a.extra_caps:
                    h = hm.parse(a.to[0])
                    c = action_cost(st, a).ap
                    pv.costs[h] = min(c, pv.costs.get(h, c))
            pv.cost_unit = uid
        self.over.occupied = {u["_hex"] for u in self.layer.drawn_units()}  # badges beside counters there
        self.under.update()
        self.over.update()

    def hovered(self, h) -> None:
        """The cursor is over hex ``h`` (`PlayTool.hover`): LOS from the
        selected unit to it, in the preview and the status bar."""
        s = self.session
        uid = self.layer.selected
        if s is None or uid is None or h is None:
            return
        st = s.shown_state()
        u = st.unit(uid) if hasattr(st, "unit") else None
        if u is None or u.hex == h:
            self.preview.los = None
        else:
            res = st.pos.los(u.hex, h)
            self.preview.los = (u.hex, h, res)
            hm = s.game.scenario.hexmap
            verdict = res.reason or (self.tr("clear") if res.clear else self.tr("blocked"))
            who = self.actions_panel.readable.unit(uid)
            self.window.statusBar().showMessage(self.tr("LOS {unit} {start} -> {end}: {verdict}").format(
                unit=who, start=hm.label(u.hex), end=hm.label(h), verdict=verdict), 6000)
        if u is None or u.hex != h:   # the odds of firing there, explained (core), in any ruleset
            self.actions_panel.preview_target(s.game.scenario.hexmap.label(h))
        self.over.update()

    def move_selected_to(self, h) -> bool:
        """Apply the selected unit's plain move into ``h`` (right-click);
        an engine with ``move_actions_to(state, uid, label)`` names the
        moves (and ``why_not_to`` why there are none); moves differing
        only by facing ask for the facing on the map (`apply`)."""
        uid = self.layer.selected
        self.cancel_facing_pick()
        self.picker.cancel()
        if self.session is None or uid is None or not self.actions_panel.may_act():
            return False
        st = self.session.state
        lab = self.session.game.scenario.hexmap.label(h)
        hook = engine_hook(st, "move_actions_to")
        if hook is not None:
            moves = hook(st, uid, lab)
        else:
            moves = [a for a in unit_actions(st, uid) if a.type == "move" and a.to == (lab,) and len(a.units) == 1]
            moves.sort(key=lambda a: ({"ap": 0, "opportunity": 1, "caps": 2, "card": 3}[a.pay], a.extra_caps))
        if not moves:
            why = engine_hook(st, "why_not_to")
            who = self.actions_panel.readable.unit(uid)
            if why is not None:
                text = self.tr("{unit} cannot move to {hex}: {why}").format(unit=who, hex=lab, why=why(st, uid, lab))
            else:
                text = self.tr("{unit} cannot move to {hex} now").format(unit=who, hex=lab)
            self.message(text, True)
            return False
        return self.apply(moves[0])

    def apply(self, action) -> bool:
        """Take ``action`` (from the list or the map).  When the engine's
        ``row_key`` gives it facing variants (a tng move), the facing is
        picked on the map first (`pick_facing_at`)."""
        st = self.session.state
        key_of = engine_hook(st, "row_key")
        key = key_of(action) if key_of is not None and not st.is_chance_node() else None
        if key is not None:
            variants = [a for a in st.legal_actions() if key_of(a) == key]
            if len(variants) > 1:
                facing_of = engine_hook(st, "facing_of")
                dest = self.session.game.scenario.hexmap.parse(engine_hook(st, "move_destination")(action))
                self._facing_pick = (dest, {facing_of(a): a for a in variants})
                self.layer.facing_choices = (dest, sorted(self._facing_pick[1]))
                self.layer.update()
                self.message(self.tr("Click the corner of {hex} the unit should face (orange arrows); "
                                     "right-click elsewhere to cancel").format(
                    hex=self.session.game.scenario.hexmap.label(dest)))
                return True
        return self.session.apply(action)

    def facing_pick_pending(self) -> bool:
        """True while a move waits for its facing to be clicked."""
        return getattr(self, "_facing_pick", None) is not None

    def pick_facing_at(self, x: float, y: float) -> bool:
        """Finish the pending move with the facing pointing most nearly at
        scene point ``(x, y)``; False when no move is pending."""
        pick = getattr(self, "_facing_pick", None)
        if pick is None:
            return False
        dest, by_facing = pick
        f = self.layer.facing_at(dest, x, y, by_facing)
        self.cancel_facing_pick()
        return self.session.apply(by_facing[f])

    def cancel_facing_pick(self) -> None:
        """Drop a pending facing choice."""
        self._facing_pick = None
        if getattr(self, "layer", None) is not None and self.layer.facing_choices is not None:
            self.layer.facing_choices = None
            self.layer.update()

    # --- commands ------------------------------------------------------------------------
    def command(self, name: str) -> None:
        """Run a tool-bar or menu command by name (see `PlaytestBar`)."""
        s = self.session
        if s is None:
            return
        if name == "undo":
            s.undo()
        elif name == "bot_turn":
            n = self.bot_turn()
            self.message(self.tr("The {bot} bot took %n action(s)", "", n).format(bot=self.bar.bot_title()))
        elif name == "bots_finish":
            self.bots_finish()
        elif name == "save":
            path, _f = QFileDialog.getSaveFileName(self.window, self.tr("Save game"), self.tr("game.replay.json"),
                                                   self.tr("Hexwright games (*.json)"))
            if path:
                s.save_game(path)
        elif name in ("load", "replay_file"):
            title = self.tr("Load game") if name == "load" else self.tr("Replay file")
            path, _f = QFileDialog.getOpenFileName(self.window, title, "", self.tr("Hexwright games (*.json)"))
            if path:
                s.load_game(path) if name == "load" else s.begin_replay(path)
        elif name == "replay":
            s.end_replay() if s.replay is not None else s.begin_replay()
        elif name in ("first", "back", "forward", "last"):
            s.replay_step({"first": -10**9, "back": -1, "forward": 1, "last": 10**9}[name])
        elif name == "leave":
            self.leave()

    def bot_turn(self) -> int:
        """The picked bot plays the side to act's turn on a detached copy of
        the game off the GUI thread (`editor.background`: a progress bar
        with Cancel when it thinks longer than half a second), then the
        session takes the result over; returns the actions taken."""
        s = self.session
        name = self.bar.bot_name()
        twin = s.detached()
        n = run_with_progress(self.window, self.tr("The {bot} bot is playing...").format(bot=self.bar.bot_title()),
                              lambda tick: twin.play_bot_turn(name, progress=tick))
        s.adopt(twin)
        return n

    def bots_finish(self, progress_dialog: bool = True) -> bool:
        """Bots play both sides to the end off the GUI thread, with a
        cancellable progress bar (rounds done); a cancelled run keeps what
        was played; returns True when the game ended."""
        s = self.session
        name = self.bar.bot_name()
        for side in s.sides:
            s.bot_names[side] = name
        twin = s.detached()
        work = lambda tick: twin.run_bots(tick if progress_dialog else None)  # noqa: E731
        ended = run_with_progress(self.window, self.tr("Bots are playing..."), work)
        s.adopt(twin)
        if not ended:
            self.message(self.tr("Bots stopped (cancelled)"))
        return ended


def playtest_mode() -> Mode:
    """The playtest mode's declaration: its menu state (`LOCKED_MENUS`);
    its docks, layers, tool bar and tool are added on `PlaytestMode.enter`."""
    return Mode(PLAYTEST, locked_menus=LOCKED_MENUS)


def install_playtest(window) -> PlaytestMode:
    """Add the Playtest menu to ``window`` (a `MainWindow` with the
    `playtest_mode` among its modes)."""
    window.playtest = PlaytestMode(window)
    return window.playtest
