"""Issue 18 item 11: pack import gives clear errors for a reinforcement
that is an integer, an unsupported compression method and a surrogate in
a rewritten name; one member size limit with the file loader; a cap on
the JSON the pack makes us parse; Windows device names; normal folder mode."""
from __future__ import annotations

import json
import os
import zipfile

import pytest

import core.formats.pack_import as pack_import
import core.formats.pack_safety as pack_safety
from core.errors import FormatError
from core.formats import jsonio
from core.formats.pack_import import import_pack
from tests.packs.conftest import manifest_for, sample_pack, valid_members, write_zip  # noqa: F401 (fixtures)


def _refused(pack, tmp_path, *words):
    out = tmp_path / "out"
    with pytest.raises(FormatError) as e:
        import_pack(pack, out)
    msg = str(e.value)
    msg.encode("utf-8")                      # the message prints
    for w in words:
        assert w in msg, msg
    assert not out.exists()
    return msg


def _scenario_name(members):
    return next(p for p in members if p.endswith(".scenario.json"))


def _with_scenario(valid_members, fn):
    members = dict(valid_members)
    name = _scenario_name(members)
    doc = json.loads(members[name])
    fn(doc)
    members[name] = json.dumps(doc).encode("utf-8")
    return members, name


def test_a_reinforcement_given_as_an_integer(tmp_path, valid_members):
    members, name = _with_scenario(valid_members, lambda d: d.__setitem__("reinforcements", [7]))
    pack = tmp_path / "p.hwpack"
    write_zip(pack, list(members.items()), manifest_for(members))
    _refused(pack, tmp_path, name, "$.reinforcements[0]", "expected an object")


def test_units_given_as_integers(tmp_path, valid_members):
    members, name = _with_scenario(valid_members, lambda d: d.__setitem__("units", [3, "x"]))
    pack = tmp_path / "p.hwpack"
    write_zip(pack, list(members.items()), manifest_for(members))
    _refused(pack, tmp_path, name, "$.units[0]")


def test_an_unsupported_compression_method(tmp_path, valid_members):
    pack = tmp_path / "p.hwpack"
    write_zip(pack, list(valid_members.items()), manifest_for(valid_members))
    raw = bytearray(pack.read_bytes())
    name = _scenario_name(valid_members).encode()
    # set the compression method of that member to 99 (AE-x) in its local and central headers
    for sig, off in ((b"PK\x03\x04", 8), (b"PK\x01\x02", 10)):
        i = 0
        while (i := raw.find(sig, i)) >= 0:
            name_off = 30 if sig == b"PK\x03\x04" else 46
            if raw[i + name_off:i + name_off + len(name)] == name:
                raw[i + off:i + off + 2] = (99).to_bytes(2, "little")
            i += 4
    pack.write_bytes(bytes(raw))
    _refused(pack, tmp_path, "compression method 99")


def test_bzip2_member_is_refused_by_header(tmp_path, valid_members):
    pack = tmp_path / "p.hwpack"
    with zipfile.ZipFile(pack, "w") as zf:
        zf.writestr("manifest.json", json.dumps(manifest_for(valid_members)))
        for n, d in valid_members.items():
            zf.writestr(zipfile.ZipInfo(n), d, compress_type=zipfile.ZIP_BZIP2)
    _refused(pack, tmp_path, "compression method 12")


def test_a_surrogate_in_a_rewritten_unit_name(tmp_path, valid_members):
    def bad(d):
        d["units"][0]["name"] = "\ud800"
    members = dict(valid_members)
    name = _scenario_name(members)
    doc = json.loads(members[name])
    bad(doc)
    members[name] = json.dumps(doc).encode("utf-8")       # ASCII escape \ud800 in the file
    pack = tmp_path / "p.hwpack"
    write_zip(pack, list(members.items()), manifest_for(members))
    _refused(pack, tmp_path, name, "surrogate")


def test_one_member_limit_with_the_file_loader(monkeypatch, tmp_path, valid_members):
    assert pack_safety.MAX_MEMBER_BYTES == jsonio.MAX_BYTES
    monkeypatch.setattr(pack_safety, "MAX_MEMBER_BYTES", 1000)
    monkeypatch.setattr(pack_import, "MAX_MEMBER_BYTES", 1000)
    members = dict(valid_members)
    big = next(p for p, d in members.items() if len(d) > 1000)
    pack = tmp_path / "p.hwpack"
    write_zip(pack, list(members.items()), manifest_for(members))
    _refused(pack, tmp_path, big, "1000 bytes")


def test_a_cap_on_the_json_parsed(monkeypatch, tmp_path, valid_members):
    monkeypatch.setattr(pack_import, "MAX_JSON_BYTES", 2000)
    pack = tmp_path / "p.hwpack"
    write_zip(pack, list(valid_members.items()), manifest_for(valid_members))
    _refused(pack, tmp_path, "JSON", "2000 bytes")


@pytest.mark.parametrize("bad", ["CON", "aux.json", "maps/nul.txt", "maps/COM1.json", "lpt9", "maps/x.", "maps/y "])
def test_windows_device_names_and_trailing_dots(tmp_path, valid_members, bad):
    members = dict(valid_members)
    members[bad] = b"{}"
    pack = tmp_path / "p.hwpack"
    write_zip(pack, list(members.items()), manifest_for(members))
    _refused(pack, tmp_path, repr(bad), "Windows")


def test_the_imported_folder_has_the_normal_mode(tmp_path, sample_pack):
    out = tmp_path / "out"
    import_pack(sample_pack, out)
    umask = os.umask(0)
    os.umask(umask)
    for d in [out, *(p for p in out.rglob("*") if p.is_dir())]:
        assert d.stat().st_mode & 0o777 == 0o777 & ~umask, d
