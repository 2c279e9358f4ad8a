<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="ru_RU">
<context>
    <name>ActionsPanel</name>
    <message>
        <source>Action</source>
        <translation>Действие</translation>
    </message>
    <message>
        <source>Cost</source>
        <translation>Цена</translation>
    </message>
    <message>
        <source>Hit chance</source>
        <translation>Попадание</translation>
    </message>
    <message>
        <source>Apply</source>
        <translation>Выполнить</translation>
    </message>
    <message>
        <source>Take the selected action (or double-click it)</source>
        <translation>Выполнить выбранное действие (или дважды щёлкнуть по нему)</translation>
    </message>
    <message>
        <source>Pass</source>
        <translation>Пас</translation>
    </message>
    <message>
        <source>{unit} at {hex} (spent)</source>
        <translation>{unit} в гексе {hex} (уставший)</translation>
    </message>
    <message>
        <source>{unit} at {hex} (hidden)</source>
        <translation>{unit} в гексе {hex} (скрытый)</translation>
    </message>
    <message>
        <source>{unit} at {hex}</source>
        <translation>{unit} в гексе {hex}</translation>
    </message>
    <message>
        <source>{unit} (to enter)</source>
        <translation>{unit} (ждёт входа)</translation>
    </message>
    <message>
        <source>no visible target</source>
        <translation>нет видимой цели</translation>
    </message>
    <message>
        <source>{action}
engine: {engine}</source>
        <translation>{action}
движок: {engine}</translation>
    </message>
    <message>
        <source>{unit} has no legal action now</source>
        <translation>У отряда {unit} сейчас нет допустимых действий</translation>
    </message>
    <message>
        <source>Reaction window</source>
        <translation>Окно реакции</translation>
    </message>
    <message>
        <source>Double-click a card to play it on this roll, or react pass</source>
        <translation>Двойной щелчок по карте — сыграть её на этот бросок; или выберите «без реакции»</translation>
    </message>
    <message>
        <source>Pick a unit (here or on the map) to list its actions</source>
        <translation>Выберите отряд (здесь или на карте), чтобы увидеть его действия</translation>
    </message>
    <message numerus="yes">
        <source>%n legal action(s) for {unit}; double-click to apply</source>
        <translation>
            <numerusform>%n допустимое действие отряда {unit}; двойной щелчок — выполнить</numerusform>
            <numerusform>%n допустимых действия отряда {unit}; двойной щелчок — выполнить</numerusform>
            <numerusform>%n допустимых действий отряда {unit}; двойной щелчок — выполнить</numerusform>
        </translation>
    </message>
    <message>
        <source>No unit</source>
        <translation>Без отряда</translation>
    </message>
    <message>
        <source>No unit: {kinds}</source>
        <translation>Без отряда: {kinds}</translation>
    </message>
    <message>
        <source>{kind} ({n})</source>
        <translation>{kind} ({n})</translation>
    </message>
    <message numerus="yes">
        <source>{action}: pick the hex on the map (%n in range)</source>
        <translation>
            <numerusform>{action}: выберите гекс на карте (%n гекс в досягаемости)</numerusform>
            <numerusform>{action}: выберите гекс на карте (%n гекса в досягаемости)</numerusform>
            <numerusform>{action}: выберите гекс на карте (%n гексов в досягаемости)</numerusform>
        </translation>
    </message>
    <message>
        <source>Apply, then click a hex on the map to aim at it; the hexes in range are outlined</source>
        <translation>Нажмите «Выполнить», затем щёлкните по гексу на карте, чтобы нацелиться на него; гексы в досягаемости обведены</translation>
    </message>
    <message>
        <source>{action} ({card})</source>
        <translation>{action} ({card})</translation>
    </message>
    <message>
        <source>{roll} — {standing}</source>
        <translation>{roll} — {standing}</translation>
    </message>
    <message>
        <source>Reaction window for {side}: play a card on this roll or pass.
{rolls}</source>
        <translation>Окно реакции для стороны «{side}»: сыграйте карту на этот бросок или пасуйте.
{rolls}</translation>
    </message>
    <message>
        <source>The roll as it stands</source>
        <translation>Бросок сейчас</translation>
    </message>
    <message>
        <source>move to {hex} (face on the map)</source>
        <translation>движение в {hex} (фронт — на карте)</translation>
    </message>
    <message>
        <source>{side} to act</source>
        <translation>Ходят: {side}</translation>
    </message>
    <message numerus="yes">
        <source>{side} to act — pool {pool} AP, %n CAP(s)</source>
        <translation>
            <numerusform>Ходят: {side} — запас {pool} AP, %n CAP</numerusform>
            <numerusform>Ходят: {side} — запас {pool} AP, %n CAP</numerusform>
            <numerusform>Ходят: {side} — запас {pool} AP, %n CAP</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{side} to act — no activation, %n CAP(s)</source>
        <translation>
            <numerusform>Ходят: {side} — нет активации, %n CAP</numerusform>
            <numerusform>Ходят: {side} — нет активации, %n CAP</numerusform>
            <numerusform>Ходят: {side} — нет активации, %n CAP</numerusform>
        </translation>
    </message>
    <message>
        <source>Replay: step through it with the toolbar, or leave it to play on</source>
        <translation>Повтор: листайте его кнопками панели или выйдите из него, чтобы играть дальше</translation>
    </message>
    <message>
        <source>{side} to act: switch View as to {side} or Designer to act</source>
        <translation>Ходят: {side}. Чтобы действовать, выберите в «Вид за» сторону {side} или «Автор»</translation>
    </message>
