"""The editor's Qt translation (issue 17).

(a) No string literal with words reaches a Qt text API straight (setText,
    QAction(...), QMessageBox.*, file dialog captions and filters...):
    each goes through ``tr``/``QCoreApplication.translate``.  An AST scan
    of every area of `tools/qt_catalogue.AREAS` lists the offenders as
    ``file:line``.
(b) Every ``tr``/``translate`` source of an area is in its ``.ts``, and the
    Russian ``.ts`` has no unfinished, vanished or wrongly-numbered entry
    and keeps every placeholder (`qt_catalogue.problems`).
(c) Under Russian the main window's menus and its dialogs are Russian.
"""
from __future__ import annotations

import ast
import re
import sys
from pathlib import Path

import pytest
from PySide6.QtWidgets import QLabel

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "tools"))
import qt_catalogue  # noqa: E402

#: methods whose string arguments are shown to the user
TEXT_METHODS = {
    "setText", "setWindowTitle", "setToolTip", "setStatusTip", "setWhatsThis", "setPlaceholderText",
    "addAction", "addMenu", "setTitle", "addTab", "insertTab", "setTabText", "setTabToolTip",
    "setHeaderLabels", "setHorizontalHeaderLabels", "setVerticalHeaderLabels", "showMessage",
    "addItem", "insertItem", "addItems", "setItemText", "setPrefix", "setSuffix", "setSpecialValueText",
    "addRow", "setLabelText", "setFormat", "setIconText", "setButtonText", "addButton", "setInformativeText",
    "setDetailedText", "setWindowIconText",
}
#: classes whose constructors take a visible text
TEXT_CLASSES = {
    "QAction", "QMenu", "QLabel", "QPushButton", "QCheckBox", "QRadioButton", "QGroupBox", "QDockWidget",
    "QToolBar", "QToolButton", "QMessageBox", "QListWidgetItem", "QTableWidgetItem", "QTreeWidgetItem",
    "QCommandLinkButton", "QProgressDialog", "QUndoCommand",
}
#: classes every static call of which shows its string arguments (captions, filters, questions)
DIALOG_CLASSES = {"QMessageBox", "QFileDialog", "QInputDialog", "QColorDialog", "QFontDialog"}
#: the editor's own helpers that show a text: name -> (positions of text arguments, text keywords)
HELPERS = {"create": ((1, 5), {"text", "tip"}), "add_menu": ((1,), {"title"}), "add_dock": ((1,), {"title"}),
           "apply": ((0,), {"text"}), "apply_scenario": ((0,), {"text"})}   # undo texts: Edit > Undo <text>
#: signals whose first argument is a message shown to the user (``x.message.emit("...")``)
TEXT_SIGNALS = {"message", "editFailed", "statusMessage"}
HELPERS["message"] = ((0,), {"text"})  # the scenario controller's status-bar message
HELPERS.update({"show_error": ((0, 1), {"title", "text"}), "show_file_error": ((0,), {"title"}),
                "show_warnings": ((0,), {"title"}), "ask_open_path": ((0, 1), {"caption", "filters"}),
                "tell": ((0,), {"text"}), "labelled_row": ((0,), {"label"}),
                "button_row": (tuple(range(8)), set()), "edit": ((0,), {"text"}), "_apply": ((0,), {"text"}),
                "fill_sides": ((3,), {"none_text"}), "_set_per_side": ((1,), {"what"}), "_number": ((1,), {"what"}),
                "_refused": ((0,), {"message"})})
#: keyword arguments that are data, not text
DATA_KEYWORDS = {"objectName", "userData", "data", "dir", "directory"}
#: literals with letters that need no translation (units, abbreviations kept Latin, symbols)
ALLOWED = {"AP", "CAP", "LOS", "VP", "MP", "PNG", "PDF", "SVG", "JSON", "CCRR", "x", "×", "mm", "px", "s",
           "dpi", "Hexwright"}
_NOT_WORDS = re.compile(r"</?\w+/?>|\*\.\w+|%[a-zA-Z]|\{[^}]*\}|&(?=\w)|\b(?:AP|CAP|LOS|VP|MP)\b")


def _has_words(text: str) -> bool:
    text = text.strip()
    if text in ALLOWED:
        return False
    return bool(re.search(r"[^\W\d_]", _NOT_WORDS.sub("", text)))


