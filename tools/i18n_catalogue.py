"""Core's gettext catalogues (issue 17), with Babel.

    python tools/i18n_catalogue.py extract   # write core/locale/hexwright.pot, merge it into every .po
    python tools/i18n_catalogue.py compile   # .po -> .mo (scripts/setup-env runs this)
    python tools/i18n_catalogue.py check     # list missing, fuzzy or empty translations; exit 1 if any

Messages are the templates of `core.messages.MESSAGES` and every string
literal given to ``_``, ``N_`` or ``ngettext`` in ``core/`` and
``hexwright/`` (Babel's Python extractor).  Translators edit
``core/locale/<lang>/LC_MESSAGES/hexwright.po``.
"""
from __future__ import annotations

import sys
from pathlib import Path

from babel.messages.catalog import Catalog
from babel.messages.extract import extract_from_dir
from babel.messages.mofile import write_mo
from babel.messages.pofile import read_po, write_po

ROOT = Path(__file__).resolve().parents[1]
LOCALE = ROOT / "core" / "locale"
POT = LOCALE / "hexwright.pot"
KEYWORDS = {"_": None, "N_": None, "ngettext": (1, 2)}


def template() -> Catalog:
    """Every message core and the CLI show, as a Babel catalogue."""
    sys.path.insert(0, str(ROOT))
    from core.messages import MESSAGES
    cat = Catalog(project="hexwright", charset="utf-8")
    for msg_id, text in MESSAGES.items():
        cat.add(text, locations=[("core/messages.py", 0)], auto_comments=[f"id: {msg_id}"],
                flags=("python-brace-format",) if "{" in text else ())
    for folder in ("core", "hexwright"):
        for name, line, message, comments, _ctx in extract_from_dir(ROOT / folder, keywords=KEYWORDS,
                                                                     comment_tags=("TRANSLATORS:",)):
            cat.add(message, locations=[(f"{folder}/{name}", line)], auto_comments=comments)
    for ctx, name, where in catalogue_names():
        cat.add(name, context=ctx, locations=[(where, 0)])
    from core.play.phases import CONTEXT, PHASES
    for phase_id, name in PHASES.items():
        cat.add(name, context=CONTEXT, locations=[("core/play/phases.py", 0)], auto_comments=[f"phase: {phase_id}"])
    for text, where in action_texts():
        cat.add(text, context="action", locations=[(where, 0)],
                auto_comments=["how an action reads in the playtest and the log (core.play.describe); keep every "
                               "{placeholder} with its format (:+ or :,)"])
    for text, where in print_keys():
        cat.add(text, locations=[(where, 0)], auto_comments=["the printed counter sheet's key of stat abbreviations: "
                                                             "keep the abbreviations as the counters print them"])
    for text, where in schema_descriptions():
        cat.add(text, locations=[(where, 0)], auto_comments=["a JSON Schema description, shown in format errors"])
    cat.add("blind spot", context="los", locations=[("core/los/blockers.py", 0)],
            auto_comments=["the words of the blind-spot reason (core/los/levels.py) exactly as its translation has "
                           "them: core.los.blockers recognises a blind spot by them"])
    return cat


RULESETS = ("coh", "tng", "fow")


def action_texts() -> list[tuple[str, str]]:
    """``(text, where)`` of every action type's own template (`Action.text`
    of the play engines' `core.play.actions.ACTION_TYPES`, chance outcomes
    too: the log's roll lines) that has no
    display template ``action.<type>`` in core/messages.py: how
    `core.play.describe.describe` shows it, translated with context ``action``."""
    from core.messages import MESSAGES
    from core.play.actions import ACTION_TYPES
    from core.rules.registry import spec
    for r in RULESETS:
        spec(r).engine()   # registers the engine's action types
    out = []
    for tag, cls in sorted(ACTION_TYPES.items()):
        if f"action.{tag}" not in MESSAGES and any(ch.isalpha() for ch in cls.text):
            out.append((cls.text, cls.__module__.replace(".", "/") + ".py"))
    return list(dict.fromkeys(out))


def schema_descriptions() -> list[tuple[str, str]]:
    """``(description, file)`` of every ``description`` in the file schemas
    (schemas/*.json; `core.formats.schema` adds it to a format error).  The
    conformance-case schema is for developers and stays English."""
    import json
    out: list[tuple[str, str]] = []

    def walk(node, where):
        if isinstance(node, dict):
            for k, v in node.items():
                if k == "description" and isinstance(v, str):
                    out.append((v, where))
                else:
                    walk(v, where)
        elif isinstance(node, list):
            for v in node:
                walk(v, where)
    for path in sorted((ROOT / "schemas").glob("*.json")):
        if not path.name.startswith("conformance"):
            walk(json.loads(path.read_text(encoding="utf-8")), f"schemas/{path.name}")
    return out


