"""`UnitLayer`: one graphics item drawing every setup unit of the scenario.

Counters (see `editor.scenario.counters`) sit on their hex centre; several
units in one hex fan out diagonally inside the hex
(`counters.stack_rects`; first listed at the bottom).  A facing pointer sits on the facing hexside (coh, fow) or on the
facing vertex (tng, tng 6.11).  Hidden units are drawn only while
``show_hidden`` is on (the designer's view), translucent with a dashed edge
and a ``HID`` tag.  The selected unit has a yellow edge.

Big scenarios stay fluid: the stacks and counter rects are computed once
per change of the units (the layer's `update`/`refresh` and the document's
changes of units or sides mark them stale; a signature of the units'
count is checked per frame) instead of rescanning every unit for every
counter (O(units^2)); a frame draws only the counters and pointers in the
exposed rect, each counter blitted from a pixmap made once per look and
zoom level (`COUNTER_CACHE` of them kept, least recently used dropped;
a frame makes `MAKE_BUDGET_S` worth of new ones (a zoom step's frame none
where another level's can stand in), the others stand in from
another zoom level, or as a plain tile, until the next frames);
when a counter would be smaller than `LOD_PX` device pixels (zoomed out)
it is drawn as a plain tile of its side's colour.
"""
from __future__ import annotations

import math
import time
from collections import OrderedDict

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPen, QPixmap, QPolygonF

from core.hexgrid import Hex
from core.rules.registry import traits
from editor.scenario.counters import DESIGN, paint_counter, stack_rects
from editor.scenario.scene_items import SceneItem
from editor.scene.map_item import tile_lod
from editor.scene.tile_cache import want_work

LOD_PX = 7.0  # below this many device pixels a counter is a plain tile
BUCKET_HEXES = 8  # the side of the squares the counters are indexed by, in hex sizes
COUNTER_CACHE = 3000  # counter pixmaps kept (one per unit look and zoom level)
PAD = 4.0 / DESIGN  # room around a counter's pixmap (shadow, selected edge, HID tag), in counter sides


class _CounterQueue:
    """Counter pixmaps a frame had no time for: made by the shared
    progressive painter of `editor.scene.tile_cache` between frames (and
    by its `finish_all`), each counter's box repainted when made."""

    def __init__(self, layer: "UnitLayer"):
        self.layer = layer
        self._pending: dict = {}   # (unit identity, look, lod) -> (pixmap arguments, the counter's box)

    def add(self, args: tuple, box: QRectF) -> None:
        u, r, ruleset, colour, selected, lod = args
        self._pending[(id(u), r.width(), ruleset, colour, selected, lod)] = (args, QRectF(box))

    def _update(self, rect: QRectF) -> None:
        self.layer.update(rect)

    def work(self, budget_s: float) -> list[QRectF]:
        """Make queued pixmaps for about ``budget_s`` seconds (at least one)."""
        out: list[QRectF] = []
        until = time.perf_counter() + budget_s
        while self._pending and (not out or time.perf_counter() < until):
            _key, ((u, r, ruleset, colour, selected, lod), box) = self._pending.popitem()
            self.layer._counter_pixmap(u, r, ruleset, colour, selected, lod)
            out.append(box)
        return out

    def finish(self) -> None:
        while self._pending:
            for r in self.work(1.0):
                self._update(r)


