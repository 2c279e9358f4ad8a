"""tng stacking_legal (seed 004 6.21) agrees with a separately written
reading of the rule on random stacks of 1-4 units: never more than 3;
infantry (jaegers count as infantry) and cavalry never together; 3
infantry or 3 cavalry only when every unit in the hex is of one brigade;
an artillery-only hex at most 2 guns of one activation group with at most
6 SP together; at most 1 gun with non-artillery units, and a gun with 2
infantry/cavalry only when both are of one brigade."""
import random

import pytest

from core.conformance import run_case

BRANCH = {"infantry": "i", "skirmisher": "i", "cavalry": "c", "light_cavalry": "c", "artillery": "a"}


def _expected(us) -> bool:
    inf = [u for u in us if BRANCH[u["kind"]] == "i"]
    cav = [u for u in us if BRANCH[u["kind"]] == "c"]
    art = [u for u in us if BRANCH[u["kind"]] == "a"]
    if len(us) > 3 or (inf and cav):
        return False
    if any(len(g) >= 3 and len({u["brigade"] for u in us}) != 1 for g in (inf, cav)):
        return False
    if art and not (inf or cav):
        if len(art) > 2:
            return False
        if len(art) == 2 and (art[0]["activation_group"] != art[1]["activation_group"]
                              or art[0]["stats"]["sp"] + art[1]["stats"]["sp"] > 6):
            return False
    elif art:
        other = inf or cav
        if len(art) > 1 or (len(other) == 2 and other[0]["brigade"] != other[1]["brigade"]):
            return False
    return True


@pytest.mark.parametrize("seed", range(2))
def test_stacking_matches_text_reading(seed):
    rng = random.Random(seed)
    bad = []
    for _ in range(800):
        us = [{"id": f"u{i}", "side": "french", "kind": rng.choice(list(BRANCH) + ["artillery"]), "hex": "0303",
               "facing": 0, "brigade": rng.choice(["b1", "b1", "b2"]), "activation_group": rng.choice(["g1", "g1", "g2"]),
               "stats": {"ma": 4, "sp": rng.randint(1, 5), "cohesion": 6, "effective_range": 2, "max_range": 4}}
              for i in range(rng.randint(1, 4))]
        case = {"id": "s", "ruleset": "tng", "source": "test", "units": us,
                "map": {"orientation": "flat", "stagger": "even", "cols": 5, "rows": 5, "default_terrain": "clear",
                        "hexes": {}, "hexsides": []},
                "query": {"kind": "stacking_legal", "hex": "0303"}, "expect": {"legal": _expected(us)}}
        out = run_case(case)
        if out.status != "PASS":
            bad.append(([(u["kind"], u["brigade"], u["activation_group"], u["stats"]["sp"]) for u in us], out.got))
    assert not bad, bad[:3]
