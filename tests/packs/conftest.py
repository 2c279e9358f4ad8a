"""Helpers for pack tests: a small valid pack built in the test, and a way
to build hostile zips member by member."""
import hashlib
import io
import json
import zipfile

import pytest

from core.formats.pack import export_pack
from tests.conftest import SAMPLES


def role_of(path: str) -> str:
    """The role the exporter gives a member at ``path``."""
    if path.endswith(".scenario.json"):
        return "scenario"
    top = path.split("/")[0]
    return {"decks": "decks", "units": "units", "previews": "preview", "print": "print"}.get(top, "map")


def manifest_for(members: dict[str, bytes], **extra) -> dict:
    """A schema-valid manifest for ``members`` (first .scenario.json is the scenario)."""
    files = [{"path": p, "size": len(d), "sha256": hashlib.sha256(d).hexdigest(), "role": role_of(p)}
             for p, d in members.items()]
    doc = {"format": "hexwright.pack", "format_version": 1, "format_minor": 0, "generator": "test",
           "title": "t", "designer": "d", "scenarios": [f["path"] for f in files if f["role"] == "scenario"],
           "files": files}
    doc.update(extra)
    return doc


def write_zip(path, entries, manifest=None) -> None:
    """``entries``: list of (ZipInfo or name, bytes); ``manifest`` dict added first when given."""
    with zipfile.ZipFile(path, "w", zipfile.ZIP_DEFLATED) as zf:
        if manifest is not None:
            zf.writestr("manifest.json", json.dumps(manifest))
        for info, data in entries:
            zf.writestr(info, data)


@pytest.fixture(scope="session")
def sample_pack(tmp_path_factory):
    """A pack of two sample scenarios without artwork (fast, Qt-free)."""
    out = tmp_path_factory.mktemp("pack") / "samples.hwpack"
    export_pack([str(SAMPLES / "coh_balka_hill.scenario.json"), str(SAMPLES / "coh_partisans.scenario.json")], out)
    return out


@pytest.fixture
def valid_members(sample_pack) -> dict[str, bytes]:
    """The members (manifest aside) of the sample pack, to tamper with."""
    with zipfile.ZipFile(sample_pack) as zf:
        return {n: zf.read(n) for n in zf.namelist() if n != "manifest.json"}


def zip_bytes(entries) -> bytes:
    buf = io.BytesIO()
    with zipfile.ZipFile(buf, "w") as zf:
        for name, data in entries:
            zf.writestr(name, data)
    return buf.getvalue()
