"""Bonus green cards 11 Careful Aiming, 12 Swift Action, 14 Scout Teams
(coh.md 11; core/play/coh/cards.py) and the cards the engine does not
model (play_rules.json ``cards_not_modelled``): each card's effect with
fixed dice and its legality condition."""
from __future__ import annotations

import re


from core.catalogues import load_cards
from core.model import Deck
from core.play.actions import Draw
from core.play.coh.setup import play_rules
from core.rules.coh.combat import attack
from tests.play.helpers import mini_game, roll

GERMANS = [("g1", "german", "0203", "german_rifles_41", 3), ("g2", "german", "0303", "german_mg34", 3)]
TARGET = [("s1", "soviet", "0206", "soviet_rifles_41", 0)]


def legal(st):
    return [str(a) for a in st.legal_actions()]


def cards_in(st):
    return [s for s in legal(st) if s.startswith("card ")]


def test_careful_aiming_adds_2_fp_to_the_aimed_units_next_fire():
    st = mini_game(GERMANS + TARGET, starting_cards={"german": ["11"]}).new_initial_state()
    assert {"card 11 g1", "card 11 g2"} <= set(legal(st))
    base = attack(st.pos, ["g1"], "0206", [3, 3]).results[0].attack_value
    st.apply_str("card 11 g1")                    # a bonus: free, the same player acts next
    assert st.current_player() == "german" and st.caps["german"] == 5 and st.hands["german"] == []
    assert legal(st) and all(s.startswith("fire g1") for s in legal(st))   # only g1's fires now
    st.apply_str("fire g1 -> 0206 [cap]")
    roll(st, 3, 3)
    line = next(x for x in st.log if "AV" in x)
    assert int(re.search(r"AV (\d+)", line).group(1)) == base + 2
    assert "aim" not in st.effects and st.current_player() == "soviet"


def test_careful_aiming_needs_a_unit_that_can_fire_and_a_pass_drops_it():
    far = [("s1", "soviet", "1919", "soviet_rifles_41", 0)]
    st = mini_game(GERMANS + far, starting_cards={"german": ["11"]}, cols=20, rows=20).new_initial_state()
    assert "card 11 g1" not in legal(st)          # no target in range: no fire, no aiming
    st = mini_game(GERMANS + TARGET, starting_cards={"german": ["11"]}, cols=20, rows=20).new_initial_state()
    st.apply_str("card 11 g1")
    assert st.effects["aim"] == ["german", "g1"]
    st.pos = st.pos.replace_unit(st.unit("s1").with_(hex=st.pos.hexmap.parse("1919")))
    st._legal = None
    assert legal(st) == ["pass"]                  # the aimed unit lost its target: only a pass
    st.apply_str("pass")
    assert "aim" not in st.effects


def test_swift_action_gives_two_turns_in_a_row_for_one_cap():
    st = mini_game(GERMANS + TARGET, starting_cards={"german": ["12"]}).new_initial_state()
    assert "card 12" in legal(st)
    st.apply_str("card 12")
    assert st.caps["german"] == 4 and st.current_player() == "german" and "card 12" not in legal(st)
    st.apply_str("move g1 0204 [cap]")
    assert st.current_player() == "german"        # the second turn in a row
    st.apply_str("move g2 0304 [cap]")
    assert st.current_player() == "soviet" and "swift" not in st.effects


def test_swift_action_needs_a_cap():
    st = mini_game(GERMANS + TARGET, caps={"german": 0, "soviet": 5},
                   starting_cards={"german": ["12"]}).new_initial_state()
    assert "card 12" not in legal(st)


def test_scout_teams_reveal_hidden_enemies_within_3_hexes_in_los():
    woods = {"0205": "light_woods", "0708": "light_woods"}
    units = GERMANS + [("s1", "soviet", "0205", "soviet_rifles_41", None, True),
                       ("s2", "soviet", "0708", "soviet_rifles_41", None, True)]
    st = mini_game(units, terrain=woods, starting_cards={"german": ["14"]}).new_initial_state()
    assert st.unit("s1").hidden and {"card 14 g1", "card 14 g2"} <= set(legal(st))
    st.apply_str("card 14 g1")
    assert not st.unit("s1").hidden and st.unit("s1").facing is not None
    assert st.unit("s2").hidden                   # 5+ hexes away: still hidden
    assert st.caps["german"] == 4 and st.current_player() == "german"


def test_scout_teams_need_hidden_enemies_on_the_map():
    st = mini_game(GERMANS + TARGET, starting_cards={"german": ["14"]}).new_initial_state()
    assert not any(s.startswith("card 14") for s in legal(st))


def test_every_card_is_playable_or_listed_as_not_modelled():
    rules = play_rules()
    playable, skipped = set(rules["playable_cards"]), rules["cards_not_modelled"]
    for c in load_cards("coh").cards.values():
        if c.colour == "green":
            assert (c.number in playable) != (c.number in skipped), c.number
        elif c.colour in ("gray", "orange"):
            # playable, or covered by a not-modelled entry of its colour naming it or its range (W04-W07)
            listed = [k for k in skipped if k.startswith(c.colour) and (c.colour == "orange" or c.number in k or
                                                                      _in_range_key(c.number, k))]
            assert (c.number in playable) != bool(listed), c.number


def _in_range_key(number: str, key: str) -> bool:
    """``W05`` lies in a key such as ``gray W04-W07``."""
    import re
    m = re.search(r"W(\d+)-W(\d+)", key)
    n = re.fullmatch(r"W(\d+)", number)
    return bool(m and n and int(m.group(1)) <= int(n.group(1)) <= int(m.group(2)))


def test_every_catalogue_card_is_playable_and_none_is_left_not_modelled():
    rules = play_rules()
    assert rules["cards_not_modelled"] == {}
    assert {c.number for c in load_cards("coh").cards.values()} - {"Y-RE"} <= set(rules["playable_cards"])


def test_every_yellow_card_is_played_at_once_when_drawn():
    yellow = [c.number for c in load_cards("coh").cards.values() if c.colour == "yellow"]
    assert yellow
    for card in yellow:
        deck = Deck("battle", cards={card: 1, "02": 1}, draw_at_start={"german": 1})
        st = mini_game(GERMANS + TARGET, deck=deck).new_initial_state()
        st.apply_action(Draw(card))
        assert st.discard == [card] and card not in st.hands["german"] and st.is_chance_node()
        st.apply_action(Draw("02"))               # the replacement draw
        assert st.hands["german"] == ["02"]