</context>
<context>
    <name>BalancePanel</name>
    <message>
        <source>Win rates</source>
        <translation>Доля побед</translation>
    </message>
    <message>
        <source>VP</source>
        <translation>ПО</translation>
    </message>
    <message>
        <source>Deaths</source>
        <translation>Гибель</translation>
    </message>
    <message>
        <source>Objectives</source>
        <translation>Цели</translation>
    </message>
    <message>
        <source>Losses</source>
        <translation>Потери</translation>
    </message>
    <message>
        <source>Length</source>
        <translation>Длительность</translation>
    </message>
    <message>
        <source>random: any legal action; greedy: best one-step score; MCTS: tree search, 0.2 s a move</source>
        <translation>случайный: любое допустимое действие; жадный: лучший результат на один шаг; MCTS: поиск по дереву, 0,2 с на ход</translation>
    </message>
    <message>
        <source>Swap sides each game</source>
        <translation>Чередовать стороны</translation>
    </message>
    <message>
        <source>Games</source>
        <translation>Партий</translation>
    </message>
    <message>
        <source>Seed</source>
        <translation>Зерно</translation>
    </message>
    <message>
        <source>Local processes</source>
        <translation>Локальные процессы</translation>
    </message>
    <message>
        <source>Dask cluster</source>
        <translation>Кластер Dask</translation>
    </message>
    <message>
        <source>tcp://HOST:8786</source>
        <translation>tcp://ХОСТ:8786</translation>
    </message>
    <message>
        <source>Run on</source>
        <translation>Где играть</translation>
    </message>
    <message>
        <source>Run</source>
        <translation>Запустить</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Отмена</translation>
    </message>
    <message>
        <source>%v / %m games</source>
        <translation>%v / %m партий</translation>
    </message>
    <message>
        <source>Play bot games to see how often each side wins.</source>
        <translation>Сыграйте партии ботов, чтобы увидеть, как часто побеждает каждая сторона.</translation>
    </message>
    <message>
        <source>Heatmap on the map</source>
        <translation>Тепловая карта</translation>
    </message>
    <message>
        <source>Where units died (red, with the count) and who held each objective at the end</source>
        <translation>Где гибли отряды (красным, с числом) и кто удерживал каждую цель в конце</translation>
    </message>
    <message numerus="yes">
        <source>%n worker(s)</source>
        <translation>
            <numerusform>%n процесс</numerusform>
            <numerusform>%n процесса</numerusform>
            <numerusform>%n процессов</numerusform>
        </translation>
    </message>
    <message>
        <source>Bot {number}</source>
        <translation>Бот {number}</translation>
    </message>
    <message>
        <source>Cannot play this scenario: {error}</source>
        <translation>Этот сценарий нельзя сыграть: {error}</translation>
    </message>
    <message>
        <source>Give the Dask scheduler&apos;s address, e.g. tcp://10.0.0.5:8786</source>
        <translation>Укажите адрес планировщика Dask, например tcp://10.0.0.5:8786</translation>
    </message>
    <message numerus="yes">
        <source>Playing %n game(s) of {first} against {second}...</source>
        <translation>
            <numerusform>Идёт %n партия: {first} против {second}...</numerusform>
            <numerusform>Идут %n партии: {first} против {second}...</numerusform>
            <numerusform>Идут %n партий: {first} против {second}...</numerusform>
        </translation>
    </message>
    <message>
        <source>Cancelling: waiting for the games being played...</source>
        <translation>Отмена: ждём окончания начатых партий...</translation>
    </message>
    <message numerus="yes">
        <source>{done} of %n game(s): {side} win {rate} so far, about {eta} s left</source>
        <translation>
            <numerusform>{done} из %n партии: {side} пока побеждает в {rate}, осталось около {eta} с</numerusform>
            <numerusform>{done} из %n партий: {side} пока побеждает в {rate}, осталось около {eta} с</numerusform>
            <numerusform>{done} из %n партий: {side} пока побеждает в {rate}, осталось около {eta} с</numerusform>
        </translation>
    </message>
    <message>
        <source>Balance run failed: {error}</source>
        <translation>Проверка баланса не удалась: {error}</translation>
    </message>
    <message numerus="yes">
        <source>Cancelled: {played} of %n game(s) in {seconds} s ({kind}, {workers}).</source>
        <translation>
            <numerusform>Отменено: {played} из %n партии за {seconds} с ({kind}, {workers}).</numerusform>
            <numerusform>Отменено: {played} из %n партий за {seconds} с ({kind}, {workers}).</numerusform>
            <numerusform>Отменено: {played} из %n партий за {seconds} с ({kind}, {workers}).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Done: {played} of %n game(s) in {seconds} s ({kind}, {workers}).</source>
        <translation>
            <numerusform>Готово: {played} из %n партии за {seconds} с ({kind}, {workers}).</numerusform>
            <numerusform>Готово: {played} из %n партий за {seconds} с ({kind}, {workers}).</numerusform>
            <numerusform>Готово: {played} из %n партий за {seconds} с ({kind}, {workers}).</numerusform>
        </translation>
    </message>
    <message>
        <source>in this process</source>
        <translation>в этом процессе</translation>
    </message>
    <message>
        <source>local processes</source>
        <translation>локальные процессы</translation>
    </message>
    <message numerus="yes">
        <source>%n game(s) failed and are not counted; game {index} (seed {seed}): {message}</source>
        <translation>
            <numerusform>%n партия прервана ошибкой и не засчитана; партия {index} (seed {seed}): {message}</numerusform>
            <numerusform>%n партии прерваны ошибкой и не засчитаны; партия {index} (seed {seed}): {message}</numerusform>
            <numerusform>%n партий прервано ошибкой и не засчитано; партия {index} (seed {seed}): {message}</numerusform>
        </translation>
    </message>
    <message>
        <source>Not saved: {error}</source>
        <translation>Не сохранено: {error}</translation>
    </message>
    <message numerus="yes">
        <source>Saved results: %n game(s).</source>
        <translation>
            <numerusform>Сохранённые результаты: %n партия.</numerusform>
            <numerusform>Сохранённые результаты: %n партии.</numerusform>
            <numerusform>Сохранённые результаты: %n партий.</numerusform>
        </translation>
    </message>
    <message>
        <source>&lt;b&gt;{side}&lt;/b&gt;: win rate {rate} (95% CI {low}-{high}), VP {vp}</source>
        <translation>&lt;b&gt;{side}&lt;/b&gt;: побед {rate} (95% ДИ {low}–{high}), ПО {vp}</translation>
    </message>
    <message numerus="yes">
        <source>bot {bot}: {rate} in %n game(s)</source>
        <translation>
            <numerusform>бот {bot}: {rate} в %n партии</numerusform>
            <numerusform>бот {bot}: {rate} в %n партиях</numerusform>
            <numerusform>бот {bot}: {rate} в %n партиях</numerusform>
        </translation>
    </message>
    <message>
        <source>Balance</source>
        <translation>Баланс</translation>
    </message>
