"""A plain pixel-geometry hex grid for brute-force reference tests.

Built only from the stagger words of ../shared/conformance/README.md (no
`core.hexgrid`), so tests can check the rules code against an independent
model.  Hexes are 1-based ``(col, row)`` pairs; hex size is 1 (centre to
corner), so neighbouring centres are sqrt(3) apart.
"""
import math

S3 = math.sqrt(3)


def center(o, s, c, r):
    """Pixel centre of 1-based column/row ``(c, r)`` for orientation ``o`` and stagger ``s``."""
    if o == "flat":
        sh = (c % 2 == 0) if s == "even" else (c % 2 == 1)
        return 1.5 * c, S3 * (r + (0.5 if sh else 0))
    sh = (r % 2 == 0) if s == "even" else (r % 2 == 1)
    return S3 * (c + (0.5 if sh else 0)), 1.5 * r


def lab(h):
    """``CCRR`` label of a 1-based ``(col, row)``."""
    return f"{h[0]:02d}{h[1]:02d}"


class PixelGrid:
    """``cols`` x ``rows`` hexes: ``cs`` centres, ``nbdir(h, d)`` the neighbour
    across hexside ``d`` (README direction numbering) or None, ``nbs``
    on-map neighbours, ``hd(a, b)`` step distance by breadth-first search
    (``far`` when unreachable)."""

    def __init__(self, o, s, cols, rows, far=99):
        self.o, self.s, self.far = o, s, far
        self.cs = {(c, r): center(o, s, c, r) for c in range(1, cols + 1) for r in range(1, rows + 1)}
        self.nbs = {h: [g for g in (self.nbdir(h, d) for d in range(6)) if g] for h in self.cs}

    def nbdir(self, h, d):
        base = -90 if self.o == "flat" else -60
        ang = math.radians(base + 60 * d)
        x, y = self.cs[h][0] + S3 * math.cos(ang), self.cs[h][1] + S3 * math.sin(ang)
        for g, p in self.cs.items():
            if math.dist(p, (x, y)) < 1e-6:
                return g
        return None

    def hd(self, a, b):
        seen = {a: 0}
        fr = [a]
        while fr:
            nf = []
            for h in fr:
                if h == b:
                    return seen[h]
                for g in self.nbs[h]:
                    if g not in seen:
                        seen[g] = seen[h] + 1
                        nf.append(g)
            fr = nf
        return self.far
