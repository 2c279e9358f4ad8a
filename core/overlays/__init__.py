"""What the editor's ruleset extras draw, computed Qt-free from a scenario
(the extras are found through the registry, `RulesetSpec.traits.editor_extras`):

* `tng_command`: Triumph & Glory command ranges, ZOC, stack numbers, unit
  brigade/group/marker info, gun bands and movement of set-up units;
* `fow_shot`: the Flames of War shot report (concealment, range, to-hit,
  rate of fire) of one team at another.
"""
