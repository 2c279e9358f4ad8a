"""Every message id core code names exists in the English catalogue
(`core.messages.MESSAGES`), so a translation (issue 17) can replace the
catalogue without hunting for sentences in code."""
from __future__ import annotations

import re
from pathlib import Path

from core.messages import MESSAGES, text

CORE = Path(__file__).resolve().parents[2] / "core"
IDS = re.compile(r"""["']((?:setup|format|los|cost|action|hit|detail|summary)\.[a-z_]+)["']""")


def test_every_message_id_used_in_core_is_in_the_catalogue():
    used = set()
    for p in CORE.rglob("*.py"):
        if p.name != "messages.py":
            used |= set(IDS.findall(p.read_text("utf-8")))
    assert used and used <= set(MESSAGES), sorted(used - set(MESSAGES))
    # format.<code> ids are built from the checker's short codes
    src = (CORE / "formats" / "scenario_checks.py").read_text("utf-8")
    codes = set(re.findall(r'self\.add\(.*?, "([a-z_]+)"(?=\)|, \w+=)', src))
    assert codes and {f"format.{c}" for c in codes} <= set(MESSAGES)


def test_lists_are_joined_and_reprs_kept():
    assert text("format.unknown_side", {"value": "us", "sides": ["german", "soviet"]}) == \
        "unknown side 'us': expected one of the scenario's sides (german, soviet)"
