"""Every Triumph & Glory roll explained: each die-roll modifier with the
rule it comes from, the number the d10 (0-9, tng 2.3) needs and the
chance, as one line the log, the playtest and ``hexwright replay
--explain`` all show.  Pure functions over the rules core's results; no
engine imports.

* `fire_text(res)`: artillery fire (tng 8.5): SP and each fire DRM of
  `core.rules.tng.fire.fire_drm` (``res["modifiers"]``), then the die each
  Fire Table band needs and its chance.
* `at_most_text(what, target, terms)`: a roll that passes at or under a
  number (Cohesion checks, Commitment, Rally, Recovery, Orders Delay and
  Individual Orders, tng 5.28-5.29, 9.4, 9.62, 10.1-10.2): the modifiers,
  the natural die needed, the chance.
* `shock_text(parts)`: the Shock DRMs (tng 9.5, ``parts`` of
  `core.rules.tng.shock.shock_drm`) and the chance of each result band.
"""
from __future__ import annotations

from core.i18n import N_, _, percent
from core.play.describe import term_label
from core.play.rule_text import rule_text
from core.rules.tng.fire import tables

# the fixed term names of the tng rolls (fire_drm, shock_drm, commitment, orders), shown through the catalogue;
# a name the rules code builds with a value in it shows in English
TERMS = (N_("barrage"), N_("combined fire"), N_("square"), N_("massed target"), N_("target uphill"), N_("adjacent"),
         N_("range"), N_("ratio"), N_("cohesion"), N_("terrain"), N_("rear"), N_("front and rear"), N_("charge"),
         N_("counter-charged"), N_("pursuit"), N_("charge against square"), N_("heavy charge"), N_("light charge"),
         N_("position"), N_("extra"), N_("fire strength (SP)"), N_("at most"), N_("commander in range"),
         N_("No Orders"), N_("defender's Defensive Fire"), N_("Shock Table: defender disorder"))
# the Fire Table results (tables.json fire_table), as the explanations show them
FIRE_RESULTS = (N_("auto disorder"), N_("auto disorder retreat"), N_("disorder check"), N_("no effect"))
# the Shock Table results (tables.json shock_table) and the kinds of fire, as the log shows them
# (msgids are the ids, as the English log has always shown them)
RESULT_IDS = (N_("attacker_disorder"), N_("defender_disorder"), N_("defender_disorder_retreat"), N_("auto_disorder"),
              N_("auto_disorder_retreat"), N_("disorder_check"), N_("no_effect"))
FIRE_KINDS = (N_("counter-battery "), N_("barrage "))
ROLES = (N_("attacker"), N_("defender"))   # who chose the terrain of a combined shock (combined.py)


def result_name(result: str) -> str:
    """A Fire or Shock Table result id (``"no_effect"``) as the log shows
    it, in the user's language (English: the id)."""
    return _(result)

FIRE_RULE = {"barrage": "tng 8.2", "combined fire": "tng 8.2", "square": "tng 9.85", "massed target": "tng 8.9",
             "target uphill": "tng_fow.md A.5", "adjacent": "tng 8.3", "range": "tng 8.3"}
SHOCK_RULE = {"ratio": "tng 9.51", "cohesion": "tng 9.52", "terrain": "tng 9.53", "rear": "tng 9.54",
              "front and rear": "tng 9.54", "charge": "tng 9.83", "heavy charge": "tng 9.83",
              "light charge": "tng 9.83", "square": "tng 9.85",
              "counter-charged": "tng 9.86", "pursuit": "tng 9.87"}


def p_at_least(n: int) -> float:
    """P(d10 read 0-9 >= ``n``)."""
    return min(10, max(0, 10 - n)) / 10


def p_at_most(n: int) -> float:
    """P(d10 read 0-9 <= ``n``)."""
    return min(10, max(0, n + 1)) / 10


def _pct(p: float) -> str:
    return percent(p)


def _rule(name: str, table: dict, default: str) -> str:
    low = name.lower()
    return next((r for k, r in table.items() if low.startswith(k)), default)


def _terms(terms) -> list[dict]:
    """``[{"name", "value", "rule"}]`` of ``[(name, value, rule)]`` (the explanation panel's shape)."""
    return [{"name": n, "value": int(v), "rule": r} for n, v, r in terms]


def terms_text(terms) -> str:
    """``"barrage +2 (tng 8.2), range -2 (tng 8.3)"`` of ``[(name, value, rule)]`` (``"none"`` when empty)."""
    return ", ".join(f"{term_label(n)} {v:+d} ({rule_text(r)})" for n, v, r in terms) or _("none")


