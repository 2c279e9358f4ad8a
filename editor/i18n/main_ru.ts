<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="ru_RU">
<context>
    <name>Autosave</name>
    <message>
        <source>Autosave failed: {error}</source>
        <translation>Автосохранение не удалось: {error}</translation>
    </message>
    <message>
        <source>Recovered work restored (autosaved {when}); save it to keep it</source>
        <translation>Работа восстановлена (автосохранение {when}); сохраните её, чтобы не потерять</translation>
    </message>
</context>
<context>
    <name>BoardRow</name>
    <message>
        <source>(no board)</source>
        <translation>(нет планшета)</translation>
    </message>
    <message>
        <source>board map file (.json)</source>
        <translation>файл планшета (.json)</translation>
    </message>
    <message>
        <source>Browse...</source>
        <translation>Обзор...</translation>
    </message>
    <message>
        <source>0-based {what} of the composed map where this board&apos;s top-left hex goes</source>
        <translation>{what} составной карты (с 0), куда встаёт левый верхний гекс этого планшета</translation>
    </message>
    <message>
        <source>Turn the board 180 degrees</source>
        <translation>Повернуть планшет на 180 градусов</translation>
    </message>
</context>
<context>
    <name>BoardsDialog</name>
    <message>
        <source>New scenario from boards</source>
        <translation>Новый сценарий из планшетов</translation>
    </message>
    <message>
        <source>Each board is a map file. Its top-left hex goes at the column and row given (0-based, in hexes); later boards cover earlier ones where they overlap.</source>
        <translation>Каждый планшет — файл карты. Его левый верхний гекс встаёт в указанные столбец и ряд (с 0, в гексах); где планшеты перекрываются, последующие закрывают предыдущие.</translation>
    </message>
    <message>
        <source>Board map file</source>
        <translation>Файл карты планшета</translation>
    </message>
    <message>
        <source>Column</source>
        <translation>Столбец</translation>
    </message>
    <message>
        <source>Row</source>
        <translation>Ряд</translation>
    </message>
    <message>
        <source>Turn</source>
        <translation>Поворот</translation>
    </message>
    <message>
        <source>Scenario title (optional)</source>
        <translation>Название сценария (необязательно)</translation>
    </message>
    <message>
        <source>Board map</source>
        <translation>Карта планшета</translation>
    </message>
    <message>
        <source>Choose at least one board map file.</source>
        <translation>Выберите хотя бы один файл карты планшета.</translation>
    </message>
    <message>
        <source>Board {number}: {problem}</source>
        <translation>Планшет {number}: {problem}</translation>
    </message>
    <message>
        <source>The boards as placed make a {cols} x {rows} map: at most {max} x {max} hexes (check the columns and rows).</source>
        <translation>Планшеты в таком расположении дают карту {cols} x {rows}: допускается не больше {max} x {max} гексов (проверьте столбцы и ряды).</translation>
    </message>
    <message>
        <source>(no composed map: see the message below)</source>
        <translation>(составной карты нет: см. сообщение ниже)</translation>
    </message>
    <message>
        <source>Composed map: {cols} x {rows} hexes, {ruleset}, {orientation}, {stagger} stagger, {count} board(s)</source>
        <translation>Составная карта: {cols} x {rows} гексов, {ruleset}, {orientation}, сдвиг: {stagger}, планшетов: {count}</translation>
    </message>
    <message>
        <source>flat-topped</source>
        <translation>плоской стороной вверх</translation>
    </message>
    <message>
        <source>pointy-topped</source>
        <translation>вершиной вверх</translation>
    </message>
    <message>
        <source>even</source>
        <translation>чётные</translation>
    </message>
    <message>
        <source>odd</source>
        <translation>нечётные</translation>
    </message>
</context>
<context>
    <name>ControlTool</name>
    <message>
        <source>Victory hex {hex}</source>
        <translation>Победный гекс {hex}</translation>
    </message>
</context>
<context>
    <name>CustomUnitDialog</name>
    <message>
        <source>Custom unit</source>
        <translation>Свой отряд</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Название</translation>
    </message>
    <message>
        <source>Kind</source>
        <translation>Вид</translation>
    </message>
</context>
<context>
    <name>DecksPanel</name>
    <message>
        <source>Add deck...</source>
        <translation>Добавить колоду...</translation>
    </message>
    <message>
        <source>Remove deck</source>
        <translation>Удалить колоду</translation>
    </message>
    <message>
        <source>Card</source>
        <translation>Карта</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Название</translation>
    </message>
    <message>
        <source>Copies</source>
        <translation>Копий</translation>
    </message>
    <message>
        <source>Add card</source>
        <translation>Добавить карту</translation>
    </message>
    <message>
        <source>Side</source>
        <translation>Сторона</translation>
    </message>
    <message>
        <source>Draw at start</source>
        <translation>Взять в начале</translation>
    </message>
    <message>
        <source>Per round</source>
        <translation>За раунд</translation>
    </message>
    <message>
        <source>Add deck</source>
        <translation>Добавить колоду</translation>
    </message>
    <message>
        <source>Deck id:</source>
        <translation>Идентификатор колоды:</translation>
    </message>
    <message>
        <source>deck{n}</source>
        <translation>deck{n}</translation>
    </message>
    <message>
        <source>Add deck {deck}</source>
        <translation>Добавить колоду {deck}</translation>
    </message>
    <message>
        <source>Remove deck {deck}</source>
        <translation>Удалить колоду {deck}</translation>
    </message>
    <message>
        <source>Deck {deck}: card {card} x{copies}</source>
        <translation>Колода {deck}: карта {card} x{copies}</translation>
    </message>
    <message>
        <source>Deck {deck}: draws of {side}</source>
        <translation>Колода {deck}: добор стороны {side}</translation>
    </message>
    <message>
        <source>No deck</source>
        <translation>Нет колоды</translation>
    </message>
    <message numerus="yes">
        <source>Deck {deck}: %n card(s) ({different} different)</source>
        <translation>
            <numerusform>Колода {deck}: %n карта (разных: {different})</numerusform>
            <numerusform>Колода {deck}: %n карты (разных: {different})</numerusform>
            <numerusform>Колода {deck}: %n карт (разных: {different})</numerusform>
        </translation>
    </message>
    <message>
        <source>unknown card</source>
        <translation>неизвестная карта</translation>
    </message>
    <message>
        <source>{what}: {text!r} is not a whole number &gt;= 0</source>
        <translation>{what}: {text!r} — не целое число &gt;= 0</translation>
    </message>
    <message>
        <source>copies of card {card}</source>
        <translation>копии карты {card}</translation>
    </message>
    <message>
        <source>cards {side} draws</source>
        <translation>карты, которые берёт {side}</translation>
    </message>
    <message numerus="yes">
        <source>{deck}  (%n card(s))</source>
        <translation>
            <numerusform>{deck}  (%n карта)</numerusform>
            <numerusform>{deck}  (%n карты)</numerusform>
            <numerusform>{deck}  (%n карт)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Document</name>
    <message>
        <source>Untitled</source>
        <translation>Без имени</translation>
    </message>
</context>
<context>
    <name>EditCommand</name>
    <message>
        <source>Redo {text}: {error}</source>
        <translation>Повтор «{text}»: {error}</translation>
    </message>
    <message>
        <source>Undo {text}: {error}</source>
        <translation>Отмена «{text}»: {error}</translation>
    </message>
</context>
<context>
    <name>EntryTool</name>
    <message>
        <source>Add or choose a reinforcement in the Reinforcements dock first</source>
        <translation>Сначала добавьте или выберите подкрепление на панели «Подкрепления»</translation>
    </message>
    <message>
        <source>Entry hex {hex}</source>
        <translation>Гекс входа {hex}</translation>
    </message>
