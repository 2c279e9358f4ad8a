"""`PlotTabs`: the Balance dock's plots (`core.balance.plots`) in tabs.

matplotlib takes about a second for the six plots of a report (more on a
loaded machine), so `PlotTabs.show_report` writes them on a worker thread
and fills the tabs when they are on disk; the GUI thread only loads the
PNG files.  A newer report (or none) makes an older drawing's result
ignored.  A double-click on a plot opens it at full size.
"""
from __future__ import annotations

import os
import tempfile
import threading

from PySide6.QtCore import QCoreApplication, QObject, Qt, Signal
from PySide6.QtGui import QPixmap
from PySide6.QtWidgets import QDialog, QLabel, QScrollArea, QTabWidget, QVBoxLayout

from core.errors import HexwrightError

PLOTS = ("win_rates.png", "vp.png", "deaths_map.png", "objectives.png", "losses.png", "length.png")


def plot_titles() -> dict[str, str]:
    """``plot file -> its tab title`` in the user's language."""
    translate = QCoreApplication.translate
    return {"win_rates.png": translate("BalancePanel", "Win rates"), "vp.png": translate("BalancePanel", "VP"),
            "deaths_map.png": translate("BalancePanel", "Deaths"),
            "objectives.png": translate("BalancePanel", "Objectives"),
            "losses.png": translate("BalancePanel", "Losses"), "length.png": translate("BalancePanel", "Length")}


class _Relay(QObject):
    """Carries a worker thread's result to the GUI thread (queued signal)."""

    done = Signal(int, str, str)   # token, folder, error ("" when the plots were written)


class PlotLabel(QLabel):
    """One plot, scaled to the dock's width; a double-click shows it at full size."""

    def __init__(self, path: str, width: int, parent=None):
        super().__init__(parent)
        self.path = path
        self.setAlignment(Qt.AlignHCenter | Qt.AlignTop)
        pm = QPixmap(path)
        if not pm.isNull():
            self.setPixmap(pm.scaledToWidth(max(240, width), Qt.SmoothTransformation))
        self.setToolTip(self.tr("Double-click to see the plot at full size"))

    def mouseDoubleClickEvent(self, event) -> None:  # noqa: N802 (Qt)
        """Open the plot at full size in a dialog."""
        full_size(self.path, self.window()).show()


def full_size(path: str, parent=None) -> QDialog:
    """A non-modal dialog showing the PNG at ``path`` at its own size (scrolls when bigger than the screen)."""
    dlg = QDialog(parent)
    dlg.setAttribute(Qt.WA_DeleteOnClose)
    dlg.setWindowTitle(os.path.basename(path))
    lay = QVBoxLayout(dlg)
    lay.setContentsMargins(0, 0, 0, 0)
    label = QLabel()
    pm = QPixmap(path)
    label.setPixmap(pm)
    scroll = QScrollArea()
    scroll.setWidget(label)
    lay.addWidget(scroll)
    dlg.resize(min(pm.width() + 24, 1400), min(pm.height() + 24, 900))
    return dlg


class PlotTabs(QTabWidget):
    """The plot tabs (module doc).  ``status(text)`` reports a plot failure."""

    status = Signal(str)

    def __init__(self, parent=None):
        super().__init__(parent)
        self.setDocumentMode(True)
        self._token = 0
        self.drawing: threading.Thread | None = None
        self._relay = _Relay(self)
        self._relay.done.connect(self._drawn)

    def show_report(self, rep: dict | None, hexmap, folder: str | None, colours: dict) -> None:
        """Clear the tabs; for a report with games, write its plots into
        ``folder`` (a temporary one when None) on a worker thread and show
        them when done."""
        self._token += 1
        self.clear()
        if rep is None or not rep["played"]:
            return
        folder = folder or tempfile.mkdtemp(prefix="hexwright-balance-")
        token, relay = self._token, self._relay

        def draw() -> None:
            from core.balance.plots import write_plots  # matplotlib: only once a report is shown
            try:
                write_plots(rep, hexmap, folder, colours)
                error = ""
            except HexwrightError as e:
                error = str(e)
            except Exception as e:  # a map edited under the drawing, a full disk: shown, never a crash
                error = f"{type(e).__name__}: {e}"
            try:
                relay.done.emit(token, folder, error)
            except RuntimeError:  # the dock is gone
                pass

        self.drawing = threading.Thread(target=draw, name="balancePlots", daemon=True)
        self.drawing.start()

    def _drawn(self, token: int, folder: str, error: str) -> None:
        if token != self._token:
            return   # a newer report replaced this one
        self.drawing = None
        if error:
            self.status.emit(self.tr("Plots not written: {error}").format(error=error))
            return
        titles = plot_titles()
        for name in PLOTS:
            scroll = QScrollArea()
            scroll.setWidgetResizable(True)
            scroll.setWidget(PlotLabel(os.path.join(folder, name), self.width() - 24))
            self.addTab(scroll, titles[name])
