"""Hexwright core: hex geometry, models, rules, formats. Pure Python, never Qt."""
