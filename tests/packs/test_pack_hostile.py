"""Hostile packs are refused with a message naming the member, and nothing
is written (DESIGN.md "File formats": import refuses absolute paths, '..',
links, oversized or too many members)."""
import hashlib
import json
import stat
import zipfile

import pytest

from core.errors import FormatError
from core.formats.pack_import import import_pack
from core.formats.pack_safety import MAX_MEMBERS
from tests.packs.conftest import manifest_for, write_zip


def refused(pack, tmp_path, *needles):
    """Import must raise FormatError containing every needle; the output
    folder must not exist and no temporary folder may be left beside it."""
    out = tmp_path / "out"
    with pytest.raises(FormatError) as e:
        import_pack(pack, out)
    msg = str(e.value)
    for n in needles:
        assert n in msg, msg
    assert not out.exists()
    assert sorted(p.name for p in tmp_path.iterdir()) == [pack.name]
    return msg


def test_dotdot_member(tmp_path, valid_members):
    members = dict(valid_members)
    members["../evil"] = b"pwned"
    pack = tmp_path / "p.hwpack"
    write_zip(pack, list(members.items()), manifest_for(valid_members))
    refused(pack, tmp_path, "'../evil'", "'..'")
    assert not (tmp_path.parent / "evil").exists()


def test_absolute_member(tmp_path, valid_members):
    pack = tmp_path / "p.hwpack"
    write_zip(pack, list(valid_members.items()) + [("/tmp/evil_abs", b"x")], manifest_for(valid_members))
    refused(pack, tmp_path, "/tmp/evil_abs", "absolute path")


def test_symlink_member(tmp_path, valid_members):
    info = zipfile.ZipInfo("scenarios/link.json")
    info.external_attr = (stat.S_IFLNK | 0o777) << 16
    pack = tmp_path / "p.hwpack"
    write_zip(pack, list(valid_members.items()) + [(info, b"/etc/passwd")], manifest_for(valid_members))
    refused(pack, tmp_path, "'scenarios/link.json'", "symbolic link")


def test_device_member(tmp_path, valid_members):
    info = zipfile.ZipInfo("dev.bin")
    info.external_attr = (stat.S_IFCHR | 0o666) << 16
    pack = tmp_path / "p.hwpack"
    write_zip(pack, list(valid_members.items()) + [(info, b"")], manifest_for(valid_members))
    refused(pack, tmp_path, "'dev.bin'", "device file")


def test_zero_bomb_inflating_over_100x(tmp_path, valid_members):
    bomb = bytes(20 * 1024 * 1024)            # 20 MiB of zeros: deflates ~1000 x
    members = dict(valid_members)
    members["maps/zeros.json"] = bomb
    pack = tmp_path / "p.hwpack"
    write_zip(pack, list(members.items()), manifest_for(members))
    info = zipfile.ZipFile(pack).getinfo("maps/zeros.json")
    assert info.file_size > 100 * info.compress_size        # the test really builds a bomb
    refused(pack, tmp_path, "'maps/zeros.json'", "compression ratio over 100")


def test_bomb_that_lies_about_its_size(tmp_path, valid_members):
    """A header that claims a small size is not trusted: the cap is the
    manifest's size, and reading stops there."""
    members = dict(valid_members)
    members["maps/liar.json"] = b"{}" + b" " * 50_000
    manifest = manifest_for(members)
    for f in manifest["files"]:
        if f["path"] == "maps/liar.json":
            f["size"] = 10
    pack = tmp_path / "p.hwpack"
    write_zip(pack, list(members.items()), manifest)
    refused(pack, tmp_path, "'maps/liar.json'", "inflates past 10 bytes")


def test_too_many_members(tmp_path):
    pack = tmp_path / "p.hwpack"
    with zipfile.ZipFile(pack, "w") as zf:
        for i in range(20_000):
            zf.writestr(f"m/{i}.txt", b"")
    assert len(zipfile.ZipFile(pack).infolist()) == 20_000 > MAX_MEMBERS
    refused(pack, tmp_path, "20000 members", "10000")


