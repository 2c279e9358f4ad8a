"""Print output: a `PrintJob` as PDF (one file, one page per sheet), SVG or
PNG (one file per sheet).

PDF uses `QPdfWriter` (vector, page size exactly the paper's, no printer
margins: the job leaves its own 10 mm).  SVG uses `QSvgGenerator`
(PySide6-Essentials ships QtSvg) with width and height in mm and a mm
viewBox, so it prints at true scale.  PNG is rasterised at ``dpi`` dots per
inch with that resolution stored in the file.  With several sheets, SVG and
PNG files are named ``OUT-01.svg``, ``OUT-02.svg``...; a single sheet is
written to ``OUT`` itself.

``progress(done, total) -> bool`` is called after each sheet; returning
False cancels (the files written so far are removed, the PDF is not
written).  Every file is written atomically.
"""
from __future__ import annotations

import os
from pathlib import Path
from typing import Callable

from PySide6.QtCore import QBuffer, QByteArray, QCoreApplication, QIODevice, QMarginsF, QRectF, QSize, QSizeF
from PySide6.QtGui import QColor, QImage, QPageLayout, QPageSize, QPainter, QPdfWriter

from core.errors import FormatError, HexwrightError
from core.formats.atomic import atomic_write_bytes
from editor.print.job import PrintJob, PrintOptions
from editor.print.scenario_layer import paint_scenario
from editor.render import hex_size_for_width, render_map, render_size
from editor.scene.map_painter import HEX_SIZE

Progress = Callable[[int, int], bool]
PDF_DPI = 1200
FORMATS = ("pdf", "svg", "png")


class Cancelled(HexwrightError):
    """The user cancelled a print in the progress dialog."""


def _tick(progress: Progress | None, done: int, total: int) -> None:
    if progress is not None and progress(done, total) is False:
        raise Cancelled("printing cancelled")


def pdf_bytes(job: PrintJob, progress: Progress | None = None) -> bytes:
    """The whole job as one PDF (bytes); one page per sheet at paper size."""
    buf = QBuffer()
    buf.open(QIODevice.WriteOnly)
    writer = QPdfWriter(buf)
    writer.setResolution(PDF_DPI)
    writer.setCreator("Hexwright")
    writer.setTitle(job.title)
    first = job.pages[0]
    layout = QPageLayout(QPageSize(QSizeF(first.width, first.height), QPageSize.Millimeter, "",
                                   QPageSize.ExactMatch),
                         QPageLayout.Portrait, QMarginsF(0, 0, 0, 0), QPageLayout.Millimeter)
    writer.setPageLayout(layout)
    px_per_mm = PDF_DPI / 25.4
    painter = QPainter(writer)
    try:
        for i in range(len(job)):
            if i:
                writer.newPage()
            painter.save()
            painter.scale(px_per_mm, px_per_mm)
            job.paint_page(painter, i, px_per_mm)
            painter.restore()
            _tick(progress, i + 1, len(job))
    finally:
        painter.end()
        buf.close()
    return bytes(buf.data())


def page_image(job: PrintJob, number: int, dpi: float) -> QImage:
    """Sheet ``number`` rasterised at ``dpi`` on white (ARGB32)."""
    page = job.pages[number]
    px_per_mm = dpi / 25.4
    w, h = round(page.width * px_per_mm), round(page.height * px_per_mm)
    if w * h > 400_000_000:
        raise HexwrightError(f"a {w} x {h} pixel page is too large: use a lower --dpi")
    image = QImage(w, h, QImage.Format_ARGB32_Premultiplied)
    image.fill(QColor(255, 255, 255))
    dpm = round(dpi / 0.0254)
    image.setDotsPerMeterX(dpm)
    image.setDotsPerMeterY(dpm)
    painter = QPainter(image)
    try:
        painter.scale(px_per_mm, px_per_mm)
        job.paint_page(painter, number, px_per_mm)
    finally:
        painter.end()
    return image


def png_bytes(image: QImage) -> bytes:
    """``image`` encoded as PNG."""
    data = QByteArray()
    buf = QBuffer(data)
    buf.open(QIODevice.WriteOnly)
    image.save(buf, "PNG")
    buf.close()
    return bytes(data)


