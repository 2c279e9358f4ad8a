"""Map tools.  `TOOL_CLASSES` lists them in toolbar order; add a tool by
writing a `MapTool` subclass and appending it here (or registering it on the
window with `MainWindow.add_tool`)."""
from editor.tools.base import HexEvent, MapTool
from editor.tools.brush import BrushTool
from editor.tools.elevation import ElevationTool
from editor.tools.eyedropper import EyedropperTool
from editor.tools.fill import FillTool
from editor.tools.fortification import FortificationTool
from editor.tools.hexside import HexsideTool
from editor.tools.road import RoadTool
from editor.tools.settings import ToolSettings
from editor.tools.shape import LineTool, RectangleTool

TOOL_CLASSES = (BrushTool, FillTool, LineTool, RectangleTool, ElevationTool, HexsideTool, RoadTool, FortificationTool,
                EyedropperTool)

__all__ = ["HexEvent", "MapTool", "ToolSettings", "TOOL_CLASSES", "BrushTool", "FillTool", "ElevationTool",
           "HexsideTool", "RoadTool", "FortificationTool", "EyedropperTool", "LineTool", "RectangleTool"]
