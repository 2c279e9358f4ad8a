"""Issue 18 items 5-7: a scenario and its map saved as one transaction
(journal; finished on the next load), saving through a symbolic link, and
the litter of killed saves and imports cleaned up."""
from __future__ import annotations

import json
import os
import time

import pytest

import core.formats.atomic as atomic
from core.formats.atomic import atomic_write_files, finish_pending_saves
from core.formats.litter import SAFE_AGE, clean_litter
from core.formats.mapfile import load_map, save_map
from core.formats.scenariofile import load_scenario, save_scenario_with_map
from core.model.scenario import MapSource, Scenario, Side

DEAD_PID = 4_000_000          # above Linux's pid_max (4,194,304 is the hard limit; default 32768 or 4194304)


def _dead_pid() -> int:
    pid = DEAD_PID
    while True:
        try:
            os.kill(pid, 0)
        except ProcessLookupError:
            return pid
        except PermissionError:
            pass
        pid += 1


def _pair(tmp_path, small_map, title):
    sc = Scenario(small_map, ruleset="coh", title=title, map_source=MapSource("file", "m.json"),
                  sides=[Side("a", "A", "#112233"), Side("b", "B", "#445566")])
    return sc


class Killed(BaseException):
    """Stands in for SIGKILL: nothing after it runs (not an Exception)."""


def test_a_kill_between_the_two_renames_is_finished_on_the_next_load(tmp_path, small_map, monkeypatch):
    sc = _pair(tmp_path, small_map, "old")
    save_scenario_with_map(sc, tmp_path / "s.scenario.json", tmp_path / "m.json")
    small_map.name = "new map"
    sc.title = "new"
    real_replace, calls = os.replace, []

    def replace(a, b):
        calls.append(b)
        if len(calls) == 2:       # the map is renamed, then the scenario's rename is killed
            raise Killed
        return real_replace(a, b)
    monkeypatch.setattr(atomic.os, "replace", replace)
    with pytest.raises(Killed):
        save_scenario_with_map(sc, tmp_path / "s.scenario.json", tmp_path / "m.json")
    monkeypatch.setattr(atomic.os, "replace", real_replace)
    assert json.loads((tmp_path / "m.json").read_text())["name"] == "new map"         # map renamed
    assert json.loads((tmp_path / "s.scenario.json").read_text())["title"] == "old"     # scenario not yet
    assert [p.name for p in tmp_path.iterdir() if p.name.endswith(".hwjournal")]
    back = load_scenario(tmp_path / "s.scenario.json")                                    # finishes the save
    assert back.title == "new" and back.hexmap.name == "new map"
    assert sorted(p.name for p in tmp_path.iterdir()) == ["m.json", "s.scenario.json"]


def test_a_kill_before_the_journal_leaves_both_old(tmp_path, small_map, monkeypatch):
    sc = _pair(tmp_path, small_map, "old")
    save_scenario_with_map(sc, tmp_path / "s.scenario.json", tmp_path / "m.json")
    before = {p.name: p.read_bytes() for p in tmp_path.iterdir()}
    sc.title, small_map.name = "new", "new map"

    def killed(renames):
        raise Killed
    monkeypatch.setattr(atomic, "_write_journals", killed)
    with pytest.raises(Killed):
        save_scenario_with_map(sc, tmp_path / "s.scenario.json", tmp_path / "m.json")
    assert {p.name: p.read_bytes() for p in tmp_path.iterdir() if not p.name.startswith(".")} == before


def test_journal_in_the_maps_folder_too(tmp_path, small_map, monkeypatch):
    (tmp_path / "maps").mkdir()
    sc = _pair(tmp_path, small_map, "old")
    sc.map_source = MapSource("file", "maps/m.json")
    real_replace, calls = os.replace, []

    def replace(a, b):
        calls.append(str(b))
        if str(b).endswith("s.scenario.json"):
            raise Killed
        return real_replace(a, b)
    monkeypatch.setattr(atomic.os, "replace", replace)
    with pytest.raises(Killed):
        save_scenario_with_map(sc, tmp_path / "s.scenario.json", tmp_path / "maps" / "m.json")
    monkeypatch.setattr(atomic.os, "replace", real_replace)
    assert not (tmp_path / "s.scenario.json").exists()
    load_map(tmp_path / "maps" / "m.json")       # opening the map alone finishes the pair
    assert load_scenario(tmp_path / "s.scenario.json").title == "old"
    assert not [p for p in tmp_path.rglob("*") if p.name.startswith(".")]


