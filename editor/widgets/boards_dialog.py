"""File > New scenario from boards: compose 1-4 geomorphic board maps.

`BoardsDialog` has one row per board (map file, column and row offset of
the board's top-left hex in the composed map, a 180-degree turn), a live
preview of the composed map (`editor.render.render_map`, each board's area
outlined and numbered) and the composition's problems shown inline (a board
file that does not load, `core.model.boards.BoardError` for mismatched
boards or offsets that break the hex stagger, a composed map over
`MAX_MAP_SIZE`).  OK is enabled only while the boards compose.

`BoardsDialog.scenario()` is a new scenario whose map source is the boards
(``MapSource("boards")``, board files as absolute ``/`` paths until the
scenario is saved, when `rebase_map_paths` makes them relative to the
scenario file).  `new_scenario_from_boards(window)` is the menu command:
it asks about unsaved changes as File > New does, then opens the dialog.
"""
from __future__ import annotations

import os
from pathlib import Path
from typing import Callable

from PySide6.QtCore import QCoreApplication, QPointF, QRectF, QT_TRANSLATE_NOOP, Qt
from PySide6.QtGui import QColor, QFont, QPainter, QPen, QPixmap
from PySide6.QtWidgets import (QCheckBox, QDialog, QDialogButtonBox, QFileDialog, QGridLayout, QLabel, QLineEdit,
                               QPushButton, QSpinBox, QVBoxLayout, QWidget)

from core.errors import HexwrightError
from core.model import HexMap
from core.model.boards import BoardError, PlacedBoard, compose_boards
from core.model.scenario import BoardPlacement, MapSource, Scenario, Side

MAX_BOARDS = 4
PREVIEW_W, PREVIEW_H = 440, 300  # pixels of the preview thumbnail
BOARD_COLOURS = ("#c0392b", "#2471a3", "#7d3c98", "#d68910")
MAP_FILTER = QT_TRANSLATE_NOOP("FileDialog", "Hexwright maps (*.json);;All files (*)")


class BoardRow:
    """The widgets of one board: ``path`` (line edit), ``browse`` button,
    ``col`` / ``row`` offsets (hexes, >= 0) and ``rotated`` check box."""

    def __init__(self, index: int, parent: QWidget):
        self.index = index
        self.path = QLineEdit(parent)
        self.path.setPlaceholderText(QCoreApplication.translate("BoardRow", "(no board)") if index else
                                     QCoreApplication.translate("BoardRow", "board map file (.json)"))
        self.browse = QPushButton(QCoreApplication.translate("BoardRow", "Browse..."), parent)
        self.col = QSpinBox(parent)
        self.row = QSpinBox(parent)
        for s, what in ((self.col, "column"), (self.row, "row")):
            s.setRange(0, 998)
            s.setToolTip(QCoreApplication.translate("BoardRow", "0-based {what} of the composed map where this "
                                                                "board's top-left hex goes").format(what=what))
        self.rotated = QCheckBox("180\u00b0", parent)
        self.rotated.setToolTip(QCoreApplication.translate("BoardRow", "Turn the board 180 degrees"))