def literal_text(node: ast.AST | None) -> str | None:
    """The untranslated literal text ``node`` would show, or None: a string
    constant with words, an f-string, ``"..." + x``, ``"...".format()``, a
    conditional or a list of those.  A call (``tr``, ``translate``, any
    function) is not a literal."""
    if node is None:
        return None
    if isinstance(node, ast.Constant) and isinstance(node.value, str):
        return node.value if _has_words(node.value) else None
    if isinstance(node, ast.JoinedStr):
        text = "".join(v.value for v in node.values if isinstance(v, ast.Constant) and isinstance(v.value, str))
        return text if _has_words(text) else None
    if isinstance(node, ast.BinOp):
        return literal_text(node.left) or literal_text(node.right)
    if isinstance(node, ast.IfExp):
        return literal_text(node.body) or literal_text(node.orelse)
    if isinstance(node, (ast.List, ast.Tuple)):
        for elt in node.elts:
            found = literal_text(elt)
            if found:
                return found
        return None
    if isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute) and node.func.attr in ("format", "join"):
        return literal_text(node.func.value)
    return None


def _text_args(call: ast.Call) -> list[ast.AST]:
    """The arguments of ``call`` that carry visible text."""
    func = call.func
    name = func.attr if isinstance(func, ast.Attribute) else func.id if isinstance(func, ast.Name) else ""
    args = list(call.args)
    if name == "emit":
        return args[:1]
    if name in HELPERS:
        positions, keywords = HELPERS[name]
        return [a for i, a in enumerate(args) if i in positions] + [k.value for k in call.keywords
                                                                    if k.arg in keywords]
    if name in ("addItem", "insertItem"):
        # addItem(text, data) / addItem(icon, text, data) / insertItem(i, text, data): the data is not text
        if name == "insertItem":
            args = args[1:]
        args = args[:1] if len(args) <= 2 else args[1:2]
    if name == "addRow" and len(args) == 1:
        args = []  # addRow(widget) or addRow(layout)
    return args + [k.value for k in call.keywords if k.arg not in DATA_KEYWORDS]


def _is_text_call(call: ast.Call) -> bool:
    func = call.func
    if isinstance(func, ast.Name):
        return func.id in TEXT_CLASSES or func.id in HELPERS
    if isinstance(func, ast.Attribute):
        if func.attr in TEXT_METHODS or func.attr in HELPERS:
            return True
        if func.attr == "emit" and isinstance(func.value, ast.Attribute) and func.value.attr in TEXT_SIGNALS:
            return True
        if isinstance(func.value, ast.Name) and func.value.id in DIALOG_CLASSES:
            return True
        if func.attr in TEXT_CLASSES:     # QtWidgets.QLabel(...)
            return True
    return False


def untranslated(path: Path, root: Path = ROOT) -> list[str]:
    """``file:line: text`` of every literal given straight to a Qt text API in ``path``."""
    tree = ast.parse(path.read_text(encoding="utf-8"), filename=str(path))
    out = []
    for node in ast.walk(tree):
        if isinstance(node, ast.Call) and _is_text_call(node):
            for arg in _text_args(node):
                text = literal_text(arg)
                if text:
                    out.append(f"{path.relative_to(root)}:{arg.lineno}: {text[:60]!r}")
    return out


@pytest.mark.parametrize("area", sorted(qt_catalogue.AREAS))
def test_no_literal_reaches_a_qt_text_api(area):
    found = [line for f in qt_catalogue.area_files(area) for line in untranslated(f)]
    assert found == [], f"{len(found)} untranslated literal(s) in area {area}:\n" + "\n".join(found)


def test_the_scan_finds_literals_and_passes_translated_text(tmp_path):
    src = tmp_path / "sample.py"
    src.write_text(
        "a.setText('Open map')\n"                           # 1: flagged
        "a.setText(self.tr('Open map'))\n"
        "QLabel(f'{n} units')\n"                            # 3: flagged
        "QMessageBox.warning(self, 'Cannot save', msg)\n"   # 4: flagged
        "QFileDialog.getOpenFileName(self, t, d, 'Maps (*.json)')\n"   # 5: flagged
        "box.addItem(self.tr('Millimetres'), 'mm')\n"
        "box.addItem('Inches', 'in')\n"                     # 7: flagged
        "b.setSuffix(' AP')\n"
        "a.setToolTip('x' if c else 'Undo the last edit')\n"  # 9: flagged
        "QCoreApplication.translate('Ctx', 'Save')\n"
        "form.addRow('Name:', edit)\n"                      # 11: flagged
        "reg.create('file.save', '&Save', slot, fm, None, 'Write the file')\n"  # 12: flagged twice
        "reg.create('file.save', self.tr('&Save'), slot, fm, tip=self.tr('Write'))\n",
        encoding="utf-8")
    lines = [int(x.split(":")[1]) for x in untranslated(src, tmp_path)]
    assert sorted(lines) == [1, 3, 4, 5, 7, 9, 11, 12, 12]


