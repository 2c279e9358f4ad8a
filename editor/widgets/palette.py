"""The palette dock: the map ruleset's catalogue and the tool options.

Three lists (terrain, hexside features, fortifications), each entry with a
swatch drawn by the map's own drawing code and a tooltip giving the
catalogue description, source, and "assumed" when no source gives its
values.  Below, the brush radius, the elevation mode and level, the
road tool's flag (road or trail) and what the line and rectangle tools paint.  Choosing an
entry writes `ToolSettings` and asks for the tool that uses it.
"""
from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QSize, Qt
from PySide6.QtWidgets import (QButtonGroup, QComboBox, QFormLayout, QHBoxLayout, QLabel, QListWidget, QListWidgetItem,
                               QRadioButton, QScrollArea, QSpinBox, QVBoxLayout, QWidget)

from core.model import HEX_FLAGS
from core.naming import catalogue_name
from core.rules.catalogue import load_catalogue
from editor.tools.settings import ELEVATION_MODES, SHAPE_TARGETS, ToolSettings
from editor.widgets.swatches import ICON, feature_icon, fortification_icon, terrain_icon


def entry_tooltip(name: str, entry: dict, shown: str | None = None) -> str:
    """Tooltip text of a catalogue entry: its ``shown`` name (default: its
    label), description, source, assumed note."""
    shown = shown or entry.get("label", name)
    lines = [f"<b>{shown}</b> <i>({name})</i>", entry.get("description", "")]
    if entry.get("source"):
        lines.append(QCoreApplication.translate("PaletteWidget", "Source: {source}").format(source=entry["source"]))
    if entry.get("assumed"):
        lines.append(QCoreApplication.translate("PaletteWidget", "<b>Assumed:</b> no source gives these values"))
    return "<br>".join(x for x in lines if x)



MIN_ROWS = 3  # rows each palette list shows at least