def test_a_journal_cannot_move_other_files(tmp_path):
    (tmp_path / "victim.txt").write_text("keep")
    j = tmp_path / f".x.{_dead_pid()}.abcdef12.hwjournal"
    j.write_text(json.dumps({"format": "hexwright.save-journal", "pid": 1,
                             "renames": [[str(tmp_path / "victim.txt"), str(tmp_path / "other.txt")]]}))
    assert finish_pending_saves(tmp_path) == 1
    assert (tmp_path / "victim.txt").read_text() == "keep" and not (tmp_path / "other.txt").exists()
    assert not j.exists()


# --- item 6 -----------------------------------------------------------------------------
def test_saving_through_a_symlink_writes_its_target(tmp_path, small_map):
    real = tmp_path / "real" / "m.json"
    real.parent.mkdir()
    save_map(small_map, real)
    link = tmp_path / "link.json"
    link.symlink_to(real)
    small_map.name = "through the link"
    save_map(small_map, link)
    assert link.is_symlink() and os.readlink(link) == str(real)
    assert load_map(real).name == "through the link"
    assert sorted(os.listdir(real.parent)) == ["m.json"]


# --- item 7 -----------------------------------------------------------------------------
def test_litter_of_dead_or_old_saves_is_removed_on_the_next_save(tmp_path, small_map):
    dead, live = _dead_pid(), os.getpid()
    names = {f".m.json.{dead}.abcdefgh.tmp": True, f".m.json.{live}.abcdefgh.tmp": False,
             ".m.json.oldstyle1.tmp": False, ".other.json.ancient12.tmp": True, "keep.tmp": False}
    for n in names:
        (tmp_path / n).write_text("x")
    old = time.time() - SAFE_AGE - 60
    os.utime(tmp_path / ".other.json.ancient12.tmp", (old, old))
    (tmp_path / f".pack.{dead}.abcdefgh.importing").mkdir()
    (tmp_path / f".pack.{dead}.abcdefgh.importing" / "a.json").write_text("{}")
    save_map(small_map, tmp_path / "m.json")
    left = set(os.listdir(tmp_path))
    for n, gone in names.items():
        assert (n not in left) == gone, n
    assert f".pack.{dead}.abcdefgh.importing" not in left
    assert clean_litter(tmp_path) == []           # what is left belongs to a live process or is recent
    later = sorted(clean_litter(tmp_path, now=time.time() + 2 * SAFE_AGE))
    assert later == [f".m.json.{live}.abcdefgh.tmp", ".m.json.oldstyle1.tmp"]


def test_litter_is_cleaned_on_start_when_a_file_is_opened(tmp_path, small_map):
    save_map(small_map, tmp_path / "m.json")
    (tmp_path / f".m.json.{_dead_pid()}.abcdefgh.tmp").write_text("half a save")
    load_map(tmp_path / "m.json")
    assert os.listdir(tmp_path) == ["m.json"]


def test_a_pending_journals_temporaries_are_not_litter(tmp_path, small_map, monkeypatch):
    sc = _pair(tmp_path, small_map, "old")
    monkeypatch.setattr(atomic.os, "replace", _kill_after(1))
    with pytest.raises(Killed):
        save_scenario_with_map(sc, tmp_path / "s.scenario.json", tmp_path / "m.json")
    monkeypatch.undo()
    clean_litter(tmp_path)       # the temporaries belong to this (live) process: kept for the journal
    assert load_scenario(tmp_path / "s.scenario.json").title == "old"


def _kill_after(n):
    real, calls = os.replace, []

    def replace(a, b):
        calls.append(b)
        if len(calls) > n:
            raise Killed
        return real(a, b)
    return replace


def test_atomic_write_files_single_file_has_no_journal(tmp_path, monkeypatch):
    seen = []
    monkeypatch.setattr(atomic, "_write_journals", lambda r: seen.append(r) or [])
    atomic_write_files([(tmp_path / "a.json", b"{}")])
    assert seen == [] and os.listdir(tmp_path) == ["a.json"]
