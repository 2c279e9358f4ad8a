"""Subcommands of the hexwright command line (see hexwright.cli)."""