</context>
<context>
    <name>Counted</name>
    <message numerus="yes">
        <source>%n unit(s) set up hidden by the player</source>
        <translation>
            <numerusform>%n отряд расставлен игроком скрыто</numerusform>
            <numerusform>%n отряда расставлены игроком скрыто</numerusform>
            <numerusform>%n отрядов расставлены игроком скрыто</numerusform>
        </translation>
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
        <source>%n round(s)</source>
        <translation>
            <numerusform>%n раунд</numerusform>
            <numerusform>%n раунда</numerusform>
            <numerusform>%n раундов</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n row(s)</source>
        <translation>
            <numerusform>%n ряд</numerusform>
            <numerusform>%n ряда</numerusform>
            <numerusform>%n рядов</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n column(s)</source>
        <translation>
            <numerusform>%n столбец</numerusform>
            <numerusform>%n столбца</numerusform>
            <numerusform>%n столбцов</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n counter face(s)</source>
        <translation>
            <numerusform>%n сторона фишки</numerusform>
            <numerusform>%n стороны фишек</numerusform>
            <numerusform>%n сторон фишек</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n marker(s)</source>
        <translation>
            <numerusform>%n маркер</numerusform>
            <numerusform>%n маркера</numerusform>
            <numerusform>%n маркеров</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ExplainPanel</name>
    <message>
        <source>Roll explained</source>
        <translation>Разбор броска</translation>
    </message>
    <message>
        <source>Term</source>
        <translation>Слагаемое</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>Значение</translation>
    </message>
    <message>
        <source>Rule</source>
        <translation>Правило</translation>
    </message>
    <message>
        <source>Select an attack or rally, or hover a target on the map, to see its odds</source>
        <translation>Выберите атаку или сплочение либо наведите курсор на цель на карте, чтобы увидеть шансы</translation>
    </message>
    <message>
        <source>This ruleset&apos;s engine does not explain its rolls yet</source>
        <translation>Движок этих правил пока не объясняет свои броски</translation>
    </message>
    <message>
        <source>No roll to explain for this action</source>
        <translation>У этого действия нет броска</translation>
    </message>
    <message>
        <source>Odds of {action}</source>
        <translation>Шансы: {action}</translation>
    </message>
    <message>
        <source>added to the dice</source>
        <translation>к кубикам</translation>
    </message>
    <message>
        <source>to reach {target}</source>
        <translation>нужно набрать {target}</translation>
    </message>
</context>
<context>
    <name>GamePanel</name>
    <message>
        <source>VP</source>
        <translation>ПО</translation>
    </message>
    <message>
        <source>CAPs</source>
        <translation>CAP</translation>
    </message>
    <message>
        <source>Lost</source>
        <translation>Потери</translation>
    </message>
    <message>
        <source>Pool</source>
        <translation>Запас</translation>
    </message>
    <message>
        <source>Cards</source>
        <translation>Карты</translation>
    </message>
    <message>
        <source>(replay, step {index} of {steps})</source>
        <translation>(повтор, шаг {index} из {steps})</translation>
    </message>
    <message>
        <source>&lt;b&gt;Round {round}&lt;/b&gt; of {rounds}: over</source>
        <translation>&lt;b&gt;Раунд {round}&lt;/b&gt; из {rounds}: игра окончена</translation>
    </message>
    <message>
        <source>&lt;b&gt;Round {round}&lt;/b&gt; of {rounds} &amp;nbsp;•&amp;nbsp; &lt;b&gt;{side}&lt;/b&gt; to act</source>
        <translation>&lt;b&gt;Раунд {round}&lt;/b&gt; из {rounds} &amp;nbsp;•&amp;nbsp; ходят: &lt;b&gt;{side}&lt;/b&gt;</translation>
    </message>
    <message>
        <source>Hand: -</source>
        <translation>Рука: -</translation>
    </message>
    <message numerus="yes">
        <source>Hand of {side}: %n card(s) (hidden from {view})</source>
        <translation>
            <numerusform>Рука ({side}): %n карта (скрыта от стороны {view})</numerusform>
            <numerusform>Рука ({side}): %n карты (скрыты от стороны {view})</numerusform>
            <numerusform>Рука ({side}): %n карт (скрыты от стороны {view})</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Hand of {side} (%n card(s))</source>
        <translation>
            <numerusform>Рука ({side}): %n карта</numerusform>
            <numerusform>Рука ({side}): %n карты</numerusform>
            <numerusform>Рука ({side}): %n карт</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>LogPanel</name>
    <message>
        <source>{events} events, {rolls} rolls — everything (designer); seed {seed}</source>
        <translation>событий: {events}, бросков: {rolls} — всё (автор); зерно {seed}</translation>
    </message>
    <message>
        <source>{events} events, {rolls} rolls — as {side} sees it; seed {seed}</source>
        <translation>событий: {events}, бросков: {rolls} — как видит сторона {side}; зерно {seed}</translation>
    </message>