@pytest.mark.parametrize("area", sorted(qt_catalogue.AREAS))
def test_the_russian_catalogue_of_each_area_is_complete(area):
    assert qt_catalogue.problems(area) == []


def test_the_checker_reports_unfinished_numerus_and_placeholders(tmp_path, monkeypatch):
    ts = tmp_path / "main_ru.ts"
    ts.write_text("""<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS><TS version="2.1" language="ru_RU"><context><name>W</name>
<message><source>Open</source><translation type="unfinished"></translation></message>
<message numerus="yes"><source>%n unit(s)</source><translation>
<numerusform>%n отряд</numerusform><numerusform>%n отряда</numerusform></translation></message>
<message><source>{unit} at {hex}</source><translation>{unit} в гексе</translation></message>
<message><source>Gone</source><translation>Нет</translation></message>
</context><context><name></name>
<message><source>Lost</source><translation>Потеря</translation></message>
</context></TS>""", encoding="utf-8")
    monkeypatch.setattr(qt_catalogue, "ts_path", lambda area, lang: ts)
    monkeypatch.setattr(qt_catalogue, "ROOT", tmp_path)
    monkeypatch.setattr(qt_catalogue, "extracted", lambda area: {("W", "Open", ""), ("W", "%n unit(s)", ""),
                                                                  ("W", "{unit} at {hex}", ""), ("W", "Save", ""),
                                                                  ("", "Lost", "")})
    found = "\n".join(qt_catalogue.problems("main"))
    assert "missing [W] 'Save'" in found
    assert "'Open': unfinished" in found
    assert "2 numerus forms, ru needs 3" in found
    assert "placeholders differ" in found
    assert "'Gone': vanished" in found
    assert "'Lost': no context" in found


@pytest.fixture
def russian(qapp, tmp_path):
    """The editor's catalogues compiled afresh (lrelease) and installed in
    Russian for the test; English again after it."""
    from editor import translation
    qt_catalogue.compile_all(tmp_path)
    assert translation.install(qapp, "ru", tmp_path) == "ru"
    yield
    translation.install(qapp, "en")


_CYRILLIC = re.compile("[А-Яа-яЁё]")


def test_under_russian_the_menus_and_dialogs_are_russian(qtbot, tmp_path, russian):
    from core import i18n
    from PySide6.QtCore import QSettings
    from editor.main_window import MainWindow
    from editor.widgets.new_map_dialog import NewMapDialog
    from editor.widgets.preferences_dialog import PreferencesDialog
    assert i18n.language() == "ru"                       # core's messages follow the editor's language
    settings = QSettings(str(tmp_path / "s.ini"), QSettings.IniFormat)
    w = MainWindow(settings=settings)
    qtbot.addWidget(w)
    reg = w.action_registry
    titles = {mid: reg.menu(mid).title() for mid in reg.menu_ids()}
    assert titles["file"] == "&Файл" and titles["edit"] == "&Правка" and titles["view"] == "&Вид"
    assert all(_CYRILLIC.search(t) for t in titles.values()), titles
    assert reg.action("file.save").text() == "&Сохранить"
    assert w.palette_dock.windowTitle() == "Палитра"
    assert w.tool_actions["brush"].text() == "Кисть"
    w.document.undo_stack.setIndex(0)
    assert w.undo_action.text().startswith("&Отменить")
    prefs = PreferencesDialog(settings)
    qtbot.addWidget(prefs)
    assert prefs.windowTitle() == "Настройки"
    assert prefs.language.itemText(0) == "Как в системе" and prefs.units.itemText(0) == "миллиметры"
    new_map = NewMapDialog()
    qtbot.addWidget(new_map)
    assert new_map.windowTitle() == "Новая карта"
    labels = [lab.text() for lab in new_map.findChildren(QLabel)]
    assert "Столбцы" in labels and "Правила" in labels, labels
    # plurals the Russian way (one / few / many)
    panel = w.scenario_ui.validation
    assert [panel.tr("%n warning(s)", "", n) for n in (1, 3, 5, 21)] == [
        "1 предупреждение", "3 предупреждения", "5 предупреждений", "21 предупреждение"]


def test_english_plurals_read_as_english(qtbot, tmp_path, qapp):
    from editor import translation
    qt_catalogue.compile_all(tmp_path)
    translation.install(qapp, "en", tmp_path)
    from PySide6.QtCore import QCoreApplication
    assert QCoreApplication.translate("RegionActions", "%n hex(es)", None, 1) == "1 hex"
    assert QCoreApplication.translate("RegionActions", "%n hex(es)", None, 7) == "7 hexes"


