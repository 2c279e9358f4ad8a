"""Hex geometry: conventions of ../shared/conformance/README.md and property tests."""
import pytest
from hypothesis import given, strategies as st

from core.hexgrid import Hex, Hexside, Layout, distance, line, ring, spiral

LAYOUTS = [Layout(o, s, 20.0) for o in ("flat", "pointy") for s in ("odd", "even")]
hexes = st.builds(Hex, st.integers(-60, 60), st.integers(-60, 60))
layouts = st.sampled_from(LAYOUTS)


def test_flat_even_neighbours_as_the_readme_lists():
    lay = Layout("flat", "even")
    h = lay.parse_label("0303")
    assert [lay.label(lay.neighbour(h, d)) for d in range(6)] == ["0302", "0402", "0403", "0304", "0203", "0202"]
    h = lay.parse_label("0202")
    assert [lay.label(lay.neighbour(h, d)) for d in range(6)] == ["0201", "0302", "0303", "0203", "0103", "0102"]


def test_flat_odd_shoves_odd_columns_down():
    lay = Layout("flat", "odd")
    h = lay.parse_label("0303")  # odd column, sits lower: its NE neighbour is on the same row
    assert lay.label(lay.neighbour(h, 1)) == "0403"
    assert lay.label(lay.neighbour(h, 2)) == "0404"


def test_pointy_even_shoves_even_rows_right():
    lay = Layout("pointy", "even")
    h = lay.parse_label("0202")  # even row: shifted right
    assert [lay.label(lay.neighbour(h, d)) for d in range(6)] == ["0301", "0302", "0303", "0203", "0102", "0201"]
    x1, _ = lay.hex_to_pixel(lay.parse_label("0101"))
    x2, _ = lay.hex_to_pixel(lay.parse_label("0102"))
    assert x2 > x1


def test_three_digit_labels():
    lay = Layout("flat", "even")
    assert lay.label(lay.from_offset(0, 0), 3) == "001001"
    assert lay.parse_label("120099") == lay.from_offset(119, 98)
    with pytest.raises(ValueError, match="CCRR"):
        lay.parse_label("12A4")
    with pytest.raises(ValueError, match="start at 01"):
        lay.parse_label("0001")


def test_first_hex_sits_inside_the_page_for_every_layout():
    for lay in LAYOUTS:
        for c, r in ((0, 0), (1, 0), (0, 1)):
            for x, y in lay.corners(lay.from_offset(c, r)):
                assert x > -1e-9 and y > -1e-9, (lay, c, r)


def test_hexside_key_is_shared_and_corners_match():
    for lay in LAYOUTS:
        h = Hex(2, 3)
        for d in range(6):
            n = lay.neighbour(h, d)
            assert lay.hexside(h, d) == lay.hexside(n, (d + 3) % 6)
            a1, b1 = lay.side_endpoints(h, d)
            a2, b2 = lay.side_endpoints(n, (d + 3) % 6)
            assert {tuple(round(v, 6) for v in a1), tuple(round(v, 6) for v in b1)} == \
                   {tuple(round(v, 6) for v in a2), tuple(round(v, 6) for v in b2)}
            assert lay.direction_to(h, n) == d
    with pytest.raises(ValueError):
        Hexside.between(Hex(0, 0), Hex(2, 0))


def test_vertex_shared_by_three_hexes():
    lay = Layout("flat", "even")
    h = Hex(0, 0)
    v = lay.vertex(h, 0)
    assert lay.vertex(lay.neighbour(h, 0), 2) == v
    assert lay.vertex(lay.neighbour(h, 1), 4) == v


def test_ring_sizes():
    assert len(ring(Hex(0, 0), 0)) == 1
    assert len(ring(Hex(0, 0), 3)) == 18
    assert all(distance(Hex(0, 0), h) == 3 for h in ring(Hex(0, 0), 3))
    assert len(spiral(Hex(0, 0), 2)) == 19


@given(hexes, hexes, hexes)
def test_distance_is_a_metric(a, b, c):
    assert distance(a, b) == distance(b, a)
    assert (distance(a, b) == 0) == (a == b)
    assert distance(a, c) <= distance(a, b) + distance(b, c)


@given(hexes, hexes)
def test_distance_is_the_cube_distance(a, b):
    dq, dr = a[0] - b[0], a[1] - b[1]
    assert distance(a, b) == (abs(dq) + abs(dr) + abs(dq + dr)) // 2


@given(hexes, layouts)
def test_pixel_round_trip(h, lay):
    assert lay.pixel_to_hex(*lay.hex_to_pixel(h)) == h


@given(st.integers(0, 150), st.integers(0, 150), layouts)
def test_label_round_trip(c, r, lay):
    h = lay.from_offset(c, r)
    assert lay.to_offset(h) == (c, r)
    assert lay.parse_label(lay.label(h, 3)) == h
    if c < 99 and r < 99:
        assert lay.parse_label(lay.label(h)) == h


@given(hexes, hexes)
def test_line_length_and_steps(a, b):
    ln = line(a, b)
    assert len(ln) == distance(a, b) + 1
    assert ln[0] == a and ln[-1] == b
    assert all(distance(x, y) == 1 for x, y in zip(ln, ln[1:]))
