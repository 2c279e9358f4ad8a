"""`ExplainPanel`: one roll explained, as the play engine explains it.

The panel shows the structured explanations the engine makes in core
(coh: `core.play.coh.explain`; an engine's ``preview(state, action)``
for the odds before a roll, its ``explain(state, since)`` for the rolls
already made): a headline per roll ("needs 2D6 >= 7 (58%)"), then one row
per term with its value and the rule it comes from, the terms added to
the dice first, then those making up the number to reach.  The editor
computes nothing itself; an engine without these hooks shows a note.
"""
from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QColor, QFont
from PySide6.QtWidgets import QHeaderView, QLabel, QSplitter, QTreeWidget, QTreeWidgetItem, QVBoxLayout, QWidget

from core.errors import HexwrightError
from core.i18n import percent
from core.play.costs import engine_hook
from core.play.describe import term_label
from editor.playtest.wrap_delegate import install_wrap


class ExplainPanel(QWidget):
    """Explanations of a roll: `show_preview` (before it), `show_rolls`
    (explanation dicts, e.g. the last rolls made), `clear`."""

    def __init__(self, parent=None):
        super().__init__(parent)
        lay = QVBoxLayout(self)
        lay.setContentsMargins(0, 4, 0, 0)
        self.title = QLabel(self.tr("Roll explained"))
        self.title.setWordWrap(True)   # "Odds of <action naming two units>" is long, longer in Russian
        f = self.title.font()
        f.setBold(True)
        self.title.setFont(f)
        lay.addWidget(self.title)
        self.summary = QLabel()  # the headline of each roll, wrapped (needed dice, chance, result)
        self.summary.setWordWrap(True)
        self.summary.setTextInteractionFlags(Qt.TextSelectableByMouse)
        lay.addWidget(self.summary)
        self.tree = QTreeWidget()
        self.tree.setHeaderLabels([self.tr("Term"), self.tr("Value"), self.tr("Rule")])
        self.tree.setRootIsDecorated(True)
        self.tree.setWordWrap(True)
        hdr = self.tree.header()
        hdr.setSectionResizeMode(0, QHeaderView.ResizeToContents)
        hdr.setSectionResizeMode(1, QHeaderView.ResizeToContents)
        hdr.setSectionResizeMode(2, QHeaderView.Stretch)
        hdr.setStretchLastSection(True)
        install_wrap(self.tree, (2,))   # a long rule citation wraps in its column: nothing cut off
        self.tree.setMinimumHeight(4 * self.tree.fontMetrics().height() + 8)   # the header and three rows
        lay.addWidget(self.tree, 1)
        self.note = QLabel(self.tr("Select an attack or rally, or hover a target on the map, to see its odds"))
        self.note.setWordWrap(True)
        self.note.setStyleSheet("color: #555;")
        lay.addWidget(self.note)
        self.shown: list[dict] = []
        self.headlines: list[str] = []   # the shown headline of each roll
        self.readable = None   # a core.play.readable.Readable (set by the Actions panel): names, rule notes translated

    def resizeEvent(self, event) -> None:  # noqa: N802
        """Keep the wrapped headline whole: the splitter above does not ask
        a label's height for its width."""
        super().resizeEvent(event)
        self._fit_summary()

    def _fit_summary(self) -> None:
        m = self.layout().contentsMargins()
        w = max(50, self.width() - m.left() - m.right())
        self.summary.setMinimumHeight(self.summary.heightForWidth(w) if self.summary.text() else 0)
        self.updateGeometry()
        split = self.parentWidget()
        if isinstance(split, QSplitter):   # a splitter keeps its sizes: make room for the whole headline
            i, sizes = split.indexOf(self), split.sizes()
            short = self.minimumSizeHint().height() - sizes[i]
            if short > 0 and len(sizes) == 2:
                sizes[1 - i] = max(0, sizes[1 - i] - short)
                sizes[i] += short
                split.setSizes(sizes)

    def clear(self, note: str = "") -> None:
        """Show nothing (with ``note``)."""
        self.shown = []
        self.tree.clear()
        self.summary.setText("")
        self.note.setVisible(True)
        self.note.setText(note or self.tr("Select an attack or rally, or hover a target on the map, to see its odds"))
        self._fit_summary()

    def show_preview(self, state, action, name: str = "") -> bool:
        """The odds of ``action`` (called ``name``: the action as the map
        names it; default its engine text) before its roll (engine hook
        ``preview``); False (and a note) when the engine gives none."""
        hook = engine_hook(state, "preview")
        if hook is None:
            self.clear(self.tr("This ruleset's engine does not explain its rolls yet"))
            return False
        try:
            exps = hook(state, action)
        except HexwrightError as e:
            self.clear(str(e))
            return False
        if not exps:
            self.clear(self.tr("No roll to explain for this action"))
            return False
        self.show_rolls(exps, self.tr("Odds of {action}").format(action=name or action))
        return True

    def show_rolls(self, exps: list[dict], title: str = "") -> None:
        """Show explanation dicts (keys of `core.play.coh.explain`) under
        ``title`` (default: "Roll explained")."""
        self.shown = list(exps)   # the engine's explanations (data)
        if self.readable is not None:   # what the user reads: unit names, rule notes in the user's language
            exps = [self.readable.explanation(d) for d in exps]
        self.headlines = [(d.get("lines") or [""])[0] for d in exps]
        self.title.setText(title or self.tr("Roll explained"))
        self.tree.clear()
        bold = QFont(self.tree.font())
        bold.setBold(True)
        self.summary.setText("\n".join(d.get("lines", [""])[0] + (f"\n{d['standing']}" if d.get("standing") else "")
                                       for d in exps))   # a reaction window's roll: where it stands (core)
        for d in exps:
            head = QTreeWidgetItem([d.get("who", d.get("roll", "")), "", d.get("rule", "")])
            head.setFont(0, bold)
            head.setToolTip(0, "\n".join(d.get("lines", [])))
            if d.get("chance") is not None:
                head.setText(1, percent(d['chance']))
            for group, key in ((self.tr("added to the dice"), "plus"),
                               (self.tr("to reach {target}").format(target=d.get("target")), "against")):
                terms = d.get(key) or []
                if not terms:
                    continue
                g = QTreeWidgetItem([group, f"{sum(t['value'] for t in terms):+d}", ""])
                g.setForeground(0, QColor("#555555"))
                for t in terms:
                    row = QTreeWidgetItem([t.get("label") or term_label(t["name"]), f"{t['value']:+d}", t["rule"]])
                    row.setToolTip(2, t["rule"])
                    g.addChild(row)
                head.addChild(g)
            self.tree.addTopLevelItem(head)
            head.setExpanded(True)
            for i in range(head.childCount()):
                head.child(i).setExpanded(True)
        self.note.setText("")
        self.note.setVisible(False)
        self._fit_summary()
        self.tree.doItemsLayout()   # row heights for the rule column as wide as it ended up

    def headline(self) -> str:
        """The first roll's headline (tests)."""
        return self.headlines[0] if self.shown and self.headlines else ""