</context>
<context>
    <name>FileController</name>
    <message>
        <source>Unsaved changes</source>
        <translation>Несохранённые изменения</translation>
    </message>
    <message>
        <source>{name} has unsaved changes. Save them first?</source>
        <translation>В «{name}» есть несохранённые изменения. Сохранить их?</translation>
    </message>
    <message>
        <source>Save map as</source>
        <translation>Сохранить карту как</translation>
    </message>
    <message>
        <source>Open map</source>
        <translation>Открыть карту</translation>
    </message>
    <message>
        <source>Cannot open map</source>
        <translation>Не удалось открыть карту</translation>
    </message>
    <message>
        <source>Saving {file}...</source>
        <translation>Сохранение {file}...</translation>
    </message>
    <message>
        <source>Cannot save map</source>
        <translation>Не удалось сохранить карту</translation>
    </message>
    <message>
        <source>Import Tiled</source>
        <translation>Импорт из Tiled</translation>
    </message>
    <message>
        <source>The Tiled importer is not available in this version.</source>
        <translation>Импорт из Tiled в этой версии недоступен.</translation>
    </message>
    <message>
        <source>Import Tiled map</source>
        <translation>Импорт карты Tiled</translation>
    </message>
    <message>
        <source>Ruleset of the map:</source>
        <translation>Правила карты:</translation>
    </message>
    <message>
        <source>Cannot import Tiled map</source>
        <translation>Не удалось импортировать карту Tiled</translation>
    </message>
    <message>
        <source>Tiled import warnings</source>
        <translation>Предупреждения импорта из Tiled</translation>
    </message>
</context>
<context>
    <name>FileDialog</name>
    <message>
        <source>Hexwright maps (*.json);;All files (*)</source>
        <translation>Карты Hexwright (*.json);;Все файлы (*)</translation>
    </message>
    <message>
        <source>Tiled maps (*.tmx *.tmj);;All files (*)</source>
        <translation>Карты Tiled (*.tmx *.tmj);;Все файлы (*)</translation>
    </message>
    <message>
        <source>Hexwright scenarios (*.scenario.json);;Hexwright maps (*.json)</source>
        <translation>Сценарии Hexwright (*.scenario.json);;Карты Hexwright (*.json)</translation>
    </message>
    <message>
        <source>Hexwright scenarios (*.scenario.json);;All files (*)</source>
        <translation>Сценарии Hexwright (*.scenario.json);;Все файлы (*)</translation>
    </message>
</context>
<context>
    <name>HexReadout</name>
    <message>
        <source>road</source>
        <translation>дорога</translation>
    </message>
    <message>
        <source>trail</source>
        <translation>тропа</translation>
    </message>
    <message>
        <source>elevation {level}</source>
        <translation>высота {level}</translation>
    </message>
    <message>
        <source>sides: {sides}</source>
        <translation>стороны: {sides}</translation>
    </message>
    <message>
        <source>{fortification} facing {direction}</source>
        <translation>{fortification} фронтом на {direction}</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>Tools</source>
        <translation>Инструменты</translation>
    </message>
    <message>
        <source>Palette</source>
        <translation>Палитра</translation>
    </message>
    <message>
        <source>Overlays</source>
        <translation>Слои</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>&amp;Файл</translation>
    </message>
    <message>
        <source>&amp;New map...</source>
        <translation>&amp;Новая карта...</translation>
    </message>
    <message>
        <source>New scenario from &amp;boards...</source>
        <translation>Новый сценарий из &amp;планшетов...</translation>
    </message>
    <message>
        <source>Compose geomorphic board maps into the map of a new scenario</source>
        <translation>Составить карту нового сценария из геоморфных планшетов</translation>
    </message>
    <message>
        <source>&amp;Open...</source>
        <translation>&amp;Открыть...</translation>
    </message>
    <message>
        <source>Open &amp;recent</source>
        <translation>Открыть &amp;недавние</translation>
    </message>
    <message>
        <source>Import &amp;Tiled...</source>
        <translation>Импорт из &amp;Tiled...</translation>
    </message>
    <message>
        <source>Read a Tiled .tmx hex map</source>
        <translation>Прочитать гексовую карту Tiled (.tmx)</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>&amp;Сохранить</translation>
    </message>
    <message>
        <source>Save &amp;as...</source>
        <translation>Сохранить &amp;как...</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Выход</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>&amp;Правка</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Отменить</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>&amp;Повторить</translation>
    </message>
    <message>
        <source>Cu&amp;t</source>
        <translation>&amp;Вырезать</translation>
    </message>
    <message>
        <source>Copy the selected hexes and their units, then clear them</source>
        <translation>Скопировать выделенные гексы с их отрядами, затем очистить их</translation>
    </message>
    <message>
        <source>&amp;Copy</source>
        <translation>&amp;Копировать</translation>
    </message>
    <message>
        <source>Copy the selected hexes and their units</source>
        <translation>Скопировать выделенные гексы с их отрядами</translation>
    </message>
    <message>
        <source>&amp;Paste</source>
        <translation>Вст&amp;авить</translation>
    </message>
    <message>
        <source>Paste with the copied region&apos;s corner on the hex under the cursor</source>
        <translation>Вставить так, чтобы угол скопированной области лёг на гекс под курсором</translation>
    </message>
    <message>
        <source>&amp;Delete</source>
        <translation>&amp;Удалить</translation>
    </message>
    <message>
        <source>Clear the selected hexes (or delete the selected unit)</source>
        <translation>Очистить выделенные гексы (или удалить выбранный отряд)</translation>
    </message>
    <message>
        <source>Select &amp;all</source>
        <translation>Выделить &amp;всё</translation>
    </message>
    <message>
        <source>Select same &amp;terrain</source>
        <translation>Выделить ту же &amp;местность</translation>
    </message>
    <message>
        <source>Select every hex of the terrain under the cursor</source>
        <translation>Выделить все гексы местности под курсором</translation>
    </message>
    <message>
        <source>Select &amp;none</source>
        <translation>&amp;Снять выделение</translation>
    </message>
    <message>
        <source>&amp;Map properties...</source>
        <translation>Свойства &amp;карты...</translation>
    </message>
    <message>
        <source>Name, notes, hex size, hex labels; add or remove rows and columns</source>
        <translation>Название, заметки, размер гекса, подписи гексов; добавить или убрать ряды и столбцы</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Вид</translation>
    </message>
    <message>
        <source>Hex &amp;labels</source>
        <translation>&amp;Подписи гексов</translation>
    </message>
    <message>
        <source>Zoom &amp;in</source>
        <translation>&amp;Увеличить</translation>
    </message>
    <message>
        <source>Zoom &amp;out</source>
        <translation>У&amp;меньшить</translation>
    </message>
    <message>
        <source>&amp;Fit map</source>
        <translation>Карта &amp;целиком</translation>
    </message>
    <message>
        <source>Actual &amp;size</source>
        <translation>&amp;Натуральный размер</translation>
    </message>
    <message>
        <source>&amp;Go to hex...</source>
        <translation>Перейти к &amp;гексу...</translation>
    </message>
    <message>
        <source>Centre the map on a hex typed as CCRR or as the board prints it (e.g. 1-E05)</source>
        <translation>Показать в центре гекс, заданный как CCRR или как на планшете (например, 1-E05)</translation>
    </message>
    <message>
        <source>&amp;Tools</source>
        <translation>&amp;Инструменты</translation>
    </message>
    <message>
        <source>Go to hex</source>
        <translation>Перейти к гексу</translation>
    </message>
    <message>
        <source>Hex (e.g. 0305, or 1-E05 on a map with boards):</source>
        <translation>Гекс (например, 0305 или 1-E05 на карте из планшетов):</translation>
    </message>
    <message>
        <source>Go to hex: {error}</source>
        <translation>Переход к гексу: {error}</translation>
    </message>
    <message>
        <source>Hex {hex}</source>
        <translation>Гекс {hex}</translation>
    </message>
    <message>
        <source>Nothing to delete: select hexes or a unit first</source>
        <translation>Нечего удалять: сначала выделите гексы или отряд</translation>
    </message>
    <message>
        <source>{name}[*] - {cols}x{rows} {ruleset} - {app}</source>
        <translation>{name}[*] - {cols}x{rows} {ruleset} - {app}</translation>
    </message>
