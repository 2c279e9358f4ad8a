"""LOS property tests: the integer fast path equals the shapely ground truth,
the batched tables equal the per-offset traversal, LOS is symmetric, and the
vectorised fan equals the per-pair decision."""
import numpy as np
from hypothesis import given, settings, strategies as st

from core.hexgrid import Hex, Hexside
from core.los import LosEngine
from core.los.batch import build_tables
from core.los.geometry import exact_traversal, shapely_traversal
from core.los.levels import LevelLosPolicy
from core.model import HexMap

offsets = st.tuples(st.integers(-25, 25), st.integers(-25, 25)).filter(lambda d: d != (0, 0))


@settings(max_examples=150, deadline=None)
@given(offsets)
def test_exact_traversal_equals_shapely(d):
    d = Hex(*d)
    assert exact_traversal(d).key() == shapely_traversal(d).key()


@settings(max_examples=40, deadline=None)
@given(st.sampled_from([Hex(2, -1), Hex(1, 1), Hex(-1, 2), Hex(5, -4), Hex(1, -5), Hex(-4, 5)]),
       st.integers(1, 12))
def test_ties_and_vertices_match_shapely(base, k):
    # the diagonal directions run along hexsides; q = r = s (mod 3) passes through corners
    d = Hex(base[0] * k, base[1] * k)
    ex, sh = exact_traversal(d), shapely_traversal(d)
    assert ex.key() == sh.key()
    assert ex.runs or ex.touches


@settings(max_examples=25, deadline=None)
@given(st.lists(offsets, min_size=1, max_size=30, unique=True))
def test_batched_tables_equal_exact_traversal(ds):
    t = build_tables(np.array(ds))
    for i, (q, r) in enumerate(ds):
        tr = exact_traversal(Hex(q, r))
        got = {tuple(x) for x in t["cross"][t["cross_off"][i]:t["cross_off"][i + 1]].tolist()}
        assert got == {tuple(h) for h, _, _ in tr.crossed if h != (0, 0) and h != (q, r)}
        got = {frozenset([tuple(x[:2]), tuple(x[2:])]) for x in t["runs"][t["runs_off"][i]:t["runs_off"][i + 1]].tolist()}
        runs = {frozenset([tuple(p), tuple(s)]) for p, s, _, _ in tr.runs}
        assert got == runs
        got = {frozenset([tuple(x[:2]), tuple(x[2:])]) for x in t["sides"][t["sides_off"][i]:t["sides_off"][i + 1]].tolist()}
        assert got == {frozenset([tuple(x), tuple(y)]) for x, y, _ in tr.sides} | runs


TERRAIN = ["open", "open", "open", "open", "woods", "light_woods", "stone_building", "plowed"]


@st.composite
def maps(draw):
    cols, rows = draw(st.integers(2, 9)), draw(st.integers(2, 9))
    m = HexMap(cols=cols, rows=rows, ruleset="coh", orientation=draw(st.sampled_from(["flat", "pointy"])),
               stagger=draw(st.sampled_from(["odd", "even"])))
    hexes = list(m.hexes())
    for h in hexes:
        t = draw(st.sampled_from(TERRAIN))
        if t != "open":
            m.terrain[h] = t
        lv = draw(st.sampled_from([0, 0, 0, 1, 2]))
        if lv:
            m.elevation[h] = lv
    for h in hexes:
        for n in m.neighbours(h):
            if h < n and draw(st.integers(0, 9)) == 0:
                m.hexsides[Hexside.between(h, n)] = \
                    frozenset({draw(st.sampled_from(["hedge", "wall", "small_balka"]))})
    return m


class HedgeBlocks(LevelLosPolicy):
    """CoH rules plus hedges that block (exercises hexside features)."""

    blind_spot = True

    def __init__(self):
        super().__init__("coh")
        self.blocking_features = frozenset({"hedge"})


@settings(max_examples=60, deadline=None)
@given(maps(), st.data())
def test_los_is_symmetric(m, data):
    hexes = list(m.hexes())
    eng = LosEngine(m)
    for _ in range(10):
        a, b = data.draw(st.sampled_from(hexes)), data.draw(st.sampled_from(hexes))
        assert eng.check(a, b).clear == eng.check(b, a).clear


@settings(max_examples=40, deadline=None)
@given(maps(), st.booleans(), st.data())
def test_vectorised_fan_equals_per_pair_decision(m, hedges, data):
    eng = LosEngine(m, HedgeBlocks() if hedges else None)
    a = data.draw(st.sampled_from(list(m.hexes())))
    fan = eng.fan(a)
    for b, ok in fan.items():
        assert ok == (a == b or eng.policy.decide(m, eng.path(a, b)).clear)


