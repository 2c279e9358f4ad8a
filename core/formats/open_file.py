"""Open any Hexwright file a designer may hand to the editor or a command
(Qt-free): `open_file(path) -> OpenedFile`.

* a map file (``hexwright.map``) opens as a scenario with that map
  (referenced by its file name), the ruleset's default sides and no units,
  ``kind="map"``;
* a scenario file (``hexwright.scenario``) opens with its map resolved,
  ``kind="scenario"`` (`core.formats.scenariofile.load_scenario`);
* a part of a pack (manifest, decks or units file) or a replay log is
  refused with a sentence saying which command takes it (`PACK_PARTS`);
* anything else: `FormatError` at ``$.format`` saying what was expected
  (a pack zip or a Tiled map is named by `core.formats.jsonio`).

Errors: `FormatError` / `HexwrightError` naming the file and place; never
a traceback for a bad file.
"""
from __future__ import annotations

from dataclasses import dataclass

from core.errors import FormatError
from core.formats import mapfile
from core.formats.jsonio import read_json_file
from core.formats.atomic import tidy_before_reading
from core.formats.gc_pause import paused_gc
from core.formats.scenariofile import FORMAT as SCENARIO_FORMAT, scenario_from_file_data
from core.formats.schema import describe
from core.i18n import _
from core.model.scenario import Scenario

_PACK_CHECK = ("check a whole pack with `hexwright import PACK.hwpack -o NEW_FOLDER`, which verifies every "
               "checksum and schema before it unpacks anything (there is no check-only mode)")
# files that are parts of a pack (written by `hexwright export`) or logs, not opened on their own
PACK_PARTS = {
    "hexwright.pack": f"a pack manifest: it is part of a pack and not validated on its own; {_PACK_CHECK}",
    "hexwright.pack-decks": "the decks file of an unpacked pack: it is part of the pack and not validated on its "
                            f"own; validate the pack's .scenario.json files, or {_PACK_CHECK}",
    "hexwright.pack-units": "the unit catalogue of an unpacked pack: it is part of the pack and not validated on "
                            f"its own; validate the pack's .scenario.json files, or {_PACK_CHECK}",
    "hexwright.replay": "a replay log of `hexwright play --log`: check it by replaying it with "
                        "`hexwright replay FILE`",
}


@dataclass(frozen=True)
class OpenedFile:
    """An opened file: ``kind`` (``"map"`` or ``"scenario"``) and its
    ``scenario`` (a `core.model.Scenario`; a map's has no units)."""

    kind: str
    scenario: Scenario


def open_file(path: str) -> OpenedFile:
    """Open the map or scenario file at ``path`` (module doc)."""
    tidy_before_reading(path)
    with paused_gc():
        data = read_json_file(path)   # read once (reading it again in load_scenario cost a big file's decode twice)
        fmt = data.get("format") if isinstance(data, dict) else None
        if fmt in (mapfile.FORMAT, SCENARIO_FORMAT):
            return OpenedFile("map" if fmt == mapfile.FORMAT else "scenario", scenario_from_file_data(data, path))
    if isinstance(fmt, str) and fmt in PACK_PARTS:
        raise FormatError(str(path), [("$.format", PACK_PARTS[fmt])])
    what = (f"a {describe(data)}" if not isinstance(data, dict) else
            "an object without \"format\"" if fmt is None else f"format {describe(fmt)}")
    raise FormatError(str(path), [("$.format", _('expected a Hexwright map ("{format}") or scenario '
                                                 '("{scenario_format}"), got {what}').format(
                                                   format=mapfile.FORMAT,
                                                   scenario_format=SCENARIO_FORMAT,
                                                   what=what))])
