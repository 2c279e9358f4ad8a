"""``hexwright bench --quick`` runs every benchmark module and prints the
figures the issues ask for (values are not judged here: benchmarks, not
timed tests)."""
import math

from hexwright.cli import main

REQUIRED = ("los_fan_60x60_ms", "los_allpairs_40x30_s", "los_allpairs_naive_40x30_s", "reach_60x60_ms",
            "playouts_per_s", "export_pack_200x200_s", "print_pdf_200x200_s")


def test_bench_quick_prints_every_required_figure(capsys):
    assert main(["bench", "--quick"]) == 0
    last = capsys.readouterr().out.strip().splitlines()[-1]
    figures = dict(pair.split("=", 1) for pair in last.split())
    for name in REQUIRED:
        assert name in figures, name
        assert math.isfinite(float(figures[name])) and float(figures[name]) > 0, (name, figures[name])
