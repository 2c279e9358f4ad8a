"""Triumph & Glory in the editor (seed 004; tng_fow.md GAME A).

* `analysis` (no Qt): what the overlays show, from the rules core.
* `overlay`: Orders Range of commanders, ZOC of a side, the selected gun's
  range bands and visibility, the movement preview with ZOC stops and
  orders status; stack numbers and brigade/group tags on counters.
* `panel`: the "Triumph and Glory" dock (switches, unit info, stack order).
* `install`: `TngUi`, the editor extra (`editor.extras`) the main window
  builds after the scenario UI; everything shows only while a tng scenario is open.
"""
from editor.tng.install import TngUi

__all__ = ["TngUi"]
