"""Flames of War in the editor (seed 001 pp. 90-91; tng_fow.md GAME B).

* `report` (no Qt): `shot_report` explains one shot with
  `core.rules.fow.fire.assess_shot`; `scenario_team` builds rules-core teams
  from scenario placements.
* `status`: lettered status badges on the scenario's counters (moved,
  fired, assaulted, digging in, dug in, gone to ground, bailed out, bogged,
  pinned).
* `shot_tool`: the Shot preview tool (K) and its overlay.
* `install`: `FowUi`, the editor extra (`editor.extras`) the main window
  builds after the scenario UI; everything shows only while a fow scenario is open.
"""
from editor.fow.install import FowUi

__all__ = ["FowUi"]
