"""`hexwright import PACK -o OUT` names what is wrong with OUT: an existing
file is a file (not "the output folder already exists"), a folder with
files in it is not empty, a file as its parent is a file.  Nothing is
written in any case."""
import pytest

from core.formats.pack import export_pack
from hexwright.cli import main
from tests.conftest import SAMPLES


@pytest.fixture(scope="module")
def pack(tmp_path_factory):
    out = tmp_path_factory.mktemp("pack") / "p.hwpack"
    export_pack([str(SAMPLES / "coh_partisans.scenario.json")], out)
    return out


def _import_err(pack, out, capsys):
    assert main(["import", str(pack), "-o", str(out)]) == 2
    return capsys.readouterr().err


def test_an_existing_file_is_called_a_file(pack, tmp_path, capsys):
    out = tmp_path / "x.pdf"
    out.write_bytes(b"%PDF-1.4 mine")
    err = _import_err(pack, out, capsys)
    assert f"{out}: refused: this is an existing file, not a folder" in err
    assert "folder already exists" not in err and "Traceback" not in err
    assert out.read_bytes() == b"%PDF-1.4 mine" and sorted(p.name for p in tmp_path.iterdir()) == ["x.pdf"]


def test_a_folder_with_files_is_still_not_empty(pack, tmp_path, capsys):
    out = tmp_path / "out"
    out.mkdir()
    (out / "keep.txt").write_text("mine")
    err = _import_err(pack, out, capsys)
    assert "the output folder already exists and is not empty" in err and "is an existing file" not in err


def test_a_file_as_the_parent_is_called_a_file(pack, tmp_path, capsys):
    (tmp_path / "f.txt").write_text("x")
    out = tmp_path / "f.txt" / "out"
    err = _import_err(pack, out, capsys)
    assert f"{tmp_path / 'f.txt'} is a file, not a folder" in err and "does not exist" not in err


def test_an_empty_folder_is_used(pack, tmp_path, capsys):
    out = tmp_path / "empty"
    out.mkdir()
    assert main(["import", str(pack), "-o", str(out)]) == 0
    assert (out / "manifest.json").is_file()
