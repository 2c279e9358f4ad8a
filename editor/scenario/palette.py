"""The unit palette: the ruleset's catalogue by side, a name search, and
custom units (a stats form).  The chosen entry is what `UnitTool` places;
entries can also be dragged onto the map (mime type `UNIT_MIME`).

A palette *template* is a dict ``{"side", "catalogue_id", "kind", "name",
"stats"}`` (``catalogue_id`` None for custom units).
"""
from __future__ import annotations

import json

from PySide6.QtCore import QMimeData, Qt, Signal
from PySide6.QtWidgets import (QComboBox, QDialog, QDialogButtonBox, QFormLayout, QLabel, QLineEdit, QListWidget,
                               QListWidgetItem, QPushButton, QSpinBox, QWidget)

from core.catalogues import UNIT_KINDS, load_units
from core.naming import unit_kind_name, unit_type_name
from core.rules.registry import traits
from editor.scenario.form_util import fill_sides, labelled_row, panel_layout, quiet

UNIT_MIME = "application/x-hexwright-unit"



class _UnitList(QListWidget):
    def __init__(self, palette: "UnitPalette"):
        super().__init__()
        self._palette = palette
        self.setDragEnabled(True)

    def mimeData(self, items):  # noqa: N802 - Qt's name
        md = QMimeData()
        if items:
            t = self._palette.template_for(items[0])
            if t is not None:
                md.setData(UNIT_MIME, json.dumps(t).encode("utf-8"))
        return md

    def mimeTypes(self):  # noqa: N802
        return [UNIT_MIME]


class CustomUnitDialog(QDialog):
    """A stats form for a unit without a catalogue entry."""

    def __init__(self, ruleset: str, parent=None):
        super().__init__(parent)
        self.setWindowTitle(self.tr("Custom unit"))
        self.ruleset = ruleset
        form = QFormLayout(self)
        self.name = QLineEdit(self.tr("Custom unit"))
        form.addRow(self.tr("Name"), self.name)
        self.kind = QComboBox()
        t = traits(ruleset)
        kinds = sorted(set(UNIT_KINDS) | {t.default_unit_kind})
        self.kind.addItems(kinds)
        self.kind.setCurrentText(t.default_unit_kind)
        form.addRow(self.tr("Kind"), self.kind)
        self.spins: dict[str, QSpinBox] = {}
        for key, label, top in t.custom_stats:
            sp = QSpinBox()
            sp.setRange(0, top)
            self.spins[key] = sp
            form.addRow(label, sp)
        buttons = QDialogButtonBox(QDialogButtonBox.Ok | QDialogButtonBox.Cancel)
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        form.addRow(buttons)

    def template(self, side: str) -> dict:
        """The palette template of the form's unit for ``side``."""
        return {"side": side, "catalogue_id": None, "kind": self.kind.currentText(),
                "name": self.name.text().strip() or self.tr("Custom unit"),
                "stats": {k: s.value() for k, s in self.spins.items()}}