</context>
<context>
    <name>PackActions</name>
    <message>
        <source>Hexwright scenario packs (*.hwpack);;All files (*)</source>
        <translation>Пакеты сценариев Hexwright (*.hwpack);;Все файлы (*)</translation>
    </message>
    <message>
        <source>Export &amp;Pack...</source>
        <translation>Экспорт &amp;пакета...</translation>
    </message>
    <message>
        <source>Write the map as a scenario pack (.hwpack)</source>
        <translation>Записать карту как пакет сценария (.hwpack)</translation>
    </message>
    <message>
        <source>Open Pa&amp;ck...</source>
        <translation>Открыть п&amp;акет...</translation>
    </message>
    <message>
        <source>Check and unpack a scenario pack, then open its map</source>
        <translation>Проверить и распаковать пакет сценария, затем открыть его карту</translation>
    </message>
    <message>
        <source>Print Pre&amp;view...</source>
        <translation>Пред&amp;просмотр печати...</translation>
    </message>
    <message>
        <source>Every sheet of the print before writing it</source>
        <translation>Все листы печати до записи файла</translation>
    </message>
    <message>
        <source>&amp;Print / Export Image...</source>
        <translation>&amp;Печать / экспорт изображения...</translation>
    </message>
    <message>
        <source>True-scale PDF, SVG or PNG sheets</source>
        <translation>Листы PDF, SVG или PNG в натуральную величину</translation>
    </message>
    <message>
        <source>Export pack</source>
        <translation>Экспорт пакета</translation>
    </message>
    <message>
        <source>Drawing the print sheets...</source>
        <translation>Рисуем листы печати...</translation>
    </message>
    <message>
        <source>Cannot export pack</source>
        <translation>Не удалось экспортировать пакет</translation>
    </message>
    <message>
        <source>Pack written: {path}</source>
        <translation>Пакет записан: {path}</translation>
    </message>
    <message>
        <source>Open pack</source>
        <translation>Открыть пакет</translation>
    </message>
    <message>
        <source>Cannot open pack</source>
        <translation>Не удалось открыть пакет</translation>
    </message>
    <message>
        <source>Pack opened with changes</source>
        <translation>Пакет открыт с изменениями</translation>
    </message>
    <message>
        <source>Print to file</source>
        <translation>Печать в файл</translation>
    </message>
    <message numerus="yes">
        <source>Printing %n sheet(s)...</source>
        <translation>
            <numerusform>Печать %n листа...</numerusform>
            <numerusform>Печать %n листов...</numerusform>
            <numerusform>Печать %n листов...</numerusform>
        </translation>
    </message>
    <message>
        <source>Cannot print</source>
        <translation>Не удалось напечатать</translation>
    </message>
    <message numerus="yes">
        <source>%n sheet(s) written to {path}</source>
        <translation>
            <numerusform>%n лист записан в {path}</numerusform>
            <numerusform>%n листа записаны в {path}</numerusform>
            <numerusform>%n листов записаны в {path}</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>PlayTool</name>
    <message>
        <source>Play</source>
        <translation>Игра</translation>
    </message>
    <message>
        <source>Click a unit to see its actions, an enemy or a hex in range to fire at it; right-click a neighbouring hex to move the selected unit there</source>
        <translation>Щёлкните по отряду, чтобы увидеть его действия, по противнику или гексу в досягаемости — чтобы открыть по нему огонь; правый щелчок по соседнему гексу перемещает туда выбранный отряд</translation>
    </message>
</context>
<context>
    <name>PlaytestBar</name>
    <message>
        <source>Playtest</source>
        <translation>Тестовая игра</translation>
    </message>
    <message>
        <source>View as</source>
        <translation>Вид за</translation>
    </message>
    <message>
        <source>Designer (all)</source>
        <translation>Автор (всё)</translation>
    </message>
    <message>
        <source>Show only what this side may see (hidden enemy units, face-down hits, hand)</source>
        <translation>Показывать только то, что видит эта сторона (скрытые отряды противника, попадания рубашкой вверх, рука)</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>Отменить</translation>
    </message>
    <message>
        <source>Take back the last action and its rolls</source>
        <translation>Отменить последнее действие и его броски</translation>
    </message>
    <message>
        <source>Bot</source>
        <translation>Бот</translation>
    </message>
    <message>
        <source>Greedy: best one-step score (hits, objectives); random: any legal action; MCTS: tree search from its side&apos;s view, 0.2 s a move</source>
        <translation>Жадный: лучший результат на один шаг (попадания, цели); случайный: любое допустимое действие; MCTS: поиск по дереву с точки зрения своей стороны, 0,2 с на ход</translation>
    </message>
    <message>
        <source>Bot turn</source>
        <translation>Ход бота</translation>
    </message>
    <message>
        <source>The bot plays the side to act until the other side is to act</source>
        <translation>Бот играет за ходящую сторону, пока ход не перейдёт к другой</translation>
    </message>
    <message>
        <source>Bots finish</source>
        <translation>Доиграть ботами</translation>
    </message>
    <message>
        <source>Bots play both sides to the end (cancellable)</source>
        <translation>Боты доигрывают за обе стороны до конца (можно отменить)</translation>
    </message>
    <message>
        <source>Save game</source>
        <translation>Сохранить</translation>
    </message>
    <message>
        <source>Save this game (replay file: seed and every action)</source>
        <translation>Сохранить эту партию (файл повтора: зерно и все действия)</translation>
    </message>
    <message>
        <source>Load game</source>
        <translation>Загрузить</translation>
    </message>
    <message>
        <source>Resume a saved game of this scenario</source>
        <translation>Продолжить сохранённую партию этого сценария</translation>
    </message>
    <message>
        <source>Replay</source>
        <translation>Повтор</translation>
    </message>
    <message>
        <source>Step through this game from the start</source>
        <translation>Пошагово просмотреть эту партию с начала</translation>
    </message>
    <message>
        <source>Replay: back to the start</source>
        <translation>Повтор: в начало</translation>
    </message>
    <message>
        <source>Replay: one action back</source>
        <translation>Повтор: на действие назад</translation>
    </message>
    <message>
        <source>Replay: one action forward</source>
        <translation>Повтор: на действие вперёд</translation>
    </message>
    <message>
        <source>Replay: to the end</source>
        <translation>Повтор: в конец</translation>
    </message>
    <message>
        <source>Leave playtest</source>
        <translation>Выйти</translation>
    </message>
    <message>
        <source>Back to the unchanged scenario</source>
        <translation>Вернуться к неизменённому сценарию</translation>
    </message>
    <message>
        <source>step {index} of {steps}</source>
        <translation>шаг {index} из {steps}</translation>
    </message>