class BoardsDialog(QDialog):
    """Pick 1-4 boards, see the composed map, get a scenario (module doc).

    ``composed`` is the composed `HexMap` (None while the boards do not
    compose) and ``problems`` the messages shown; both follow every edit."""

    def __init__(self, parent=None, start_dir: str = "", ask_path: Callable[[str], str] | None = None):
        super().__init__(parent)
        self.setWindowTitle(self.tr("New scenario from boards"))
        self.start_dir = start_dir or os.getcwd()
        self.ask_path = ask_path or self._ask_path
        self.composed: HexMap | None = None
        self.problems: list[str] = []
        self._maps: dict[str, tuple[float, HexMap | str]] = {}  # abs path -> (mtime, map or error)
        lay = QVBoxLayout(self)
        intro = QLabel(self.tr("Each board is a map file. Its top-left hex goes at the column and row given "
                       "(0-based, in hexes); later boards cover earlier ones where they overlap."))
        intro.setWordWrap(True)
        lay.addWidget(intro)
        grid = QGridLayout()
        heads = ("", self.tr("Board map file"), "", self.tr("Column"), self.tr("Row"), self.tr("Turn"))
        for c, head in enumerate(heads):
            grid.addWidget(QLabel(f"<b>{head}</b>"), 0, c)
        self.rows: list[BoardRow] = []
        for i in range(MAX_BOARDS):
            r = BoardRow(i, self)
            grid.addWidget(QLabel(f"{i + 1}"), i + 1, 0)
            for c, w in enumerate((r.path, r.browse, r.col, r.row, r.rotated), start=1):
                grid.addWidget(w, i + 1, c)
            r.path.editingFinished.connect(self.update_preview)
            r.browse.clicked.connect(lambda _c=False, row=r: self._browse(row))
            r.col.valueChanged.connect(lambda _v: self.update_preview())
            r.row.valueChanged.connect(lambda _v: self.update_preview())
            r.rotated.toggled.connect(lambda _v: self.update_preview())
            self.rows.append(r)
        grid.setColumnStretch(1, 1)
        lay.addLayout(grid)
        self.title = QLineEdit()
        self.title.setPlaceholderText(self.tr("Scenario title (optional)"))
        lay.addWidget(self.title)
        self.preview = QLabel()
        self.preview.setFixedSize(PREVIEW_W, PREVIEW_H)
        self.preview.setAlignment(Qt.AlignCenter)
        self.preview.setStyleSheet("background: #4a4f57; color: #e0e0e0;")
        lay.addWidget(self.preview, 0, Qt.AlignHCenter)
        self.size_label = QLabel()
        lay.addWidget(self.size_label)
        self.message = QLabel()
        self.message.setWordWrap(True)
        self.message.setStyleSheet("color: #b03020;")
        self.message.setTextInteractionFlags(Qt.TextSelectableByMouse)
        self.message.setAlignment(Qt.AlignLeft | Qt.AlignTop)
        self.message.setMinimumHeight(4 * self.message.fontMetrics().lineSpacing())
        lay.addWidget(self.message)
        lay.setSizeConstraint(QVBoxLayout.SetMinimumSize)  # a long message grows the dialog, never overlaps
        self.buttons = QDialogButtonBox(QDialogButtonBox.Ok | QDialogButtonBox.Cancel)
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        lay.addWidget(self.buttons)
        self.update_preview()

    # --- input --------------------------------------------------------------------
    def _ask_path(self, start: str) -> str:
        return QFileDialog.getOpenFileName(self, self.tr("Board map"), start,
                                           QCoreApplication.translate("FileDialog", MAP_FILTER))[0]

    def _browse(self, row: BoardRow) -> None:
        start = os.path.dirname(row.path.text()) or self.start_dir
        path = self.ask_path(start)
        if path:
            self.set_board(row.index, path, suggest=True)

    def set_board(self, index: int, path: str, col: int | None = None, row: int | None = None,
                  rotated: bool | None = None, suggest: bool = False) -> None:
        """Put board ``index`` (0-based) at ``path`` with the given offsets
        and turn (None keeps the current value).  With ``suggest`` and both
        offsets 0, a board after the first goes right of the board before it
        (its column offset plus its width), a first guess to adjust."""
        r = self.rows[index]
        for w in (r.path, r.col, r.row, r.rotated):
            w.blockSignals(True)
        try:
            r.path.setText(path)
            if col is not None:
                r.col.setValue(col)
            if row is not None:
                r.row.setValue(row)
            if rotated is not None:
                r.rotated.setChecked(rotated)
            if suggest and index and r.col.value() == 0 and r.row.value() == 0:
                prev = self.rows[index - 1]
                m = self._load(prev.path.text().strip()) if prev.path.text().strip() else None
                if isinstance(m, HexMap):
                    r.col.setValue(prev.col.value() + m.cols)
                    r.row.setValue(prev.row.value())
        finally:
            for w in (r.path, r.col, r.row, r.rotated):
                w.blockSignals(False)
        self.update_preview()

    def _load(self, path: str) -> HexMap | str:
        """The board map at ``path`` (cached while the file is unchanged), or
        the message saying why it does not load."""
        from core.formats.mapfile import load_map
        apath = os.path.abspath(path)
        try:
            mtime = os.path.getmtime(apath)
        except OSError as e:
            return f"{path}: {e.strerror or e}"
        cached = self._maps.get(apath)
        if cached is not None and cached[0] == mtime:
            return cached[1]
        try:
            result: HexMap | str = load_map(apath)
        except (HexwrightError, OSError) as e:
            result = str(e) if isinstance(e, HexwrightError) else f"{path}: {e.strerror or e}"
        self._maps[apath] = (mtime, result)
        return result

    # --- composition ------------------------------------------------------------
    def used_rows(self) -> list[BoardRow]:
        """The rows with a file name, in order."""
        return [r for r in self.rows if r.path.text().strip()]

    def placements(self) -> list[BoardPlacement]:
        """The boards as `BoardPlacement`s (absolute ``/`` file paths)."""
        return [BoardPlacement(Path(os.path.abspath(r.path.text().strip())).as_posix(), r.col.value(),
                               r.row.value(), r.rotated.isChecked()) for r in self.used_rows()]

    def _compose(self) -> tuple[HexMap | None, list[str]]:
        from core.formats.scenariofile import MAX_MAP_SIZE
        rows = self.used_rows()
        if not rows:
            return None, [self.tr("Choose at least one board map file.")]
        placed, problems = [], []
        for r in rows:
            m = self._load(r.path.text().strip())
            if isinstance(m, str):
                problems.append(self.tr("Board {number}: {problem}").format(number=r.index + 1, problem=m))
            else:
                placed.append(PlacedBoard(m, r.col.value(), r.row.value(), r.rotated.isChecked()))
        if problems:
            return None, problems
        cols = max(b.col + b.board.cols for b in placed)
        rows_ = max(b.row + b.board.rows for b in placed)
        if cols > MAX_MAP_SIZE or rows_ > MAX_MAP_SIZE:
            return None, [self.tr("The boards as placed make a {cols} x {rows} map: at most {max} x {max} hexes "
                                  "(check the columns and rows).").format(cols=cols, rows=rows_, max=MAX_MAP_SIZE)]
        try:
            return compose_boards(placed), []  # unnamed, as a boards scenario file reloads it
        except BoardError as e:
            return None, [_renumber(str(e), [r.index for r in rows])]

    def update_preview(self) -> None:
        """Recompose the boards; refresh the preview, size, messages and OK."""
        self.composed, self.problems = self._compose()
        self.message.setText("\n".join(self.problems))
        ok = self.buttons.button(QDialogButtonBox.Ok)
        ok.setEnabled(self.composed is not None)
        m = self.composed
        if m is None:
            self.preview.setPixmap(QPixmap())
            self.preview.setText(self.tr("(no composed map: see the message below)"))
            self.size_label.setText("")
            return
        self.size_label.setText(self.tr("Composed map: {cols} x {rows} hexes, {ruleset}, {orientation}, "
                                        "{stagger} stagger, {count} board(s)").format(
            cols=m.cols, rows=m.rows, ruleset=m.ruleset,
            orientation=self.tr("flat-topped") if m.orientation == "flat" else self.tr("pointy-topped"),
            stagger=self.tr("even") if m.stagger == "even" else self.tr("odd"),
            count=len(self.used_rows())))
        self.preview.setPixmap(QPixmap.fromImage(self.preview_image()))

    def preview_image(self):
        """The composed map drawn to fit the preview, each board outlined in
        its colour and numbered (a `QImage`; None before a composition)."""
        from editor.render import hex_size_for_width, render_map, render_size
        m = self.composed
        if m is None:
            return None
        w1, h1 = render_size(m, 10.0)
        px = max(2.0, min(10.0 * (PREVIEW_W - 8) / w1, 10.0 * (PREVIEW_H - 8) / h1))
        image = render_map(m, px, labels=False, background=QColor("#4a4f57"))
        lay = m.layout_for(hex_size_for_width(px))
        painter = QPainter(image)
        try:
            painter.setRenderHint(QPainter.Antialiasing)
            font = QFont()
            font.setPixelSize(max(10, int(px * 2.5)))
            font.setBold(True)
            painter.setFont(font)
            for r, b in zip(self.used_rows(), self.placements()):
                colour = QColor(BOARD_COLOURS[r.index % len(BOARD_COLOURS)])
                src = self._load(r.path.text().strip())
                corners = [lay.corners(lay.from_offset(c, rr))
                           for c in (b.col, b.col + src.cols - 1) for rr in (b.row, b.row + src.rows - 1)]
                xs = [x for cs in corners for x, _ in cs]
                ys = [y for cs in corners for _, y in cs]
                rect = QRectF(QPointF(min(xs), min(ys)), QPointF(max(xs), max(ys))).adjusted(2, 2, -2, -2)
                painter.setPen(QPen(colour, 2.5))
                painter.setBrush(Qt.NoBrush)
                painter.drawRect(rect)
                turned = " (180\u00b0)" if b.rotated else ""
                text = f" {r.index + 1}{turned} "
                fm = painter.fontMetrics()
                painter.fillRect(QRectF(rect.left(), rect.top(), fm.horizontalAdvance(text), fm.height()), colour)
                painter.setPen(QColor("white"))
                painter.drawText(rect, Qt.AlignLeft | Qt.AlignTop, text)
        finally:
            painter.end()
        return image

    # --- result -------------------------------------------------------------------
    def scenario(self) -> Scenario | None:
        """A new scenario on the composed map (the ruleset's default sides,
        no units) whose map source is the boards; None when they do not compose."""
        from core.catalogues import default_sides
        self.update_preview()
        m = self.composed
        if m is None:
            return None
        return Scenario(m, ruleset=m.ruleset, title=self.title.text().strip(),
                        map_source=MapSource("boards", boards=self.placements()),
                        sides=[Side(**s) for s in default_sides(m.ruleset)])


