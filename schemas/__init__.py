"""JSON Schemas for Hexwright files, one per format and major version (package data)."""
