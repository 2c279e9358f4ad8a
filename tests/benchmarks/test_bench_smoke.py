"""``hexwright bench --quick`` runs every benchmark module and prints the
figures the issues ask for (values are not judged here: benchmarks, not
timed tests), each target flagged the same way (OK, OVER or UNDER)."""
import math
import re

from hexwright.cli import main

REQUIRED = ("los_fan_60x60_ms", "los_allpairs_40x30_s", "los_allpairs_naive_40x30_s", "reach_60x60_ms",
            "los_fan_200x200_ms", "los_fan_60x60_after_edit_ms", "los_fan_200x200_peak_mb", "reach_200x200_ms",
            "paint_frame_200x200_units_ms", "repaint_200x200_fit_ms", "open_scenario_200x200_editor_s",
            "playouts_per_s", "export_pack_200x200_s", "print_pdf_200x200_s",
            "frame_max_paint_200x200_ms", "frame_max_fan_200x200_ms", "frame_max_zoom_200x200_ms",
            "stall_500x500_max_s")


def test_bench_quick_prints_every_required_figure(capsys):
    assert main(["bench", "--quick"]) == 0
    lines = capsys.readouterr().out.strip().splitlines()
    last = lines[-1]
    flagged = re.compile(r"target (<|<=) [\d.]+( \w+)? \((OK|OVER)\)|target (>|>=) [\d.]+( \w+)? \((OK|UNDER)\)")
    rows = {ln.split()[0]: ln for ln in lines[1:-1]}
    for name in ("los_fan_60x60_ms", "los_allpairs_40x30_s", "los_allpairs_speedup", "reach_60x60_ms",
                 "playouts_per_s", "export_pack_200x200_s", "print_pdf_200x200_s", "scenario_load_ms"):
        assert "target" in rows[name], name
    for name, row in rows.items():
        if "target" in row:                       # every target is judged, in either direction
            assert flagged.search(row), row
    assert "target >= 30 (" in rows["los_allpairs_speedup"] and "target >= 20 (" in rows["playouts_per_s"]
    figures = dict(pair.split("=", 1) for pair in last.split())
    for name in REQUIRED:
        assert name in figures, name
        assert math.isfinite(float(figures[name])) and float(figures[name]) > 0, (name, figures[name])
