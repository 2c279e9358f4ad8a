<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en_US">
<context>
    <name>DecksPanel</name>
    <message numerus="yes">
        <source>Deck {deck}: %n card(s) ({different} different)</source>
        <translation>
            <numerusform>Deck {deck}: %n card ({different} different)</numerusform>
            <numerusform>Deck {deck}: %n cards ({different} different)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{deck}  (%n card(s))</source>
        <translation>
            <numerusform>{deck}  (%n card)</numerusform>
            <numerusform>{deck}  (%n cards)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>PaletteWidget</name>
    <message numerus="yes">
        <source>Brush radius {radius} (%n hex(es))</source>
        <translation>
            <numerusform>Brush radius {radius} (%n hex)</numerusform>
            <numerusform>Brush radius {radius} (%n hexes)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>RegionActions</name>
    <message numerus="yes">
        <source>%n hex(es)</source>
        <translation>
            <numerusform>%n hex</numerusform>
            <numerusform>%n hexes</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n unit(s)</source>
        <translation>
            <numerusform>%n unit</numerusform>
            <numerusform>%n units</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Delete %n hex(es)</source>
        <translation>
            <numerusform>Delete %n hex</numerusform>
            <numerusform>Delete %n hexes</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Deleted the contents of %n hex(es)</source>
        <translation>
            <numerusform>Deleted the contents of %n hex</numerusform>
            <numerusform>Deleted the contents of %n hexes</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Paste %n hex(es)</source>
        <translation>
            <numerusform>Paste %n hex</numerusform>
            <numerusform>Paste %n hexes</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Pasted %n hex(es) at {hex}</source>
        <translation>
            <numerusform>Pasted %n hex at {hex}</numerusform>
            <numerusform>Pasted %n hexes at {hex}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Selected %n hex(es) of {terrain}</source>
        <translation>
            <numerusform>Selected %n hex of {terrain}</numerusform>
            <numerusform>Selected %n hexes of {terrain}</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ReinforcementsPanel</name>
    <message numerus="yes">
        <source>%n unit(s)</source>
        <translation>
            <numerusform>%n unit</numerusform>
            <numerusform>%n units</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n entry hex(es)</source>
        <translation>
            <numerusform>%n entry hex</numerusform>
            <numerusform>%n entry hexes</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ScenarioFileController</name>
    <message numerus="yes">
        <source>the edited map is kept in this scenario (embedded); {file} and the %n other scenario(s) using it are unchanged</source>
        <translation>
            <numerusform>the edited map is kept in this scenario (embedded); {file} and the %n other scenario using it is unchanged</numerusform>
            <numerusform>the edited map is kept in this scenario (embedded); {file} and the %n other scenarios using it are unchanged</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>the map file is shared: %n other scenario(s) now use the edited map too</source>
        <translation>
            <numerusform>the map file is shared: %n other scenario now uses the edited map too</numerusform>
            <numerusform>the map file is shared: %n other scenarios now use the edited map too</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ValidationPanel</name>
    <message numerus="yes">
        <source>%n error(s) (the file format or the play engine refuses them)</source>
        <translation>
            <numerusform>%n error (the file format or the play engine refuses it)</numerusform>
            <numerusform>%n errors (the file format or the play engine refuses them)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n warning(s)</source>
        <translation>
            <numerusform>%n warning</numerusform>
            <numerusform>%n warnings</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ZonesPanel</name>
    <message numerus="yes">
        <source>{name}  ({side}, %n hex(es))</source>
        <translation>
            <numerusform>{name}  ({side}, %n hex)</numerusform>
            <numerusform>{name}  ({side}, %n hexes)</numerusform>
        </translation>
    </message>
</context>
</TS>