</context>
<context>
    <name>MapPropertiesDialog</name>
    <message>
        <source>Map properties</source>
        <translation>Свойства карты</translation>
    </message>
    <message>
        <source> mm across the flats</source>
        <translation> мм между гранями</translation>
    </message>
    <message>
        <source>Column and row (CCRR, e.g. 0305)</source>
        <translation>Столбец и ряд (CCRR, например 0305)</translation>
    </message>
    <message>
        <source>Board letter and number (e.g. 1-E05)</source>
        <translation>Буква и номер на планшете (например, 1-E05)</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Название</translation>
    </message>
    <message>
        <source>Notes</source>
        <translation>Заметки</translation>
    </message>
    <message>
        <source>Hex size</source>
        <translation>Размер гекса</translation>
    </message>
    <message>
        <source>Hex labels</source>
        <translation>Подписи гексов</translation>
    </message>
    <message>
        <source>Size</source>
        <translation>Размер</translation>
    </message>
    <message>
        <source>{cols} columns x {rows} rows, flat-topped hexes</source>
        <translation>{cols} столбцов x {rows} рядов, гексы плоской стороной вверх</translation>
    </message>
    <message>
        <source>{cols} columns x {rows} rows, pointy-topped hexes</source>
        <translation>{cols} столбцов x {rows} рядов, гексы вершиной вверх</translation>
    </message>
    <message>
        <source>Resize: columns or rows to add (negative: remove)</source>
        <translation>Размер: сколько столбцов или рядов добавить (отрицательное число — убрать)</translation>
    </message>
    <message>
        <source>Left</source>
        <translation>Слева</translation>
    </message>
    <message>
        <source>Right</source>
        <translation>Справа</translation>
    </message>
    <message>
        <source>Top</source>
        <translation>Сверху</translation>
    </message>
    <message>
        <source>Bottom</source>
        <translation>Снизу</translation>
    </message>
    <message>
        <source>New size: {cols} x {rows}</source>
        <translation>Новый размер: {cols} x {rows}</translation>
    </message>
    <message>
        <source>New size: {cols} x {rows} (expected 1 to {max} a side)</source>
        <translation>Новый размер: {cols} x {rows} (ожидается от 1 до {max} по стороне)</translation>
    </message>
    <message>
        <source>Map {property}</source>
        <translation>Карта: {property}</translation>
    </message>
    <message>
        <source>Resize map</source>
        <translation>Изменить размер карты</translation>
    </message>
</context>
<context>
    <name>MapTool</name>
    <message>
        <source>Units</source>
        <translation>Отряды</translation>
    </message>
    <message>
        <source>Place (click empty hex, shift: stack), select, drag to move, right-click removes; wheel or [ ] turns</source>
        <translation>Поставить (щелчок по пустому гексу, Shift — в стопку), выбрать, перетащить; правая кнопка удаляет; колесо или [ ] поворачивают</translation>
    </message>
    <message>
        <source>Zones</source>
        <translation>Зоны</translation>
    </message>
    <message>
        <source>Paint hexes into the current setup zone (right button erases)</source>
        <translation>Закрасить гексы в текущую зону расстановки (правая кнопка стирает)</translation>
    </message>
    <message>
        <source>Entry hexes</source>
        <translation>Гексы входа</translation>
    </message>
    <message>
        <source>Click hexes to add/remove entry hexes of the current reinforcement</source>
        <translation>Щёлкайте по гексам, чтобы добавить или убрать гексы входа текущего подкрепления</translation>
    </message>
    <message>
        <source>Victory hexes</source>
        <translation>Победные гексы</translation>
    </message>
    <message>
        <source>Click a hex to make it a victory hex (1 VP each round end) or to remove it</source>
        <translation>Щёлкните по гексу, чтобы сделать его победным (1 VP в конце каждого раунда) или убрать</translation>
    </message>
    <message>
        <source>LOS probe</source>
        <translation>Проверка LOS</translation>
    </message>
    <message>
        <source>Click a hex, then hover: line of sight and why it is blocked (right-click clears)</source>
        <translation>Щёлкните по гексу, затем наведите курсор: линия видимости и что её перекрывает (правая кнопка сбрасывает)</translation>
    </message>
    <message>
        <source>Visibility fan</source>
        <translation>Обзор</translation>
    </message>
    <message>
        <source>Click a hex: every hex tinted visible (green) or not visible (dark) from it; right-click clears</source>
        <translation>Щёлкните по гексу: каждый гекс окрасится видимым (зелёный) или невидимым (тёмный) из него; правая кнопка сбрасывает</translation>
    </message>
    <message>
        <source>Tool</source>
        <translation>Инструмент</translation>
    </message>
    <message>
        <source>Brush</source>
        <translation>Кисть</translation>
    </message>
    <message>
        <source>Paint terrain (B); radius 0/1/2 in the palette</source>
        <translation>Рисовать местность (B); радиус 0/1/2 в палитре</translation>
    </message>
    <message>
        <source>Paint {terrain}</source>
        <translation>Нарисовать: {terrain}</translation>
    </message>
    <message>
        <source>Elevation</source>
        <translation>Высота</translation>
    </message>
    <message>
        <source>Raise, lower or set elevation (E); right button does the opposite</source>
        <translation>Поднять, опустить или задать высоту (E); правая кнопка — наоборот</translation>
    </message>
    <message>
        <source>Raise elevation</source>
        <translation>Поднять высоту</translation>
    </message>
    <message>
        <source>Lower elevation</source>
        <translation>Понизить высоту</translation>
    </message>
    <message>
        <source>Set elevation {level}</source>
        <translation>Задать высоту {level}</translation>
    </message>
    <message>
        <source>Pick</source>
        <translation>Пипетка</translation>
    </message>
    <message>
        <source>Pick terrain and elevation from a hex (I)</source>
        <translation>Взять местность и высоту с гекса (I)</translation>
    </message>
    <message>
        <source>Fill</source>
        <translation>Заливка</translation>
    </message>
    <message>
        <source>Flood-fill a region of the same terrain (F)</source>
        <translation>Залить область одной местности (F)</translation>
    </message>
    <message>
        <source>Fill {terrain}</source>
        <translation>Залить: {terrain}</translation>
    </message>
    <message>
        <source>Fortify</source>
        <translation>Укрепления</translation>
    </message>
    <message>
        <source>Place a fortification (T); bunkers face the side nearest the click; click again or right-click to remove</source>
        <translation>Поставить укрепление (T); бункер смотрит на ближайшую к щелчку сторону; повторный щелчок или правая кнопка убирает</translation>
    </message>
    <message>
        <source>Remove {fortification}</source>
        <translation>Убрать: {fortification}</translation>
    </message>
    <message>
        <source>Place {fortification}</source>
        <translation>Поставить: {fortification}</translation>
    </message>
    <message>
        <source>Hexside</source>
        <translation>Сторона</translation>
    </message>
    <message>
        <source>Toggle a hexside feature on the side nearest the cursor (S); drag to draw along sides</source>
        <translation>Включить или убрать объект на стороне гекса, ближайшей к курсору (S); перетаскивание рисует вдоль сторон</translation>
    </message>
    <message>
        <source>Road</source>
        <translation>Дорога</translation>
    </message>
    <message>
        <source>Draw roads or trails through hex centres (R); start on a road hex or right-drag to erase</source>
        <translation>Рисовать дороги или тропы через центры гексов (R); начните на гексе с дорогой; перетаскивание правой кнопкой стирает</translation>
    </message>
    <message>
        <source>Select</source>
        <translation>Выделение</translation>
    </message>
    <message>
        <source>Select hexes: drag a rectangle, Ctrl+drag a lasso, Shift adds; then Ctrl+C/X/V, Del</source>
        <translation>Выделить гексы: прямоугольник перетаскиванием, лассо с Ctrl, Shift добавляет; затем Ctrl+C/X/V, Del</translation>
    </message>
    <message>
        <source>Shape</source>
        <translation>Фигура</translation>
    </message>
    <message>
        <source>{shape}: set elevation {level}</source>
        <translation>{shape}: высота {level}</translation>
    </message>
    <message>
        <source>{shape} of {terrain}</source>
        <translation>{shape}: {terrain}</translation>
    </message>
    <message>
        <source>Line</source>
        <translation>Линия</translation>
    </message>
    <message>
        <source>Drag a straight line of hexes (Shift+L); paints terrain or sets the elevation level (palette: Line/rect paints) on release; right-click during the drag cancels</source>
        <translation>Протянуть прямую линию гексов (Shift+L); при отпускании рисует местность или задаёт высоту (палитра: «Линия/прямоуг. рисуют»); правая кнопка во время перетаскивания отменяет</translation>
    </message>
    <message>
        <source>Rect</source>
        <translation>Прямоуг.</translation>
    </message>
    <message>
        <source>Drag a rectangle of whole columns and rows (Shift+R); paints terrain or sets the elevation level (palette: Line/rect paints) on release; right-click during the drag cancels</source>
        <translation>Протянуть прямоугольник из целых столбцов и рядов (Shift+R); при отпускании рисует местность или задаёт высоту (палитра: «Линия/прямоуг. рисуют»); правая кнопка во время перетаскивания отменяет</translation>
    </message>
    <message>
        <source>Rectangle</source>
        <translation>Прямоугольник</translation>
    </message>
