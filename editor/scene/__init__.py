"""The map on screen: painter (shared with `hexwright render`), tile cache,
map item, scene (mouse -> hexes for the tools) and view (zoom, pan)."""
