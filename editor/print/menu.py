"""File menu entries for packs and printing: Export Pack..., Open Pack...,
Print / Export Image...

Printing and pack export run off the GUI thread with a progress bar and
Cancel (`editor.background`), so the window never freezes.
`add_file_actions(window)` adds them to the main window's File menu (before
Quit) and returns a `PackActions` whose methods take optional paths so
tests (and scripts) can run them without dialogs.  Long work (a print of
many sheets, a pack's PDF) shows a `QProgressDialog` that can cancel it.
Errors are shown with the window's `FileController.show_error` (a message,
never a traceback).
"""
from __future__ import annotations

import os
from pathlib import Path

from PySide6.QtCore import QCoreApplication, QObject
from PySide6.QtGui import QAction
from PySide6.QtWidgets import (QCheckBox, QComboBox, QDialog, QDialogButtonBox, QDoubleSpinBox,
                               QFileDialog, QFormLayout, QProgressDialog, QSpinBox)

from core.errors import HexwrightError
from core.formats.pack import export_pack
from editor.background import run_with_progress
from editor.print.job import PrintJob, PrintOptions
from editor.print.output import Cancelled, EditorArtwork, write_print
from editor.print.preview import PrintPreviewDialog, paper_box
from editor.widgets.preferences_dialog import print_units

MM_PER_INCH = 25.4
def pack_filter() -> str:
    """The file dialogs' filter for packs, in the user's language."""
    return QCoreApplication.translate("PackActions", "Hexwright scenario packs (*.hwpack);;All files (*)")


class PrintDialog(QDialog):
    """Format, paper, hex size (flat to flat, in the Preferences' print
    units: mm or inches), PNG dpi and counters."""

    def __init__(self, parent=None, units: str = "mm"):
        super().__init__(parent)
        self.setWindowTitle(self.tr("Print / Export Image"))
        self.units = units
        form = QFormLayout(self)
        self.format = QComboBox()
        for fmt in ("pdf", "svg", "png"):
            self.format.addItem(fmt.upper(), fmt)
        self.paper = paper_box()
        self.hex_mm = QDoubleSpinBox()
        if units == "in":
            self.hex_mm.setRange(5 / MM_PER_INCH, 200 / MM_PER_INCH)
            self.hex_mm.setDecimals(3)
            self.hex_mm.setSingleStep(0.05)
            self.hex_mm.setSuffix(" " + self.tr("in across the flats"))
        else:
            self.hex_mm.setRange(5, 200)
            self.hex_mm.setSuffix(" " + self.tr("mm across the flats"))
        self.set_hex_mm(19.0)
        self.dpi = QSpinBox()
        self.dpi.setRange(10, 2400)
        self.dpi.setValue(150)
        self.counters = QCheckBox(self.tr("Counter sheets (scenarios)"))
        form.addRow(self.tr("Format"), self.format)
        form.addRow(self.tr("Paper"), self.paper)
        form.addRow(self.tr("Hex size"), self.hex_mm)
        form.addRow(self.tr("PNG resolution (dpi)"), self.dpi)
        form.addRow("", self.counters)
        buttons = QDialogButtonBox(QDialogButtonBox.Ok | QDialogButtonBox.Cancel)
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        form.addRow(buttons)

    def set_hex_mm(self, mm: float) -> None:
        """Show a hex size of ``mm`` millimetres in the dialog's units."""
        self.hex_mm.setValue(mm / MM_PER_INCH if self.units == "in" else mm)

    def hex_size_mm(self) -> float:
        """The hex size chosen, in millimetres."""
        v = self.hex_mm.value()
        return v * MM_PER_INCH if self.units == "in" else v

    def options(self) -> PrintOptions:
        """The chosen options."""
        return PrintOptions(hex_mm=self.hex_size_mm(), paper=self.paper.currentData(),
                            counters=self.counters.isChecked())


