"""File dialogs start in the user's documents folder (or the folder last
used, or Preferences' default folder), never the current directory; a new
document's save name comes from its title; Open Recent keeps full paths
without duplicates."""
import os

from PySide6.QtCore import QSettings, QStandardPaths

from editor.paths import DEFAULT_FOLDER_KEY, save_name, start_dir
from editor.recent_files import add_recent_file, recent_files


def _settings(tmp_path):
    return QSettings(str(tmp_path / "s.ini"), QSettings.IniFormat)


def test_dialogs_start_in_documents_not_the_current_directory(qapp, tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    s = _settings(tmp_path)
    docs = QStandardPaths.writableLocation(QStandardPaths.DocumentsLocation) or os.path.expanduser("~")
    assert start_dir(s) == docs and start_dir(s) != str(tmp_path)
    folder = tmp_path / "designs"
    folder.mkdir()
    s.setValue(DEFAULT_FOLDER_KEY, str(folder))
    assert start_dir(s) == str(folder)
    used = tmp_path / "elsewhere"
    used.mkdir()
    (used / "a.json").write_text("{}")
    add_recent_file(s, str(used / "a.json"))
    assert start_dir(s) == str(used)


def test_save_name_from_the_title():
    assert save_name("Balka Hill", ".scenario.json") == "Balka Hill.scenario.json"
    assert save_name('Hill 2/3: "Night"?', ".json") == "Hill 2-3- -Night.json"
    assert save_name("", ".json") == "Untitled.json"
    assert save_name("...", ".json") == "Untitled.json"


def test_recent_files_are_full_paths_without_duplicates(qapp, tmp_path, monkeypatch):
    s = _settings(tmp_path)
    f = tmp_path / "m.json"
    f.write_text("{}")
    link = tmp_path / "link.json"
    link.symlink_to(f)
    (tmp_path / "sub").mkdir()
    monkeypatch.chdir(tmp_path / "sub")
    add_recent_file(s, str(f))
    add_recent_file(s, "../m.json")
    add_recent_file(s, str(link))
    files = recent_files(s)
    assert files == [str(link)] and os.path.isabs(files[0])