def svg_bytes(job: PrintJob, number: int) -> bytes:
    """Sheet ``number`` as an SVG document sized in mm (true scale)."""
    from PySide6.QtSvg import QSvgGenerator
    page = job.pages[number]
    data = QByteArray()
    buf = QBuffer(data)
    buf.open(QIODevice.WriteOnly)
    gen = QSvgGenerator()
    gen.setOutputDevice(buf)
    dpi = 96
    gen.setResolution(dpi)
    gen.setSize(QSize(round(page.width / 25.4 * dpi), round(page.height / 25.4 * dpi)))
    gen.setViewBox(QRectF(0, 0, page.width, page.height))
    gen.setTitle(QCoreApplication.translate("output", "{title} — sheet {sheet}").format(title=job.title,
                                                                                      sheet=number + 1))
    gen.setDescription(QCoreApplication.translate("output", "Hexwright print, units of 1 mm"))
    painter = QPainter(gen)
    try:
        job.paint_page(painter, number, 300 / 25.4)
    finally:
        painter.end()
        buf.close()
    return bytes(data)


def page_paths(out: str | os.PathLike, count: int) -> list[Path]:
    """The files a multi-file (SVG/PNG) print writes: ``out`` for one sheet,
    ``out-01.ext``... for several."""
    p = Path(out)
    if count == 1:
        return [p]
    width = max(2, len(str(count)))
    return [p.with_name(f"{p.stem}-{i + 1:0{width}d}{p.suffix}") for i in range(count)]


def write_print(job: PrintJob, out: str | os.PathLike, fmt: str = "pdf", dpi: float = 150,
                progress: Progress | None = None) -> list[Path]:
    """Write ``job`` to ``out`` as ``fmt`` (pdf, svg or png); returns the
    files written.  Raises `FormatError` naming the file when it cannot be
    written, `HexwrightError` for an unknown format or a page too large,
    `Cancelled` when ``progress`` returns False (nothing is left behind)."""
    if fmt not in FORMATS:
        raise HexwrightError(f"format {fmt!r}: expected one of {', '.join(FORMATS)}")
    folder = Path(out).parent if str(Path(out).parent) else Path(".")
    if not folder.is_dir():
        raise FormatError(str(out), f"cannot write the print: folder {folder} does not exist")
    if fmt == "pdf":
        data = pdf_bytes(job, progress)
        atomic_write_bytes(out, data)
        return [Path(out)]
    paths = page_paths(out, len(job))
    written: list[Path] = []
    try:
        for i, p in enumerate(paths):
            data = svg_bytes(job, i) if fmt == "svg" else png_bytes(page_image(job, i, dpi))
            atomic_write_bytes(p, data)
            written.append(p)
            _tick(progress, i + 1, len(paths))
    except Cancelled:
        for p in written:
            try:
                p.unlink()
            except OSError:
                pass
        raise
    return written


class EditorArtwork:
    """The `core.formats.pack.Artwork` of the editor: a preview PNG drawn by
    `editor.render.render_map` and the print PDF of this module."""

    def __init__(self, options=None, preview_px_per_hex: float = 24.0, progress: Progress | None = None):
        self.options = options or PrintOptions(counters=True)
        self.preview_px = preview_px_per_hex
        self.progress = progress

    def preview_png(self, scenario) -> bytes:
        """PNG of the whole map with the scenario on it (set-up units,
        zones, entry and victory hexes, never hidden units:
        `editor.print.scenario_layer`), at most ~2400 px across (the scale
        shrinks on big maps).  A plain `HexMap` gives the map alone."""
        hexmap = getattr(scenario, "hexmap", scenario)
        px = self.preview_px
        w, h = render_size(hexmap, px)
        if max(w, h) > 2400:
            px = max(2.0, px * 2400 / max(w, h))
        image = render_map(hexmap, px, labels=px >= 20)
        if hexmap is not scenario:
            painter = QPainter(image)
            try:
                painter.setRenderHints(QPainter.Antialiasing | QPainter.TextAntialiasing)
                k = hex_size_for_width(px) / HEX_SIZE
                painter.scale(k, k)
                paint_scenario(painter, scenario, hexmap.layout_for(HEX_SIZE))
            finally:
                painter.end()
        return png_bytes(image)

    def print_pdf(self, scenario) -> bytes:
        """The scenario's print PDF with counter sheets."""
        return pdf_bytes(PrintJob(scenario, self.options), self.progress)


