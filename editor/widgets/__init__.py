"""Docks, dialogs and small widgets of the editor window."""
