"""Hexwright command line front end."""
