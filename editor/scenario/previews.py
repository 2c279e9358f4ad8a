"""`PreviewController`: the checking overlays of one window (LOS probe,
visibility fan, movement preview, fire arc, validation highlight).

It owns a `Preview` and its two scene items, asks the rules core (never
computes rules itself) and reports to the status bar through ``message``.
The LOS probe shows exactly the `LosResult` of the scenario's ruleset
(`Ruleset.los`, i.e. `core.los.LosEngine` with the ruleset's policy; one
engine is kept per map for hovering).
"""
from __future__ import annotations

from core.errors import HexwrightError
from core.hexgrid import Hex
from core.rules.registry import spec
from editor.scenario.los_summary import los_summary
from editor.scenario.overlays import Preview, PreviewOver, PreviewUnder


class PreviewController:
    """Previews over ``scene`` for ``document``; ``message(str)`` reports."""

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
        self._engine = None
        self.last_los = None
        self.last_los_reason = ""
        self.detail = lambda text: None  # shows the probe's full reason (the window: status-bar tooltip)

    def _update(self) -> None:
        self.over.occupied = {u.hex for u in self.document.scenario.units if u.hex is not None}
        self.under.update()
        self.over.update()

    def map_changed(self, whole: bool) -> None:
        """The map changed: drop the LOS engine (and everything if ``whole``)."""
        self._engine = None
        if whole:
            self.preview.reset()
            self.under.refresh()
            self.over.refresh()
        else:
            self.refresh_unit()
            if self.preview.fan is not None:
                self.fan_from(self.preview.fan[0])
        self._update()

    # --- LOS -----------------------------------------------------------------------
    def los(self, a: Hex, b: Hex):
        """The `LosResult` of the scenario's ruleset for ``a`` -> ``b``."""
        from core.los import LosEngine
        from core.rules.base import Ruleset
        hm = self.document.hexmap
        rs = spec(hm.ruleset).rules()
        if type(rs).los is Ruleset.los:
            if self._engine is None:
                self._engine = LosEngine(hm)
            return self._engine.check(a, b)
        return rs.los(hm, a, b)

    def los_start(self, a: Hex) -> None:
        """Set the probe's origin hex."""
        self.preview.los_origin = a
        self.preview.los = None
        self.message(f"LOS from {self.document.hexmap.label(a)}: hover a hex")
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
        self.last_los_reason = f"LOS {hm.label(a)} -> {hm.label(b)}: {res.reason or ('clear' if res.clear else 'blocked')}"
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
        """Tint every hex visible / not visible from ``a`` (`LosEngine.fan`)."""
        from core.los import LosEngine
        hm = self.document.hexmap
        try:
            if self._engine is None:
                self._engine = LosEngine(hm)
            vis = self._engine.fan(a)
        except HexwrightError as e:
            self.message(f"Visibility from {hm.label(a)}: {e}")
            return
        self.preview.fan = (a, vis)
        n = sum(1 for h, ok in vis.items() if ok and h != a)
        self.message(f"Visibility from {hm.label(a)}: {n} of {len(vis) - 1} hexes visible")
        self._update()

    def fan_clear(self) -> None:
        """Remove the fan."""
        self.preview.fan = None
        self._update()

    # --- selected unit ---------------------------------------------------------------
    def refresh_unit(self) -> None:
        """Recompute the movement preview and fire arc of the selected unit."""
        pv = self.preview
        pv.costs, pv.arc, pv.cost_unit = {}, set(), ""
        u = self.document.selected()
        if u is not None and u.hex is not None and (self.show_moves or self.show_arc):
            sc = self.document.scenario
            try:
                if self.show_moves:
                    pv.costs = spec(sc.ruleset).movement_costs(sc, u.id)
                    pv.cost_unit = u.id
                if self.show_arc:
                    pv.arc = spec(sc.ruleset).fire_arc(sc, u.id)
            except HexwrightError as e:
                self.message(f"Preview of {u.id}: {e}")
            except (KeyError, ValueError, TypeError) as e:  # rules code refusing odd custom stats
                self.message(f"Preview of {u.id}: the rules core cannot use this unit ({type(e).__name__}: {e})")
        self._update()

    def highlight(self, hexes) -> None:
        """Mark the hexes a validation entry names."""
        self.preview.highlight = tuple(hexes)
        self._update()
