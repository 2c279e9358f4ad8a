"""``hexwright conformance PATH... [--json]``: run rules conformance cases."""
from core.conformance import add_arguments, run  # noqa: F401

HELP = "run rules conformance cases (files or folders) and report PASS/FAIL/ERROR"
