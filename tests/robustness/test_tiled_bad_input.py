"""Bad Tiled maps give one `FormatError` naming the file and the place
(map, tileset, layer, tile); never a ValueError or MemoryError."""
from __future__ import annotations

import xml.etree.ElementTree as ET

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from core.errors import FormatError, HexwrightError
from core.formats.tiled import import_tiled
from tests.robustness.helpers import ROOT, assert_clear_failure, hexwright

FIXTURES = ROOT.parent / "shared" / "fixtures" / "tiled"
HEAD = '<?xml version="1.0"?><map orientation="hexagonal" width="{w}" height="{h}" staggeraxis="x" staggerindex="odd">'
CSV12 = '<layer name="L"><data encoding="csv">' + ",".join(["1"] * 12) + "</data></layer></map>"

BAD = {
    "firstgid not a number": (HEAD.format(w=4, h=3) + '<tileset firstgid="abc" name="t"/>' + CSV12,
                              ["tileset 't'", "firstgid='abc'"]),
    "tile id not a number": (HEAD.format(w=4, h=3) + '<tileset firstgid="1" name="t"><tile id="x"><properties>'
                             '<property name="terrain" value="woods"/></properties></tile></tileset>' + CSV12,
                             ["<tile>", "id='x'"]),
    "xml tile gid not a number": (HEAD.format(w=2, h=1) + '<layer name="L"><data><tile gid="q"/><tile/></data>'
                                  '</layer></map>', ["layer 'L'", "gid='q'"]),
    "map far too large": (HEAD.format(w=100000, h=100000) + '<layer name="L"><data encoding="csv">1</data></layer>'
                          '</map>', ["<map>", "at most 999 x 999"]),
    "negative gid": (HEAD.format(w=2, h=1) + '<layer name="L"><data encoding="csv">-1,1</data></layer></map>',
                     ["layer 'L'", "GID -1"]),
    "gid over 32 bits": (HEAD.format(w=2, h=1) + '<layer name="L"><data encoding="csv">1,99999999999</data>'
                         '</layer></map>', ["layer 'L'", "GID 99999999999"]),
}


@pytest.mark.parametrize("what", sorted(BAD))
def test_bad_tiled_map_is_a_format_error_naming_the_place(what, tmp_path):
    text, words = BAD[what]
    path = tmp_path / "bad.tmx"
    path.write_text(text)
    with pytest.raises(FormatError) as e:
        import_tiled(path)
    for w in [str(path), *words]:
        assert w in str(e.value), (w, str(e.value))


def test_external_tileset_that_is_not_a_file_is_a_warning(tmp_path):
    path = tmp_path / "ext.tmx"
    path.write_text(HEAD.format(w=2, h=1) + '<tileset firstgid="1" source="/dev/zero"/>'
                    '<layer name="L"><data encoding="csv">1,1</data></layer></map>')
    hexmap, warnings = import_tiled(path)     # /dev/zero used to be read forever
    assert hexmap.cols == 2 and any("/dev/zero" in w for w in warnings)


def test_cli_huge_tiled_map_is_a_message(tmp_path):
    path = tmp_path / "huge.tmx"
    path.write_text(BAD["map far too large"][0])
    assert_clear_failure(hexwright("import-tiled", path, "-o", tmp_path / "out.json"), "huge.tmx", "at most 999")
    assert not (tmp_path / "out.json").exists()


ODD_ATTRS = ["", "x", "-1", "0", "1.5", "99999", "4294967296", "odd", "even", "x", "y", "base64", "csv", "zlib",
             "gzip", "zstd", "1"]


@settings(max_examples=60, deadline=None, suppress_health_check=list(HealthCheck))
@given(data=st.data())
def test_mutated_fixture_imports_or_raises_a_clear_error(tmp_path_factory, data):
    src = data.draw(st.sampled_from(sorted(FIXTURES.glob("*.tmx"))))
    root = ET.parse(src).getroot()
    elements = list(root.iter())
    for _ in range(data.draw(st.integers(1, 3))):
        el = data.draw(st.sampled_from(elements))
        attrs = sorted(el.attrib)
        choice = data.draw(st.integers(0, 2))
        if choice == 0 and attrs:
            el.set(data.draw(st.sampled_from(attrs)), data.draw(st.sampled_from(ODD_ATTRS)))
        elif choice == 1 and attrs:
            del el.attrib[data.draw(st.sampled_from(attrs))]
        elif el.text and el.text.strip():
            el.text = data.draw(st.sampled_from(["", "1,2,x", "@@@", el.text.strip()[: len(el.text) // 2]]))
    path = tmp_path_factory.mktemp("tmx") / src.name
    path.write_bytes(ET.tostring(root))
    try:
        import_tiled(path)
    except HexwrightError as e:
        assert str(path) in str(e) or "terrain mapping" in str(e), str(e)
