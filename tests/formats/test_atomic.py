import os

import pytest

from core.errors import FormatError
from core.formats.atomic import atomic_write_bytes, atomic_write_text


def test_writes_and_replaces(tmp_path):
    p = tmp_path / "a.json"
    atomic_write_text(p, "first ü")
    assert p.read_bytes() == "first ü".encode("utf-8")
    atomic_write_bytes(p, b"second")
    assert p.read_bytes() == b"second"
    assert os.listdir(tmp_path) == ["a.json"]  # no temp file left behind


def test_keeps_permissions(tmp_path):
    p = tmp_path / "a.json"
    p.write_text("x")
    os.chmod(p, 0o640)
    atomic_write_text(p, "y")
    assert os.stat(p).st_mode & 0o777 == 0o640


def test_failure_leaves_old_file_and_no_temp(tmp_path, monkeypatch):
    p = tmp_path / "a.json"
    p.write_text("old")

    def boom(src, dst):
        raise OSError(28, "No space left on device")
    monkeypatch.setattr(os, "replace", boom)
    with pytest.raises(FormatError) as ei:
        atomic_write_text(p, "new")
    assert "a.json" in str(ei.value) and "No space left" in str(ei.value)
    assert p.read_text() == "old"
    assert os.listdir(tmp_path) == ["a.json"]


def test_missing_folder_is_format_error(tmp_path):
    with pytest.raises(FormatError) as ei:
        atomic_write_text(tmp_path / "nope" / "a.json", "x")
    assert "nope" in str(ei.value)
