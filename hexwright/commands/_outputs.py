"""Output paths of the commands that play (``play --log``, ``balance --json``):
checked before anything is played, so a long batch never ends on a path
that cannot be written, and never written over the files it reads."""
from __future__ import annotations

import os

from core.errors import HexwrightError
from core.i18n import _


def check_output_file(path: str, option: str, what: str, keep: tuple[str, ...] = ()) -> None:
    """Refuse ``path``, given as ``option`` (``--json``), as the file ``what``
    (a translated noun: "the replay", "the report") is written to
    (`HexwrightError` naming both): empty, a folder, in a missing folder or
    under a file, one of ``keep`` (the scenario and the map it reads: writing
    there would destroy them), or a file this process cannot open for
    writing.  A file made by the check is removed again."""
    def refuse(why: str) -> HexwrightError:
        return HexwrightError(_("{option} {path}: cannot write {what}: {why}").format(
                                  option=option, path=path, what=what, why=why))
    if not path.strip():
        raise HexwrightError(_("{option} needs a file name, e.g. {example}").format(option=option,
                                                                                  example="report.json"))
    folder = os.path.dirname(os.path.abspath(path))
    if os.path.isdir(path):
        raise refuse(_("this is a folder; expected a file name such as game.json"))
    if not os.path.isdir(folder):
        why = _("{folder} is a file, not a folder") if os.path.exists(folder) else _("folder {folder} does not exist")
        raise refuse(why.format(folder=folder))
    real = os.path.realpath(path)
    if any(k and os.path.realpath(k) == real for k in keep):
        raise refuse(_("this is a file the command reads (the scenario or its map); writing there would "
                       "destroy it"))
    existed = os.path.exists(path)
    try:
        with open(path, "a", encoding="utf-8"):
            pass
    except OSError as e:
        raise refuse(e.strerror or str(e)) from None
    if not existed:
        try:
            os.remove(path)
        except OSError:
            pass


def scenario_files(path: str) -> tuple[str, ...]:
    """The scenario file ``path`` and the map file it names (``map.file``,
    beside it), the files an output must not overwrite; only the scenario
    when it cannot be read (its loader reports that)."""
    from core.formats.jsonio import read_json_file
    try:
        doc = read_json_file(path)
    except (HexwrightError, OSError, ValueError):
        return (path,)
    ref = doc.get("map") if isinstance(doc, dict) else None
    name = ref.get("file") if isinstance(ref, dict) else None
    if not isinstance(name, str) or not name:
        return (path,)
    return path, os.path.join(os.path.dirname(os.path.abspath(path)), name)
