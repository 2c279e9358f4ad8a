"""The properties panel of the selected unit: id, name, side, type, hex,
facing, hidden, hit markers, own VP, stats (catalogue values overridden by
the unit's own), the other units of its stack, and the preview switches
(movement, fire arc).  Every change is one undoable `core.edits`
step on the document's stack."""
from __future__ import annotations

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import (QCheckBox, QComboBox, QFormLayout, QHBoxLayout, QLabel, QLineEdit, QListWidget,
                               QListWidgetItem, QPushButton, QSpinBox, QTableWidget, QTableWidgetItem, QVBoxLayout,
                               QWidget, QHeaderView)

from core import edits as E
from core.catalogues import load_units
from core.naming import unit_kind_name, unit_type_name
from editor.scenario.counters import effective_stats, unit_title
from editor.scenario.form_util import fill_sides, quiet

NO_FACING = -1


class UnitProperties(QWidget):
    """Edits ``document.selected()``; ``previewToggled`` fires when the
    movement / fire-arc switches change."""

    previewToggled = Signal()

    def __init__(self, document, parent=None):
        super().__init__(parent)
        self.document = document
        outer = QVBoxLayout(self)
        outer.setContentsMargins(4, 4, 4, 4)
        self.empty = QLabel(self.tr("No unit selected. Click a unit with the Units tool (U)."))
        self.empty.setWordWrap(True)
        outer.addWidget(self.empty)
        self.body = QWidget()
        form = QFormLayout(self.body)
        form.setContentsMargins(0, 0, 0, 0)
        self.id_label = QLabel()
        self.id_label.setTextInteractionFlags(Qt.TextSelectableByMouse)
        form.addRow(self.tr("Id"), self.id_label)
        self.type_label = QLabel()
        self.type_label.setWordWrap(True)
        form.addRow(self.tr("Type"), self.type_label)
        self.name = QLineEdit()
        self.name.setPlaceholderText(self.tr("(catalogue name)"))
        form.addRow(self.tr("Name"), self.name)
        self.side = QComboBox()
        form.addRow(self.tr("Side"), self.side)
        self.hex_label = QLabel()
        form.addRow(self.tr("Hex"), self.hex_label)
        self.facing = QSpinBox()
        self.facing.setRange(NO_FACING, 5)
        self.facing.setSpecialValueText(self.tr("none"))
        self.facing.setWrapping(True)
        self.facing.setToolTip(self.tr("Hexside (coh, fow) or vertex (tng) 0-5; mouse wheel over the unit or [ ]"))
        form.addRow(self.tr("Facing"), self.facing)
        self.hidden = QCheckBox(self.tr("hidden at setup"))
        form.addRow("", self.hidden)
        self.hits = QLineEdit()
        self.hits.setPlaceholderText(self.tr("hit markers, comma separated"))
        form.addRow(self.tr("Hits"), self.hits)
        self.vp = QSpinBox()
        self.vp.setRange(0, 99)
        self.vp.setSpecialValueText(self.tr("per kill"))
        form.addRow(self.tr("VP if lost"), self.vp)
        self.stats = QTableWidget(0, 2)
        self.stats.setHorizontalHeaderLabels([self.tr("Stat"), self.tr("Value")])
        self.stats.verticalHeader().setVisible(False)
        self.stats.horizontalHeader().setSectionResizeMode(0, QHeaderView.Stretch)
        self.stats.horizontalHeader().setSectionResizeMode(1, QHeaderView.ResizeToContents)
        self.stats.setMinimumHeight(140)
        form.addRow(self.stats)
        self.stack = QListWidget()
        self.stack.setMaximumHeight(70)
        self.stack.setToolTip(self.tr("Units in the same hex (click to select)"))
        form.addRow(self.tr("Stack"), self.stack)
        row = QHBoxLayout()
        self.show_moves = QCheckBox(self.tr("Movement preview"))
        self.show_moves.setChecked(True)
        self.show_arc = QCheckBox(self.tr("Fire arc"))
        row.addWidget(self.show_moves)
        row.addWidget(self.show_arc)
        form.addRow(row)
        self.delete = QPushButton(self.tr("Delete unit"))
        form.addRow(self.delete)
        outer.addWidget(self.body)
        outer.addStretch(1)
        self._uid: str | None = None
        self.name.editingFinished.connect(self._name)
        self.side.currentIndexChanged.connect(self._side)
        self.facing.valueChanged.connect(self._facing)
        self.hidden.toggled.connect(self._hidden)
        self.hits.editingFinished.connect(self._hits)
        self.vp.valueChanged.connect(self._vp)
        self.stats.itemChanged.connect(self._stat)
        self.stack.itemClicked.connect(lambda it: document.select_unit(it.data(Qt.UserRole)))
        self.show_moves.toggled.connect(lambda _b: self.previewToggled.emit())
        self.show_arc.toggled.connect(lambda _b: self.previewToggled.emit())
        self.delete.clicked.connect(self._delete)
        self.refresh()

    def _apply(self, text, fn) -> None:
        if self._uid:
            self.document.apply_scenario(self.tr("{what} of {unit}").format(what=text, unit=self._uid), fn)

    def _name(self) -> None:
        u = self.document.selected()
        if u is not None and self.name.text() != u.name:
            uid, v = u.id, self.name.text()
            self._apply(self.tr("Rename"), lambda sc: E.set_unit_field(sc, uid, "name", v))

    def _side(self) -> None:
        uid, v = self._uid, self.side.currentData()
        self._apply(self.tr("Side"), lambda sc: E.set_unit_field(sc, uid, "side", v))

    def _facing(self, v: int) -> None:
        uid = self._uid
        f = None if v == NO_FACING else v
        self._apply(self.tr("Facing"), lambda sc: E.set_facing(sc, uid, f))

    def _hidden(self, on: bool) -> None:
        uid = self._uid
        self._apply(self.tr("Hidden"), lambda sc: E.set_hidden(sc, uid, on))

    def _hits(self) -> None:
        u = self.document.selected()
        new = [h.strip() for h in self.hits.text().split(",") if h.strip()]
        if u is not None and new != u.hits:
            uid = u.id
            self._apply(self.tr("Hits"), lambda sc: E.set_unit_field(sc, uid, "hits", new))

    def _vp(self, v: int) -> None:
        uid = self._uid
        self._apply("VP", lambda sc: E.set_unit_vp(sc, uid, v or None))

    def _stat(self, item: QTableWidgetItem) -> None:
        u = self.document.selected()
        if u is None or item.column() != 1:
            return
        key = self.stats.item(item.row(), 0).data(Qt.UserRole)
        text = item.text().strip()
        try:
            value = int(text)
        except ValueError:
            try:
                value = float(text)
            except ValueError:
                value = {"true": True, "false": False, "-": None, "": None}.get(text.lower(), text)
        stats = dict(u.stats)
        base = effective_stats(type(u)(u.id, u.side, catalogue_id=u.catalogue_id), self.document.scenario.ruleset)
        if key in base and base[key] == value:
            stats.pop(key, None)
        else:
            stats[key] = value
        uid = u.id
        self._apply(self.tr("Stat {key}").format(key=key), lambda sc: E.set_unit_field(sc, uid, "stats", stats))

    def _delete(self) -> None:
        uid = self._uid
        self._apply(self.tr("Delete"), lambda sc: E.remove_unit(sc, uid))

    def refresh(self) -> None:
        """Show the selected unit (or the empty hint)."""
        doc = self.document
        sc = doc.scenario
        u = doc.selected()
        self._uid = u.id if u else None
        self.empty.setVisible(u is None)
        self.body.setVisible(u is not None)
        if u is None:
            return
        widgets = (self.name, self.side, self.facing, self.hidden, self.hits, self.vp, self.stats, self.stack)
        with quiet(*widgets):
            self.id_label.setText(u.id)
            ut = load_units(sc.ruleset).get(u.catalogue_id) if u.catalogue_id else None
            self.type_label.setText(f"{unit_type_name(ut.name)} [{unit_kind_name(ut.kind)}] ({ut.id})" if ut else
                                    (self.tr("unknown catalogue id {id!r}").format(id=u.catalogue_id) if u.catalogue_id
                                     else self.tr("custom {kind}").format(kind=u.kind or "")))
            self.name.setText(u.name)
            self.name.setPlaceholderText(unit_title(type(u)(u.id, u.side, catalogue_id=u.catalogue_id), sc.ruleset))
            fill_sides(self.side, sc, u.side)
            self.hex_label.setText(sc.hexmap.label(u.hex) if u.hex is not None else self.tr("(enters with "
                                                                                            "reinforcements)"))
            self.facing.setValue(NO_FACING if u.facing is None else u.facing)
            self.hidden.setChecked(u.hidden)
            self.hits.setText(", ".join(u.hits))
            self.vp.setValue(sc.victory.unit_vp.get(u.id, 0))
            stats = effective_stats(u, sc.ruleset)
            self.stats.setRowCount(len(stats))
            for r, (k, v) in enumerate(sorted(stats.items())):
                own = k in u.stats
                a = QTableWidgetItem(k + (" *" if own else ""))
                a.setData(Qt.UserRole, k)
                a.setFlags(Qt.ItemIsEnabled)
                a.setToolTip(self.tr("the unit's own value") if own else self.tr("from the catalogue"))
                b = QTableWidgetItem("-" if v is None else str(v).lower() if isinstance(v, bool) else str(v))
                self.stats.setItem(r, 0, a)
                self.stats.setItem(r, 1, b)
            self.stack.clear()
            if u.hex is not None:
                for o in sc.units_at(u.hex):
                    it = QListWidgetItem((self.tr("{unit}: {title} ({side}) hidden") if o.hidden else
                                          self.tr("{unit}: {title} ({side})")).format(
                        unit=o.id, title=unit_title(o, sc.ruleset), side=o.side))
                    it.setData(Qt.UserRole, o.id)
                    self.stack.addItem(it)
                    if o.id == u.id:
                        it.setSelected(True)