def catalogue_names() -> list[tuple[str, str, str]]:
    """``(msgctxt, English name, file)`` of every catalogue name the
    surfaces show (`core.naming`): terrain, hexside features and
    fortifications (terrain.json labels), unit types (units.json), sides,
    cards (cards.json), unit kinds (units.json ``kind``, msgctxt ``unit kind``:
    printed on counters), hit markers (coh hit_markers.json keys) and compass
    words (`core.naming.COMPASS_WORDS`, facings)."""
    import json
    out: list[tuple[str, str, str]] = []
    for r in RULESETS:
        base = ROOT / "core" / "rules" / r
        terr = json.loads((base / "terrain.json").read_text(encoding="utf-8"))
        for section, ctx in (("terrain", "terrain"), ("hexside_features", "hexside"),
                             ("fortifications", "fortification")):
            for key, entry in (terr.get(section) or {}).items():
                label = entry.get("label") if isinstance(entry, dict) else None
                out.append((ctx, label or key.replace("_", " "), f"core/rules/{r}/terrain.json"))
        for fname, ctx in (("units.json", "unit"), ("cards.json", "card")):
            if (base / fname).exists():
                data = json.loads((base / fname).read_text(encoding="utf-8"))
                for item in data.get(fname[:-5]) or []:
                    if item.get("name"):
                        out.append((ctx, item["name"], f"core/rules/{r}/{fname}"))
                    if ctx == "unit" and item.get("kind"):   # printed on the counter (core.model.briefing)
                        out.append(("unit kind", item["kind"].replace("_", " "), f"core/rules/{r}/{fname}"))
                for side in data.get("sides") or []:
                    if side.get("name"):
                        out.append(("side", side["name"], f"core/rules/{r}/{fname}"))
        hm = base / "hit_markers.json"
        if hm.exists():
            data = json.loads(hm.read_text(encoding="utf-8"))
            for pile in ("soft", "armored"):
                for key in (data.get(pile) or {}).get("markers") or {}:
                    out.append(("hit marker", key.replace("_", " "), f"core/rules/{r}/hit_markers.json"))
    from core.naming import COMPASS_WORDS
    out.extend(("compass", w, "core/naming.py") for w in COMPASS_WORDS)
    return out


def print_keys() -> list[tuple[str, str]]:
    """``(key, where)``: each ruleset's counter-sheet key (registry traits
    ``counter.legend``), which the print shows through the catalogue."""
    from core.rules.registry import traits
    return [(traits(r).counter.legend, "core/rules/registry.py") for r in RULESETS if traits(r).counter.legend]


def catalogues() -> list[Path]:
    """The ``.po`` files of every language."""
    return sorted(LOCALE.glob("*/LC_MESSAGES/hexwright.po"))


def extract() -> None:
    cat = template()
    with open(POT, "wb") as fh:
        write_po(fh, cat, width=100, sort_output=False)
    for po in catalogues():
        with open(po, "rb") as fh:
            old = read_po(fh)
        old.update(cat, no_fuzzy_matching=True)
        with open(po, "wb") as fh:
            write_po(fh, old, width=100, ignore_obsolete=True)
        print(f"{po}: {len(old)} messages")


def compile_all() -> None:
    for po in catalogues():
        with open(po, "rb") as fh:
            cat = read_po(fh)
        with open(po.with_suffix(".mo"), "wb") as fh:
            write_mo(fh, cat, use_fuzzy=False)


def problems(po: Path) -> list[str]:
    """Messages of the template that ``po`` lacks, leaves empty or marks fuzzy."""
    with open(po, "rb") as fh:
        cat = read_po(fh)
    out = []
    for m in template():
        if not m.id:
            continue
        t = cat.get(m.id, context=m.context)
        if t is None:
            out.append(f"missing: {m.id!r}")
        elif t.fuzzy:
            out.append(f"fuzzy: {m.id!r}")
        elif not (all(t.string) if isinstance(t.string, tuple) else t.string):
            out.append(f"untranslated: {m.id!r}")
    return out


def main(argv: list[str]) -> int:
    cmd = argv[1] if len(argv) > 1 else "compile"
    if cmd == "extract":
        extract()
    elif cmd == "compile":
        compile_all()
    elif cmd == "check":
        bad = [f"{po}: {p}" for po in catalogues() for p in problems(po)]
        print("\n".join(bad) or "every catalogue is complete")
        return 1 if bad else 0
    else:
        print(__doc__)
        return 2
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv))
