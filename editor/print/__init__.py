"""True-scale print output (PDF, SVG, PNG) of maps and scenarios, and the
editor's File menu entries for packs and printing.

`editor.print.job.PrintJob` lays out the sheets; `editor.print.output`
writes them; `editor.print.menu.add_file_actions` adds the menu entries.
"""
