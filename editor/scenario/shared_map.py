"""Saving a scenario whose edited map file other scenarios also use
(issue 11 part 7): the map is never rewritten silently.

`SharedMapGuard.decide(map_target, scenario_path)` finds the other
scenarios in the scenario's and the map's folders that use ``map_target``
(`core.formats.map_users.scenarios_using_map`) and, when there are any,
asks (`ask`, a message box; tests replace it): save the map file for all
of them, keep the change in this scenario only (the map is embedded in it
and the shared file stays as it was), or cancel.  After the save, `tell`
says what happened in the window's status bar and in a message box, not
only in the controller's notes.
"""
from __future__ import annotations

import os

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QMessageBox

from core.formats.map_users import scenarios_using_map

SAVE_FOR_ALL, KEEP_IN_SCENARIO, CANCEL = "all", "embed", "cancel"


class SharedMapGuard:
    """The question and the report for one window (``window``: the main
    window, for the dialogs and its status bar)."""

    def __init__(self, window):
        self.window = window

    def others(self, map_target: str, scenario_path: str, current: str | None) -> list[str]:
        """Other scenario files that use ``map_target``."""
        folders = [os.path.dirname(os.path.abspath(scenario_path)), os.path.dirname(os.path.abspath(map_target))]
        return scenarios_using_map(map_target, folders, exclude=[scenario_path, current or ""])

    def question(self, map_target: str, others: list[str]):
        """The message box of `ask` and its two choice buttons:
        ``(box, save-for-all button, keep button)``."""
        names = "\n".join(f"  {os.path.basename(p)}" for p in others[:10])
        rest = len(others) - 10
        more = ("\n  " + QCoreApplication.translate("SharedMapGuard", "... and {count} more").format(count=rest)
                if rest > 0 else "")
        box = QMessageBox(QMessageBox.Question,
                          QCoreApplication.translate("SharedMapGuard", "Map shared by other scenarios"),
                          QCoreApplication.translate("SharedMapGuard", "You edited the map. Its file {file} is also "
                                                                       "used "
                                                     "by:\n{names}{more}\n\nSaving it changes the map of those "
                                                     "scenarios too.").format(file=os.path.basename(map_target),
                                                                              names=names, more=more),
                          QMessageBox.NoButton, self.window)
        all_ = box.addButton(QCoreApplication.translate("SharedMapGuard", "Save map for all"), QMessageBox.AcceptRole)
        keep = box.addButton(QCoreApplication.translate("SharedMapGuard", "Keep change in this scenario"),
                             QMessageBox.ActionRole)
        box.addButton(QMessageBox.Cancel)
        box.setDefaultButton(keep)
        return box, all_, keep

    def ask(self, map_target: str, others: list[str]) -> str:
        """`SAVE_FOR_ALL`, `KEEP_IN_SCENARIO` or `CANCEL` from a message box."""
        box, all_, keep = self.question(map_target, others)
        box.exec()
        clicked = box.clickedButton()
        return SAVE_FOR_ALL if clicked is all_ else KEEP_IN_SCENARIO if clicked is keep else CANCEL

    def decide(self, map_target: str, scenario_path: str, current: str | None) -> tuple[str, list[str]]:
        """``(choice, other scenarios)``: `SAVE_FOR_ALL` without asking when
        no other scenario uses the map."""
        others = self.others(map_target, scenario_path, current)
        return (self.ask(map_target, others) if others else SAVE_FOR_ALL), others

    def tell(self, text: str) -> None:
        """Say ``text`` in the window's status bar (10 s)."""
        bar = getattr(self.window, "statusBar", None)
        if callable(bar):
            bar().showMessage(text, 10000)
