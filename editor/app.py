"""``hexwright-editor [FILE]``: open the editor window (on FILE if given)."""
from __future__ import annotations

import sys


def main(argv: list[str] | None = None) -> int:
    """Run the editor; ``argv`` like ``sys.argv`` (program name first).
    A FILE that cannot be read is reported in a message box and the editor
    starts on a new map.  Returns the application's exit status."""
    from PySide6.QtWidgets import QApplication

    from editor.logging_setup import install_logging
    from editor.main_window import MainWindow, default_settings
    from editor.translation import chosen_language, install
    argv = list(sys.argv if argv is None else argv)
    app = QApplication.instance() or QApplication(argv)
    app.setApplicationName("Hexwright editor")
    app.setOrganizationName("Hexwright")
    install_logging()      # the rotating log in the user's data location (Help > Open log folder)
    install(app, chosen_language(default_settings()))  # Preferences' language, else the system's (issue 17)
    window = MainWindow()
    window.show()
    files = [a for a in argv[1:] if not a.startswith("-")]
    if files:
        window.files.load(files[0])
    window.autosave.offer()  # work autosaved before a crash is offered back (editor.recovery)
    window.open_view()
    return app.exec()


if __name__ == "__main__":
    sys.exit(main())
