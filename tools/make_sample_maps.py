"""Generate the sample maps in ``sample_maps/`` (reproducible: no randomness
other than fixed-seed generators).

    .venv/bin/python tools/make_sample_maps.py [OUT_DIR]

Writes, with `core.model.HexMap` and `core.formats.mapfile.save_map`:

* ``coh_two_boards.json``: Conflict of Heroes, two 12-column x 19-row
  geomorphic boards side by side (board 1 = columns 01-12, board 2 = columns
  13-24), so 24 x 19 flat-topped hexes, stagger "even".  A 12-column board
  keeps the stagger of the board beside it, so the boards join without a
  seam.  (The real AtB boards are 12 x 19 hexes, rules/coh.md section 11.)
* ``borodino.json``: Triumph & Glory, 36 x 24 flat hexes (stagger "odd"),
  brigade scale (about 325 yards a hex), north up, French from the west.
  A plausible sketch of the field, not a survey.
* ``fow_table.json``: Flames of War on hexes, a 24 x 16 pointy-topped table
  (stagger "even") in Normandy bocage.

Only terrain, feature and fortification names from
``core/rules/<ruleset>/terrain.json`` are used (checked on save by loading).
"""
from __future__ import annotations

import random
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from core.formats.mapfile import load_map, save_map  # noqa: E402
from core.hexgrid import Hex, Hexside, line, spiral  # noqa: E402
from core.model import Fortification, HexMap  # noqa: E402


class Painter:
    """Small painting helpers over a `HexMap`, addressed by labels."""

    def __init__(self, m: HexMap, seed: int):
        self.m = m
        self.rng = random.Random(seed)

    def h(self, label: str) -> Hex:
        return self.m.parse(label)

    def paint(self, hexes, terrain: str) -> None:
        for h in hexes:
            if self.m.contains(h):
                self.m.terrain[h] = terrain

    def labels(self, *labels: str) -> list[Hex]:
        return [self.h(x) for x in labels]

    def blob(self, centre: str, size: int, terrain: str | None = None, avoid=()) -> list[Hex]:
        """A clump of ``size`` hexes grown at random from ``centre``."""
        start = self.h(centre)
        got, frontier = [start], [start]
        avoid = set(avoid)
        while len(got) < size and frontier:
            base = self.rng.choice(frontier)
            options = [n for n in self.m.neighbours(base) if n not in got and n not in avoid]
            if not options:
                frontier.remove(base)
                continue
            n = self.rng.choice(sorted(options))
            got.append(n)
            frontier.append(n)
        if terrain:
            self.paint(got, terrain)
        return got

    def disc(self, centre: str, radius: int) -> list[Hex]:
        return [h for h in spiral(self.h(centre), radius) if self.m.contains(h)]

    def side(self, a: Hex, b: Hex, *features: str) -> None:
        key = Hexside.between(a, b)
        self.m.hexsides[key] = self.m.hexsides.get(key, frozenset()) | frozenset(features)

    def sides(self, label: str, directions, *features: str) -> None:
        """Features on the sides ``directions`` (0-5, see `core.hexgrid`) of a hex."""
        h = self.h(label)
        for d in directions:
            self.side(h, self.m.layout.neighbour(h, d), *features)

    def route(self, *waypoints: str, kind: str = "road") -> list[Hex]:
        """A road or trail through ``waypoints``: hex flags on every hex and the
        same feature on every hexside it crosses."""
        path: list[Hex] = []
        pts = [self.h(w) for w in waypoints]
        for a, b in zip(pts, pts[1:]):
            seg = line(a, b)
            path.extend(seg if not path else seg[1:])
        for h in path:
            self.m.flags[h] = self.m.flags.get(h, frozenset()) | {kind}
        for a, b in zip(path, path[1:]):
            self.side(a, b, kind)
        return path

    def boundary(self, region) -> list[tuple[Hex, Hex]]:
        """Adjacent on-map pairs (inside, outside) along the edge of ``region``."""
        region = set(region)
        return sorted((h, n) for h in region for n in self.m.neighbours(h) if n not in region)

    def watercourse(self, region, keep=lambda a, b: True, feature: str = "stream") -> list[tuple[Hex, Hex]]:
        """A stream along hexsides: the edge of ``region`` (a continuous line of
        sides when ``region`` and the rest of the map are both connected),
        less the pairs ``keep`` refuses.  Returns the (inside, outside) pairs."""
        pairs = [(a, b) for a, b in self.boundary(region) if keep(a, b)]
        for a, b in pairs:
            self.side(a, b, feature)
        return pairs

    def region(self, test) -> set[Hex]:
        """Hexes whose 0-based (col, row) satisfy ``test(col, row)``."""
        to = self.m.layout.to_offset
        return {h for h in self.m.hexes() if test(*to(h))}

    def crossing(self, sides, road_path, feature: str) -> None:
        """Mark where ``road_path`` crosses the hexsides ``sides`` with ``feature``."""
        keys = {Hexside.between(a, b) for a, b in sides}
        for a, b in zip(road_path, road_path[1:]):
            if Hexside.between(a, b) in keys:
                self.side(a, b, feature)

    def elevate(self, hexes, level: int) -> None:
        for h in hexes:
            if self.m.contains(h):
                self.m.elevation[h] = max(level, self.m.elevation.get(h, 0)) if level > 0 else level

    def steep_where_cliffs(self) -> None:
        """``steep_slope`` on every hexside between hexes two or more levels apart."""
        for h in list(self.m.hexes()):
            for n in self.m.neighbours(h):
                if h < n and abs(self.m.elevation_at(h) - self.m.elevation_at(n)) >= 2:
                    self.side(h, n, "steep_slope")

    def fort(self, label: str, kind: str, facing: int | None = None) -> None:
        self.m.fortifications[self.h(label)] = Fortification(kind, facing)


