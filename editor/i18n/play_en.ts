<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en_US">
<context>
    <name>ActionsPanel</name>
    <message numerus="yes">
        <source>%n legal action(s) for {unit}; double-click to apply</source>
        <translation>
            <numerusform>%n legal action for {unit}; double-click to apply</numerusform>
            <numerusform>%n legal actions for {unit}; double-click to apply</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{action}: pick the hex on the map (%n in range)</source>
        <translation>
            <numerusform>{action}: pick the hex on the map (%n in range)</numerusform>
            <numerusform>{action}: pick the hex on the map (%n in range)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{side} to act — pool {pool} AP, %n CAP(s)</source>
        <translation>
            <numerusform>{side} to act — pool {pool} AP, %n CAP</numerusform>
            <numerusform>{side} to act — pool {pool} AP, %n CAPs</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{side} to act — no activation, %n CAP(s)</source>
        <translation>
            <numerusform>{side} to act — no activation, %n CAP</numerusform>
            <numerusform>{side} to act — no activation, %n CAPs</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>BalancePanel</name>
    <message numerus="yes">
        <source>%n worker(s)</source>
        <translation>
            <numerusform>%n worker</numerusform>
            <numerusform>%n workers</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Playing %n game(s) of {first} against {second}...</source>
        <translation>
            <numerusform>Playing %n game of {first} against {second}...</numerusform>
            <numerusform>Playing %n games of {first} against {second}...</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{done} of %n game(s): {side} win {rate} so far, about {eta} s left</source>
        <translation>
            <numerusform>{done} of %n game: {side} win {rate} so far, about {eta} s left</numerusform>
            <numerusform>{done} of %n games: {side} win {rate} so far, about {eta} s left</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Cancelled: {played} of %n game(s) in {seconds} s ({kind}, {workers}).</source>
        <translation>
            <numerusform>Cancelled: {played} of %n game in {seconds} s ({kind}, {workers}).</numerusform>
            <numerusform>Cancelled: {played} of %n games in {seconds} s ({kind}, {workers}).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Done: {played} of %n game(s) in {seconds} s ({kind}, {workers}).</source>
        <translation>
            <numerusform>Done: {played} of %n game in {seconds} s ({kind}, {workers}).</numerusform>
            <numerusform>Done: {played} of %n games in {seconds} s ({kind}, {workers}).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n game(s) failed and are not counted; game {index} (seed {seed}): {message}</source>
        <translation>
            <numerusform>%n game failed and is not counted; game {index} (seed {seed}): {message}</numerusform>
            <numerusform>%n games failed and are not counted; game {index} (seed {seed}): {message}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Saved results: %n game(s).</source>
        <translation>
            <numerusform>Saved results: %n game.</numerusform>
            <numerusform>Saved results: %n games.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>bot {bot}: {rate} in %n game(s)</source>
        <translation>
            <numerusform>bot {bot}: {rate} in %n game</numerusform>
            <numerusform>bot {bot}: {rate} in %n games</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Counted</name>
    <message numerus="yes">
        <source>%n unit(s) set up hidden by the player</source>
        <translation>
            <numerusform>%n unit set up hidden by the player</numerusform>
            <numerusform>%n units set up hidden by the player</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n hex(es)</source>
        <translation>
            <numerusform>%n hex</numerusform>
            <numerusform>%n hexes</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n round(s)</source>
        <translation>
            <numerusform>%n round</numerusform>
            <numerusform>%n rounds</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n row(s)</source>
        <translation>
            <numerusform>%n row</numerusform>
            <numerusform>%n rows</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n column(s)</source>
        <translation>
            <numerusform>%n column</numerusform>
            <numerusform>%n columns</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n counter face(s)</source>
        <translation>
            <numerusform>%n counter face</numerusform>
            <numerusform>%n counter faces</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n marker(s)</source>
        <translation>
            <numerusform>%n marker</numerusform>
            <numerusform>%n markers</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>GamePanel</name>
    <message numerus="yes">
        <source>Hand of {side}: %n card(s) (hidden from {view})</source>
        <translation>
            <numerusform>Hand of {side}: %n card (hidden from {view})</numerusform>
            <numerusform>Hand of {side}: %n cards (hidden from {view})</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Hand of {side} (%n card(s))</source>
        <translation>
            <numerusform>Hand of {side} (%n card)</numerusform>
            <numerusform>Hand of {side} (%n cards)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>PackActions</name>
    <message numerus="yes">
        <source>Printing %n sheet(s)...</source>
        <translation>
            <numerusform>Printing %n sheet...</numerusform>
            <numerusform>Printing %n sheets...</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n sheet(s) written to {path}</source>
        <translation>
            <numerusform>%n sheet written to {path}</numerusform>
            <numerusform>%n sheets written to {path}</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>PlaytestMode</name>
    <message numerus="yes">
        <source>The {bot} bot took %n action(s)</source>
        <translation>
            <numerusform>The {bot} bot took %n action</numerusform>
            <numerusform>The {bot} bot took %n actions</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>PrintPreviewDialog</name>
    <message numerus="yes">
        <source>Drawing %n sheet(s)...</source>
        <translation>
            <numerusform>Drawing %n sheet...</numerusform>
            <numerusform>Drawing %n sheets...</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n sheet(s): {rows} x {cols} map, {legend} legend, {counters} counters</source>
        <translation>
            <numerusform>%n sheet: {rows} x {cols} map, {legend} legend, {counters} counters</numerusform>
            <numerusform>%n sheets: {rows} x {cols} map, {legend} legend, {counters} counters</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>TargetPicker</name>
    <message numerus="yes">
        <source>Click one of the %n outlined hexes to aim at it; right-click to cancel</source>
        <translation>
            <numerusform>Click the outlined hex to aim at it; right-click to cancel</numerusform>
            <numerusform>Click one of the %n outlined hexes to aim at it; right-click to cancel</numerusform>
        </translation>
    </message>
</context>
</TS>