</context>
<context>
    <name>PlaytestMode</name>
    <message>
        <source>&amp;Playtest</source>
        <translation>&amp;Тестовая игра</translation>
    </message>
    <message>
        <source>&amp;Start playtest</source>
        <translation>&amp;Начать тестовую игру</translation>
    </message>
    <message>
        <source>&amp;Leave playtest</source>
        <translation>&amp;Выйти из тестовой игры</translation>
    </message>
    <message>
        <source>&amp;Save game...</source>
        <translation>&amp;Сохранить партию...</translation>
    </message>
    <message>
        <source>L&amp;oad game...</source>
        <translation>&amp;Загрузить партию...</translation>
    </message>
    <message>
        <source>&amp;Replay file...</source>
        <translation>&amp;Повтор из файла...</translation>
    </message>
    <message>
        <source>Play &amp;bot turn</source>
        <translation>Ход &amp;бота</translation>
    </message>
    <message>
        <source>Let bots &amp;finish</source>
        <translation>Боты &amp;доигрывают</translation>
    </message>
    <message>
        <source>Play the scenario hot-seat under its rules</source>
        <translation>Сыграть сценарий по его правилам за одним компьютером</translation>
    </message>
    <message>
        <source>Start playtest (F5)</source>
        <translation>Начать тестовую игру (F5)</translation>
    </message>
    <message>
        <source>Playtest: {error}</source>
        <translation>Тестовая игра: {error}</translation>
    </message>
    <message>
        <source>Playtest could not start: the {ruleset} engine failed ({kind}: {error})</source>
        <translation>Тестовая игра не началась: сбой движка {ruleset} ({kind}: {error})</translation>
    </message>
    <message>
        <source>Actions</source>
        <translation>Действия</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Партия</translation>
    </message>
    <message>
        <source>Dice and events</source>
        <translation>Броски и события</translation>
    </message>
    <message>
        <source>Playtest of {title}: seed {seed}; {side} to act. Click a unit to see its actions.</source>
        <translation>Тестовая игра «{title}»: зерно {seed}; ходят: {side}. Щёлкните по отряду, чтобы увидеть его действия.</translation>
    </message>
    <message>
        <source>Playtest of the scenario: seed {seed}; {side} to act. Click a unit to see its actions.</source>
        <translation>Тестовая игра сценария: зерно {seed}; ходят: {side}. Щёлкните по отряду, чтобы увидеть его действия.</translation>
    </message>
    <message>
        <source>Left playtest: the scenario is unchanged</source>
        <translation>Тестовая игра окончена: сценарий не изменён</translation>
    </message>
    <message>
        <source>Left playtest: the scenario differs from the snapshot taken on entering</source>
        <translation>Тестовая игра окончена: сценарий отличается от снимка, сделанного при входе</translation>
    </message>
    <message>
        <source>clear</source>
        <translation>свободна</translation>
    </message>
    <message>
        <source>blocked</source>
        <translation>перекрыта</translation>
    </message>
    <message>
        <source>LOS {unit} {start} -&gt; {end}: {verdict}</source>
        <translation>LOS {unit} {start} -&gt; {end}: {verdict}</translation>
    </message>
    <message>
        <source>{unit} cannot move to {hex}: {why}</source>
        <translation>{unit} не может двигаться в {hex}: {why}</translation>
    </message>
    <message>
        <source>{unit} cannot move to {hex} now</source>
        <translation>{unit} сейчас не может двигаться в {hex}</translation>
    </message>
    <message>
        <source>Click the corner of {hex} the unit should face (orange arrows); right-click elsewhere to cancel</source>
        <translation>Щёлкните по углу гекса {hex}, куда отряд встанет фронтом (оранжевые стрелки); правый щелчок в другом месте — отмена</translation>
    </message>
    <message numerus="yes">
        <source>The {bot} bot took %n action(s)</source>
        <translation>
            <numerusform>Бот «{bot}» выполнил %n действие</numerusform>
            <numerusform>Бот «{bot}» выполнил %n действия</numerusform>
            <numerusform>Бот «{bot}» выполнил %n действий</numerusform>
        </translation>
    </message>
    <message>
        <source>Save game</source>
        <translation>Сохранить партию</translation>
    </message>
    <message>
        <source>game.replay.json</source>
        <translation>партия.replay.json</translation>
    </message>
    <message>
        <source>Hexwright games (*.json)</source>
        <translation>Партии Hexwright (*.json)</translation>
    </message>
    <message>
        <source>Load game</source>
        <translation>Загрузить партию</translation>
    </message>
    <message>
        <source>Replay file</source>
        <translation>Файл повтора</translation>
    </message>
    <message>
        <source>The {bot} bot is playing...</source>
        <translation>Бот «{bot}» играет...</translation>
    </message>
    <message>
        <source>Bots are playing...</source>
        <translation>Боты играют...</translation>
    </message>
    <message>
        <source>Bots stopped (cancelled)</source>
        <translation>Боты остановлены (отмена)</translation>
    </message>
</context>
<context>
    <name>PlotLabel</name>
    <message>
        <source>Double-click to see the plot at full size</source>
        <translation>Дважды щёлкните, чтобы открыть график в полном размере</translation>
    </message>
</context>
<context>
    <name>PlotTabs</name>
    <message>
        <source>Plots not written: {error}</source>
        <translation>Графики не записаны: {error}</translation>
    </message>