def coh_two_boards() -> HexMap:
    """CoH: two 12 x 19 boards side by side; roads cross in a village on board 1."""
    m = HexMap(24, 19, "coh", "flat", "even", "open", name="Conflict of Heroes: two boards (sample)",
               notes="Boards 1 (columns 01-12) and 2 (columns 13-24), each 12 x 19 hexes, joined side by side. "
                     "Generated by tools/make_sample_maps.py.")
    p = Painter(m, seed=1941)
    # Fields first, so woods and the village paint over them.
    p.paint(p.disc("0415", 2), "wheat")
    p.paint(p.disc("1704", 2), "wheat")
    p.paint(p.disc("2016", 1), "plowed")
    p.paint(p.disc("1017", 1), "corn")
    p.paint(p.disc("0903", 1), "orchard")
    # Woods clumps: mixed light and heavy woods, one plain woods clump.
    p.blob("0205", 7, "light_woods")
    p.blob("0304", 4, "heavy_woods")
    p.blob("1411", 8, "woods")
    p.blob("2104", 6, "heavy_woods")
    p.blob("2208", 5, "light_woods")
    p.blob("0712", 4, "light_woods")
    p.blob("1518", 4, "brush")
    # The two-level hill on board 2: level 1 slopes, a level-2 plateau of
    # four hexes, and a cliff on its east face.
    p.elevate(p.disc("1907", 3), 1)
    p.elevate(p.labels("1906", "1907", "2006", "1807"), 2)
    p.elevate(p.labels("2106", "2107"), 0)
    p.elevate(p.labels("1605"), 1)
    # Roads: east-west across both boards, north-south on board 1; they
    # cross in the village at 0810.
    ew = p.route("0110", "0810", "1412", "2412")
    ns = p.route("0801", "0805", "0810", "0619", kind="road")
    p.route("1412", "1807", "1801", kind="trail")
    # Village: wooden houses with a stone church and farm.
    p.paint(p.labels("0709", "0909", "0711", "0911", "0812", "1011"), "wood_building")
    p.paint(p.labels("0808", "0710", "1010"), "stone_building")
    # Stream along hexsides across board 1's south and board 2, with a bridge
    # where the north-south road crosses and a ford on the east-west road.
    def stream_row(c: int) -> int:
        return 14 if c < 4 else 15 if c < 9 else 14 if c < 13 else 13 if c < 17 else 12
    bank = sorted(p.watercourse(p.region(lambda c, r: r < stream_row(c))), key=lambda ab: m.layout.to_offset(ab[0]))
    p.crossing(bank, ns, "bridge")
    p.crossing(bank, ew, "ford")
    a, b = bank[3]
    p.side(a, b, "ford")
    # Marsh along the stream's lower reach, a large balka feeding into it.
    p.paint(p.labels("2214", "2314", "2313", "2414"), "marsh")
    p.paint(p.labels("0315", "0316", "0317", "0218", "0219"), "large_balka")
    # Small balkas: short gullies on hexsides (each a run of touching sides).
    p.sides("1603", (0, 1, 2), "small_balka")
    p.sides("0306", (2, 3, 4), "small_balka")
    p.sides("2216", (0, 5), "small_balka")
    # Stone walls around the farm, a hedge along the orchard.
    p.sides("0808", (5, 0, 1), "wall")
    p.sides("0903", (5, 0, 1), "hedge")
    p.steep_where_cliffs()
    # Fortifications: a German line on the hill facing west and south-west.
    p.fort("1806", "bunker", 5)
    p.fort("1708", "trench")
    p.fort("1808", "trench")
    p.fort("1608", "wire")
    p.fort("1609", "wire")
    p.fort("2009", "hasty_defense")
    p.fort("1513", "mines")
    p.fort("1313", "mines")
    p.fort("1312", "roadblock")   # on the east-west road
    return m