class UnitPalette(QWidget):
    """Catalogue list by side with search; ``templateChanged`` fires when the
    chosen entry changes."""

    templateChanged = Signal()

    def __init__(self, document, parent=None):
        super().__init__(parent)
        self.document = document
        self.custom: list[dict] = []
        lay = panel_layout(self)
        self.side = QComboBox()
        lay.addLayout(labelled_row(self.tr("Side"), self.side))
        self.search = QLineEdit()
        self.search.setPlaceholderText(self.tr("Search units by name..."))
        self.search.setClearButtonEnabled(True)
        lay.addWidget(self.search)
        self.list = _UnitList(self)
        lay.addWidget(self.list, 1)
        self.custom_button = QPushButton(self.tr("Custom unit..."))
        self.custom_button.setToolTip(self.tr("A unit with your own stats (no catalogue entry)"))
        lay.addWidget(self.custom_button)
        self.hint = QLabel(self.tr("Click an empty hex with the Units tool (U), or drag onto the map."))
        self.hint.setWordWrap(True)
        self.hint.setStyleSheet("color: #666;")
        lay.addWidget(self.hint)
        self.side.currentIndexChanged.connect(lambda _i: self.refill())
        self.search.textChanged.connect(lambda _t: self.refill())
        self.list.currentItemChanged.connect(lambda *_: self.templateChanged.emit())
        self.custom_button.clicked.connect(self.ask_custom)
        self.reload()

    # --- content ------------------------------------------------------------------
    def reload(self) -> None:
        """Re-read the sides (after a new scenario or a side edit)."""
        sc = self.document.scenario
        fill_sides(self.side, sc, self.side.currentData())
        self.refill()

    def current_side(self) -> str | None:
        """The side id chosen in the side box."""
        return self.side.currentData()

    def refill(self) -> None:
        """Fill the list with the current side's catalogue units matching the search."""
        sc = self.document.scenario
        side = self.current_side()
        text = self.search.text().strip().lower()
        cat = load_units(sc.ruleset)
        keep = self.list.currentItem().data(Qt.UserRole) if self.list.currentItem() else None
        with quiet(self.list):
            self.list.clear()
            for i, t in enumerate(self.custom):
                if t["side"] == side and text in t["name"].lower():
                    it = QListWidgetItem(self.tr("{name}  (custom)").format(name=t['name']))
                    it.setData(Qt.UserRole, f"custom:{i}")
                    self.list.addItem(it)
            for uid in cat.ids(side):
                ut = cat.get(uid)
                if text and text not in ut.name.lower() and text not in uid:
                    continue
                s = ut.stats
                face = traits(sc.ruleset).counter
                extra = face.fill(face.palette_summary, s)
                it = QListWidgetItem(f"{unit_type_name(ut.name)}  [{unit_kind_name(ut.kind)}]{extra}")
                it.setToolTip((self.tr("{id}\n{source}\nassumed: {reason}") if ut.assumed else self.tr(
                    "{id}\n{source}"))
                              .format(id=uid, source=ut.source, reason=ut.assumed_reason))
                it.setData(Qt.UserRole, uid)
                self.list.addItem(it)
            for r in range(self.list.count()):
                if self.list.item(r).data(Qt.UserRole) == keep:
                    self.list.setCurrentRow(r)
                    break
            else:
                if self.list.count():
                    self.list.setCurrentRow(0)
        if not cat.units and not self.custom:
            self.hint.setText(self.tr("The {ruleset} ruleset has no unit catalogue: use Custom unit...").format(
                ruleset=sc.ruleset))
        self.templateChanged.emit()

    def template_for(self, item: QListWidgetItem | None) -> dict | None:
        """The template of a list entry."""
        if item is None:
            return None
        key = item.data(Qt.UserRole)
        if isinstance(key, str) and key.startswith("custom:"):
            return dict(self.custom[int(key.split(":")[1])])
        ut = load_units(self.document.scenario.ruleset).get(key)
        if ut is None:
            return None
        return {"side": self.current_side() or ut.side, "catalogue_id": ut.id, "kind": None, "name": "", "stats": {}}

    def template(self) -> dict | None:
        """The chosen entry's template (None when nothing is chosen)."""
        return self.template_for(self.list.currentItem())

    def select_catalogue(self, unit_id: str) -> bool:
        """Choose catalogue unit ``unit_id`` (switching side); True if found."""
        ut = load_units(self.document.scenario.ruleset).get(unit_id)
        if ut is None:
            return False
        i = self.side.findData(ut.side)
        if i >= 0:
            self.side.setCurrentIndex(i)
        self.search.clear()
        for r in range(self.list.count()):
            if self.list.item(r).data(Qt.UserRole) == unit_id:
                self.list.setCurrentRow(r)
                return True
        return False

    def add_custom(self, template: dict) -> None:
        """Add a custom template to the list and choose it."""
        self.custom.append(dict(template))
        i = self.side.findData(template.get("side"))
        if i >= 0:
            with quiet(self.side):
                self.side.setCurrentIndex(i)
        self.search.clear()
        self.refill()
        key = f"custom:{len(self.custom) - 1}"
        for r in range(self.list.count()):
            if self.list.item(r).data(Qt.UserRole) == key:
                self.list.setCurrentRow(r)

    def ask_custom(self) -> None:
        """Custom unit... : the stats form, then add its template."""
        dlg = CustomUnitDialog(self.document.scenario.ruleset, self)
        if dlg.exec():
            self.add_custom(dlg.template(self.current_side() or ""))
