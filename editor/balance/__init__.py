"""The editor's Balance dock (issue 14): play many bot games of the
scenario being edited and see how often each side wins, and why.

`install_balance(window)` adds the dock (`panel.BalancePanel`, beside the
Scenario docks, View > Balance) and its map layer (`heatmap.BalanceHeatmap`,
shown while "Heatmap on the map" is ticked).  The games run on a worker
thread (`job.BalanceJob`) over `core.balance`; nothing here names a
ruleset.
"""
from __future__ import annotations

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtWidgets import QScrollArea

from editor.balance.heatmap import BalanceHeatmap
from editor.balance.panel import BalancePanel


def install_balance(window) -> BalancePanel:
    """Add the Balance dock and heatmap layer to ``window`` (a `MainWindow`)."""
    panel = BalancePanel(window.document, window)
    scroll = QScrollArea()              # the panel scrolls in a short dock instead of holding the column tall
    scroll.setWidgetResizable(True)
    scroll.setFrameShape(QScrollArea.NoFrame)
    scroll.setHorizontalScrollBarPolicy(Qt.ScrollBarAlwaysOff)   # the panel follows the dock's width
    scroll.setWidget(panel)
    dock = window.add_dock(scroll, QCoreApplication.translate("BalancePanel", "Balance"), "balanceDock",
                           Qt.RightDockWidgetArea)
    docks = getattr(getattr(window, "scenario_ui", None), "docks", {})
    scen = docks.get("scenario")
    if scen is not None:
        window.tabifyDockWidget(scen, dock)
    if docks.get("units") is not None:
        docks["units"].raise_()         # the Units tab stays in front; Balance is one tab among them
    window.action_registry.add("view.dock.balance", dock.toggleViewAction(), "view")
    heat = BalanceHeatmap(window.scene, window.document)
    window.add_layer(heat)
    panel.reportChanged.connect(heat.set_report)

    def grow(rep) -> None:
        # results come with plots: the dock takes two thirds of the column's height so they show uncut
        if rep is not None and rep.get("played") and not dock.isFloating():
            window.resizeDocks([dock], [max(dock.height(), window.height() * 2 // 3)], Qt.Vertical)
    panel.reportChanged.connect(grow)
    panel.heat.toggled.connect(heat.setVisible)
    heat.set_report(panel.report)
    window.balance = panel
    window.balance_dock = dock
    return panel