def borodino() -> HexMap:
    """T&G Borodino, 7 September 1812, north up, French from the west.

    The Kolocha comes in from the west, passes Borodino (north bank) and
    runs north-east off the map towards the Moskva; the Semenovka brook
    comes up from the south past Semenovskaya and joins it below Borodino.
    The Raevsky redoubt stands on the Kurgan height between the two, the
    flèches on the plateau west of Semenovskaya, Utitsa in its woods on the
    Old Smolensk road to the south.
    """
    m = HexMap(36, 24, "tng", "flat", "odd", "clear", name="Borodino, 7 September 1812 (sample)",
               notes="Brigade scale (about 325 yards a hex), north up, French from the west. A plausible sketch "
                     "of the field, not a survey. Generated by tools/make_sample_maps.py.")
    p = Painter(m, seed=1812)
    # 0-based rows north of the Kolocha, per 0-based column (0: none).
    kolocha_rows = [9] * 6 + [8] * 4 + [7] * 2 + [6] * 10 + [4] * 2 + [2] * 2 + [0] * 12

    def brook_col(r: int) -> int:   # 0-based first column east of the Semenovka
        return 12 if r < 9 else 14 if r < 11 else 16 if r < 12 else 18 if r < 17 else 19
    north = p.region(lambda c, r: r < kolocha_rows[c])
    kolocha = p.watercourse(north)
    semenovka = p.watercourse(p.region(lambda c, r: r >= kolocha_rows[c] and c < brook_col(r)),
                              keep=lambda a, b: b not in north)
    # Farmland around the villages; woods to the south and east.
    for centre, r in (("1205", 2), ("2307", 2), ("1913", 1), ("0716", 2), ("0305", 2), ("2716", 2), ("1024", 2)):
        p.paint(p.disc(centre, r), "cultivated")
    p.blob("1619", 20, "woods")         # Utitsa woods
    p.blob("1322", 12, "woods")
    p.blob("2519", 10, "woods")
    p.blob("3010", 16, "woods")
    p.blob("2603", 8, "woods")
    p.blob("0421", 8, "woods")
    p.blob("2509", 4, "orchard")
    p.paint(p.labels("1109", "1209", "1110"), "swamp")  # wet meadow at the brook's mouth
    # Heights: the Kurgan height (Raevsky), the flèches plateau, Gorki,
    # the Utitsa kurgan, Shevardino; a depression behind the Russian
    # redoubts (T&G Borodino special rule 9: below level 0).
    p.elevate(p.disc("1910", 2), 1)
    p.elevate(p.labels("1910"), 2)
    p.elevate(p.disc("1615", 2), 1)
    p.elevate(p.disc("2306", 2), 1)
    p.elevate(p.labels("2406"), 2)
    p.elevate(p.disc("2021", 1), 1)
    p.elevate(p.labels("2021"), 2)
    p.elevate(p.disc("0715", 1), 1)
    p.elevate(p.labels("2111", "2211", "2212"), -1)
    # Roads: the New Smolensk road through Valuevo, Borodino (its bridge
    # over the Kolocha) and Gorki; the Old Smolensk road through Utitsa,
    # fording the Semenovka.  Both leave to the east towards Mozhaisk.
    new_road = p.route("0106", "0305", "1206", "1408", "2307", "3608")
    old_road = p.route("0120", "1020", "1721", "2419", "3615")
    p.crossing(kolocha, new_road, "bridge")
    p.crossing(semenovka, old_road, "ford")
    for trail in (p.route("1408", "1910", "1913", "1721", kind="trail"),
                  p.route("0716", "1615", "1913", kind="trail")):
        p.crossing(semenovka, trail, "ford")
    for a, b in (kolocha[4], kolocha[20], semenovka[8]):
        p.side(a, b, "ford")
    # Villages (after the roads: a village hex keeps its road flag).
    p.paint(p.labels("1105", "1106", "1206"), "village")        # Borodino
    p.paint(p.labels("2307", "2407"), "village")                # Gorki
    p.paint(p.labels("1913", "1914"), "village")                # Semenovskaya
    p.paint(p.labels("1720", "1721"), "village")                # Utitsa
    p.paint(p.labels("0305", "0405"), "village")                # Valuevo
    p.paint(p.labels("0816"), "village")                        # Shevardino
    # Redoubts: Raevsky on the Kurgan height, Shevardino on its knoll.
    p.paint(p.labels("1910", "0715"), "redoubt")
    # The Semenovskaya (Bagration) flèches, facing west (NW / SW sides).
    for label, facing in (("1614", 5), ("1515", 4), ("1616", 4)):
        p.fort(label, "fleche", facing)
    p.steep_where_cliffs()
    return m


