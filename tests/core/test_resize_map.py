"""Resizing a map after creation (core/edits/resize.py): rows and columns
added or removed on any side keep every hex's content and neighbours in
place (an odd shift of flat columns flips the stagger), and undo gives back
the same file."""
import json

import pytest

from core.edits import EditError
from core.edits.resize import resize_map
from core.formats.scenariofile import load_scenario, scenario_to_dict
from tests.conftest import SAMPLES

BALKA = SAMPLES / "coh_balka_hill.scenario.json"


def _dump(sc):
    return json.dumps(scenario_to_dict(sc))


def _content(sc, shift_c=0, shift_r=0):
    """Label-independent picture: old offset -> content, shifted."""
    m = sc.hexmap
    out = {}
    for h in m.hexes():
        c, r = m.layout.to_offset(h)
        out[(c + shift_c, r + shift_r)] = (m.terrain_at(h), m.elevation_at(h), m.fortification_at(h), m.flags_at(h))
    return out


@pytest.mark.parametrize("left, top", [(1, 0), (2, 3), (3, 1)])
def test_adding_on_the_left_and_top_moves_everything_with_its_neighbours(left, top):
    sc = load_scenario(BALKA)
    m = sc.hexmap
    before = _content(sc, left, top)
    sides = {tuple(sorted(m.layout.to_offset(x) for x in (s.a, s.b))): f for s, f in m.hexsides.items() if f}
    units = {u.id: m.layout.to_offset(u.hex) for u in sc.units}
    stagger = m.stagger
    text = _dump(sc)
    inv = resize_map(sc, left=left, right=2, top=top, bottom=1)
    assert (m.cols, m.rows) == (24 + left + 2, 19 + top + 1)
    assert m.stagger == (stagger if left % 2 == 0 else {"even": "odd", "odd": "even"}[stagger])
    after = _content(sc)
    assert all(after[k] == v for k, v in before.items())
    for (a, b), f in sides.items():
        ha = m.layout.from_offset(a[0] + left, a[1] + top)
        hb = m.layout.from_offset(b[0] + left, b[1] + top)
        assert m.features_between(ha, hb) == f          # the hexside still lies between the same two hexes
    for u in sc.units:
        c, r = units[u.id]
        assert m.layout.to_offset(u.hex) == (c + left, r + top)
    inv.apply(sc)
    assert _dump(sc) == text


def test_removing_rows_drops_what_stood_there_and_undo_brings_it_back():
    sc = load_scenario(BALKA)
    m = sc.hexmap
    text = _dump(sc)
    on_top = [u.id for u in sc.units if m.layout.to_offset(u.hex)[1] < 5]
    assert on_top
    inv = resize_map(sc, top=-5)
    assert m.rows == 14
    assert not any(u.id in on_top for u in sc.units)
    assert not set(on_top) & set(sc.victory.unit_vp)
    assert all(m.contains(h) for z in sc.zones for h in z.hexes)
    inv.apply(sc)
    assert _dump(sc) == text


def test_impossible_sizes_are_refused_before_anything_changes():
    sc = load_scenario(BALKA)
    text = _dump(sc)
    with pytest.raises(EditError, match="expected 1 to 999"):
        resize_map(sc, left=-30)
    with pytest.raises(EditError, match="nothing to resize"):
        resize_map(sc)
    assert _dump(sc) == text
