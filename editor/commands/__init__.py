"""Undo commands: thin QUndoCommand subclasses over `core.edits`."""
from editor.commands.edit_command import EditCommand

__all__ = ["EditCommand"]
