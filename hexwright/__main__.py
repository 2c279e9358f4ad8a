"""``python -m hexwright``."""
import sys

from hexwright.cli import main

sys.exit(main())
