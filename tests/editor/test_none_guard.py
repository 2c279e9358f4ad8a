"""The PySide6 6.12 / CPython 3.11 None-refcount workaround (editor.pyside_none_guard)."""
import subprocess
import sys

import pytest

from tests.conftest import ROOT


@pytest.mark.skipif(sys.version_info >= (3, 12), reason="None is immortal from CPython 3.12")
def test_many_void_qt_calls_do_not_abort_the_interpreter():
    code = (
        "import editor\n"
        "from PySide6.QtCore import QObject\n"
        "o = QObject()\n"
        "for _ in range(300000):\n"
        "    o.setObjectName('x')\n"
        "print('ok')\n"
    )
    out = subprocess.run([sys.executable, "-c", code], cwd=ROOT, capture_output=True, text=True, timeout=120)
    assert out.returncode == 0, out.stderr[-500:]
    assert out.stdout.strip() == "ok"
