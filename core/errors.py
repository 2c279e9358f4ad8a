"""Error types every part of Hexwright raises for problems a user can fix.

Each carries a one-paragraph message fit to show as is (in a dialog or on
the command line); none of them should ever surface as a traceback.
"""
from __future__ import annotations


def at(path: str, message: str) -> str:
    """``"path: message"``, or just ``message`` when ``path`` is the whole
    file (the JSON root ``"$"`` or empty): no stray ``$:`` in messages."""
    return message if path in ("$", "") else f"{path}: {message}"


class HexwrightError(Exception):
    """Base of all user-facing errors; ``str(e)`` is the message to show."""


class FormatError(HexwrightError):
    """A file that cannot be read: names the file, the place and what was expected.

    ``problems`` is a list of ``(json_path, message)`` pairs; ``file`` the path
    as the user gave it.  Each problem is one line ``file: path: message``,
    or ``file: message`` when the path is the whole file (``"$"`` or empty).
    """

    def __init__(self, file: str, problems: list[tuple[str, str]] | str):
        if isinstance(problems, str):
            problems = [("$", problems)]
        self.file = str(file)
        self.problems = list(problems)
        lines = [f"{self.file}: {at(path, msg)}" for path, msg in self.problems]
        super().__init__("\n".join(lines))


class RulesError(HexwrightError):
    """An illegal action or position under a ruleset; ``rule`` cites the rule
    (e.g. ``"seed 000 §9.12"``)."""

    def __init__(self, message: str, rule: str | None = None):
        self.rule = rule
        super().__init__(f"{message} ({rule})" if rule else message)
