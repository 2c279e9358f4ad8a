"""The editor's undo machinery: `EditCommand` (the one undo command, over
`core.edits`), `DocumentChange` (the one change event) and
`ChangeCoalescer` (deferred, merged delivery for heavy listeners)."""
from editor.commands.change import ChangeCoalescer, DocumentChange
from editor.commands.edit_command import EditCommand

__all__ = ["ChangeCoalescer", "DocumentChange", "EditCommand"]