</context>
<context>
    <name>PrintDialog</name>
    <message>
        <source>Print / Export Image</source>
        <translation>Печать / экспорт изображения</translation>
    </message>
    <message>
        <source>in across the flats</source>
        <translation>дюйм. между сторонами</translation>
    </message>
    <message>
        <source>mm across the flats</source>
        <translation>мм между сторонами</translation>
    </message>
    <message>
        <source>Counter sheets (scenarios)</source>
        <translation>Листы фишек (сценарии)</translation>
    </message>
    <message>
        <source>Format</source>
        <translation>Формат</translation>
    </message>
    <message>
        <source>Paper</source>
        <translation>Бумага</translation>
    </message>
    <message>
        <source>Hex size</source>
        <translation>Размер гекса</translation>
    </message>
    <message>
        <source>PNG resolution (dpi)</source>
        <translation>Разрешение PNG (dpi)</translation>
    </message>
</context>
<context>
    <name>PrintJob</name>
    <message>
        <source>Untitled map</source>
        <translation>Карта без названия</translation>
    </message>
    <message>
        <source>{rows} x {cols}</source>
        <translation>{rows} x {cols}</translation>
    </message>
    <message>
        <source>{title}  —  page {page}, sheet {sheet} of {sheets} ({grid})</source>
        <translation>{title}  —  страница {page}, лист {sheet} из {sheets} ({grid})</translation>
    </message>
    <message>
        <source>True scale: hexes {size} mm across the flats. Print at 100% (no &apos;fit to page&apos;).</source>
        <translation>Натуральная величина: гексы {size} мм между сторонами. Печать 100% (не «по размеру страницы»).</translation>
    </message>
    <message>
        <source>Dashed lines: overlap; cut one sheet on its line and lay it on the neighbour&apos;s.</source>
        <translation>Пунктир — перекрытие: обрежьте лист по линии и наложите на соседний.</translation>
    </message>
    <message>
        <source>overlaps {page}</source>
        <translation>перекрывает {page}</translation>
    </message>
</context>
<context>
    <name>PrintPreviewDialog</name>
    <message>
        <source>Print preview</source>
        <translation>Предпросмотр печати</translation>
    </message>
    <message>
        <source>mm hexes</source>
        <translation>мм на гекс</translation>
    </message>
    <message>
        <source>Counter sheets</source>
        <translation>Листы фишек</translation>
    </message>
    <message>
        <source>Paper</source>
        <translation>Бумага</translation>
    </message>
    <message>
        <source>Hex size</source>
        <translation>Размер гекса</translation>
    </message>
    <message>
        <source>Print...</source>
        <translation>Печать...</translation>
    </message>
    <message numerus="yes">
        <source>Drawing %n sheet(s)...</source>
        <translation>
            <numerusform>Рисуем %n лист...</numerusform>
            <numerusform>Рисуем %n листа...</numerusform>
            <numerusform>Рисуем %n листов...</numerusform>
        </translation>
    </message>
    <message>
        <source>Sheet {sheet} of {sheets}: {width} x {height} mm</source>
        <translation>Лист {sheet} из {sheets}: {width} x {height} мм</translation>
    </message>
    <message numerus="yes">
        <source>%n sheet(s): {rows} x {cols} map, {legend} legend, {counters} counters</source>
        <translation>
            <numerusform>%n лист: карта {rows} x {cols}, легенда {legend}, фишки {counters}</numerusform>
            <numerusform>%n листа: карта {rows} x {cols}, легенда {legend}, фишки {counters}</numerusform>
            <numerusform>%n листов: карта {rows} x {cols}, легенда {legend}, фишки {counters}</numerusform>
        </translation>
    </message>
    <message>
        <source>Map {number}</source>
        <translation>Карта {number}</translation>
    </message>
    <message>
        <source>Legend {number}</source>
        <translation>Легенда {number}</translation>
    </message>
    <message>
        <source>Counters {number}</source>
        <translation>Фишки {number}</translation>
    </message>
    <message>
        <source>Letter</source>
        <translation>Letter</translation>
    </message>
</context>
<context>
    <name>ShotPreviewTool</name>
    <message>
        <source>Shot preview</source>
        <translation>Предпросмотр выстрела</translation>
    </message>
    <message>
        <source>Flames of War: click a shooter, hover a target: concealment, gone to ground, to-hit number, dice (moving or halted ROF) and why; right-click clears</source>
        <translation>Flames of War: щёлкните по стрелку и наведите курсор на цель — маскировка, залегание, число для попадания, кубики (скорострельность в движении или с места) и почему; правый щелчок сбрасывает</translation>
    </message>
    <message>
        <source>Shot preview: click a unit to choose the shooter</source>
        <translation>Предпросмотр выстрела: щёлкните по отряду, чтобы выбрать стрелка</translation>
    </message>
    <message>
        <source>Shot preview: {unit} shoots; hover an enemy unit</source>
        <translation>Предпросмотр выстрела: стреляет {unit}; наведите курсор на отряд противника</translation>
    </message>
</context>
<context>
    <name>TargetPicker</name>
    <message numerus="yes">
        <source>Click one of the %n outlined hexes to aim at it; right-click to cancel</source>
        <translation>
            <numerusform>Обведено гексов: %n — щёлкните по одному, чтобы нацелиться; правый щелчок — отмена</numerusform>
            <numerusform>Обведено гексов: %n — щёлкните по одному, чтобы нацелиться; правый щелчок — отмена</numerusform>
            <numerusform>Обведено гексов: %n — щёлкните по одному, чтобы нацелиться; правый щелчок — отмена</numerusform>
        </translation>
    </message>
    <message>
        <source>{action}	{cost}  {chance}</source>
        <translation>{action}	{cost}  {chance}</translation>
    </message>
</context>
<context>
    <name>TemplateLayer</name>
    <message>
        <source>smoke</source>
        <translation>дым</translation>
    </message>
    <message>
        <source>bombardment</source>
        <translation>артобстрел</translation>
    </message>