class PackActions(QObject):
    """The pack and print commands of ``window`` (a `MainWindow`)."""

    def __init__(self, window):
        super().__init__(window)
        self.window = window
        self.last_progress: QProgressDialog | None = None

    def menu_entries(self) -> list[tuple]:
        """``(action id, text, slot, shortcut, tip)`` of the File menu entries."""
        return [("file.export_pack", self.tr("Export &Pack..."), self.export_pack, None,
                 self.tr("Write the map as a scenario pack (.hwpack)")),
                ("file.open_pack", self.tr("Open Pa&ck..."), self.open_pack, None,
                 self.tr("Check and unpack a scenario pack, then open its map")),
                ("file.print_preview", self.tr("Print Pre&view..."), self.print_preview, "Ctrl+Shift+P",
                 self.tr("Every sheet of the print before writing it")),
                ("file.print", self.tr("&Print / Export Image..."), self.print_map, "Ctrl+P",
                 self.tr("True-scale PDF, SVG or PNG sheets"))]

    # --- helpers -------------------------------------------------------------------
    def _run(self, title: str, work):
        """``work(progress)`` off the GUI thread with a progress bar and
        Cancel (`editor.background.run_with_progress`); its result."""
        shown: list = []
        try:
            return run_with_progress(self.window, title, work, shown)
        finally:
            self.last_progress = shown[0] if shown else None

    def _error(self, title: str, e: Exception) -> None:
        self.window.files.show_error(title, str(e))

    def _saved_path(self) -> str | None:
        """The document's file, saved first when needed (None if cancelled)."""
        doc = self.window.document
        if doc.is_modified or not doc.path:
            if not self.window.files.save():
                return None
        return doc.path

    # --- commands ------------------------------------------------------------------
    def export_pack(self, out: str | None = None) -> bool:
        """File > Export Pack: the current file (saved first) as a pack with
        its preview and print PDF; returns success."""
        src = self._saved_path()
        if not src:
            return False
        if out is None:
            start = os.path.splitext(src)[0] + ".hwpack"
            out = QFileDialog.getSaveFileName(self.window, self.tr("Export pack"), start, pack_filter())[0]
            if not out:
                return False
        try:
            self._run(self.tr("Drawing the print sheets..."), lambda tick: export_pack(
                [src], out, artwork=EditorArtwork(PrintOptions(counters=True), progress=tick)))
        except Cancelled:
            return False
        except HexwrightError as e:
            self._error(self.tr("Cannot export pack"), e)
            return False
        self.window.statusBar().showMessage(self.tr("Pack written: {path}").format(path=out), 5000)
        return True

    def open_pack(self, pack: str | None = None, folder: str | None = None) -> bool:
        """File > Open Pack: check and unpack a pack into a new folder (next
        to the pack by default), then open its first scenario (units, decks
        and all) in the editor."""
        if not self.window.files.maybe_save():
            return False
        pack = pack or QFileDialog.getOpenFileName(self.window, self.tr("Open pack"), "", pack_filter())[0]
        if not pack:
            return False
        if folder is None:
            base = Path(pack).with_suffix("")
            folder, n = str(base), 2
            while os.path.exists(folder):
                folder, n = f"{base}-{n}", n + 1
        from core.formats.pack_import import import_pack
        try:
            contents = import_pack(pack, folder)
        except HexwrightError as e:
            self._error(self.tr("Cannot open pack"), e)
            return False
        if contents.warnings:
            self.window.files.show_warnings(self.tr("Pack opened with changes"), contents.warnings)
        first = contents.manifest["scenarios"][0]
        return self.window.files.load(os.path.normpath(os.path.join(folder, first)))

    def print_preview(self, accept: bool | None = None) -> bool:
        """File > Print Preview: the sheets of the open scenario; "Print..."
        goes on to File > Print with the options chosen there.  ``accept``
        (tests) skips waiting for the user: True as Print, False as Close."""
        hm = self.window.document.hexmap
        dlg = PrintPreviewDialog(self.window.document.scenario, PrintOptions(hex_mm=hm.hex_mm or 19.0), self.window)
        self.last_preview = dlg
        ok = dlg.exec() if accept is None else accept
        if not ok:
            return False
        return self.print_map(options=dlg.options())

    def print_map(self, out: str | None = None, options: PrintOptions | None = None, fmt: str | None = None,
                  dpi: float = 150) -> bool:
        """File > Print / Export Image: the open scenario (its map at true
        scale with set-up units, zones, entries and victory hexes; the legend
        with its briefing; counter sheets when asked) as PDF, SVG or PNG
        (options asked when not given), with a progress dialog."""
        if options is None or out is None:
            dlg = PrintDialog(self.window, print_units(self.window.settings))
            if options is not None:                  # chosen in the print preview
                dlg.paper.setCurrentIndex(max(0, dlg.paper.findData(options.paper)))
                dlg.set_hex_mm(options.hex_mm)
                dlg.counters.setChecked(options.counters)
            elif self.window.document.hexmap.hex_mm:
                dlg.set_hex_mm(self.window.document.hexmap.hex_mm)
            if not dlg.exec():
                return False
            options, fmt, dpi = dlg.options(), dlg.format.currentData(), dlg.dpi.value()
            start = os.path.splitext(self.window.document.path or "map")[0] + f".{fmt}"
            out = QFileDialog.getSaveFileName(self.window, self.tr("Print to file"), start)[0]
            if not out:
                return False
        fmt = fmt or {".svg": "svg", ".png": "png"}.get(os.path.splitext(out)[1].lower(), "pdf")
        job = PrintJob(self.window.document.scenario, options)   # counters, set-up and objectives too
        try:
            files = self._run(self.tr("Printing %n sheet(s)...", "", len(job)),
                              lambda tick: write_print(job, out, fmt, dpi, tick))
        except Cancelled:
            return False
        except HexwrightError as e:
            self._error(self.tr("Cannot print"), e)
            return False
        self.window.statusBar().showMessage(self.tr("%n sheet(s) written to {path}", "", len(job)).format(
            path=files[0]), 5000)
        return True


def add_file_actions(window) -> PackActions:
    """Add Export Pack..., Open Pack... and Print / Export Image... to the
    File menu of ``window`` (before Quit); returns the `PackActions`
    (kept as ``window.pack_actions``)."""
    actions = PackActions(window)
    reg = window.action_registry
    file_menu = reg.menu("file")
    quit_action = reg.get("file.quit")
    before = quit_action
    if quit_action is not None:
        items = file_menu.actions()
        i = items.index(quit_action)
        if i and items[i - 1].isSeparator():
            before = items[i - 1]
    entries = actions.menu_entries()
    sep = QAction(window)
    sep.setSeparator(True)
    file_menu.insertAction(before, sep) if before else file_menu.addAction(sep)
    for aid, text, slot, key, tip in entries:
        reg.create(aid, text, slot, file_menu, key, tip, before=before)
    window.pack_actions = actions
    return actions
