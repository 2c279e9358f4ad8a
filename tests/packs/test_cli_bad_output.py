"""Bad output names and option values of ``hexwright export``, ``print`` and
``export-tiled``: one clear message naming the option or file, no
traceback, nothing written."""
import os
import zipfile

import pytest

from core.errors import FormatError
from core.formats.pack import export_pack
from hexwright.cli import main
from tests.conftest import SAMPLES

PARTISANS = str(SAMPLES / "coh_partisans.scenario.json")


def _files(folder) -> list[str]:
    return sorted(os.listdir(folder))


def test_export_to_a_folder_says_so(tmp_path, capsys, monkeypatch):
    monkeypatch.chdir(tmp_path)
    assert main(["export", PARTISANS, "-o", ".", "--no-artwork"]) == 2
    err = capsys.readouterr().err
    assert "-o . is a folder; give a .hwpack file name" in err and "busy" not in err
    assert _files(tmp_path) == []


def test_export_into_a_missing_folder_names_it(tmp_path, capsys):
    out = tmp_path / "nope" / "p.hwpack"
    assert main(["export", PARTISANS, "-o", str(out), "--no-artwork"]) == 2
    err = capsys.readouterr().err
    assert f"-o {out} is in a folder that does not exist" in err and "Traceback" not in err
    assert _files(tmp_path) == []


def test_export_pack_refuses_a_folder_before_any_work(tmp_path):
    with pytest.raises(FormatError, match="is a folder; give a .hwpack file name") as e:
        export_pack([PARTISANS], tmp_path)
    assert e.value.file == str(tmp_path) and _files(tmp_path) == []


def test_the_same_scenario_twice_is_packed_once(tmp_path, capsys, monkeypatch):
    monkeypatch.chdir(SAMPLES)
    pack = tmp_path / "p.hwpack"
    assert main(["export", PARTISANS, "coh_partisans.scenario.json", "-o", str(pack), "--no-artwork"]) == 0
    assert "1 scenario(s)" in capsys.readouterr().out
    with zipfile.ZipFile(pack) as zf:
        names = zf.namelist()
    assert [n for n in names if n.endswith(".scenario.json")] == ["scenarios/coh_partisans.scenario.json"]


def test_export_bad_hex_size_names_the_option(tmp_path, capsys):
    out = tmp_path / "p.hwpack"
    assert main(["export", PARTISANS, "-o", str(out), "--hex-size", "big"]) == 2
    err = capsys.readouterr().err
    assert "--hex-size big: expected a number with mm, cm or in" in err and "19mm" in err
    assert not out.exists()


@pytest.mark.parametrize("argv, words", [
    (["print", PARTISANS, "--counter-size", "-1mm"], "--counter-size -1mm: the length must be positive"),
    (["print", PARTISANS, "--counter-size=-1mm"], "--counter-size -1mm: the length must be positive"),
    (["print", PARTISANS, "--hex-size", "-19mm"], "--hex-size -19mm: the length must be positive"),
    (["print", PARTISANS, "--counter-size", "0mm"], "--counter-size 0mm: the length must be positive"),
    (["export", PARTISANS, "--no-artwork", "--hex-size", "-.5in"], "--hex-size -.5in: the length must be positive"),
])
def test_negative_sizes_reach_the_option_check(tmp_path, capsys, argv, words):
    out = tmp_path / ("x.pdf" if argv[0] == "print" else "x.hwpack")
    assert main(argv + ["-o", str(out)]) == 2
    err = capsys.readouterr().err
    assert words in err and "usage:" not in err and "expected one argument" not in err
    assert _files(tmp_path) == []


def test_export_tiled_to_a_folder_leaves_nothing(tmp_path, capsys):
    (tmp_path / "maps").mkdir()
    assert main(["export-tiled", str(SAMPLES / "coh_two_boards.json"), "-o", str(tmp_path / "maps")]) == 2
    err = capsys.readouterr().err
    assert err.startswith(f"hexwright export-tiled: {tmp_path / 'maps'}: ") and "the Tiled map is a folder" in err
    assert _files(tmp_path) == ["maps"] and _files(tmp_path / "maps") == []


def test_export_tiled_into_a_missing_folder_names_out(tmp_path, capsys):
    out = tmp_path / "nope" / "x.tmx"
    assert main(["export-tiled", str(SAMPLES / "coh_two_boards.json"), "-o", str(out)]) == 2
    err = capsys.readouterr().err
    assert err.startswith(f"hexwright export-tiled: {out}: ") and "does not exist" in err and ".png" not in err
    assert _files(tmp_path) == []


def test_export_tiled_failing_second_write_removes_the_first(tmp_path, monkeypatch):
    from core.formats import atomic
    from core.formats.scenariofile import load_scenario
    from core.formats.tiled_export import export_tiled
    real = os.replace
    calls = []

    def flaky(src, dst):
        calls.append(str(dst))
        if str(dst).endswith(".tmx"):
            raise OSError(28, "No space left on device")
        return real(src, dst)
    monkeypatch.setattr(atomic.os, "replace", flaky)
    out = tmp_path / "m.tmx"
    with pytest.raises(FormatError, match="No space left") as e:
        export_tiled(load_scenario(SAMPLES / "coh_two_boards.json").hexmap, out)
    assert e.value.file == str(out) and calls[0].endswith("m.tiles.png")
    assert _files(tmp_path) == []   # the image renamed first is gone again, no temporary files either