</context>
<context>
    <name>NewMapDialog</name>
    <message>
        <source>New map</source>
        <translation>Новая карта</translation>
    </message>
    <message>
        <source>Untitled map</source>
        <translation>Карта без имени</translation>
    </message>
    <message>
        <source>Flat-topped hexes</source>
        <translation>Гексы плоской стороной вверх</translation>
    </message>
    <message>
        <source>Pointy-topped hexes</source>
        <translation>Гексы вершиной вверх</translation>
    </message>
    <message>
        <source>Even columns (rows) shifted</source>
        <translation>Сдвинуты чётные столбцы (ряды)</translation>
    </message>
    <message>
        <source>Odd columns (rows) shifted</source>
        <translation>Сдвинуты нечётные столбцы (ряды)</translation>
    </message>
    <message>
        <source>even: the even-numbered columns (flat) or rows (pointy) are shifted</source>
        <translation>чётные: сдвинуты столбцы (плоские гексы) или ряды (гексы вершиной вверх) с чётными номерами</translation>
    </message>
    <message>
        <source> mm across the flats</source>
        <translation> мм между гранями</translation>
    </message>
    <message>
        <source>The printed size of one hex (the print&apos;s default; it can be changed when printing)</source>
        <translation>Размер одного гекса при печати (по умолчанию; его можно изменить при печати)</translation>
    </message>
    <message>
        <source>Column and row (CCRR, e.g. 0305)</source>
        <translation>Столбец и ряд (CCRR, например 0305)</translation>
    </message>
    <message>
        <source>Board letter and number (e.g. 1-E05)</source>
        <translation>Буква и номер на планшете (например, 1-E05)</translation>
    </message>
    <message>
        <source>Board labels as Conflict of Heroes prints them: letter = row from the board&apos;s south edge (A first), number = column from its west edge, board number first on a map of several boards. Files keep CCRR; both are accepted when typed.</source>
        <translation>Подписи, как их печатает Conflict of Heroes: буква — ряд от южного края планшета (A первая), число — столбец от западного края, на карте из нескольких планшетов впереди номер планшета. В файлах хранится CCRR; при вводе принимаются оба вида.</translation>
    </message>
    <message>
        <source>columns x</source>
        <translation>столбцов x</translation>
    </message>
    <message>
        <source>rows per board</source>
        <translation>рядов на планшет</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Название</translation>
    </message>
    <message>
        <source>Columns</source>
        <translation>Столбцы</translation>
    </message>
    <message>
        <source>Rows</source>
        <translation>Ряды</translation>
    </message>
    <message>
        <source>Orientation</source>
        <translation>Ориентация</translation>
    </message>
    <message>
        <source>Stagger</source>
        <translation>Сдвиг</translation>
    </message>
    <message>
        <source>Ruleset</source>
        <translation>Правила</translation>
    </message>
    <message>
        <source>Hex size</source>
        <translation>Размер гекса</translation>
    </message>
    <message>
        <source>Hex labels</source>
        <translation>Подписи гексов</translation>
    </message>
    <message>
        <source>Boards</source>
        <translation>Планшеты</translation>
    </message>
    <message>
        <source>Labels read</source>
        <translation>Подписи</translation>
    </message>
    <message>
        <source>top left {first}, bottom right {last}</source>
        <translation>слева вверху {first}, справа внизу {last}</translation>
    </message>
    <message>
        <source>top left {first}, bottom right {last} ({digits} digits per part)</source>
        <translation>слева вверху {first}, справа внизу {last} (цифр в части: {digits})</translation>
    </message>
</context>
<context>
    <name>OverlayToggles</name>
    <message>
        <source>Labels</source>
        <translation>Подписи</translation>
    </message>
    <message>
        <source>Hidden</source>
        <translation>Скрытые</translation>
    </message>
    <message>
        <source>Moves</source>
        <translation>Ходы</translation>
    </message>
    <message>
        <source>Arc</source>
        <translation>Сектор</translation>
    </message>
    <message>
        <source>Overlays</source>
        <translation>Слои</translation>
    </message>
</context>
<context>
    <name>PaletteWidget</name>
    <message>
        <source>Source: {source}</source>
        <translation>Источник: {source}</translation>
    </message>
    <message>
        <source>&lt;b&gt;Assumed:&lt;/b&gt; no source gives these values</source>
        <translation>&lt;b&gt;Допущение:&lt;/b&gt; ни один источник не даёт этих значений</translation>
    </message>
    <message>
        <source>Terrain</source>
        <translation>Местность</translation>
    </message>
    <message>
        <source>Hexside features</source>
        <translation>Объекты на сторонах гексов</translation>
    </message>
    <message>
        <source>Fortifications</source>
        <translation>Укрепления</translation>
    </message>
    <message>
        <source>&lt;small&gt;* assumed: no source gives this entry&apos;s values (see tooltip)&lt;/small&gt;</source>
        <translation>&lt;small&gt;* допущение: значения этой записи не даёт ни один источник (см. подсказку)&lt;/small&gt;</translation>
    </message>
    <message numerus="yes">
        <source>Brush radius {radius} (%n hex(es))</source>
        <translation>
            <numerusform>Радиус кисти {radius} (%n гекс)</numerusform>
            <numerusform>Радиус кисти {radius} (%n гекса)</numerusform>
            <numerusform>Радиус кисти {radius} (%n гексов)</numerusform>
        </translation>
    </message>
    <message>
        <source>Brush radius</source>
        <translation>Радиус кисти</translation>
    </message>
    <message>
        <source>Elevation</source>
        <translation>Высота</translation>
    </message>
    <message>
        <source>Level (set)</source>
        <translation>Уровень (задать)</translation>
    </message>
    <message>
        <source>What the Road tool draws through hex centres</source>
        <translation>Что инструмент «Дорога» рисует через центры гексов</translation>
    </message>
    <message>
        <source>Road tool</source>
        <translation>Инструмент «Дорога»</translation>
    </message>
    <message>
        <source>What the Line and Rect tools paint: the chosen terrain or the Level (set)</source>
        <translation>Что рисуют «Линия» и «Прямоуг.»: выбранную местность или уровень (задать)</translation>
    </message>
    <message>
        <source>Line/rect paints</source>
        <translation>Линия/прямоуг. рисуют</translation>
    </message>
