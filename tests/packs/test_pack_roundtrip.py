"""Export then import gives the same scenarios; the manifest is checked;
an invalid scenario never produces a pack; a pack opens where the unit
catalogue differs."""
import json
import zipfile
from pathlib import Path

import pytest

from core.catalogues import load_units
from core.errors import FormatError
from core.formats import pack_import
from core.formats.pack import export_pack
from core.formats.pack_import import import_pack, read_pack
from core.formats.scenariofile import load_scenario
from core.formats.schema import load_schema, validate_against
from hexwright.cli import main
from tests.conftest import SAMPLES

ALL = sorted(SAMPLES.glob("*.scenario.json"))


def test_round_trip_every_sample(tmp_path):
    pack = tmp_path / "all.hwpack"
    manifest = export_pack([str(p) for p in ALL], pack)
    contents = import_pack(pack, tmp_path / "out")
    assert contents.warnings == []
    assert len(manifest["scenarios"]) == len(ALL)
    for src in ALL:
        original = load_scenario(src)
        back = load_scenario(tmp_path / "out" / "scenarios" / src.name)
        assert back == original, src.name
        assert back.hexmap == original.hexmap


def test_manifest_lists_every_member_with_checksum(sample_pack):
    with zipfile.ZipFile(sample_pack) as zf:
        names = set(zf.namelist())
        manifest = json.loads(zf.read("manifest.json"))
    assert validate_against(manifest, load_schema("pack-manifest", 1)) == []
    assert {f["path"] for f in manifest["files"]} == names - {"manifest.json"}
    roles = {f["path"]: f["role"] for f in manifest["files"]}
    assert roles["scenarios/coh_balka_hill.scenario.json"] == "scenario"
    assert roles["scenarios/coh_two_boards.json"] == "map"          # shared map stored once
    assert list(roles.values()).count("map") == 1
    assert roles["decks/coh_balka_hill.json"] == "decks"
    assert roles["units/coh.json"] == "units"
    assert manifest["format"] == "hexwright.pack" and manifest["format_version"] == 1


def test_units_member_holds_the_units_used(sample_pack):
    with zipfile.ZipFile(sample_pack) as zf:
        units = json.loads(zf.read("units/coh.json"))
    ids = {u["id"] for u in units["units"]}
    used = {u.catalogue_id for p in ("coh_balka_hill", "coh_partisans")
            for u in load_scenario(SAMPLES / f"{p}.scenario.json").all_units() if u.catalogue_id}
    assert ids == used
    rifles = next(u for u in units["units"] if u["id"] == "german_rifles_41")
    assert rifles["fp_soft"] == load_units("coh").get("german_rifles_41").stats["fp_soft"]


def test_decks_member_carries_card_text(sample_pack):
    with zipfile.ZipFile(sample_pack) as zf:
        decks = json.loads(zf.read("decks/coh_balka_hill.json"))
    sc = load_scenario(SAMPLES / "coh_balka_hill.scenario.json")
    assert [d["id"] for d in decks["decks"]] == [d.id for d in sc.decks]
    card = decks["decks"][0]["cards"][0]
    assert card["name"] and "copies" in card


def test_invalid_scenario_never_makes_a_pack(tmp_path):
    doc = json.loads((SAMPLES / "coh_partisans.scenario.json").read_text())
    doc["initiative"] = "martians"
    bad = tmp_path / "bad.scenario.json"
    bad.write_text(json.dumps(doc))
    (tmp_path / "coh_two_boards.json").write_bytes((SAMPLES / "coh_two_boards.json").read_bytes())
    out = tmp_path / "bad.hwpack"
    with pytest.raises(FormatError, match="initiative"):
        export_pack([str(bad)], out)
    assert not out.exists()


def test_map_file_as_scenario(tmp_path):
    pack = tmp_path / "m.hwpack"
    export_pack([str(SAMPLES / "coh_two_boards.json")], pack)
    c = import_pack(pack, tmp_path / "o")
    sc = c.scenarios["scenarios/coh_two_boards.scenario.json"]
    assert sc.hexmap == load_scenario(SAMPLES / "coh_two_boards.json").hexmap


