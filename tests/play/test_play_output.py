"""hexwright play --verbose: a shot at an empty hex reads "no target in hex"
(it read "nobody: AV 8 vs DV None miss"); the last line of the output is
still the bare final-state hash."""
import re

from hexwright.cli import main
from tests.conftest import SAMPLES


def test_fire_at_an_empty_hex_says_so_and_the_hash_stays_last(capsys):
    assert main(["play", str(SAMPLES / "coh_balka_hill.scenario.json"), "--seed", "0", "--verbose"]) == 0
    out = capsys.readouterr().out
    assert "DV None" not in out and "nobody" not in out
    assert "no target in hex" in out
    assert re.search(r"AV \d+ vs DV \d+ (miss|hit|destroyed)", out)      # real targets keep their numbers
    lines = out.rstrip("\n").split("\n")
    assert re.fullmatch(r"[0-9a-f]{64}", lines[-1])