</context>
<context>
    <name>PreferencesDialog</name>
    <message>
        <source>System default</source>
        <translation>Как в системе</translation>
    </message>
    <message>
        <source>millimetres</source>
        <translation>миллиметры</translation>
    </message>
    <message>
        <source>inches</source>
        <translation>дюймы</translation>
    </message>
    <message>
        <source>Preferences</source>
        <translation>Настройки</translation>
    </message>
    <message>
        <source> s</source>
        <translation> с</translation>
    </message>
    <message>
        <source>off</source>
        <translation>выкл.</translation>
    </message>
    <message>
        <source>Edited work is copied to a recovery folder this often (never over your file); after a crash the editor offers it back. 0 turns autosave off.</source>
        <translation>С такой частотой работа копируется в папку восстановления (ваш файл не перезаписывается); после сбоя редактор предложит её вернуть. 0 выключает автосохранение.</translation>
    </message>
    <message>
        <source>Autosave every:</source>
        <translation>Автосохранение каждые:</translation>
    </message>
    <message>
        <source>Applies the next time the editor starts; languages without a translation fall back to English.</source>
        <translation>Вступает в силу при следующем запуске редактора; языки без перевода показываются по-английски.</translation>
    </message>
    <message>
        <source>Language:</source>
        <translation>Язык:</translation>
    </message>
    <message>
        <source>&lt;small&gt;The language changes when the editor starts again.&lt;/small&gt;</source>
        <translation>&lt;small&gt;Язык сменится при следующем запуске редактора.&lt;/small&gt;</translation>
    </message>
    <message>
        <source>your documents folder</source>
        <translation>папка ваших документов</translation>
    </message>
    <message>
        <source>Browse...</source>
        <translation>Обзор...</translation>
    </message>
    <message>
        <source>Default folder:</source>
        <translation>Папка по умолчанию:</translation>
    </message>
    <message>
        <source>Hex labels</source>
        <translation>Подписи гексов</translation>
    </message>
    <message>
        <source>Hidden units (designer&apos;s view)</source>
        <translation>Скрытые отряды (вид автора)</translation>
    </message>
    <message>
        <source>Movement preview</source>
        <translation>Предпросмотр движения</translation>
    </message>
    <message>
        <source>Fire arc</source>
        <translation>Сектор огня</translation>
    </message>
    <message>
        <source>Overlays shown:</source>
        <translation>Показывать слои:</translation>
    </message>
    <message>
        <source>Print sizes in:</source>
        <translation>Размеры печати в:</translation>
    </message>
    <message>
        <source>Recovery copies live in your data folder and are removed once you save or discard.</source>
        <translation>Копии для восстановления хранятся в папке данных и удаляются, когда вы сохраните работу или откажетесь от неё.</translation>
    </message>
    <message>
        <source>Default folder</source>
        <translation>Папка по умолчанию</translation>
    </message>
</context>
<context>
    <name>PreviewController</name>
    <message>
        <source>LOS from {hex}: hover a hex</source>
        <translation>LOS из {hex}: наведите курсор на гекс</translation>
    </message>
    <message>
        <source>Visibility from {hex}: {error}</source>
        <translation>Обзор из {hex}: {error}</translation>
    </message>
    <message>
        <source>Visibility from {hex}: the rules core failed ({kind}: {error})</source>
        <translation>Обзор из {hex}: ошибка ядра правил ({kind}: {error})</translation>
    </message>
    <message>
        <source>Visibility from {hex}: {visible} of {total} hexes visible</source>
        <translation>Обзор из {hex}: видно гексов: {visible} из {total}</translation>
    </message>
    <message>
        <source>Preview of {unit}: {error}</source>
        <translation>Предпросмотр {unit}: {error}</translation>
    </message>
    <message>
        <source>Preview of {unit}: the rules core cannot use this unit ({kind}: {error})</source>
        <translation>Предпросмотр {unit}: ядро правил не может использовать этот отряд ({kind}: {error})</translation>
    </message>
</context>
<context>
    <name>RecoveryDialog</name>
    <message>
        <source>Recover unsaved work</source>
        <translation>Восстановить несохранённую работу</translation>
    </message>
    <message>
        <source>Hexwright did not close normally last time. This work was autosaved and not saved to its file. Your files are untouched: a restored document opens as unsaved changes.</source>
        <translation>В прошлый раз Hexwright завершился некорректно. Эта работа была автосохранена, но не сохранена в свой файл. Ваши файлы не тронуты: восстановленный документ откроется как несохранённые изменения.</translation>
    </message>
    <message>
        <source>Restore</source>
        <translation>Восстановить</translation>
    </message>
    <message>
        <source>Discard</source>
        <translation>Удалить</translation>
    </message>
    <message>
        <source>Later</source>
        <translation>Позже</translation>
    </message>
