"""Hexwright editor (PySide6). Imports core; core never imports editor."""
