"""Print polish: readable counter sheets (kinds without underscores, tng
stat lines that fit, long names on two lines) and a legend whose assembly
diagram folds onto the legend page when it fits."""
import pytest

from core.formats.scenariofile import load_scenario
from tests.conftest import SAMPLES


@pytest.fixture(scope="module")
def app():
    from editor.render import ensure_gui_app
    return ensure_gui_app()


def _job(source, **kw):
    from editor.print.job import PrintJob, PrintOptions
    return PrintJob(source, PrintOptions(**kw))


def test_counter_kinds_are_readable_and_tng_lines_are_short(app):
    from core.model.briefing import counter_faces
    from editor.print.counters import stat_lines
    sc = load_scenario(SAMPLES / "borodino.scenario.json")
    mids = {f.counter for f in counter_faces(sc)}
    assert "heavy cavalry" in mids and not any("_" in m for m in mids)
    lines = stat_lines("tng", {"sp": 12, "cohesion": 7, "disordered_cohesion": 4, "ma": 4})
    assert lines == ["SP 12", "C 7/4", "MA 4"]


def test_long_names_wrap_to_two_lines_before_shrinking(app):
    from editor.print.counters import name_layout
    from editor.print.text import fit_size
    width, size = 14.4, 16 * 0.13
    name = "Latour-Maubourg, Polish uhlans"
    got, text = name_layout(name, width, size)
    assert "\n" in text and got > fit_size(name, width, size, bold=True, smallest=0.1)
    assert name_layout("Napoleon", width, size) == (size, "Napoleon")


def test_assembly_diagram_folds_onto_the_legend_page(app):
    # the map alone: a scenario's legend also carries its briefing, which may need a second page
    from editor.print.legend import layout
    job = _job(load_scenario(SAMPLES / "coh_balka_hill.scenario.json").hexmap)
    sheets = layout(job, job.tiling.paper_w, job.tiling.paper_h)
    assert len(job.tiling.pages()) > 1  # the map spans sheets, so there is a diagram
    assert len(sheets) == 1 and any(it[0] == "assembly" for it in sheets[0])