</context>
<context>
    <name>RegionActions</name>
    <message>
        <source>Nothing selected: drag with the Select tool first (Ctrl+A selects the whole map)</source>
        <translation>Ничего не выделено: сначала протяните инструментом «Выделение» (Ctrl+A выделяет всю карту)</translation>
    </message>
    <message>
        <source>Copied {hexes} and {units}</source>
        <translation>Скопировано: {hexes} и {units}</translation>
    </message>
    <message numerus="yes">
        <source>%n hex(es)</source>
        <translation>
            <numerusform>%n гекс</numerusform>
            <numerusform>%n гекса</numerusform>
            <numerusform>%n гексов</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n unit(s)</source>
        <translation>
            <numerusform>%n отряд</numerusform>
            <numerusform>%n отряда</numerusform>
            <numerusform>%n отрядов</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Delete %n hex(es)</source>
        <translation>
            <numerusform>Удалить %n гекс</numerusform>
            <numerusform>Удалить %n гекса</numerusform>
            <numerusform>Удалить %n гексов</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Deleted the contents of %n hex(es)</source>
        <translation>
            <numerusform>Очищено содержимое %n гекса</numerusform>
            <numerusform>Очищено содержимое %n гексов</numerusform>
            <numerusform>Очищено содержимое %n гексов</numerusform>
        </translation>
    </message>
    <message>
        <source>The clipboard is empty: copy some hexes first</source>
        <translation>Буфер обмена пуст: сначала скопируйте гексы</translation>
    </message>
    <message numerus="yes">
        <source>Paste %n hex(es)</source>
        <translation>
            <numerusform>Вставить %n гекс</numerusform>
            <numerusform>Вставить %n гекса</numerusform>
            <numerusform>Вставить %n гексов</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Pasted %n hex(es) at {hex}</source>
        <translation>
            <numerusform>Вставлен %n гекс в {hex}</numerusform>
            <numerusform>Вставлено %n гекса в {hex}</numerusform>
            <numerusform>Вставлено %n гексов в {hex}</numerusform>
        </translation>
    </message>
    <message>
        <source>Point at a hex to select all hexes of its terrain</source>
        <translation>Наведите курсор на гекс, чтобы выделить все гексы его местности</translation>
    </message>
    <message numerus="yes">
        <source>Selected %n hex(es) of {terrain}</source>
        <translation>
            <numerusform>Выделен %n гекс: {terrain}</numerusform>
            <numerusform>Выделено %n гекса: {terrain}</numerusform>
            <numerusform>Выделено %n гексов: {terrain}</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ReinforcementsPanel</name>
    <message>
        <source>Add</source>
        <translation>Добавить</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>Удалить</translation>
    </message>
    <message>
        <source>Pick entry hexes (N)</source>
        <translation>Выбрать гексы входа (N)</translation>
    </message>
    <message>
        <source>Add palette unit</source>
        <translation>Добавить отряд из палитры</translation>
    </message>
    <message>
        <source>Remove unit</source>
        <translation>Удалить отряд</translation>
    </message>
    <message>
        <source>Round</source>
        <translation>Раунд</translation>
    </message>
    <message>
        <source>Side</source>
        <translation>Сторона</translation>
    </message>
    <message>
        <source>Note</source>
        <translation>Заметка</translation>
    </message>
    <message>
        <source>Entry</source>
        <translation>Вход</translation>
    </message>
    <message>
        <source>Units</source>
        <translation>Отряды</translation>
    </message>
    <message>
        <source>Reinforcement {field}</source>
        <translation>Подкрепление: {field}</translation>
    </message>
    <message>
        <source>Add reinforcement</source>
        <translation>Добавить подкрепление</translation>
    </message>
    <message>
        <source>Remove reinforcement</source>
        <translation>Удалить подкрепление</translation>
    </message>
    <message>
        <source>Remove {unit}</source>
        <translation>Удалить {unit}</translation>
    </message>
    <message>
        <source>none yet: pick them on the map</source>
        <translation>пока нет: выберите их на карте</translation>
    </message>
    <message>
        <source>{unit}: {title} at {hex}</source>
        <translation>{unit}: {title} в {hex}</translation>
    </message>
    <message>
        <source>{unit}: {title}</source>
        <translation>{unit}: {title}</translation>
    </message>
    <message>
        <source>Round {round}: {side}, {units}, {entries}</source>
        <translation>Раунд {round}: {side}, {units}, {entries}</translation>
    </message>
    <message numerus="yes">
        <source>%n unit(s)</source>
        <translation>
            <numerusform>%n отряд</numerusform>
            <numerusform>%n отряда</numerusform>
            <numerusform>%n отрядов</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n entry hex(es)</source>
        <translation>
            <numerusform>%n гекс входа</numerusform>
            <numerusform>%n гекса входа</numerusform>
            <numerusform>%n гексов входа</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ScenarioController</name>
    <message>
        <source>Units</source>
        <translation>Отряды</translation>
    </message>
    <message>
        <source>Properties</source>
        <translation>Свойства</translation>
    </message>
    <message>
        <source>Scenario</source>
        <translation>Сценарий</translation>
    </message>
    <message>
        <source>Title, rounds, initiative, sides and CAPs</source>
        <translation>Название, раунды, инициатива, стороны и CAP</translation>
    </message>
    <message>
        <source>Zones</source>
        <translation>Зоны</translation>
    </message>
    <message>
        <source>Setup zones</source>
        <translation>Зоны расстановки</translation>
    </message>
    <message>
        <source>Reinf.</source>
        <translation>Подкр.</translation>
    </message>
    <message>
        <source>Reinforcements by round</source>
        <translation>Подкрепления по раундам</translation>
    </message>
    <message>
        <source>Decks</source>
        <translation>Колоды</translation>
    </message>
    <message>
        <source>Card decks</source>
        <translation>Колоды карт</translation>
    </message>
    <message>
        <source>Victory</source>
        <translation>Победа</translation>
    </message>
    <message>
        <source>Victory conditions and special rules</source>
        <translation>Условия победы и особые правила</translation>
    </message>
    <message>
        <source>Validation</source>
        <translation>Проверка</translation>
    </message>
    <message>
        <source>Show &amp;hidden units</source>
        <translation>Показывать &amp;скрытые отряды</translation>
    </message>
    <message>
        <source>The designer&apos;s view: hidden units are drawn with a HID tag</source>
        <translation>Вид автора: скрытые отряды рисуются с меткой HID</translation>
    </message>
    <message>
        <source>&amp;Movement preview</source>
        <translation>&amp;Предпросмотр движения</translation>
    </message>
    <message>
        <source>Fire &amp;arc</source>
        <translation>Сектор &amp;огня</translation>
    </message>
    <message>
        <source>&amp;Scenario</source>
        <translation>&amp;Сценарий</translation>
    </message>
    <message>
        <source>Turn unit &amp;left</source>
        <translation>Повернуть отряд &amp;влево</translation>
    </message>
    <message>
        <source>Turn unit &amp;right</source>
        <translation>Повернуть отряд в&amp;право</translation>
    </message>
    <message>
        <source>&amp;Delete unit</source>
        <translation>&amp;Удалить отряд</translation>
    </message>
    <message>
        <source>&amp;Validate now</source>
        <translation>Про&amp;верить сейчас</translation>
    </message>
</context>
<context>
    <name>ScenarioFileController</name>
    <message>
        <source>Save as</source>
        <translation>Сохранить как</translation>
    </message>
    <message>
        <source>Save scenario as</source>
        <translation>Сохранить сценарий как</translation>
    </message>
    <message>
        <source>Opening {file}...</source>
        <translation>Открытие {file}...</translation>
    </message>
    <message>
        <source>Cannot open file</source>
        <translation>Не удалось открыть файл</translation>
    </message>
    <message>
        <source>Cannot save as a map</source>
        <translation>Нельзя сохранить как карту</translation>
    </message>
    <message>
        <source>{path}: a map file cannot hold the scenario&apos;s units, zones, reinforcements, decks and victory conditions. Save it as a scenario (a name ending in {suffix}).</source>
        <translation>{path}: файл карты не может хранить отряды, зоны, подкрепления, колоды и условия победы сценария. Сохраните его как сценарий (имя, оканчивающееся на {suffix}).</translation>
    </message>
    <message>
        <source>Checking {file}...</source>
        <translation>Проверка {file}...</translation>
    </message>
    <message>
        <source>... and {count} more</source>
        <translation>... и ещё {count}</translation>
    </message>
    <message>
        <source>Cannot save scenario</source>
        <translation>Не удалось сохранить сценарий</translation>
    </message>
    <message>
        <source>{path}: the scenario has problems the file format refuses (see the Validation dock):
{lines}{more}</source>
        <translation>{path}: в сценарии есть проблемы, которые не допускает формат файла (см. панель «Проверка»):
{lines}{more}</translation>
    </message>
    <message>
        <source>Not saved: the shared map file was left as it is</source>
        <translation>Не сохранено: общий файл карты оставлен как был</translation>
    </message>
    <message numerus="yes">
        <source>the edited map is kept in this scenario (embedded); {file} and the %n other scenario(s) using it are unchanged</source>
        <translation>
            <numerusform>изменённая карта сохранена внутри этого сценария; {file} и %n другой использующий его сценарий не изменены</numerusform>
            <numerusform>изменённая карта сохранена внутри этого сценария; {file} и %n других использующих его сценария не изменены</numerusform>
            <numerusform>изменённая карта сохранена внутри этого сценария; {file} и %n других использующих его сценариев не изменены</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>the map file is shared: %n other scenario(s) now use the edited map too</source>
        <translation>
            <numerusform>файл карты общий: %n другой сценарий теперь тоже использует изменённую карту</numerusform>
            <numerusform>файл карты общий: %n других сценария теперь тоже используют изменённую карту</numerusform>
            <numerusform>файл карты общий: %n других сценариев теперь тоже используют изменённую карту</numerusform>
        </translation>
    </message>
    <message>
        <source>the edited board map is now embedded in the scenario file</source>
        <translation>изменённая карта из планшетов теперь хранится внутри файла сценария</translation>
    </message>
    <message>
        <source>Saving {file}...</source>
        <translation>Сохранение {file}...</translation>
    </message>
    <message>
        <source>the edited map was saved to its own file {file}</source>
        <translation>изменённая карта сохранена в свой файл {file}</translation>
    </message>
    <message>
        <source>Saved {file}</source>
        <translation>Сохранено: {file}</translation>
    </message>
