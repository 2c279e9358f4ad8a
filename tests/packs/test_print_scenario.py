"""Prints and pack previews show the scenario, not only the terrain: set-up
units, zones, entries, victory hexes and objectives (with a briefing in the
legend); counter sheets print back faces and the markers the scenario
needs, and never reveal a hidden unit (seed 000 §10.0).  (The editor's
Print: tests/editor/test_print_from_editor.py.)"""
import shutil
import subprocess
import zipfile

import pytest
from tests.packs.test_print import app  # noqa: F401  (the module's QGuiApplication fixture)

from core.formats.pack import export_pack
from core.formats.scenariofile import load_scenario
from core.model.briefing import briefing, counter_faces, counter_name, markers_needed
from hexwright.cli import main
from tests.conftest import SAMPLES

BALKA = SAMPLES / "coh_balka_hill.scenario.json"


def test_briefing_lists_what_players_may_know():
    sc = load_scenario(BALKA)
    b = briefing(sc)
    shown = {(u.name, u.hex) for u in b.setup}
    assert ("Rifles '41", "1708") in shown and ("Pioneers", "1215") in shown
    assert b.hidden == {"soviet": 3}
    assert not any(u.hex in {sc.hexmap.label(x.hex) for x in sc.units if x.hidden} and u.side == "soviet"
                   and u.name in ("NKVD", "Sniper", "SMG Rifles") for u in b.setup)
    assert [(e.round, e.hexes, e.units) for e in b.entries][0] == (2, ("1219", "1319"), ("Pz III H",))
    assert [(o.hex, o.vp, o.when) for o in b.objectives][:2] == [("1907", 3, "end"), ("1708", 1, "round")]
    assert "hilltop 1907" in b.objectives_text


def test_a_hidden_unit_never_prints_its_nickname_or_a_hidden_tag():
    sc = load_scenario(BALKA)
    ambush = sc.unit("s_smg")
    assert ambush.hidden and ambush.name == "Balka ambush"
    assert counter_name(sc, ambush) == "SMG Rifles"
    faces = counter_faces(sc)
    assert not any("ambush" in f.name.lower() or "hidden" in f.counter.lower() for f in faces)


def test_units_with_a_reduced_side_get_their_back_face():
    sc = load_scenario(SAMPLES / "borodino.scenario.json")
    faces = counter_faces(sc)
    backs = [f for f in faces if f.back]
    assert backs and all(f.counter == "Disordered" for f in backs)
    for f in backs:                           # tng_fow.md: the back shows the lower Disordered Cohesion
        front = next(g for g in faces if g.unit is f.unit and not g.back)
        assert f.stats["cohesion"] == front.stats["disordered_cohesion"] < front.stats["cohesion"]
    cossacks = [f for f in faces if f.unit.catalogue_id == "ru_cossacks"]
    assert all(not f.back for f in cossacks)          # special 11: Cossacks have no back side


def test_markers_follow_the_scenario():
    balka, partisans = load_scenario(BALKA), load_scenario(SAMPLES / "coh_partisans.scenario.json")
    soft = sum(n for g, _, n in markers_needed(partisans) if g.startswith("Soft"))
    assert soft == 20                                 # coh.md 3.2: "Total: 20 soft markers"
    assert not any(g.startswith("Armored") for g, _, _ in markers_needed(partisans))   # no armored unit
    assert any(g.startswith("Armored") for g, _, _ in markers_needed(balka))            # Pz III H, T-26
    control = [n for _, name, n in markers_needed(balka) if name == "Control"]
    assert control == [len(balka.victory.control)]


def test_cli_print_names_the_setup_and_objectives(app, tmp_path):
    out = tmp_path / "balka.pdf"
    assert main(["print", str(BALKA), "-o", str(out), "--counters"]) == 0
    if shutil.which("pdftotext") is None:
        pytest.skip("pdftotext (poppler-utils) is not installed")
    text = subprocess.run(["pdftotext", "-layout", str(out), "-"], capture_output=True, text=True,
                          check=True).stdout
    flat = " ".join(text.split())
    assert "Germans set-up" in flat and "Pioneers 1215" in flat
    assert "3 units set up hidden" in flat
    assert "Victory hex 1907: 3 VP at the end" in flat
    assert "Objectives: 1 VP per enemy unit destroyed" in flat
    assert "Balka ambush" not in flat and "hidden ·" not in flat
    assert "Soft hit markers" in flat and "Disordered" not in flat


def test_pack_previews_differ_between_scenarios_on_one_map(app, tmp_path):
    from editor.print.output import EditorArtwork
    art = EditorArtwork(preview_px_per_hex=16)
    pngs = []
    for name in ("coh_balka_hill", "coh_partisans"):
        pack = tmp_path / f"{name}.hwpack"
        export_pack([str(SAMPLES / f"{name}.scenario.json")], pack, artwork=art)
        with zipfile.ZipFile(pack) as zf:
            pngs.append(zf.read(f"previews/{name}.png"))
    assert pngs[0] != pngs[1]
    assert art.preview_png(load_scenario(BALKA)) != art.preview_png(load_scenario(BALKA).hexmap)
