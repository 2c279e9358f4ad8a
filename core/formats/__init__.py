"""Load and save Hexwright files, packs and foreign formats."""
