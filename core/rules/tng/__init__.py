"""Ruleset package tng (see core.rules)."""
