"""`WrapDelegate`: chosen columns of a tree view wrap their text at word
breaks inside the column's width (px), and the row grows to hold it, so a
long row (a group move naming four units, a rule citation) is never cut
off.  `install_wrap(view, columns)` sets it up and lays the rows out again
when a column's width changes; `fit_columns(view, wrapped)` shares the
view's width out: every column but ``wrapped`` as wide as its text, the
last wrapped column at most ``share`` of the width, the first the rest.
"""
from __future__ import annotations

from PySide6.QtCore import QRect, QSize, Qt, QTimer
from PySide6.QtGui import QFont, QFontMetrics
from PySide6.QtWidgets import QHeaderView, QStyle, QStyledItemDelegate

PADDING_PX = 6   # the cell's own margins around its text, in px (at least; `padding` asks the style)
MIN_WRAP_PX = 40  # a column narrower than this is not wrapped (the row would only grow tall)


class WrapDelegate(QStyledItemDelegate):
    """Delegate of ``view`` (a `QTreeView`) wrapping ``columns`` (module doc)."""

    def __init__(self, view, columns=(0,)):
        super().__init__(view)
        self.view = view
        self.columns = set(columns)

    def padding(self) -> int:
        """The px a cell keeps around its text: the style's text margins on
        both sides (`QStyle.PM_FocusFrameHMargin` + 1 each, as
        `QStyledItemDelegate` paints), at least `PADDING_PX`."""
        m = self.view.style().pixelMetric(QStyle.PM_FocusFrameHMargin, None, self.view) + 1
        return max(PADDING_PX, 2 * m)

    def text_width(self, index) -> int:
        """The px the text of ``index`` may take in its cell."""
        v = self.view
        if index.column() != 0:
            return v.header().sectionSize(index.column()) - self.padding()
        spanned = v.isFirstColumnSpanned(index.row(), index.parent())
        width = v.viewport().width() if spanned else v.header().sectionSize(0)
        depth, p = 1 if v.rootIsDecorated() else 0, index.parent()   # a branch arrow per level
        while p.isValid():
            depth, p = depth + 1, p.parent()
        return width - v.indentation() * depth - self.padding()

    def sizeHint(self, option, index) -> QSize:  # noqa: N802
        """The natural width (what the column would need unwrapped); the
        height of the text wrapped in the column as it is now."""
        size = super().sizeHint(option, index)
        if index.column() not in self.columns:
            return size
        width = self.text_width(index)
        if width < MIN_WRAP_PX:
            return size
        font = index.data(Qt.FontRole)
        fm = QFontMetrics(font if isinstance(font, QFont) else option.font)
        text = index.data(Qt.DisplayRole) or ""
        r = fm.boundingRect(QRect(0, 0, width, 100000), Qt.TextWordWrap, text)
        return QSize(size.width(), max(size.height(), r.height() + 4))


def install_wrap(view, columns=(0,)) -> WrapDelegate:
    """Give ``view`` a `WrapDelegate` for ``columns`` and re-lay its rows
    out (once per burst of changes) when a column changes width."""
    d = WrapDelegate(view, columns)
    view.setItemDelegate(d)
    view.setWordWrap(True)
    view.setUniformRowHeights(False)
    view.setTextElideMode(Qt.ElideNone)
    timer = QTimer(view)
    timer.setSingleShot(True)
    timer.setInterval(0)
    timer.timeout.connect(view.doItemsLayout)
    view.header().sectionResized.connect(lambda *_a: timer.start())
    return d


def fit_columns(view, share: float = 0.34) -> None:
    """Share ``view``'s width out (module doc): column 0 and the last
    column wrap (`install_wrap(view, (0, last))`); the columns between are
    as wide as their text and header; the last as wide as its text, at most
    ``share`` of the width (never narrower than its header); column 0 the
    rest."""
    hdr = view.header()
    n = hdr.count()
    if n < 2:
        return
    for c in range(n):
        hdr.setSectionResizeMode(c, QHeaderView.Interactive)
    hdr.setStretchLastSection(False)
    total = view.viewport().width()
    widths = {c: max(view.sizeHintForColumn(c), hdr.sectionSizeHint(c)) for c in range(1, n)}
    last = n - 1
    widths[last] = max(hdr.sectionSizeHint(last), min(widths[last], int(total * share)))
    first = max(MIN_WRAP_PX * 3, total - sum(widths.values()))
    hdr.resizeSection(0, first)
    for c, wpx in widths.items():
        hdr.resizeSection(c, wpx)