</context>
<context>
    <name>TngPanel</name>
    <message>
        <source>Off</source>
        <translation>Выкл.</translation>
    </message>
    <message>
        <source>Under Orders</source>
        <translation>С приказом</translation>
    </message>
    <message>
        <source>No Orders (half MA)</source>
        <translation>Без приказа (½ движения)</translation>
    </message>
    <message>
        <source>none</source>
        <translation>нет</translation>
    </message>
    <message>
        <source>ZOC of</source>
        <translation>ЗК стороны</translation>
    </message>
    <message>
        <source>Movement preview of the selected unit with enemy ZOC (tng 6.33-6.34) and its orders status (No Orders: half MA, tng 7.12)</source>
        <translation>Предпросмотр движения выбранного отряда с учётом ЗК противника (tng 6.33-6.34) и наличия приказа (без приказа: половина очков движения, tng 7.12)</translation>
    </message>
    <message>
        <source>Movement</source>
        <translation>Движение</translation>
    </message>
    <message>
        <source>Commanders&apos; Orders Range</source>
        <translation>Радиус приказов командиров</translation>
    </message>
    <message>
        <source>Selected gun: range bands and visibility</source>
        <translation>Выбранное орудие: дальности и видимость</translation>
    </message>
    <message>
        <source>Brigade / group tags on counters</source>
        <translation>Метки бригады / группы на фишках</translation>
    </message>
    <message>
        <source>No unit selected</source>
        <translation>Отряд не выбран</translation>
    </message>
    <message>
        <source>Up in stack</source>
        <translation>Выше в стопке</translation>
    </message>
    <message>
        <source>Down in stack</source>
        <translation>Ниже в стопке</translation>
    </message>
</context>
<context>
    <name>TngUi</name>
    <message>
        <source>Triumph and Glory</source>
        <translation>Triumph and Glory</translation>
    </message>
    <message>
        <source>&amp;Triumph and Glory</source>
        <translation>&amp;Triumph and Glory</translation>
    </message>
    <message>
        <source>Triumph &amp; Glory overlays: {error}</source>
        <translation>Слои Triumph &amp; Glory: {error}</translation>
    </message>
    <message>
        <source>No unit selected</source>
        <translation>Отряд не выбран</translation>
    </message>
    <message>
        <source>brigade: {brigade}</source>
        <translation>бригада: {brigade}</translation>
    </message>
    <message>
        <source>activation group: {group}</source>
        <translation>группа активации: {group}</translation>
    </message>
    <message>
        <source>marker: {markers}</source>
        <translation>маркер: {markers}</translation>
    </message>
    <message>
        <source>marker: none (tng 5.4: it never activates)</source>
        <translation>маркер: нет (tng 5.4: отряд никогда не активируется)</translation>
    </message>
    <message>
        <source>unit {unit}; brigade {brigade}; activation group {group}; markers {markers}</source>
        <translation>отряд {unit}; бригада {brigade}; группа активации {group}; маркеры {markers}</translation>
    </message>
    <message>
        <source>stack: {place} of {size} (1 = top)</source>
        <translation>стопка: {place} из {size} (1 = верх)</translation>
    </message>
    <message>
        <source>Movement preview of {unit}: {error}</source>
        <translation>Предпросмотр движения {unit}: {error}</translation>
    </message>
    <message>
        <source>Move {unit} up its stack</source>
        <translation>Поднять {unit} в стопке</translation>
    </message>
    <message>
        <source>Move {unit} down its stack</source>
        <translation>Опустить {unit} в стопке</translation>
    </message>
</context>
<context>
    <name>badges</name>
    <message>
        <source>moved: not concealed in the open, fires at its moving ROF</source>
        <translation>двигался: на открытой местности не замаскирован, стреляет со скорострельностью в движении</translation>
    </message>
    <message>
        <source>fired: not gone to ground</source>
        <translation>стрелял: не залёг</translation>
    </message>
    <message>
        <source>assaulted</source>
        <translation>штурмовал</translation>
    </message>
    <message>
        <source>tried to dig in: counts as moved for its ROF, stays concealed</source>
        <translation>пытался окопаться: для скорострельности считается двигавшимся, остаётся замаскированным</translation>
    </message>
    <message>
        <source>dug in</source>
        <translation>окопался</translation>
    </message>
    <message>
        <source>gone to ground: +1 more to hit when concealed</source>
        <translation>залёг: ещё +1 к числу для попадания, если замаскирован</translation>
    </message>
    <message>
        <source>bailed out: may not move or shoot</source>
        <translation>экипаж покинул машину: не может двигаться и стрелять</translation>
    </message>
    <message>
        <source>bogged down: may not move</source>
        <translation>увяз: не может двигаться</translation>
    </message>
    <message>
        <source>pinned down</source>
        <translation>прижат</translation>
    </message>
</context>
<context>
    <name>bots</name>
    <message>
        <source>greedy</source>
        <translation>жадный</translation>
    </message>
    <message>
        <source>random</source>
        <translation>случайный</translation>
    </message>
    <message>
        <source>MCTS</source>
        <translation>MCTS</translation>
    </message>
</context>
<context>
    <name>counters</name>
    <message>
        <source>yes</source>
        <translation>да</translation>
    </message>
    <message>
        <source>no</source>
        <translation>нет</translation>
    </message>
    <message>
        <source>{title}  —  counters, sheet {sheet} of {sheets}</source>
        <translation>{title}  —  фишки, лист {sheet} из {sheets}</translation>
    </message>
    <message>
        <source>{faces} and {markers} at {size} mm; cut along the gutters; a back face sits right of its front.</source>
        <translation>{faces} и {markers} по {size} мм; режьте по промежуткам; оборот фишки — справа от лицевой стороны.</translation>
    </message>
