"""Hexwright editor (PySide6). Imports core; core never imports editor.

Importing the package installs `editor.pyside_none_guard` first: PySide6 6.12
on CPython 3.11 drops a reference to None on every void Qt call.
"""
from editor import pyside_none_guard as _none_guard

_none_guard.install()
