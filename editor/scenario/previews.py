"""`PreviewController`: the checking overlays of one window (LOS probe,
visibility fan, movement preview, fire arc, validation highlight).

It owns a `Preview` and its two scene items, asks the rules core (never
computes rules itself) and reports to the status bar through ``message``.
The LOS probe shows exactly the `LosResult` of the scenario's ruleset
(`Ruleset.los`, i.e. `core.los.LosEngine` with the ruleset's policy).

Big maps stay fluid: the rules state follows edits instead of being
rebuilt (`map_changed(whole, hexes)`): the LOS of the map is a
`core.los.live.LiveLos` and the movement preview asks with the map's
`core.movement.PreparedGraphs`.  The visibility fan runs on a worker
thread (`QThreadPool`, one job at a time); requests made while a fan runs
are coalesced into one more fan from the latest origin, edits while the
user paints recompute it once the strokes pause for `FAN_PAUSE_MS`, and a
result that arrives after the fan was cleared is dropped.  The worker also
makes the fan's tint (`editor.scenario.fan_tint.FanTint`: its colour table
and the tiles in view, painted on images), so the GUI thread only blits
them; a change repaints only the hexes whose preview changed (`_dirty_rect`).  `wait()` blocks until the
worker is idle and delivers its result (tests, benchmarks).
"""
from __future__ import annotations

import logging
import sys

import numpy as np

from PySide6.QtCore import QCoreApplication, QObject, QRectF, QRunnable, QThreadPool, QTimer, Signal

from core.errors import HexwrightError
from core.hexgrid import Hex
from core.los.live import LiveLos
from core.movement import PreparedGraphs
from core.rules.registry import spec
from core.los.blockers import summary as los_summary
from editor.background import settle_heap
from editor.scenario.fan_tint import FanTint
from editor.scenario.preview_items import Preview, PreviewOver, PreviewUnder
from editor.scene.map_item import MAX_LEVEL, MIN_LEVEL, level_for, level_scale


class _Relay(QObject):
    """Carries a worker's result back to the GUI thread (queued signal)."""

    done = Signal(object, object)


class _Job(QRunnable):
    """Runs ``fn()`` on the pool and emits ``relay.done(key, result or
    exception)``.  While it runs the interpreter's switch interval is
    `SWITCH_S`: the GUI thread gives up the GIL in nearly every Qt call
    (PySide releases it), and each time the worker holds Python code it
    waits up to the interval to get it back (5 ms by default: a frame of
    forty Qt calls beside a busy worker took ~300 ms in a test, ~80 at
    0.5 ms)."""

    SWITCH_S = 0.0005

    def __init__(self, fn, key, relay: _Relay):
        super().__init__()
        self.fn, self.key, self.relay = fn, key, relay

    def run(self) -> None:
        old = sys.getswitchinterval()
        sys.setswitchinterval(min(old, self.SWITCH_S))
        try:
            res = self.fn()
        except Exception as e:  # shown in the status bar by the GUI thread, never lost in the pool
            logging.getLogger(__name__).exception("preview %s failed", self.key)
            res = e
        finally:
            sys.setswitchinterval(old)
        self.relay.done.emit(self.key, res)


