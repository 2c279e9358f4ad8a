"""Test configuration: Qt runs offscreen; ../shared is found beside the project."""
import os
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

ROOT = Path(__file__).resolve().parent.parent
SHARED = ROOT.parent / "shared"
CASES = SHARED / "conformance" / "cases"
FIXTURES = SHARED / "fixtures"
SAMPLES = ROOT / "sample_maps"