class PaletteWidget(QWidget):
    """Catalogue lists and tool options bound to a `ToolSettings`."""

    TOOL_FOR_LIST = {"terrain": "brush", "feature": "hexside", "fortification": "fortification"}

    def __init__(self, settings: ToolSettings, ruleset: str, parent=None):
        super().__init__(parent)
        self.settings = settings
        self._updating = False
        self._shown: str | None = None   # the ruleset the lists show
        outer = QVBoxLayout(self)      # the lists scroll in a short dock instead of holding the dock tall
        outer.setContentsMargins(0, 0, 0, 0)
        scroll = QScrollArea()
        scroll.setWidgetResizable(True)
        scroll.setFrameShape(QScrollArea.NoFrame)
        inner = QWidget()
        scroll.setWidget(inner)
        outer.addWidget(scroll)
        lay = QVBoxLayout(inner)
        lay.setContentsMargins(4, 4, 4, 4)
        self.lists: dict[str, QListWidget] = {}
        for key, title in (("terrain", self.tr("Terrain")), ("feature", self.tr("Hexside features")),
                           ("fortification", self.tr("Fortifications"))):
            lab = QLabel(f"<b>{title}</b>")
            lst = QListWidget()
            lst.setIconSize(QSize(ICON, ICON))
            lst.itemClicked.connect(lambda item, k=key: self._chosen(k, item))
            lst.currentItemChanged.connect(lambda item, _old, k=key: self._chosen(k, item, request_tool=False))
            lst.setMinimumHeight(MIN_ROWS * (ICON + 6) + 6)  # a few rows even in a short window
            lay.addWidget(lab)
            lay.addWidget(lst, 3 if key == "terrain" else 2)
            self.lists[key] = lst
        note = QLabel(self.tr("<small>* assumed: no source gives this entry's values (see tooltip)</small>"))
        note.setWordWrap(True)
        lay.addWidget(note)
        form = QFormLayout()
        radius_row = QHBoxLayout()
        self.radius_group = QButtonGroup(self)
        for r in (0, 1, 2):
            b = QRadioButton(str(r))
            b.setToolTip(self.tr("Brush radius {radius} (%n hex(es))", "", [1, 7, 19][r]).format(radius=r))
            self.radius_group.addButton(b, r)
            radius_row.addWidget(b)
        self.radius_group.idClicked.connect(lambda r: self.settings.set(radius=r))
        form.addRow(self.tr("Brush radius"), radius_row)
        self.mode_box = QComboBox()
        self.mode_box.addItems(list(ELEVATION_MODES))
        self.mode_box.currentTextChanged.connect(lambda m: self._set_quiet(elevation_mode=m))
        form.addRow(self.tr("Elevation"), self.mode_box)
        self.level_spin = QSpinBox()
        self.level_spin.setRange(-9, 9)
        self.level_spin.valueChanged.connect(lambda v: self._set_quiet(elevation_level=v))
        form.addRow(self.tr("Level (set)"), self.level_spin)
        self.flag_box = QComboBox()
        self.flag_box.addItems(list(HEX_FLAGS))
        self.flag_box.setToolTip(self.tr("What the Road tool draws through hex centres"))
        self.flag_box.currentTextChanged.connect(lambda f: self._set_quiet(hex_flag=f))
        form.addRow(self.tr("Road tool"), self.flag_box)
        self.shape_box = QComboBox()
        self.shape_box.addItems(list(SHAPE_TARGETS))
        self.shape_box.setToolTip(self.tr("What the Line and Rect tools paint: the chosen terrain or the Level (set)"))
        self.shape_box.currentTextChanged.connect(lambda t: self._set_quiet(shape_target=t))
        form.addRow(self.tr("Line/rect paints"), self.shape_box)
        lay.addLayout(form)
        settings.changed.connect(self.sync_from_settings)
        self.set_ruleset(ruleset)

    def _set_quiet(self, **values) -> None:
        if not self._updating:
            self.settings.set(**values)

    def set_ruleset(self, ruleset: str) -> None:
        """Fill the lists from ``ruleset``'s catalogue (kept when they show
        it already: every opened file calls this on the GUI thread)."""
        cat = load_catalogue(ruleset)
        self._updating = True
        try:
            for key, entries, icon in () if self._shown == ruleset else (
                    ("terrain", cat.terrain, lambda n, e: terrain_icon(e.get("color", "#ff00ff"), e.get("pattern"))),
                    ("feature", cat.hexside_features, lambda n, e: feature_icon(n, e.get("color", "#ff00ff"))),
                    ("fortification", cat.fortifications,
                     lambda n, e: fortification_icon(n, e.get("color", "#404040")))):
                lst = self.lists[key]
                lst.clear()
                role = {"terrain": "terrain", "feature": "hexside", "fortification": "fortification"}[key]
                for name, entry in entries.items():
                    shown = catalogue_name(role, entry.get("label") or name.replace("_", " "))  # core's catalogue
                    text = shown + ("  *" if entry.get("assumed") else "")
                    item = QListWidgetItem(icon(name, entry), text)
                    item.setData(Qt.UserRole, name)
                    item.setToolTip(entry_tooltip(name, entry, shown))
                    lst.addItem(item)
            self._shown = ruleset
            # keep the choices valid for this ruleset
            s = self.settings
            fix = {}
            if s.terrain not in cat.terrain:
                fix["terrain"] = next(iter(cat.terrain))
            if s.feature not in cat.hexside_features and cat.hexside_features:
                fix["feature"] = next(iter(cat.hexside_features))
            if s.fortification not in cat.fortifications and cat.fortifications:
                fix["fortification"] = next(iter(cat.fortifications))
        finally:
            self._updating = False
        if fix:
            self.settings.set(**fix)
        self.sync_from_settings()

    def _chosen(self, key: str, item: QListWidgetItem | None, request_tool: bool = True) -> None:
        if item is None or self._updating:
            return
        self.settings.set(**{key: item.data(Qt.UserRole)})
        if request_tool:
            self.settings.toolRequested.emit(self.TOOL_FOR_LIST[key])

    def sync_from_settings(self) -> None:
        """Show the current settings (after the eyedropper, a new map...)."""
        self._updating = True
        try:
            s = self.settings
            for key in ("terrain", "feature", "fortification"):
                lst = self.lists[key]
                value = getattr(s, key)
                for i in range(lst.count()):
                    if lst.item(i).data(Qt.UserRole) == value:
                        if lst.currentRow() != i:
                            lst.setCurrentRow(i)
                        break
            btn = self.radius_group.button(s.radius)
            if btn is not None and not btn.isChecked():
                btn.setChecked(True)
            self.mode_box.setCurrentText(s.elevation_mode)
            self.level_spin.setValue(int(s.elevation_level))
            self.flag_box.setCurrentText(s.hex_flag)
            self.shape_box.setCurrentText(s.shape_target)
        finally:
            self._updating = False