class PreviewController:
    """Previews over ``scene`` for ``document``; ``message(str)`` reports."""

    FAN_PAUSE_MS = 120

    def __init__(self, document, scene, message):
        self.document = document
        self.scene = scene
        self.message = message
        self.preview = Preview()
        self.under = PreviewUnder(self.preview, scene)
        self.over = PreviewOver(self.preview, scene)
        scene.addItem(self.under)
        scene.addItem(self.over)
        self.show_moves = True
        self.show_arc = False
        self._live: LiveLos | None = None
        self._graphs: PreparedGraphs | None = None
        self._pool = QThreadPool()
        self._pool.setMaxThreadCount(1)
        self._relay = _Relay()
        self._relay.done.connect(self._fan_done)
        self._fan_busy = False
        self._fan_wanted: Hex | None = None   # the origin the user asked for last (None: no fan)
        self._fan_again = False
        # while the user paints, the fan is recomputed once the strokes pause (FAN_PAUSE_MS)
        self._fan_timer = QTimer()
        self._fan_timer.setSingleShot(True)
        self._fan_timer.setInterval(self.FAN_PAUSE_MS)
        self._fan_timer.timeout.connect(self._fan_after_edit)
        self.last_los = None
        self.last_los_reason = ""
        self.detail = lambda text: None  # shows the probe's full reason (the window: status-bar tooltip)

    def _update(self, before: tuple | None = None) -> None:
        """Repaint the previews: only around the hexes whose preview changed
        since ``before`` (from `_state`; a brush dab that changes no preview
        repaints nothing here, only the hexes it painted), else all of them."""
        after = self._state()
        self.over.occupied = after[-1]
        rect = None if before is None else self._dirty_rect(before, after)
        if rect is None:
            self.under.update()
            self.over.update()
        elif not rect.isEmpty():
            self.under.update(rect)
            self.over.update(rect)

    def _update_if_changed(self, before: tuple) -> None:
        """`_update` of what changed since ``before`` (from `_state`)."""
        self._update(before)

    def _state(self) -> tuple:
        pv = self.preview
        return (pv.costs, pv.arc, pv.cost_unit, pv.fan, pv.los, pv.highlight, pv.fan_tint,
                {u.hex for u in self.document.scenario.units if u.hex is not None})

    DIRTY_HEXES = 3000  # above this many changed hexes, repaint the previews whole

    def _dirty_rect(self, before: tuple, after: tuple) -> QRectF | None:
        """Scene rect covering the hexes whose tint, cost or counter badge
        differs between two `_state`s (empty: none), or None when a part
        without a per-hex diff changed (fire arc, LOS line, highlight, a fan
        from another origin) or too many hexes did."""
        bc, ba, _bu, bf, bl, bh, bt, bo = before
        ac, aa, _au, af, al, ah, at, ao = after
        if ba != aa or bl is not al or bh != ah:
            return None
        hexes = set(bo ^ ao)
        if bc != ac:
            hexes.update(h for h in bc.keys() | ac.keys() if bc.get(h) != ac.get(h))
        if bf is not af:
            if bf is None or af is None or bf[0] != af[0]:
                return None
            bv, av = bf[1], af[1]
            if bt is not None and at is not None and bt.vis is bv and at.vis is av \
                    and bt.table.shape == at.table.shape:   # the tint tables, compared by numpy
                m = self.document.hexmap
                changed = np.nonzero((bt.table != at.table).any(axis=1))[0]
                if len(changed) > self.DIRTY_HEXES:
                    return None
                fo = self.scene.layout.from_offset
                hexes.update(fo(int(k) // m.rows, int(k) % m.rows) for k in changed)
            else:
                hexes.update(h for h in bv.keys() | av.keys() if bv.get(h) != av.get(h))
        if len(hexes) > self.DIRTY_HEXES:
            return None
        rect = QRectF()
        painter = self.scene.map_item.map_painter
        grow = painter.size  # the reach edge is a cosmetic pen: a few pixels, even zoomed out
        for h in hexes:
            rect = rect.united(painter.hex_bounds(h).adjusted(-grow, -grow, grow, grow))
        return rect

    def live_los(self) -> LiveLos:
        """The `LiveLos` of the document's map (made on first use)."""
        hm = self.document.hexmap
        if self._live is None or self._live.hexmap is not hm:
            self._live = LiveLos(hm)
            settle_heap()   # its tables live as long as the map: out of the collector's sight
        return self._live

    def graphs(self) -> PreparedGraphs:
        """The document map's `PreparedGraphs` (made on first use)."""
        hm = self.document.hexmap
        if self._graphs is None or self._graphs.hexmap is not hm:
            self._graphs = PreparedGraphs(hm)
            settle_heap()
        return self._graphs

    def map_changed(self, whole: bool, hexes=None) -> None:
        """The map changed in ``hexes`` (all of it when ``whole`` or when
        ``hexes`` is None): the LOS and the move graphs follow the edit
        (re-reading those hexes only), then the previews are recomputed."""
        if whole or hexes is None:
            self._live = None
            self._graphs = None
        else:
            if self._live is not None:
                self._live.map_changed(hexes)
            if self._graphs is not None:
                self._graphs.map_changed(hexes)
        if whole:
            self.preview.reset()
            self._fan_wanted = None
            self.under.refresh()
            self.over.refresh()
            self._update()
        else:
            self.refresh_unit()  # repaints only when the unit's preview changed
            if self._fan_wanted is not None:
                self._fan_timer.start()  # coalesced: one fan when the edits pause, not one per dab

    def _fan_after_edit(self) -> None:
        if self._fan_wanted is not None:
            self.fan_from(self._fan_wanted)

    # --- LOS -----------------------------------------------------------------------
    def los(self, a: Hex, b: Hex):
        """The `LosResult` of the scenario's ruleset for ``a`` -> ``b``."""
        from core.rules.base import Ruleset
        hm = self.document.hexmap
        rs = spec(hm.ruleset).rules()
        if type(rs).los is Ruleset.los:
            return self.live_los().check(a, b)
        return rs.los(hm, a, b)

    def los_start(self, a: Hex) -> None:
        """Set the probe's origin hex."""
        self.preview.los_origin = a
        self.preview.los = None
        self.message(QCoreApplication.translate("PreviewController",
                                                "LOS from {hex}: hover a hex").format(
                                                    hex=self.document.hexmap.label(a)))
        self._update()

    def los_to(self, b: Hex) -> None:
        """Probe from the origin to ``b`` and report."""
        a = self.preview.los_origin
        if a is None or a == b:
            return
        hm = self.document.hexmap
        try:
            res = self.los(a, b)
        except HexwrightError as e:
            self.message(f"LOS {hm.label(a)} -> {hm.label(b)}: {e}")
            return
        self.preview.los = (a, b, res)
        self.last_los = res
        verdict = res.reason or ('clear' if res.clear else 'blocked')
        self.last_los_reason = f"LOS {hm.label(a)} -> {hm.label(b)}: {verdict}"
        self.message(los_summary(hm, a, b, res))  # short; the full reason is the status bar's tooltip
        self.detail(self.last_los_reason)
        self._update()

    def los_clear(self) -> None:
        """Remove the probe."""
        self.preview.los = None
        self.preview.los_origin = None
        self.detail("")
        self._update()

    # --- fan -------------------------------------------------------------------------
    def fan_from(self, a: Hex) -> None:
        """Tint every hex visible / not visible from ``a`` (`LosEngine.fan`,
        on the worker thread; see the module doc)."""
        self._fan_wanted = a
        if self._fan_busy:
            self._fan_again = True
            return
        self._fan_busy, self._fan_again = True, False
        live = self.live_los()
        lay, cols, rows = self.scene.layout, live.hexmap.cols, live.hexmap.rows
        hexes_in = self.scene.map_item.map_painter.hexes_in_rect
        view = self._view_rect()

        def job():   # on the worker: the fan, its tint and the tint's tiles in view, its count
            vis = live.fan(a)
            tint = FanTint(lay, cols, rows, a, vis, hexes_in)
            if view is not None:
                tint.render(*view)
            return vis, tint, sum(1 for h, ok in vis.items() if ok and h != a)
        self._pool.start(_Job(job, (a, live.hexmap), self._relay))

    def _view_rect(self) -> tuple[QRectF, float] | None:
        """The scene rect in view and the tiles' lod (`tile_lod`) of the
        first view of the scene, for the fan's worker to paint those tiles."""
        views = self.scene.views()
        if not views:
            return None
        v = views[0]
        rect = v.mapToScene(v.viewport().rect()).boundingRect().intersected(self.under.boundingRect())
        lod = level_scale(max(MIN_LEVEL, min(MAX_LEVEL, level_for(v.transform().m11())))) * v.devicePixelRatioF()
        return (rect, lod) if not rect.isEmpty() else None

    def _fan_done(self, key, res) -> None:
        a, hm = key
        self._fan_busy = False
        if self._fan_again and self._fan_wanted is not None:
            self.fan_from(self._fan_wanted)  # coalesced: one more fan from the latest origin
        if self._fan_wanted != a or hm is not self.document.hexmap:
            return  # cleared, moved on or another map: a newer fan (or none) is wanted
        if isinstance(res, HexwrightError):
            self.message(QCoreApplication.translate("PreviewController",
                                                    "Visibility from {hex}: {error}").format(hex=hm.label(a),
                                                                                             error=res))
            return
        if isinstance(res, Exception):
            self.message(QCoreApplication.translate("PreviewController", "Visibility from {hex}: the rules core "
                                                                         "failed ({kind}: {error})").format(
                hex=hm.label(a), kind=type(res).__name__, error=res))
            return
        vis, tint, n = res
        before = self._state()
        self.preview.fan = (a, vis)
        self.preview.fan_tint = tint
        self.message(QCoreApplication.translate("PreviewController", "Visibility from {hex}: {visible} of {total} "
                                                                     "hexes visible").format(
            hex=hm.label(a), visible=n, total=len(vis) - 1))
        self._update(before)

    def wait(self) -> None:
        """Block until no fan is running or queued (a fan waiting for the
        edits to pause is started now) and its result is shown."""
        if self._fan_timer.isActive():
            self._fan_timer.stop()
            self._fan_after_edit()
        while self._fan_busy:
            self._pool.waitForDone()
            QCoreApplication.sendPostedEvents(self._relay)
            QCoreApplication.processEvents()

    def fan_clear(self) -> None:
        """Remove the fan (a fan still running is dropped when it ends)."""
        self._fan_wanted = None
        self.preview.fan = None
        self.preview.fan_tint = None
        self._update()

    # --- selected unit ---------------------------------------------------------------
    def refresh_unit(self) -> None:
        """Recompute the movement preview and fire arc of the selected unit."""
        pv = self.preview
        before = self._state()
        pv.costs, pv.arc, pv.cost_unit = {}, set(), ""
        u = self.document.selected()
        if u is not None and u.hex is not None and (self.show_moves or self.show_arc):
            sc = self.document.scenario
            try:
                if self.show_moves:
                    pv.costs = spec(sc.ruleset).movement_costs(sc, u.id, self.graphs())
                    pv.cost_unit = u.id
                if self.show_arc:
                    pv.arc = spec(sc.ruleset).fire_arc(sc, u.id)
            except HexwrightError as e:
                self.message(QCoreApplication.translate("PreviewController",
                                                        "Preview of {unit}: {error}").format(unit=u.id, error=e))
            except (KeyError, ValueError, TypeError) as e:  # rules code refusing odd custom stats
                self.message(QCoreApplication.translate(
                    "PreviewController", "Preview of {unit}: the rules core cannot use this unit ({kind}: {error})"
                ).format(unit=u.id, kind=type(e).__name__, error=e))
        self._update_if_changed(before)

    def highlight(self, hexes) -> None:
        """Mark the hexes a validation entry names."""
        self.preview.highlight = tuple(hexes)
        self._update()