def fire_terms(res: dict) -> list[tuple[str, int, str]]:
    """``[(name, DRM, rule)]`` of a legal `fire_drm` result."""
    return [(n, int(v), _rule(n, FIRE_RULE, "TEC, tng_fow.md A.5")) for n, v in res.get("modifiers", []) if v]


def fire_text(res: dict, odds: list | None = None) -> str:
    """SP, DRMs with their rules, and what the d10 needs for each Fire
    Table band with its chance (tng 8.5); ``odds`` (a list) gets
    ``(natural die needed for any effect, its chance)``."""
    add = int(res["sp"]) + int(res["drm"])
    bands = []
    first = next(r for r in tables()["fire_table"]["rows"] if r["result"] != "no_effect" and r["min"] is not None)
    if odds is not None:
        odds.append({"needed": f"{first['min'] - add}+", "chance": p_at_least(first["min"] - add),
                     "plus": _terms([("fire strength (SP)", int(res["sp"]), "tng 8.5")] + fire_terms(res)),
                     "against": _terms([(_("Fire Table: {result}").format(
                                             result=_(first['result'].replace('_', ' '))), int(first["min"]),
                                         "tng 8.5")]), "target": int(first["min"]), "rule": "tng 8.5"})
    for row in tables()["fire_table"]["rows"]:
        if row["result"] == "no_effect" or row["min"] is None:
            continue
        need = row["min"] - add
        what = row["result"].replace("_", " ")
        bands.append(_("{result} or better: impossible (0%)").format(result=_(what)) if need > 9 else
                     _("{result} or better on {n}+ ({chance})").format(result=_(what), n=max(0, need),
                                                                      chance=_pct(p_at_least(need))))
    return _("SP {sp}, DRM {drm}: {terms}; {bands}").format(sp=res["sp"], drm=f"{int(res['drm']):+d}",
                                                           terms=terms_text(fire_terms(res)), bands=", ".join(bands))


def at_most_text(target: int, terms=(), odds: list | None = None) -> str:
    """``"modifiers ...; needs a natural 4 or less (50%)"`` for a roll that
    passes when die + modifiers <= ``target``; ``odds`` (a list) gets
    ``(needed, chance)``."""
    total = sum(v for _n, v, _r in terms)
    need = target - total
    if odds is not None:
        odds.append({"needed": _("{n} or less").format(n=need), "chance": p_at_most(need), "plus": _terms(terms),
                     "against": _terms([("at most", int(target), "tng_fow.md A.0: pass on the number or less")]),
                     "target": int(target), "rule": "tng 2.3"})
    how = (_("{n} or less").format(n=need) if 0 <= need <= 8 else (_("any roll") if need >= 9 else _("no roll")))
    return _("modifiers {terms}; needs a natural {how} vs {target} ({chance})").format(
        terms=terms_text(terms), how=how, target=target, chance=_pct(p_at_most(need)))


def shock_terms(parts) -> list[tuple[str, int, str]]:
    """``[(name, DRM, rule)]`` of `shock_drm` ``parts``."""
    return [(n, int(v), _rule(n, SHOCK_RULE, "tng 9.5")) for n, v in parts]


def shock_text(parts, drm: int, odds: list | None = None) -> str:
    """The Shock DRMs with their rules and the chance of each result band
    (tng 9.5); ``odds`` gets ``(die for defender disorder or better, chance)``."""
    p_att = p_at_most(4 - drm)
    if odds is not None:
        odds.append({"needed": f"{5 - drm}+", "chance": p_at_least(5 - drm), "plus": _terms(shock_terms(parts)),
                     "against": _terms([("Shock Table: defender disorder", 5, "tng 9.5")]), "target": 5,
                     "rule": "tng 9.5"})
    p_def = p_at_least(5 - drm) - p_at_least(10 - drm)
    p_ret = p_at_least(10 - drm)
    return _("DRM {drm}: {terms}; attacker disorder {att}, defender disorder {dis}, defender retreat {ret}").format(
        drm=f"{drm:+d}", terms=terms_text(shock_terms(parts)), att=_pct(p_att), dis=_pct(p_def), ret=_pct(p_ret))


def commitment_terms(under: bool, near: bool, rating: int, df: int, through: bool, charge: bool = False) -> list:
    """``[(name, DRM, rule)]`` of a Commitment roll (tng 9.4), as
    `core.rules.tng.shock.commitment` adds them."""
    out = []
    if under and near and rating:
        out.append(("commander in range", rating, "tng 9.41"))
    if not under and not near:
        out.append(("No Orders", 1, "tng 9.41"))
    if through and not charge and df:
        out.append(("defender's Defensive Fire", df, "tng 9.42"))
    return out
