"""Readable names of the phases, steps and segments of every ruleset's
turn (issue 17), as catalogue messages with the ``phase`` context.

Play states keep a phase as an id (``"activation"``, ``"pre_round"``,
``"shooting"``...); a surface shows it through `phase_name`, in the
current language (the Russian words are the seeds': "Фаза Активации",
"Запасная Активация", "предраундовая подготовка"...).

* coh (`core.play.coh.state`): ``pre_round``, ``artillery``, ``play``, ``over``
  (seed 000: the pre-round sequence, the artillery strikes);
* tng (`core.play.tng.state.PHASES` and an activation's steps): ``orders``,
  ``initiative``, ``pick``, ``draw``, ``activation``, ``reserve``, ``morale``,
  ``commanders``, ``over``; steps ``move``, ``closing``, ``end``, ``fire``, ``shock``,
  ``restack``, ``none``;
* fow (`core.play.fow.state.STEPS`): ``start``, ``movement``, ``shooting``,
  ``assault``, ``over``.
"""
from __future__ import annotations

from core.i18n import pgettext

CONTEXT = "phase"

# id -> English name (a msgid of context "phase"); read by tools/i18n_catalogue.py
PHASES: dict[str, str] = {
    # coh
    "pre_round": "pre-round sequence", "artillery": "artillery strikes", "play": "actions",
    # tng
    "orders": "orders", "initiative": "initiative", "pick": "first marker", "draw": "Activation Marker draw",
    "activation": "Activation", "reserve": "Reserve Activation", "morale": "morale",
    "commanders": "Commander movement",
    "move": "move", "closing": "closing", "end": "end", "fire": "fire", "shock": "shock", "restack": "restack",
    "none": "no step",
    # fow
    "start": "start of the turn", "movement": "movement", "shooting": "shooting", "assault": "assault",
    # every ruleset
    "over": "game over",
}


def phase_name(phase: str | None) -> str:
    """The readable name of phase or step ``phase`` in the current language
    (an unknown id shows as itself)."""
    if not phase:
        return ""
    english = PHASES.get(phase)
    return pgettext(CONTEXT, english) if english else phase
