"""File > Print Preview: every sheet of the print as it will come out, before
writing a file.

`PrintPreviewDialog` shows the sheets of a `PrintJob` as thumbnails (map
sheets, the legend with the scenario's briefing, counter sheets) and the
chosen sheet large; the paper, the hex size and "Counter sheets" can be
changed there and the sheets are drawn again.  Sheets are drawn off the GUI
thread with a progress bar (`editor.background`); "Print..." hands the
options to File > Print.
"""
from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QSize, Qt
from PySide6.QtGui import QIcon, QPixmap
from PySide6.QtWidgets import (QCheckBox, QComboBox, QDialog, QDialogButtonBox, QDoubleSpinBox, QHBoxLayout, QLabel,
                               QListWidget, QListWidgetItem, QScrollArea, QSplitter, QVBoxLayout)

from editor.background import run_with_progress
from editor.print.job import PrintJob, PrintOptions
from editor.print.output import Cancelled, page_image

THUMB_DPI = 24
PAGE_DPI = 90


class PrintPreviewDialog(QDialog):
    """The sheets of printing ``source`` (a `Scenario` or `HexMap`) with
    ``options``; `options()` gives the options chosen."""

    def __init__(self, source, options: PrintOptions = PrintOptions(), parent=None):
        super().__init__(parent)
        self.setWindowTitle(self.tr("Print preview"))
        self.source = source
        self.resize(1100, 760)
        outer = QVBoxLayout(self)
        bar = QHBoxLayout()
        self.paper = paper_box(options.paper)
        self.hex_mm = QDoubleSpinBox()
        self.hex_mm.setRange(5, 200)
        self.hex_mm.setValue(options.hex_mm)
        self.hex_mm.setSuffix(" " + self.tr("mm hexes"))
        self.counters = QCheckBox(self.tr("Counter sheets"))
        self.counters.setChecked(options.counters)
        self.summary = QLabel()
        for label, w in ((self.tr("Paper"), self.paper), (self.tr("Hex size"), self.hex_mm)):
            bar.addWidget(QLabel(label))
            bar.addWidget(w)
        bar.addWidget(self.counters)
        bar.addStretch(1)
        bar.addWidget(self.summary)
        outer.addLayout(bar)
        split = QSplitter(Qt.Horizontal)
        self.sheets = QListWidget()
        self.sheets.setViewMode(QListWidget.IconMode)
        self.sheets.setIconSize(QSize(150, 150))
        self.sheets.setResizeMode(QListWidget.Adjust)
        self.sheets.setMovement(QListWidget.Static)
        self.sheets.setMinimumWidth(200)
        self.page = QLabel()
        self.page.setAlignment(Qt.AlignCenter)
        scroll = QScrollArea()
        scroll.setWidget(self.page)
        scroll.setWidgetResizable(True)
        split.addWidget(self.sheets)
        split.addWidget(scroll)
        split.setSizes([260, 840])
        outer.addWidget(split, 1)
        buttons = QDialogButtonBox()
        self.print_button = buttons.addButton(self.tr("Print..."), QDialogButtonBox.AcceptRole)
        buttons.addButton(QDialogButtonBox.Close)
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        outer.addWidget(buttons)
        self.job: PrintJob | None = None
        self.thumbs: list = []
        self.sheets.currentRowChanged.connect(self._show)
        self.paper.currentIndexChanged.connect(self.redraw)
        self.counters.toggled.connect(self.redraw)
        self.hex_mm.editingFinished.connect(self.redraw)
        self.redraw()

    def options(self) -> PrintOptions:
        """The options chosen in the dialog."""
        return PrintOptions(hex_mm=self.hex_mm.value(), paper=self.paper.currentData(),
                            counters=self.counters.isChecked())

    def redraw(self, *_) -> None:
        """Lay the print out again with the chosen options and draw its sheets."""
        job = PrintJob(self.source, self.options())
        try:
            images = run_with_progress(self, self.tr("Drawing %n sheet(s)...", "", len(job)),
                                       lambda tick: _draw(job, tick))
        except Cancelled:
            return
        self.job, self.thumbs = job, images
        self.sheets.clear()
        for i, (page, image) in enumerate(zip(job.pages, images)):
            item = QListWidgetItem(QIcon(QPixmap.fromImage(image)), _caption(job, i, page))
            item.setToolTip(self.tr("Sheet {sheet} of {sheets}: {width} x {height} mm").format(
                sheet=i + 1, sheets=len(job), width=f"{page.width:g}", height=f"{page.height:g}"))
            self.sheets.addItem(item)
        t = job.tiling
        self.summary.setText(self.tr("%n sheet(s): {rows} x {cols} map, {legend} legend, {counters} counters", "",
                                     len(job)).format(rows=t.rows, cols=t.cols,
                                                      legend=sum(p.kind == "legend" for p in job.pages),
                                                      counters=sum(p.kind == "counters" for p in job.pages)))
        self.sheets.setCurrentRow(0)

    def _show(self, row: int) -> None:
        if self.job is None or not 0 <= row < len(self.job):
            return
        self.page.setPixmap(QPixmap.fromImage(page_image(self.job, row, PAGE_DPI)))


def _caption(job: PrintJob, i: int, page) -> str:
    translate = QCoreApplication.translate
    kinds = {"map": translate("PrintPreviewDialog", "Map {number}"),
             "legend": translate("PrintPreviewDialog", "Legend {number}"),
             "counters": translate("PrintPreviewDialog", "Counters {number}")}
    return kinds[page.kind].format(number=page.index + 1)


PAPERS = ("A4", "A3", "letter")


def paper_box(current: str = "A4") -> QComboBox:
    """A paper chooser (`editor.print.tiling.PAPERS_MM` keys as item data,
    shown in the user's language), ``current`` chosen."""
    box = QComboBox()
    translate = QCoreApplication.translate
    for key, title in (("A4", "A4"), ("A3", "A3"), ("letter", translate("PrintPreviewDialog", "Letter"))):
        box.addItem(title, key)
    box.setCurrentIndex(max(0, box.findData(current)))
    return box


def _draw(job: PrintJob, tick) -> list:
    images = []
    for i in range(len(job)):
        images.append(page_image(job, i, THUMB_DPI))
        if not tick(i + 1, len(job)):
            raise Cancelled("cancelled")
    return images
