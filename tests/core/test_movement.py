"""core.movement: the generic move graph, reachable sets and cheapest paths."""
import random

import networkx as nx
import pytest

from core.errors import HexwrightError, RulesError
from core.model.hexmap import HexMap
from core.movement import build_move_graph, cheapest_path, check_chain, path_cost, reachable


def _random_graph(seed=1, cols=12, rows=10):
    m = HexMap(cols, rows)
    rnd = random.Random(seed)
    cost = {h: rnd.choice([1, 1, 2, 3, None]) for h in m.hexes()}
    return m, build_move_graph(m, lambda a, b: cost[b])


def test_graph_has_an_edge_per_enterable_neighbour():
    m = HexMap(3, 3)
    closed = m.parse("0202")
    g = build_move_graph(m, lambda a, b: None if b == closed else 1)
    assert g.number_of_nodes() == 9
    assert not any(b == closed for _, b in g.edges())
    assert g[m.parse("0101")][m.parse("0201")]["weight"] == 1


@pytest.mark.parametrize("seed", [1, 2, 3])
@pytest.mark.parametrize("budget", [0, 1, 3, 7])
def test_reachable_matches_networkx_dijkstra_with_cutoff(seed, budget):
    m, g = _random_graph(seed)
    start = m.parse("0605")
    ref = nx.single_source_dijkstra_path_length(g, start, cutoff=budget, weight="weight")
    assert reachable(g, start, budget) == ref


def test_first_step_hook_only_charges_the_first_step():
    m = HexMap(6, 6)
    g = build_move_graph(m, lambda a, b: 1)
    start = m.parse("0303")
    north = m.parse("0302")
    got = reachable(g, start, 2, first_step=lambda b: 5 if b == north else 0)
    assert got[north] == 2             # not 1 + 5 directly: around through a neighbour
    assert m.parse("0301") not in got  # beyond it: 3 > 2
    assert got[m.parse("0304")] == 1


def test_cheapest_path_goes_around_expensive_hexes():
    m = HexMap(5, 3)
    wall = {m.parse("0302")}
    g = build_move_graph(m, lambda a, b: 9 if b in wall else 1)
    cost, path = cheapest_path(g, m.parse("0102"), m.parse("0502"))
    assert cost == 4 and path[0] == m.parse("0102") and path[-1] == m.parse("0502")
    assert not wall & set(path)


def test_cheapest_path_none_when_unreachable():
    m = HexMap(3, 1)
    g = build_move_graph(m, lambda a, b: None if b == m.parse("0201") else 1)
    assert cheapest_path(g, m.parse("0101"), m.parse("0301")) is None


def test_negative_budget_is_refused():
    m, g = _random_graph()
    with pytest.raises(HexwrightError, match="non-negative"):
        reachable(g, m.parse("0101"), -1)


def test_path_must_be_a_chain_of_adjacent_hexes():
    m = HexMap(5, 5)
    with pytest.raises(RulesError, match="not adjacent"):
        check_chain(m.parse("0101"), [m.parse("0102"), m.parse("0104")], m.label)


def test_path_cost_sums_weights_and_names_closed_hexes():
    m = HexMap(4, 1)
    g = build_move_graph(m, lambda a, b: None if b == m.parse("0401") else 2)
    assert path_cost(g, m.parse("0101"), [m.parse("0201"), m.parse("0301")]) == 4
    with pytest.raises(RulesError, match="may not enter"):
        path_cost(g, m.parse("0101"), [m.parse("0201"), m.parse("0301"), m.parse("0401")], label=m.label)


def test_negative_cost_is_refused():
    m = HexMap(2, 2)
    with pytest.raises(HexwrightError, match="negative"):
        build_move_graph(m, lambda a, b: -1)