def test_wrong_checksum(tmp_path, valid_members):
    manifest = manifest_for(valid_members)
    target = manifest["files"][1]["path"]
    members = dict(valid_members)
    data = bytearray(members[target])
    data[len(data) // 2] ^= 0x20                # same size, one byte altered
    members[target] = bytes(data)
    pack = tmp_path / "p.hwpack"
    write_zip(pack, list(members.items()), manifest)
    refused(pack, tmp_path, repr(target), "wrong checksum")


@pytest.mark.parametrize("field", ["designer", "files", "format_version"])
def test_manifest_missing_field(tmp_path, valid_members, field):
    manifest = manifest_for(valid_members)
    del manifest[field]
    pack = tmp_path / "p.hwpack"
    write_zip(pack, list(valid_members.items()), manifest)
    msg = refused(pack, tmp_path, "manifest.json")
    assert (f"$.{field}" in msg and "required field is missing" in msg) or "format version" in msg, msg


def test_newer_format_version(tmp_path, valid_members):
    pack = tmp_path / "p.hwpack"
    write_zip(pack, list(valid_members.items()), manifest_for(valid_members, format_version=2))
    refused(pack, tmp_path, "pack format version 2", "newer")


def test_duplicate_names(tmp_path, valid_members):
    name, data = next(iter(valid_members.items()))
    pack = tmp_path / "p.hwpack"
    with pytest.warns(UserWarning):         # zipfile itself warns about the duplicate
        write_zip(pack, list(valid_members.items()) + [(name, data)], manifest_for(valid_members))
    refused(pack, tmp_path, repr(name), "duplicate name")


def test_case_folded_duplicate(tmp_path, valid_members):
    name, data = next(iter(valid_members.items()))
    pack = tmp_path / "p.hwpack"
    write_zip(pack, list(valid_members.items()) + [(name.upper(), data)], manifest_for(valid_members))
    refused(pack, tmp_path, "duplicate name", "case-insensitive")


def test_unlisted_member(tmp_path, valid_members):
    pack = tmp_path / "p.hwpack"
    write_zip(pack, list(valid_members.items()) + [("extra/run_me.py", b"import os")], manifest_for(valid_members))
    refused(pack, tmp_path, "'extra/run_me.py'", "does not list it")


def test_invalid_scenario_schema(tmp_path, valid_members):
    members = dict(valid_members)
    sc_path = next(p for p in members if p.endswith(".scenario.json"))
    doc = json.loads(members[sc_path])
    doc["rounds"] = "many"
    members[sc_path] = json.dumps(doc).encode()
    pack = tmp_path / "p.hwpack"
    write_zip(pack, list(members.items()), manifest_for(members))
    refused(pack, tmp_path, sc_path, "$.rounds")


def test_not_a_zip(tmp_path):
    pack = tmp_path / "p.hwpack"
    pack.write_bytes(b"PK\x03\x04 this is not really a zip")
    refused(pack, tmp_path, "not a readable pack")


def test_existing_output_folder_is_not_touched(tmp_path, sample_pack):
    out = tmp_path / "out"
    out.mkdir()
    (out / "keep.txt").write_text("mine")
    with pytest.raises(FormatError, match="not empty"):
        import_pack(sample_pack, out)
    assert [p.name for p in out.iterdir()] == ["keep.txt"]


def test_sha_in_manifest_is_of_member(valid_members):
    m = manifest_for(valid_members)
    assert all(f["sha256"] == hashlib.sha256(valid_members[f["path"]]).hexdigest() for f in m["files"])


def test_newer_minor_version_with_extra_fields_is_read(tmp_path, valid_members):
    """Minor versions only add fields: a 1.1 manifest with a field this
    version does not know still opens (the field is ignored); 1.0 refuses it."""
    pack = tmp_path / "p.hwpack"
    write_zip(pack, list(valid_members.items()), manifest_for(valid_members, format_minor=1, licence="CC-BY"))
    assert import_pack(pack, tmp_path / "ok").manifest["licence"] == "CC-BY"
    strict = tmp_path / "strict"
    strict.mkdir()
    pack0 = strict / "p.hwpack"
    write_zip(pack0, list(valid_members.items()), manifest_for(valid_members, licence="CC-BY"))
    refused(pack0, strict, "$.licence", "unexpected field")
