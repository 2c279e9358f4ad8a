"""Mutated real files (sample maps and scenarios, the shared Tiled
fixtures) through every loader and the quick CLI commands: nothing may
escape but the project's own errors.  Bounded to a few seconds each; the
long run is ``tools/fuzz_loaders.py``."""
from __future__ import annotations

import random

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from tests.robustness.fuzz import COMMANDS, LOADERS, mutant, run_target, sources, stage

SOURCES = sources()
QUICK = settings(max_examples=10, deadline=None, suppress_health_check=list(HealthCheck), derandomize=True)


@pytest.mark.parametrize("name", sorted(SOURCES))
@QUICK
@given(seed=st.integers(0, 2 ** 32 - 1))
def test_mutants_through_every_loader(tmp_path_factory, name, seed):
    rng = random.Random(seed)
    data = mutant(name, SOURCES[name].read_bytes(), rng)
    path = stage(tmp_path_factory.mktemp("fz"), name, data)
    for target in LOADERS:
        assert run_target(target, path) in ("ok", "refused")


@pytest.mark.parametrize("command", sorted(COMMANDS))
@settings(max_examples=8, deadline=None, suppress_health_check=list(HealthCheck), derandomize=True)
@given(seed=st.integers(0, 2 ** 32 - 1), which=st.sampled_from(sorted(SOURCES)))
def test_mutants_through_the_quick_commands(tmp_path_factory, command, seed, which):
    rng = random.Random(seed)
    data = mutant(which, SOURCES[which].read_bytes(), rng)
    path = stage(tmp_path_factory.mktemp("fc"), which, data)
    assert run_target(command, path, COMMANDS[command]) in ("ok", "refused")