def test_numbers_in_qt_widgets_follow_the_language(qtbot, russian):
    """Spin boxes (the print dialog's hex size) write Russian numbers with a
    decimal comma; English again after the fixture."""
    from PySide6.QtCore import QLocale
    from PySide6.QtWidgets import QDoubleSpinBox

    from editor.print.menu import PrintDialog
    assert QLocale().decimalPoint() == ","
    d = PrintDialog()
    qtbot.addWidget(d)
    texts = [b.text() for b in d.findChildren(QDoubleSpinBox)]
    assert texts and all("," in t and "." not in t for t in texts), texts


def _sources_in_code(area: str) -> list[tuple[str, int, str | None, str]]:
    """``(file, line, context or None, source)`` of every literal ``tr``,
    ``QCoreApplication.translate`` and ``QT_TRANSLATE_NOOP`` call of ``area``
    (read from the AST, independently of lupdate)."""
    out = []
    for f in qt_catalogue.area_files(area):
        for n in ast.walk(ast.parse(f.read_text(encoding="utf-8"))):
            if not isinstance(n, ast.Call):
                continue
            name = n.func.attr if isinstance(n.func, ast.Attribute) else getattr(n.func, "id", "")
            lits = [a.value if isinstance(a, ast.Constant) and isinstance(a.value, str) else None for a in n.args]
            if name == "tr" and lits and lits[0] is not None:
                out.append((str(f.relative_to(ROOT)), n.lineno, None, lits[0]))
            elif name in ("translate", "QT_TRANSLATE_NOOP") and len(lits) >= 2 and None not in lits[:2]:
                out.append((str(f.relative_to(ROOT)), n.lineno, lits[0], lits[1]))
    return out


@pytest.mark.parametrize("area", sorted(qt_catalogue.AREAS))
def test_every_translated_literal_of_the_code_is_in_the_catalogue(area):
    """lupdate silently drops some calls (a count given as an expression such
    as ``len(x) - 1`` to QCoreApplication.translate): the AST finds them."""
    entries = qt_catalogue.read_ts(qt_catalogue.ts_path(area, "ru"))
    keys = {(e.context, e.source) for e in entries}
    sources = {e.source for e in entries}
    missing = [f"{file}:{line}: [{ctx}] {src!r}" for file, line, ctx, src in _sources_in_code(area)
               if (src not in sources if ctx is None else (ctx, src) not in keys)]
    assert missing == [], "not in the catalogue (lupdate skipped them?):\n" + "\n".join(missing)


@pytest.mark.parametrize("area", sorted(qt_catalogue.AREAS))
def test_plurals_go_through_tr_where_lupdate_sees_them(area):
    """pyside6-lupdate marks ``self.tr(text, "", n)`` numerus but not
    ``QCoreApplication.translate(ctx, text, None, n)``: such a message gets
    one form only, so a count must come through ``tr`` (or a wording
    without a counted noun and a named placeholder)."""
    found = []
    for f in qt_catalogue.area_files(area):
        for n in ast.walk(ast.parse(f.read_text(encoding="utf-8"))):
            if (isinstance(n, ast.Call) and isinstance(n.func, ast.Attribute) and n.func.attr == "translate"
                    and (len(n.args) >= 4 or any(k.arg == "n" for k in n.keywords))):
                found.append(f"{f.relative_to(ROOT)}:{n.lineno}")
    assert found == [], "QCoreApplication.translate with a count (use self.tr):\n" + "\n".join(found)


def test_the_language_is_the_preference_else_hexwright_lang_else_the_system(tmp_path, monkeypatch):
    from PySide6.QtCore import QLocale, QSettings
    from editor.translation import chosen_language
    from editor.widgets.preferences_dialog import LANGUAGE_KEY
    settings = QSettings(str(tmp_path / "s.ini"), QSettings.IniFormat)
    monkeypatch.setenv("HEXWRIGHT_LANG", "ru_RU.UTF-8")
    assert chosen_language(settings) == "ru"             # Preferences empty: HEXWRIGHT_LANG
    settings.setValue(LANGUAGE_KEY, "en")
    assert chosen_language(settings) == "en"             # the Preferences choice wins
    settings.setValue(LANGUAGE_KEY, "")
    monkeypatch.delenv("HEXWRIGHT_LANG")
    monkeypatch.setattr(QLocale, "system", staticmethod(lambda: QLocale("ru_RU")))
    assert chosen_language(settings) == "ru"             # else the system's