def fow_table() -> HexMap:
    """FoW: a 24 x 16 Normandy table: bocage fields inside hedges, a walled
    hamlet on the road, a wood, rough ground, a brook with a bridge and a
    small rise held by dug-in infantry."""
    m = HexMap(24, 16, "fow", "pointy", "even", "open", name="Normandy bocage table (sample)",
               notes="A 6 x 4 foot table at about 3 inches a hex. Generated by tools/make_sample_maps.py.")
    p = Painter(m, seed=1944)
    # Bocage: fields (0-based column and row ranges) each inside hedges.
    boxes = ((1, 5, 1, 4), (6, 9, 0, 3), (16, 21, 0, 3), (1, 5, 10, 14), (7, 11, 11, 15), (16, 20, 10, 13),
             (20, 23, 10, 15))
    for c0, c1, r0, r1 in boxes:
        field = p.region(lambda c, r: c0 <= c <= c1 and r0 <= r <= r1)
        p.paint(field, "fields")
        for a, b in p.boundary(field):
            p.side(a, b, "hedge")
    p.blob("1108", 8, "woods")
    p.blob("2406", 4, "woods")
    p.blob("0109", 4, "rough")
    p.blob("1414", 3, "rough")
    # A brook from the north edge to the south edge along hexsides.
    def brook(r: int) -> int:
        return 14 if r < 5 else 13 if r < 11 else 12
    bank = p.watercourse(p.region(lambda c, r: c < brook(r)))
    road = p.route("0107", "0808", "1507", "2406")
    p.crossing(bank, road, "bridge")
    lane = p.route("1507", "1301", kind="trail")
    p.crossing(bank, lane, "ford")
    hamlet = p.labels("0807", "0907", "0809", "0909", "0708", "1008")
    p.paint(hamlet, "buildings")
    for a, b in p.boundary(hamlet):
        if b not in road and m.terrain_at(b) != "buildings":
            p.side(a, b, "wall")
    p.elevate(p.disc("1908", 1), 1)
    p.fort("1908", "foxholes")
    p.fort("1807", "foxholes")
    p.fort("1709", "wire")
    p.fort("1608", "minefield")
    return m


MAKERS = {"coh_two_boards.json": coh_two_boards, "borodino.json": borodino, "fow_table.json": fow_table}


def main(argv: list[str]) -> int:
    """Write every sample map to ``argv[0]`` (default ``sample_maps/``) and
    reload each to check it; returns 0."""
    out = Path(argv[0]) if argv else ROOT / "sample_maps"
    out.mkdir(parents=True, exist_ok=True)
    for name, make in MAKERS.items():
        m = make()
        save_map(m, out / name)
        assert load_map(out / name) == m, name
        print(f"{out / name}: {m.cols} x {m.rows}, {len(m.terrain)} terrain hexes, "
              f"{len(m.hexsides)} hexsides, {len(m.fortifications)} fortifications")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