def _renumber(message: str, indexes: list[int]) -> str:
    """A `BoardError` message with every 0-based board index in it (among
    the used rows: ``board 1: ...``, ``board 0's ...``) turned into the
    dialog's 1-based row number, so the user never sees a board 0."""
    import re

    def row(match) -> str:
        i = int(match.group(2))
        if i >= len(indexes):
            return match.group(0)
        word = "Board" if match.start() == 0 else "board"
        return f"{word} {indexes[i] + 1}"
    return re.sub(r"\b(board) (\d+)", row, message)


def new_scenario_from_boards(window, ask: Callable[[QWidget], Scenario | None] | None = None) -> bool:
    """File > New scenario from boards on ``window`` (a `MainWindow`): ask
    about unsaved changes (as File > New), then ``ask(window)`` (default:
    run `BoardsDialog`) for the scenario; the document becomes that new,
    unsaved scenario.  Returns True when a scenario was created."""
    if not window.files.maybe_save():
        return False
    if ask is None:
        def ask(parent):
            dlg = BoardsDialog(parent, window.files._start_dir())
            return dlg.scenario() if dlg.exec() else None
    sc = ask(window)
    if sc is None:
        return False
    window.document.reset(sc.hexmap, None, scenario=sc, file_kind="scenario")
    return True
