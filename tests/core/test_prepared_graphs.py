"""`core.movement.PreparedGraphs`: move graphs kept up to date by edits
answer exactly like graphs built afresh (CoH step costs, coh.md 4)."""
import random

from core.bench.movement import bench_position
from core.hexgrid import Hexside
from core.movement import PreparedGraphs, reachable
from core.rules.coh.move import MoveProfile, move_graph, step_cost


def _edges(g):
    return {(a, b, d["weight"]) for a, b, d in g.edges(data=True)}


def test_prepared_graph_follows_random_edits():
    pos = bench_position(14, 12, seed=4)
    m, unit, opts = pos.hexmap, pos.units[0], pos.options
    p = MoveProfile.of(unit)
    graphs = PreparedGraphs(m)
    g = graphs.graph("foot", lambda a, b: step_cost(m, p, a, b, opts))
    rnd = random.Random(2)
    hexes = list(m.hexes())
    for _ in range(30):
        h = rnd.choice(hexes)
        what = rnd.randrange(4)
        if what == 0:
            m.terrain[h] = rnd.choice(["woods", "stone_building", "open", "light_woods", "marsh"])
        elif what == 1:
            m.elevation[h] = rnd.choice([0, 1, 2])
        elif what == 2:
            n = rnd.choice(m.neighbours(h))
            m.hexsides[Hexside.between(h, n)] = frozenset({rnd.choice(["wall", "stream", "impassable"])})
        else:
            m.flags[h] = frozenset({"road"})
        touched = {h} | ({n} if what == 2 else set())
        graphs.map_changed(touched)
        assert graphs.graph("foot", None) is g  # kept, not rebuilt
        assert _edges(g) == _edges(move_graph(m, unit, opts))
    start = unit.hex
    assert reachable(g, start, 7) == reachable(move_graph(m, unit, opts), start, 7)


def test_prepared_graphs_keep_at_most_limit_and_forget_on_reset():
    pos = bench_position(6, 6)
    m = pos.hexmap
    graphs = PreparedGraphs(m, limit=2)
    built = [graphs.graph(k, lambda a, b: 1) for k in ("a", "b", "c")]
    assert graphs.graph("c", None) is built[2] and graphs.graph("b", None) is built[1]
    assert graphs.graph("a", lambda a, b: 1) is not built[0]  # the least recently used went first
    graphs.map_changed(None)
    assert graphs.graph("b", lambda a, b: 2) is not built[1]


def _answer(fn, *args):
    try:
        return fn(*args)
    except Exception as e:  # the same refusal either way (e.g. a pinned unit may not move)
        return type(e).__name__, str(e)


def test_coh_service_with_prepared_graphs_answers_as_without():
    from core.formats.scenariofile import load_scenario
    from core.rules.coh.services import movement_costs
    from tests.conftest import SAMPLES
    sc = load_scenario(SAMPLES / "coh_balka_hill.scenario.json")
    graphs = PreparedGraphs(sc.hexmap)
    placed = [u for u in sc.units if u.hex is not None]
    for u in placed:
        assert _answer(movement_costs, sc, u.id, graphs) == _answer(movement_costs, sc, u.id)
    h = placed[0].hex
    sc.hexmap.terrain[h] = "woods"
    for n in sc.hexmap.neighbours(h):
        sc.hexmap.terrain[n] = "stone_building"
    graphs.map_changed({h, *sc.hexmap.neighbours(h)})
    for u in placed:
        assert _answer(movement_costs, sc, u.id, graphs) == _answer(movement_costs, sc, u.id)