</context>
<context>
    <name>SettingsPanel</name>
    <message>
        <source>Name</source>
        <translation>Название</translation>
    </message>
    <message>
        <source>Colour</source>
        <translation>Цвет</translation>
    </message>
    <message>
        <source>CAPs</source>
        <translation>CAP</translation>
    </message>
    <message>
        <source>By round</source>
        <translation>По раундам</translation>
    </message>
    <message>
        <source>Title</source>
        <translation>Название</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>Дата</translation>
    </message>
    <message>
        <source>Designer</source>
        <translation>Автор</translation>
    </message>
    <message>
        <source>Rounds</source>
        <translation>Раунды</translation>
    </message>
    <message>
        <source>Initiative</source>
        <translation>Инициатива</translation>
    </message>
    <message>
        <source>Notes</source>
        <translation>Заметки</translation>
    </message>
    <message>
        <source>One row per side. CAPs: per round; By round: exceptions as round:CAPs, e.g. 5:8, 6:8; VP: victory points at the start. Double-click Colour to pick.</source>
        <translation>Одна строка на сторону. CAP: за раунд; По раундам: исключения в виде раунд:CAP, например 5:8, 6:8; VP: победные очки в начале. Двойной щелчок по цвету — выбрать.</translation>
    </message>
    <message>
        <source>Add side...</source>
        <translation>Добавить сторону...</translation>
    </message>
    <message>
        <source>Remove side</source>
        <translation>Удалить сторону</translation>
    </message>
    <message>
        <source>Set {property}</source>
        <translation>Задать {property}</translation>
    </message>
    <message>
        <source>Rename side {side}</source>
        <translation>Переименовать сторону {side}</translation>
    </message>
    <message>
        <source>CAPs of {side}: {text!r} is not a whole number</source>
        <translation>CAP стороны {side}: {text!r} — не целое число</translation>
    </message>
    <message>
        <source>CAPs of {side}</source>
        <translation>CAP стороны {side}</translation>
    </message>
    <message>
        <source>CAPs by round of {side}: {error}</source>
        <translation>CAP по раундам стороны {side}: {error}</translation>
    </message>
    <message>
        <source>CAPs by round</source>
        <translation>CAP по раундам</translation>
    </message>
    <message>
        <source>starting VP of {side}: {text!r} is not a whole number</source>
        <translation>начальные VP стороны {side}: {text!r} — не целое число</translation>
    </message>
    <message>
        <source>Starting VP</source>
        <translation>Начальные VP</translation>
    </message>
    <message>
        <source>{what} of {side}</source>
        <translation>{what} стороны {side}</translation>
    </message>
    <message>
        <source>Colour of {side}</source>
        <translation>Цвет стороны {side}</translation>
    </message>
    <message>
        <source>Add side</source>
        <translation>Добавить сторону</translation>
    </message>
    <message>
        <source>Side id (letters, digits, _):</source>
        <translation>Идентификатор стороны (буквы, цифры, _):</translation>
    </message>
    <message>
        <source>Add side {side}</source>
        <translation>Добавить сторону {side}</translation>
    </message>
    <message>
        <source>Remove side {side}</source>
        <translation>Удалить сторону {side}</translation>
    </message>
    <message>
        <source>rolled (none)</source>
        <translation>по броску (нет)</translation>
    </message>
    <message>
        <source>{name} (side id: {id})</source>
        <translation>{name} (идентификатор стороны: {id})</translation>
    </message>
    <message>
        <source>{value} (double-click to change)</source>
        <translation>{value} (двойной щелчок — изменить)</translation>
    </message>
</context>
<context>
    <name>SharedMapGuard</name>
    <message>
        <source>... and {count} more</source>
        <translation>... и ещё {count}</translation>
    </message>
    <message>
        <source>Map shared by other scenarios</source>
        <translation>Карту используют другие сценарии</translation>
    </message>
    <message>
        <source>You edited the map. Its file {file} is also used by:
{names}{more}

Saving it changes the map of those scenarios too.</source>
        <translation>Вы изменили карту. Её файл {file} используют также:
{names}{more}

Если сохранить его, карта изменится и в этих сценариях.</translation>
    </message>
    <message>
        <source>Save map for all</source>
        <translation>Сохранить карту для всех</translation>
    </message>
    <message>
        <source>Keep change in this scenario</source>
        <translation>Оставить изменение в этом сценарии</translation>
    </message>
</context>
<context>
    <name>UnitActions</name>
    <message>
        <source>Choose a unit in the Units palette first</source>
        <translation>Сначала выберите отряд в палитре «Отряды»</translation>
    </message>
    <message>
        <source>Place {unit} at {hex}</source>
        <translation>Поставить {unit} в {hex}</translation>
    </message>
    <message>
        <source>Add {unit} to reinforcement</source>
        <translation>Добавить {unit} в подкрепление</translation>
    </message>
    <message>
        <source>{ruleset}: units have no facing</source>
        <translation>{ruleset}: у отрядов нет направления</translation>
    </message>
    <message>
        <source>Turn {unit}</source>
        <translation>Повернуть {unit}</translation>
    </message>
    <message>
        <source>Select a unit first (Units tool)</source>
        <translation>Сначала выберите отряд (инструмент «Отряды»)</translation>
    </message>
    <message>
        <source>Delete {unit}</source>
        <translation>Удалить {unit}</translation>
    </message>
</context>
<context>
    <name>UnitPalette</name>
    <message>
        <source>Side</source>
        <translation>Сторона</translation>
    </message>
    <message>
        <source>Search units by name...</source>
        <translation>Поиск отрядов по названию...</translation>
    </message>
    <message>
        <source>Custom unit...</source>
        <translation>Свой отряд...</translation>
    </message>
    <message>
        <source>A unit with your own stats (no catalogue entry)</source>
        <translation>Отряд со своими характеристиками (без записи в каталоге)</translation>
    </message>
    <message>
        <source>Click an empty hex with the Units tool (U), or drag onto the map.</source>
        <translation>Щёлкните по пустому гексу инструментом «Отряды» (U) или перетащите на карту.</translation>
    </message>
    <message>
        <source>{name}  (custom)</source>
        <translation>{name}  (свой)</translation>
    </message>
    <message>
        <source>{id}
{source}
assumed: {reason}</source>
        <translation>{id}
{source}
допущение: {reason}</translation>
    </message>
    <message>
        <source>{id}
{source}</source>
        <translation>{id}
{source}</translation>
    </message>
    <message>
        <source>The {ruleset} ruleset has no unit catalogue: use Custom unit...</source>
        <translation>У правил {ruleset} нет каталога отрядов: используйте «Свой отряд...»</translation>
    </message>
</context>
<context>
    <name>UnitProperties</name>
    <message>
        <source>No unit selected. Click a unit with the Units tool (U).</source>
        <translation>Отряд не выбран. Щёлкните по отряду инструментом «Отряды» (U).</translation>
    </message>
    <message>
        <source>Id</source>
        <translation>ID</translation>
    </message>
    <message>
        <source>Type</source>
        <translation>Тип</translation>
    </message>
    <message>
        <source>(catalogue name)</source>
        <translation>(название из каталога)</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Название</translation>
    </message>
    <message>
        <source>Side</source>
        <translation>Сторона</translation>
    </message>
    <message>
        <source>Hex</source>
        <translation>Гекс</translation>
    </message>
    <message>
        <source>none</source>
        <translation>нет</translation>
    </message>
    <message>
        <source>Hexside (coh, fow) or vertex (tng) 0-5; mouse wheel over the unit or [ ]</source>
        <translation>Сторона (coh, fow) или вершина (tng) гекса 0-5; колесо мыши над отрядом или [ ]</translation>
    </message>
    <message>
        <source>Facing</source>
        <translation>Направление</translation>
    </message>
    <message>
        <source>hidden at setup</source>
        <translation>скрыт при расстановке</translation>
    </message>
    <message>
        <source>hit markers, comma separated</source>
        <translation>маркеры попаданий через запятую</translation>
    </message>
    <message>
        <source>Hits</source>
        <translation>Попадания</translation>
    </message>
    <message>
        <source>per kill</source>
        <translation>за уничтожение</translation>
    </message>
    <message>
        <source>VP if lost</source>
        <translation>VP при потере</translation>
    </message>
    <message>
        <source>Stat</source>
        <translation>Параметр</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>Значение</translation>
    </message>
    <message>
        <source>Units in the same hex (click to select)</source>
        <translation>Отряды в том же гексе (щелчок — выбрать)</translation>
    </message>
    <message>
        <source>Stack</source>
        <translation>Стопка</translation>
    </message>
    <message>
        <source>Movement preview</source>
        <translation>Движение</translation>
    </message>
    <message>
        <source>Fire arc</source>
        <translation>Сектор огня</translation>
    </message>
    <message>
        <source>Delete unit</source>
        <translation>Удалить отряд</translation>
    </message>
    <message>
        <source>{what} of {unit}</source>
        <translation>{what}: {unit}</translation>
    </message>
    <message>
        <source>Rename</source>
        <translation>Переименовать</translation>
    </message>
    <message>
        <source>Hidden</source>
        <translation>Скрытность</translation>
    </message>
    <message>
        <source>Stat {key}</source>
        <translation>Параметр {key}</translation>
    </message>
    <message>
        <source>Delete</source>
        <translation>Удалить</translation>
    </message>
    <message>
        <source>unknown catalogue id {id!r}</source>
        <translation>неизвестный идентификатор каталога {id!r}</translation>
    </message>
    <message>
        <source>custom {kind}</source>
        <translation>свой: {kind}</translation>
    </message>
    <message>
        <source>(enters with reinforcements)</source>
        <translation>(входит с подкреплением)</translation>
    </message>
    <message>
        <source>the unit&apos;s own value</source>
        <translation>собственное значение отряда</translation>
    </message>
    <message>
        <source>from the catalogue</source>
        <translation>из каталога</translation>
    </message>
    <message>
        <source>{unit}: {title} ({side}) hidden</source>
        <translation>{unit}: {title} ({side}) скрытый</translation>
    </message>
    <message>
        <source>{unit}: {title} ({side})</source>
        <translation>{unit}: {title} ({side})</translation>
    </message>