def test_pack_opens_where_the_catalogue_differs(tmp_path, sample_pack, monkeypatch):
    """Locally the catalogue lacks german_mg34 and has other stats for
    german_rifles_41: the import turns those units into custom units with
    the pack's stats, and warns."""
    real = load_units("coh")
    units = dict(real.units)
    del units["german_mg34"]
    r = units["german_rifles_41"]
    units["german_rifles_41"] = type(r)(r.id, r.name, r.side, r.kind, {**r.stats, "fp_soft": 9}, r.source)
    fake = type(real)("coh", units, real.sides)
    monkeypatch.setattr(pack_import, "load_units", lambda rs: fake if rs == "coh" else load_units(rs))
    import core.formats.scenario_checks as checks
    monkeypatch.setattr(checks, "load_units", lambda rs: fake if rs == "coh" else load_units(rs))
    c = read_pack(sample_pack)
    sc = c.scenarios["scenarios/coh_partisans.scenario.json"]
    mg = sc.unit("g_mg34_1")
    assert mg.catalogue_id is None and mg.stats == dict(real.get("german_mg34").stats)
    assert mg.kind == "team" and mg.name == "MG34"
    rifles = sc.unit("g_rifles_1")
    assert rifles.catalogue_id is None and rifles.stats["fp_soft"] == 2
    assert any("'german_mg34' is not in this Hexwright's catalogue" in w for w in c.warnings)
    assert any("'german_rifles_41' differs" in w for w in c.warnings)
    assert sc.unit("s_maxim").catalogue_id == "soviet_mmg_maxim"      # unchanged where equal


def test_cli_export_import(tmp_path, capsys):
    pack = tmp_path / "p.hwpack"
    assert main(["export", str(SAMPLES / "coh_partisans.scenario.json"), "-o", str(pack), "--no-artwork",
                 "--title", "Partisans pack"]) == 0
    assert main(["import", str(pack), "-o", str(tmp_path / "o")]) == 0
    out = capsys.readouterr().out
    assert "'Partisans pack'" in out and "checksums and schemas verified" in out
    assert load_scenario(tmp_path / "o" / "scenarios" / "coh_partisans.scenario.json") == \
        load_scenario(SAMPLES / "coh_partisans.scenario.json")


def test_cli_import_refusal_is_a_message(tmp_path, capsys):
    bad = tmp_path / "x.hwpack"
    bad.write_bytes(b"nope")
    assert main(["import", str(bad), "-o", str(tmp_path / "o")]) == 2
    err = capsys.readouterr().err
    assert "not a readable pack" in err and "Traceback" not in err
    assert not Path(tmp_path / "o").exists()


def test_boards_and_paths_outside_the_folder(tmp_path):
    """A scenario made of boards, some in folders above it: a relative path
    that stays inside the pack is kept (``../boards/b2.json`` ->
    ``boards/b2.json``), one that would leave it goes under ``maps/`` and the
    scenario's path is rewritten; the composed map is unchanged."""
    from core.formats.mapfile import save_map
    from core.formats.scenariofile import save_scenario
    from core.model.scenario import BoardPlacement, MapSource
    from tests.packs.print_fixtures import small_print_map
    sc_dir = tmp_path / "x" / "y" / "sc"
    sc_dir.mkdir(parents=True)
    (tmp_path / "x" / "y" / "boards").mkdir()
    save_map(small_print_map(), sc_dir / "b1.json")
    save_map(small_print_map(), tmp_path / "x" / "y" / "boards" / "b2.json")
    save_map(small_print_map(), tmp_path / "b3.json")
    sc = load_scenario(SAMPLES / "coh_partisans.scenario.json")
    sc.units, sc.reinforcements, sc.zones, sc.victory.control = [], [], [], []
    sc.map_source = MapSource("boards", boards=[BoardPlacement("b1.json", 0, 0, False),
                                                BoardPlacement("../boards/b2.json", 6, 0, True),
                                                BoardPlacement("../../../b3.json", 12, 0, False)])
    save_scenario(sc, sc_dir / "three.scenario.json")
    original = load_scenario(sc_dir / "three.scenario.json")
    pack = tmp_path / "b.hwpack"
    manifest = export_pack([str(sc_dir / "three.scenario.json")], pack)
    paths = {f["path"] for f in manifest["files"]}
    assert {"scenarios/b1.json", "boards/b2.json", "maps/b3.json"} <= paths
    c = import_pack(pack, tmp_path / "out")
    back = load_scenario(tmp_path / "out" / "scenarios" / "three.scenario.json")
    assert back.hexmap == original.hexmap and (back.hexmap.cols, back.hexmap.rows) == (18, 5)
    assert [b.file for b in back.map_source.boards] == ["b1.json", "../boards/b2.json", "../maps/b3.json"]
    assert c.scenarios["scenarios/three.scenario.json"].hexmap == original.hexmap
