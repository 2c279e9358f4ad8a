"""Ruleset package fow (see core.rules)."""
