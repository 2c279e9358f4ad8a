"""README's `import-tiled` example maps some of hexagonal-mini.tmx's tile
GIDs to coh terrain, so the tour produces a map with visible terrain; the
GIDs it leaves out become the default terrain with a warning, as README says."""
import shlex
from collections import Counter
from pathlib import Path

from core.formats.mapfile import load_map
from hexwright.cli import main

ROOT = Path(__file__).resolve().parents[2]
README = (ROOT / "README.md").read_text("utf-8")


def _tour_command(name: str) -> list[str]:
    """The README command line of ``hexwright NAME`` (continuation lines joined), as argv."""
    text = README.replace("\\\n", " ")
    line = next(ln for ln in text.splitlines() if ln.strip().startswith(f".venv/bin/hexwright {name} "))
    argv = shlex.split(line.split("#")[0])
    assert argv[0] == ".venv/bin/hexwright"
    return argv[1:]


def test_the_import_tiled_example_gives_a_map_with_terrain(tmp_path, monkeypatch, capsys):
    argv = _tour_command("import-tiled")
    assert "--terrain" in argv
    out = tmp_path / "mini.json"
    argv[argv.index("-o") + 1] = str(out)
    monkeypatch.chdir(ROOT)
    assert main(argv) == 0
    err = capsys.readouterr().err
    hexmap = load_map(str(out))
    counts = Counter(hexmap.terrain_at(h) for h in hexmap.hexes())
    rest = argv[argv.index("--terrain") + 1:]
    pairs = rest[:next((i for i, a in enumerate(rest) if a.startswith("-")), len(rest))]
    mapped = [a.split("=", 1)[1] for a in pairs]
    assert mapped and all(counts[name] > 0 for name in mapped), counts
    assert sum(counts[name] for name in mapped) > sum(counts.values()) // 3
    # the GIDs left out are the default terrain, with the warning README describes
    assert counts[hexmap.default_terrain] > 0
    assert "got the default terrain 'open'" in err


def test_readme_explains_unmapped_tiles_and_keeps_the_two_set_up_commands():
    assert "tiles left\nunmapped become the map's default terrain (`open`), with a warning" in README
    assert "\n    ./scripts/editor\n" in README and "\n    ./scripts/test\n" in README