</context>
<context>
    <name>UnitTool</name>
    <message>
        <source>Remove {unit}</source>
        <translation>Удалить {unit}</translation>
    </message>
    <message>
        <source>Move {unit} to {hex}</source>
        <translation>Переместить {unit} в {hex}</translation>
    </message>
</context>
<context>
    <name>ValidationPanel</name>
    <message>
        <source>error: {text}
{detail}</source>
        <translation>ошибка: {text}
{detail}</translation>
    </message>
    <message>
        <source>warning: {text}
{detail}</source>
        <translation>предупреждение: {text}
{detail}</translation>
    </message>
    <message numerus="yes">
        <source>%n error(s) (the file format or the play engine refuses them)</source>
        <translation>
            <numerusform>%n ошибка (её не допускает формат файла или игровой движок)</numerusform>
            <numerusform>%n ошибки (их не допускает формат файла или игровой движок)</numerusform>
            <numerusform>%n ошибок (их не допускает формат файла или игровой движок)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n warning(s)</source>
        <translation>
            <numerusform>%n предупреждение</numerusform>
            <numerusform>%n предупреждения</numerusform>
            <numerusform>%n предупреждений</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>VictoryPanel</name>
    <message>
        <source>VP per kill</source>
        <translation>VP за уничтожение</translation>
    </message>
    <message>
        <source>Victory hexes</source>
        <translation>Победные гексы</translation>
    </message>
    <message>
        <source>each round</source>
        <translation>каждый раунд</translation>
    </message>
    <message>
        <source>at the end</source>
        <translation>в конце</translation>
    </message>
    <message>
        <source>Side controlling the hex at the start</source>
        <translation>Сторона, контролирующая гекс в начале</translation>
    </message>
    <message>
        <source>Place victory hexes (V)</source>
        <translation>Поставить победные гексы (V)</translation>
    </message>
    <message>
        <source>Objectives</source>
        <translation>Цели</translation>
    </message>
    <message>
        <source>Special rules</source>
        <translation>Особые правила</translation>
    </message>
    <message>
        <source>Set {property}</source>
        <translation>Задать {property}</translation>
    </message>
    <message>
        <source>Victory hex {hex}</source>
        <translation>Победный гекс {hex}</translation>
    </message>
    <message>
        <source>{hex}: {vp} VP each round, held by {side}</source>
        <translation>{hex}: {vp} VP каждый раунд, удерживает: {side}</translation>
    </message>
    <message>
        <source>{hex}: {vp} VP at the end, held by {side}</source>
        <translation>{hex}: {vp} VP в конце, удерживает: {side}</translation>
    </message>
    <message>
        <source>nobody</source>
        <translation>никто</translation>
    </message>
</context>
<context>
    <name>ZoneTool</name>
    <message>
        <source>Add or choose a setup zone in the Zones dock first</source>
        <translation>Сначала добавьте или выберите зону расстановки на панели «Зоны»</translation>
    </message>
    <message>
        <source>Erase from zone {name}</source>
        <translation>Стереть из зоны {name}</translation>
    </message>
    <message>
        <source>Paint zone {name}</source>
        <translation>Закрасить зону {name}</translation>
    </message>
</context>
<context>
    <name>ZonesPanel</name>
    <message>
        <source>Side</source>
        <translation>Сторона</translation>
    </message>
    <message>
        <source>Add zone...</source>
        <translation>Добавить зону...</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>Удалить</translation>
    </message>
    <message>
        <source>Paint (Z)</source>
        <translation>Рисовать (Z)</translation>
    </message>
    <message>
        <source>Add zone {name}</source>
        <translation>Добавить зону {name}</translation>
    </message>
    <message>
        <source>Add setup zone</source>
        <translation>Добавить зону расстановки</translation>
    </message>
    <message>
        <source>Zone name:</source>
        <translation>Название зоны:</translation>
    </message>
    <message>
        <source>Setup zone {n}</source>
        <translation>Зона расстановки {n}</translation>
    </message>
    <message>
        <source>Remove zone {name}</source>
        <translation>Удалить зону {name}</translation>
    </message>
    <message>
        <source>Side of zone {name}</source>
        <translation>Сторона зоны {name}</translation>
    </message>
    <message numerus="yes">
        <source>{name}  ({side}, %n hex(es))</source>
        <translation>
            <numerusform>{name}  ({side}, %n гекс)</numerusform>
            <numerusform>{name}  ({side}, %n гекса)</numerusform>
            <numerusform>{name}  ({side}, %n гексов)</numerusform>
        </translation>
    </message>
    <message>
        <source>any side</source>
        <translation>любая сторона</translation>
    </message>
</context>
<context>
    <name>background</name>
    <message>
        <source>Cancel</source>
        <translation>Отмена</translation>
    </message>
</context>
<context>
    <name>counters</name>
    <message>
        <source>id {id}, catalogue {catalogue}</source>
        <translation>id {id}, каталог {catalogue}</translation>
    </message>
    <message>
        <source>id {id}</source>
        <translation>id {id}</translation>
    </message>
    <message>
        <source>brigade {value}</source>
        <translation>бригада {value}</translation>
    </message>
    <message>
        <source>activation group {value}</source>
        <translation>группа активации {value}</translation>
    </message>
</context>
<context>
    <name>recovery</name>
    <message>
        <source>Untitled ({title})</source>
        <translation>Без имени ({title})</translation>
    </message>
    <message>
        <source>Untitled (new map)</source>
        <translation>Без имени (новая карта)</translation>
    </message>
    <message>
        <source>Untitled (new scenario)</source>
        <translation>Без имени (новый сценарий)</translation>
    </message>
    <message>
        <source>autosaved {when}</source>
        <translation>автосохранение {when}</translation>
    </message>
    <message>
        <source>Pre&amp;ferences...</source>
        <translation>&amp;Настройки...</translation>
    </message>
    <message>
        <source>Autosave interval and other editor settings</source>
        <translation>Интервал автосохранения и другие настройки редактора</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Справка</translation>
    </message>
    <message>
        <source>Open &amp;log folder</source>
        <translation>Открыть папку &amp;журнала</translation>
    </message>
    <message>
        <source>The editor&apos;s log: every error it caught, with details for a bug report</source>
        <translation>Журнал редактора: каждая перехваченная ошибка с подробностями для отчёта об ошибке</translation>
    </message>
</context>
</TS>