@settings(max_examples=40, deadline=None)
@given(maps(), st.booleans(), st.data())
def test_canonical_table_fan_equals_per_pair_decision(m, hedges, data):
    # the big-map path (one table per symmetry class, core.los.fan_sym) on small maps
    from core.los.fan import sym_tables
    from core.los.fan_sym import sym_fan
    eng = LosEngine(m, HedgeBlocks() if hedges else None)
    kernel = eng._kernel()
    a = data.draw(st.sampled_from(list(m.hexes())))
    got = sym_fan(kernel, sym_tables(32), a, kernel.hq, kernel.hr)
    for b, ok in zip(kernel.hexes, got.tolist()):
        assert ok == (a == b or eng.policy.decide(m, eng.path(a, b)).clear)


@settings(max_examples=30, deadline=None)
@given(maps(), st.booleans(), st.data())
def test_native_line_walk_equals_canonical_table_fan(m, hedges, data):
    # the benchmark's compiled reference (core.los.native_walk) gives the fan's answers
    from core.los import native_walk as native_fan
    from core.los.fan import sym_tables
    from core.los.fan_sym import sym_fan
    eng = LosEngine(m, HedgeBlocks() if hedges else None)
    kernel = eng._kernel()
    a = data.draw(st.sampled_from(list(m.hexes())))
    want = sym_fan(kernel, sym_tables(32), a, kernel.hq, kernel.hr)
    got = native_fan.walk_fan(kernel, sym_tables(32), a, kernel.hq, kernel.hr)
    if not native_fan.AVAILABLE:  # numba is in the test extras; without it the reference is absent
        assert got is None
        return
    assert got.tolist() == want.tolist()


def test_canonical_rows_turn_back_to_every_offset():
    # each offset within the radius is a canonical row moved by one of the 12 grid symmetries
    from core.los.sym_tables import INVERSES, SymTables
    tb = SymTables(6)
    dq, dr = np.meshgrid(np.arange(-6, 7), np.arange(-6, 7), indexing="ij")
    dq, dr = dq.ravel(), dr.ravel()
    keep = (np.maximum(np.maximum(abs(dq), abs(dr)), abs(dq + dr)) <= 6) & ((dq != 0) | (dr != 0))
    dq, dr = dq[keep], dr[keep]
    rows, g = tb.rows(dq, dr)
    assert len(tb.dist) == sum(n // 2 + 1 for n in range(1, 7))  # ring n: 6n offsets, n // 2 + 1 classes
    for q, r, row, s in zip(dq, dr, rows, g):
        cells = tb.cross[tb.cross_off[row]:tb.cross_off[row + 1]]
        cq, cr = cells // tb.W + tb.q0, cells % tb.W + tb.r0
        T = INVERSES[s]
        got = {(int(T[0, 0] * x + T[0, 1] * y), int(T[1, 0] * x + T[1, 1] * y)) for x, y in zip(cq, cr)}
        want = {tuple(h) for h, _, _ in exact_traversal(Hex(int(q), int(r))).crossed if h != (0, 0) and h != (q, r)}
        assert got == want


@settings(max_examples=20, deadline=None)
@given(st.lists(st.tuples(st.integers(-30, 30), st.integers(-30, 30)), min_size=1, max_size=40))
def test_batched_traversals_equal_exact_traversal(ds):
    # field by field, floats included (reasons and policies read t values)
    from core.los.paths import traversals
    assert traversals(ds) == [exact_traversal(Hex(*d)) for d in ds]


@settings(max_examples=25, deadline=None)
@given(maps(), st.data())
def test_check_many_equals_check(m, data):
    eng = LosEngine(m)
    a = data.draw(st.sampled_from(list(m.hexes())))
    assert list(eng.check_many(a, m.hexes())) == [(b, eng.check(a, b)) for b in m.hexes()]


@settings(max_examples=25, deadline=None)
@given(maps(), st.booleans(), st.data())
def test_refreshed_kernel_equals_fresh_engine_after_edits(m, hedges, data):
    pol = HedgeBlocks() if hedges else None
    eng = LosEngine(m, pol)
    hexes = list(m.hexes())
    a = data.draw(st.sampled_from(hexes))
    eng.fan(a)
    touched = set()
    for _ in range(data.draw(st.integers(1, 6))):
        h = data.draw(st.sampled_from(hexes))
        what = data.draw(st.sampled_from(["terrain", "elevation", "hexside"]))
        if what == "terrain":
            m.terrain[h] = data.draw(st.sampled_from(TERRAIN[3:]))
        elif what == "elevation":
            m.elevation[h] = data.draw(st.integers(0, 2))
        else:
            n = data.draw(st.sampled_from([x for x in m.neighbours(h)] or [h]))
            if n != h:
                side = Hexside.between(h, n)
                if side in m.hexsides:
                    del m.hexsides[side]
                else:
                    m.hexsides[side] = frozenset({"hedge"})
                touched.add(n)
        touched.add(h)
    eng.map_changed(touched)
    assert eng.fan(a) == LosEngine(m, pol).fan(a)
