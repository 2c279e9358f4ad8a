"""Every tool of the tool bar has an icon beside its text, and its tooltip
names the tool and its shortcut (issue 16)."""
from editor.widgets.tool_icons import PAINTERS, tool_icon
from tests.editor.helpers import make_window


def test_every_tool_has_an_icon_and_a_tooltip_with_its_shortcut(qtbot, tmp_path):
    w = make_window(qtbot, tmp_path)
    assert w.tools
    for name, act in w.tool_actions.items():
        tool = w.tools[name]
        assert name in PAINTERS, f"tool {name} draws the generic icon"
        assert not act.icon().isNull()
        img = act.icon().pixmap(24, 24).toImage()
        assert any(img.pixelColor(x, y).alpha() for x in range(24) for y in range(24))
        assert tool.label in act.toolTip()
        if tool.shortcut:
            assert f"({tool.shortcut})" in act.toolTip()


def test_icons_differ_between_tools(qapp):
    images = {n: tool_icon(n).pixmap(32, 32).toImage() for n in PAINTERS}
    assert len({bytes(img.constBits()) for img in images.values()}) == len(PAINTERS)