class UnitLayer(SceneItem):
    """Draws ``document.scenario.units`` on ``scene`` (a `MapScene`);
    `refresh` after any change to the scenario."""

    def __init__(self, document, scene):
        self.document = document
        self.show_hidden = True
        self._cache_key = None
        self._units: list = []
        self._stacks: dict = {}
        self._rects: dict = {}
        self._version = 0
        self._pixmaps: OrderedDict = OrderedDict()
        self._looks: dict = {}   # a counter's look -> the key of its latest pixmap
        self._queue = _CounterQueue(self)
        self._painted_lod: float | None = None   # the device lod of the last frame
        super().__init__(scene, 4, margin=40)
        document.changed.connect(self._document_changed)

    def _document_changed(self, change) -> None:
        if change.touches("units", "sides"):
            self._version += 1

    def update(self, *rect) -> None:
        """Repaint all (the stacks are read again), or just the scene ``rect``."""
        if not rect:
            self._version = getattr(self, "_version", 0) + 1
        super().update(*rect)

    def set_show_hidden(self, on: bool) -> None:
        """Show (designer's view) or hide hidden units."""
        self.show_hidden = bool(on)
        self.update()

    def _index(self) -> None:
        """Rebuild the stacks and rects when the drawn units changed."""
        sc = self.document.scenario
        lay = self.layout
        key = (id(sc), id(lay), self.show_hidden, self._version, len(sc.units))
        if key == self._cache_key:
            return
        units = [u for u in sc.units if u.hex is not None and (self.show_hidden or not u.hidden)]
        stacks: dict = {}
        for u in units:
            stacks.setdefault(u.hex, []).append(u)
        rects = {}
        for h, st in stacks.items():
            for u, r in zip(st, stack_rects(lay, h, len(st))):
                rects[id(u)] = r
        cell = BUCKET_HEXES * lay.size
        buckets: dict = {}   # (column, row) of `cell`-sized squares -> [(drawing order, unit)]
        for i, u in enumerate(units):
            r = rects[id(u)]
            for bx in range(math.floor(r.left() / cell), math.floor(r.right() / cell) + 1):
                for by in range(math.floor(r.top() / cell), math.floor(r.bottom() / cell) + 1):
                    buckets.setdefault((bx, by), []).append((i, u))
        self._cache_key, self._units, self._stacks, self._rects = key, units, stacks, rects
        self._buckets, self._cell = buckets, cell
        self._all = [(u, rects[id(u)]) for u in units]   # what a rect holding `_extent` meets, in order
        self._extent = QRectF()
        for _u, r in self._all:
            self._extent = self._extent.united(r)
        self._wedges: dict = {}   # id(unit) -> ((hex, facing), facing wedge), made when first drawn

    def _meeting(self, rect: QRectF) -> list:
        """``(unit, counter rect)`` of the drawn units whose counter meets
        scene ``rect``, in drawing order (from the buckets of `_index`: a
        frame of a few hexes does not test a thousand rects)."""
        if rect.contains(self._extent):   # the whole map in view (fit): every counter, no bucket walk (~5 ms)
            return list(self._all)
        cell, buckets, rects = self._cell, self._buckets, self._rects
        found: dict = {}
        for bx in range(math.floor(rect.left() / cell), math.floor(rect.right() / cell) + 1):
            inside_x = rect.left() < bx * cell and (bx + 1) * cell < rect.right()
            for by in range(math.floor(rect.top() / cell), math.floor(rect.bottom() / cell) + 1):
                if inside_x and rect.top() < by * cell and (by + 1) * cell < rect.bottom():
                    # a square inside the rect: every counter meeting the square meets the rect
                    # (a zoomed-out frame tested each of a thousand rects: ~2 ms)
                    for i, u in buckets.get((bx, by), ()):
                        found[i] = u
                    continue
                for i, u in buckets.get((bx, by), ()):
                    if i not in found and rect.intersects(rects[id(u)]):
                        found[i] = u
        return [(found[i], rects[id(found[i])]) for i in sorted(found)]

    def visible_units(self) -> list:
        """Setup units drawn now, in drawing order."""
        self._index()
        return list(self._units)

    def stack(self, h: Hex) -> list:
        """Units drawn in ``h``, bottom first."""
        self._index()
        return list(self._stacks.get(h, ()))

    def occupied(self):
        """The hexes with a drawn unit (a set-like view; do not keep it)."""
        self._index()
        return self._stacks.keys()

    def counter_rect(self, u) -> QRectF:
        """Scene rect of ``u``'s counter: inside its hex, fanned out and
        shrunk with the rest of its stack (`counters.stack_rects`)."""
        self._index()
        r = self._rects.get(id(u))
        if r is None:  # a unit not drawn (hidden, off the map) or a copy: its own stack
            st = self._stacks.get(u.hex, [])
            i = next((k for k, v in enumerate(st) if v.id == u.id), len(st))
            return stack_rects(self.layout, u.hex, max(len(st), i + 1))[i]
        return QRectF(r)

    def counter_centre(self, u) -> QPointF:
        """Scene centre of ``u``'s counter (stack offset applied)."""
        return self.counter_rect(u).center()

    def _pointer(self, p: QPainter, u, colour: QColor) -> None:
        p.setPen(self._POINTER_PEN)
        p.setBrush(colour)
        p.drawPolygon(self._pointer_polygon(u))

    _POINTER_PEN = QPen(QColor("#111111"), 1.2)

    def _pointer_polygon(self, u) -> QPolygonF:
        """The facing wedge of ``u`` (scene units), kept until the units
        change (`_index`): a zoomed-out frame shows a hundred of them."""
        key = (u.hex, u.facing)
        got = self._wedges.get(id(u))
        if got is not None and got[0] == key:
            return got[1]
        lay = self.layout
        cx, cy = lay.hex_to_pixel(u.hex)
        if traits(self.document.scenario.ruleset).facing == "vertex":
            dx, dy = lay.corner_offset(u.facing)
        else:
            (ax, ay), (bx, by) = lay.side_endpoints(u.hex, u.facing)
            dx, dy = (ax + bx) / 2 - cx, (ay + by) / 2 - cy
        n = math.hypot(dx, dy) or 1.0
        ux, uy = dx / n, dy / n
        # a wedge whose base lies inside the counter's edge and whose tip
        # reaches just past the hexside (or vertex) the unit faces, short of the neighbour's counter
        s = lay.size
        tip = QPointF(cx + ux * (n + 0.12 * s), cy + uy * (n + 0.12 * s))
        base = QPointF(cx + ux * (n - 0.2 * s), cy + uy * (n - 0.2 * s))
        left = QPointF(base.x() - uy * 0.2 * s, base.y() + ux * 0.2 * s)
        right = QPointF(base.x() + uy * 0.2 * s, base.y() - ux * 0.2 * s)
        poly = QPolygonF([tip, left, right])
        self._wedges[id(u)] = (key, poly)
        return poly

    def _counter_pixmap(self, u, r: QRectF, ruleset: str, colour: str, selected: bool, lod: float,
                        make: bool = True) -> QPixmap | None:
        """``u``'s counter (`paint_counter` in a ``r``-sized square, `PAD`
        around it) on a transparent pixmap of ``lod`` device pixels per
        scene unit, made once per look (name, stats, colour, selection,
        hidden mark, size) and zoom level; with ``make`` False, None
        when it is not made yet."""
        look = (ruleset, u.id, u.name, u.catalogue_id, repr(u.stats), colour, selected, u.hidden, r.width())
        key = (look, lod)
        pix = self._pixmaps.get(key)
        if pix is not None:
            self._pixmaps.move_to_end(key)
            return pix
        if not make:
            return None
        side = r.width() * (1 + 2 * PAD)
        n = max(1, math.ceil(side * lod))
        pix = QPixmap(n, n)
        pix.fill(Qt.transparent)
        q = QPainter(pix)
        try:
            q.setRenderHints(QPainter.Antialiasing | QPainter.TextAntialiasing)
            q.scale(lod, lod)
            q.translate(side / 2, side / 2)
            paint_counter(q, QPointF(0, 0), u, ruleset, colour, selected, u.hidden, r.width())
        finally:
            q.end()
        self._pixmaps[key] = pix
        self._looks[look] = key
        while len(self._pixmaps) > COUNTER_CACHE:
            self._pixmaps.popitem(last=False)
        return pix

    def _stand_in(self, u, r: QRectF, ruleset: str, colour: str, selected: bool) -> QPixmap | None:
        """A pixmap of ``u``'s counter at another zoom level, if one is kept."""
        look = (ruleset, u.id, u.name, u.catalogue_id, repr(u.stats), colour, selected, u.hidden, r.width())
        return self._pixmaps.get(self._looks.get(look))

    MAKE_BUDGET_S = 0.002   # counter pixmaps made per frame; the rest stand in until the next frames

    def paint(self, p: QPainter, option, widget=None) -> None:
        sc = self.document.scenario
        self._index()
        colours = {s.id: s.colour for s in sc.sides}
        sel = self.document.selected_unit
        m = self.layout.size  # a facing pointer reaches past the counter to its hexside
        exposed = option.exposedRect.adjusted(-m, -m, m, m)
        top_first = traits(sc.ruleset).stack_top_first  # tng 6.24: the first unit listed is the top: draw it last
        shown = self._meeting(exposed)
        if not shown:
            return
        lod = option.levelOfDetailFromTransform(p.worldTransform())
        if lod * shown[0][1].width() < LOD_PX:  # zoomed out: tiles in the side's colour
            p.setPen(Qt.NoPen)
            fills = {side: QColor(c) for side, c in colours.items()}
            grey, yellow = QColor("#808080"), QColor("#ffe14d")
            for u, r in shown:
                p.fillRect(r, yellow if u.id == sel else fills.get(u.side, grey))
            return
        dev_lod, smooth = tile_lod(p)
        was_smooth = p.testRenderHint(QPainter.SmoothPixmapTransform)
        # a zoom step's frame (a new level) makes no counter pixmap: another level stands in, or the side's
        # colour, until they come on the following turns (the step's frame holds the tiles' stand-ins too;
        # making them took up to its 2 ms budget of a ~10 ms zoom-step frame)
        stepped = self._painted_lod is not None and dev_lod != self._painted_lod
        self._painted_lod = dev_lod
        until = time.perf_counter() + self.MAKE_BUDGET_S
        later = False
        for u, r in (reversed(shown) if top_first else shown):
            colour = colours.get(u.side, "#808080")
            if smooth:  # between zoom levels (an export, a print): paint it, no pixmap
                paint_counter(p, r.center(), u, sc.ruleset, colour, u.id == sel, u.hidden, r.width())
                continue
            pad = PAD * r.width()
            box = QRectF(r.left() - pad, r.top() - pad, r.width() + 2 * pad, r.height() + 2 * pad)
            pix = self._counter_pixmap(u, r, sc.ruleset, colour, u.id == sel, dev_lod, make=False)
            stand_in = None
            if pix is None:
                stand_in = self._stand_in(u, r, sc.ruleset, colour, u.id == sel)
                if not stepped and time.perf_counter() < until:
                    pix = self._counter_pixmap(u, r, sc.ruleset, colour, u.id == sel, dev_lod)
            if pix is None:   # a new zoom level: the counter at another level stands in, this one comes next
                self._queue.add((u, r, sc.ruleset, colour, u.id == sel, dev_lod), box)
                later = True
                pix = stand_in
                if pix is None:
                    p.fillRect(r, QColor(colours.get(u.side, "#808080")))
                    continue
                # nearest-pixel: shown for a few frames only, and a smooth scale of a hundred
                # counters cost several ms of a zoom step's frame
                p.setRenderHint(QPainter.SmoothPixmapTransform, False)
            p.drawPixmap(QRectF(box.left(), box.top(), pix.width() / dev_lod, pix.height() / dev_lod)
                         if pix.width() == max(1, math.ceil(box.width() * dev_lod)) else box, pix, QRectF(pix.rect()))
        p.setRenderHint(QPainter.SmoothPixmapTransform, was_smooth)
        if later:
            want_work(self._queue)   # made between frames (`editor.scene.tile_cache`), then repainted
        for u, _r in shown:
            if u.facing is not None and not u.hidden:
                col = QColor("#ffe14d") if u.id == sel else QColor(colours.get(u.side, "#808080")).lighter(130)
                self._pointer(p, u, col)