</context>
<context>
    <name>legend</name>
    <message>
        <source>Shaded brown; contour lines mark each change of level.</source>
        <translation>Тонировано коричневым; горизонтали отмечают каждую смену уровня.</translation>
    </message>
    <message>
        <source>Shaded blue; contour lines mark each change of level.</source>
        <translation>Тонировано синим; горизонтали отмечают каждую смену уровня.</translation>
    </message>
    <message>
        <source>Level {level}</source>
        <translation>Уровень {level}</translation>
    </message>
    <message>
        <source>A road running through the hexes it links.</source>
        <translation>Дорога проходит через соединяемые ею гексы.</translation>
    </message>
    <message>
        <source>A trail running through the hexes it links.</source>
        <translation>Тропа проходит через соединяемые ею гексы.</translation>
    </message>
    <message>
        <source>Terrain</source>
        <translation>Местность</translation>
    </message>
    <message>
        <source>Elevation</source>
        <translation>Высота</translation>
    </message>
    <message>
        <source>Hexside features</source>
        <translation>Объекты на сторонах гексов</translation>
    </message>
    <message>
        <source>Roads and trails</source>
        <translation>Дороги и тропы</translation>
    </message>
    <message>
        <source>Fortifications</source>
        <translation>Укрепления</translation>
    </message>
    <message>
        <source>Scenario</source>
        <translation>Сценарий</translation>
    </message>
    <message>
        <source>{side} set-up: {units}.</source>
        <translation>Расстановка ({side}): {units}.</translation>
    </message>
    <message>
        <source>Setup zone {zone} ({side}): {hexes}, tinted on the map.</source>
        <translation>Зона расстановки {zone} ({side}): {hexes}, тонирована на карте.</translation>
    </message>
    <message>
        <source>any side</source>
        <translation>любая сторона</translation>
    </message>
    <message>
        <source>Round {round}: {side} reinforcements ({units}) enter at {hexes} (hatched, tagged R{round}).</source>
        <translation>Раунд {round}: подкрепления ({side}: {units}) входят через {hexes} (штриховка, метка R{round}).</translation>
    </message>
    <message>
        <source>no units</source>
        <translation>без отрядов</translation>
    </message>
    <message>
        <source>no entry hex</source>
        <translation>нет гекса входа</translation>
    </message>
    <message>
        <source>Victory hex {hex}: {vp} VP at the end, held by {side} at the start (gold badge).</source>
        <translation>Победный гекс {hex}: {vp} ПО в конце игры, в начале удерживает {side} (золотой значок).</translation>
    </message>
    <message>
        <source>Victory hex {hex}: {vp} VP at the end (gold badge).</source>
        <translation>Победный гекс {hex}: {vp} ПО в конце игры (золотой значок).</translation>
    </message>
    <message>
        <source>Victory hex {hex}: {vp} VP every round, held by {side} at the start (gold badge).</source>
        <translation>Победный гекс {hex}: {vp} ПО каждый раунд, в начале удерживает {side} (золотой значок).</translation>
    </message>
    <message>
        <source>Victory hex {hex}: {vp} VP every round (gold badge).</source>
        <translation>Победный гекс {hex}: {vp} ПО каждый раунд (золотой значок).</translation>
    </message>
    <message>
        <source>Objectives: {text}</source>
        <translation>Цели: {text}</translation>
    </message>
    <message>
        <source>{heading} (continued)</source>
        <translation>{heading} (продолжение)</translation>
    </message>
    <message>
        <source>{title}  —  legend (continued)</source>
        <translation>{title}  —  легенда (продолжение)</translation>
    </message>
    <message>
        <source>Map {name}: {cols} x {rows} flat-topped hexes, ruleset {ruleset}</source>
        <translation>Карта {name}: {cols} x {rows} гексов плоской стороной вверх, правила {ruleset}</translation>
    </message>
    <message>
        <source>Map {name}: {cols} x {rows} pointy-topped hexes, ruleset {ruleset}</source>
        <translation>Карта {name}: {cols} x {rows} гексов вершиной вверх, правила {ruleset}</translation>
    </message>
    <message>
        <source>(unnamed)</source>
        <translation>(без названия)</translation>
    </message>
    <message>
        <source>designer {name}</source>
        <translation>автор {name}</translation>
    </message>
    <message>
        <source>Hexes are {flats} mm across the flats (side to opposite side), {corners} mm corner to corner.</source>
        <translation>Гексы {flats} мм между сторонами (от стороны до противоположной), {corners} мм от угла до угла.</translation>
    </message>
    <message>
        <source>50 mm: measure this bar to check the printer kept true scale</source>
        <translation>50 мм: измерьте эту полосу, чтобы проверить, что принтер сохранил масштаб</translation>
    </message>
    <message>
        <source>Assembly: {rows} x {cols} sheets, overlapping {overlap} mm</source>
        <translation>Сборка: листы {rows} x {cols}, перекрытие {overlap} мм</translation>
    </message>
</context>
<context>
    <name>output</name>
    <message>
        <source>{title} — sheet {sheet}</source>
        <translation>{title} — лист {sheet}</translation>
    </message>
    <message>
        <source>Hexwright print, units of 1 mm</source>
        <translation>Печать Hexwright, единица 1 мм</translation>
    </message>
</context>
<context>
    <name>playable</name>
    <message>
        <source>Open a scenario to playtest it</source>
        <translation>Откройте сценарий, чтобы сыграть его</translation>
    </message>
    <message>
        <source>the {ruleset} play engine is not complete yet (no {names})</source>
        <translation>игровой движок {ruleset} ещё не готов (нет {names})</translation>
    </message>
    <message>
        <source>Playtest needs a scenario with exactly two sides</source>
        <translation>Для тестовой игры нужен сценарий ровно с двумя сторонами</translation>
    </message>
    <message>
        <source>The scenario has no units yet</source>
        <translation>В сценарии пока нет отрядов</translation>
    </message>
</context>
</TS>
