"""Writes Locales/REVIEW.md: per locale, every phrase key with its English, its translation, a
note on its grammar and who or what checked it.

Notes come from scripts/locales/review-notes.json ({"pl": {"at.month": "…"}, "*": {…}}); a key
without a note was not reviewed in this pass and says so. "Checked by" names the mechanical
checks that cover the key (CLDR data via babel, espeak-ng phonemes, the phrase-book tests).

Run from the repository root: python3 scripts/locales/review_table.py
"""
import json
import os
import re

ROOT = os.path.join(os.path.dirname(__file__), "..", "..")
LOCALES = ["ar", "de", "es", "fr", "hi", "it", "nl", "pl", "pt"]
NOTES = json.load(open(os.path.join(os.path.dirname(__file__), "review-notes.json"), encoding="utf-8"))

# Keys whose expected text comes from CLDR (computed with babel; committed in LocaleCLDRTests):
# display forms, and the speech of units, written out as CLDR's long unit names.
CLDR = {"date.quarter": "CLDR yQQQQ (babel)", "unit.USD": "CLDR currency format (babel)",
        "unit.EUR": "CLDR currency format (babel)", "unit.GBP": "CLDR currency format (babel)"}
CLDR.update({key: "CLDR long compact decimal (babel)" for key in ("scale.lakh", "scale.crore", "scale.kharab")})
CLDR_SPEECH = {unit: "CLDR long unit name (babel)" for unit in ("unit.km/h", "unit.kg", "unit.°C", "unit.MW", "unit.kWh")}
# Keys whose speech is compared with a reference sentence's espeak-ng phonemes (SpeechCaseTests).
PHONEMES = {"pl": {"readout.series", "readout.axis.y", "summary.leader", "at.quarter", "at.month", "range.fromTo",
                   "summary.stacked.shift.up", "count.series", "count.categories", "unit.TWh", "alt.between",
                   "at.year", "date.monthYear"},
            "ar": {"count.categories", "count.series", "at.ties", "count.points", "count.values", "count.hour",
                   "count.day", "count.month"}}
PHONEMES["pl"] |= {"at.between", "until.x", "outlier.fit", "interval.item", "readout.group", "set.speak.view"}
PHONEMES["de"] = {"summary.missing", "summary.missingMany"}
PHONEMES["fr"] = {"time.minute"}
PHONEMES["ar"] |= {"time.minute", "summary.outliers.many", "readout.series"}
PHONEMES["it"] = {"time.minute", "date.time"}
# Numbers after prepositions (PrepositionCaseTests): Polish years and z/ze, Arabic genitive and units.
PHONEMES["pl"] |= {"explore.context.up", "explore.context.risingSince", "readout.change.down", "by.x",
                   "summary.range.widest", "readout.box"}
# A tie said as a tie (NativeReadingTests): the speech of the smallest and largest slices.
PHONEMES["ar"] |= {"summary.pie.smallest", "alt.pie.largest"}
PHONEMES["ar"] |= {"explore.context.risingSince", "range.fromTo", "readout.change.up", "alt.between", "unit.MW",
                   "unit.GW", "unit.kW", "unit.W", "unit.TWh", "unit.kWh", "unit.GWh", "set.speak.view"}

# Arabic thousands, objects, predicates, days and unit duals; Polish distributive "po"
# (PrepositionCaseTests).
PHONEMES["ar"] |= {"summary.extremes.lowest", "summary.grouped.difference", "summary.trend.rising",
                   "summary.startEnd.up", "readout.point", "at.day", "date.day", "range.days", "date.time",
                   "unit.USD"}
# Grams said as a word in every voice (SpeechCaseTests.gramsAreSaidAsAWord).
for _locale in ("de", "es", "fr", "it", "nl", "pl", "pt", "ar", "hi"):
    PHONEMES.setdefault(_locale, set()).add("unit.g")
# Arabic millions, decimals and counts ending in 01/02 (PrepositionCaseTests).
PHONEMES["ar"] |= {"scale.million", "scale.billion", "unit.kg"}
# Polish millions after prepositions, Arabic round numbers before their noun
# (PrepositionCaseTests); a one in its noun's gender (SpeechCaseTests.oneAgreesWithItsNounInSpeech).
PHONEMES["pl"] |= {"alt.between"}
PHONEMES["ar"] |= {"unit.USD", "readout.point"}
PHONEMES["de"] |= {"explore.count.series", "count.values", "count.points"}
PHONEMES["es"] = PHONEMES.get("es", set()) | {"explore.count.series", "audio.legend.reduced"}
PHONEMES["fr"] |= {"explore.count.series", "count.categories"}
PHONEMES["pl"] |= {"summary.pie.largest", "summary.stacked.largest.averageTied", "summary.pie.smallest",
                   "summary.pie.largestOf"}

# German "zwischen … und …" and spans of quarters, Portuguese and Spanish thousands in their
# noun's gender (NumberCaseAgreementTests, NarrationContextTests.aQuarterLabelIsATime).
PHONEMES["de"] |= {"summary.seriesTrend.none", "span.temporal"}
PHONEMES["pt"] = PHONEMES.get("pt", set()) | {"count.categories", "count.series", "count.hour", "count.week"}
PHONEMES["es"] |= {"count.month", "count.categories", "count.points"}

# Keys whose text is compared with an editor's reference sentence in a unit test (InflectionTests).
# (NativeWordingTests, QuarterCaseTests).
REFERENCE = {"it": {"alt.between", "number.aboutPercent", "explore.context.up", "explore.context", "range.fromTo",
                    "explore.context.risingSince"},
             "fr": {"summary.leader", "explore.context.up", "explore.context"}, "es": {"summary.leader", "explore.context.up"},
             "pt": {"summary.leader", "explore.context.up"}, "nl": {"explore.context.up", "summary.pie.topTwo"},
             "pl": {"explore.context.up", "explore.context.risingSince", "readout.change.down", "at.period",
                    "range.fromTo"},
             "de": {"explore.context.risingSince", "explore.context.up", "at.period", "at.category"}}
# Radar sentences that agree with their lists (RomanceAgreementTests).
for _locale in ("it", "pt", "es"):
    REFERENCE[_locale] |= {"summary.radar.series"}
# Where the series ended, and a time of day after its preposition (EndsAndTimesWordingTests).
for _locale in ("en", "de", "es", "fr", "it", "nl", "pl", "pt", "ar", "hi"):
    REFERENCE.setdefault(_locale, set())
    REFERENCE[_locale] |= {"summary.latest", "latest.first", "latest.item"}
for _locale in ("en", "es", "fr", "it", "nl", "pt"):
    REFERENCE[_locale] |= {"summary.missingMany"}
REFERENCE["pt"] |= {"at.time"}
# Keys whose text in every golden and generated chart is read back by LocaleClaimsChecker: each
# number, date (CLDR month and weekday names, quarters, years) and name against the input data.
CLAIMS_PREFIXES = ("alt.", "summary.", "readout.", "date.", "at.", "range.", "count.", "scale.", "unit.", "number.")


PLURAL = re.compile(r"\{(\w+), plural,((?:[^{}]|\{(?:[^{}]|\{[^{}]*\})*\})*)\}")
SELECT = re.compile(r"\{(\w+), select, ")
INFLECT = re.compile(r"\{(\w+), inflect, ([\w.]+)\}")


def grammar(key, text, rules, english):
    """A mechanical note on a template's grammar: the plural categories it distinguishes (against
    the locale's CLDR rules), what it selects on, the forms it inflects into, what its speech
    variant changes."""
    parts = []
    for name, body in PLURAL.findall(text):
        keys = re.findall(r"(?:^|\}|\s)(=\d+|zero|one|two|few|many|plus1|plus2|other)\s*\{", body)
        missing = [c for c in rules if c not in keys]
        parts.append("plural {%s}: %s%s" % (name, " ".join(dict.fromkeys(keys)),
                                            "" if not missing else " (missing: %s)" % " ".join(missing)))
    selects = sorted(set(SELECT.findall(text)))
    if selects:
        parts.append("select on " + ", ".join("{%s}" % s for s in selects))
    forms = sorted(set("{%s} %s" % pair for pair in INFLECT.findall(text)))
    if forms:
        parts.append("inflects " + ", ".join(forms))
    if key.endswith(".speech"):
        parts.append("speech variant: words for symbols and numbers espeak-ng misreads")
    elif english is not None and re.findall(r"\{(\w+)", text) and \
            set(re.findall(r"\{(\w+)", text)) - set(re.findall(r"\{(\w+)", english)) - {"minus"}:
        extra = set(re.findall(r"\{(\w+)", text)) - set(re.findall(r"\{(\w+)", english)) - {"minus"}
        parts.append("grammar keys beyond English: " + ", ".join(sorted(extra)))
    if not parts:
        names = sorted(set(re.findall(r"\{(\w+)\}", text)))
        parts.append("plain text, placeholders " + ", ".join("{%s}" % n for n in names) + " as in English"
                     if names else "fixed text")
    return "; ".join(parts)


def cell(text, limit=160):
    text = text.replace("\u00a0", "\u2423").replace("|", "\\|").replace("\n", " ")
    return text if len(text) <= limit else text[: limit - 1] + "…"


def main():
    english = json.load(open(os.path.join(ROOT, "Locales", "en.json"), encoding="utf-8"))["phrases"]
    out = ["# Phrase review", "",
           "Generated by `scripts/locales/review_table.py` from `Locales/*.json` and",
           "`scripts/locales/review-notes.json`; edit the notes there, not here. Long texts are cut",
           "at 160 characters (the phrase file has them whole); ␣ is a no-break space.",
           "",
           "**Checked by**: *CLDR* — the text equals CLDR's pattern for the locale, computed with",
           "babel and committed as expected values in `LocaleCLDRTests`; *phonemes* — espeak-ng's",
           "phonemes of the speech text equal those of a reference sentence (`SpeechCaseTests`);",
           "*tests* — parsed, placeholders and plural categories checked by `PhraseBookTests` and",
           "numbers round-tripped by `FactConsistencyTests`; *claims* — the text this key makes in",
           "every golden and fast-benchmark chart is read back by `LocaleClaimsChecker` (numbers in",
           "the locale's CLDR format and spelled in speech, CLDR month and weekday names, quarters,",
           "years, names) and checked against the input data; *reviewed* — read by this pass's",
           "editor, with the note beside it. A row without *reviewed* has not been read by a",
           "native-level editor yet; *reference sentence* — compared with an editor's sentence in",
           "a unit test. The note's mechanical part (after the dash, or alone) is read off the",
           "template: the plural categories it distinguishes against the locale's CLDR rules, what",
           "it selects on, the forms it inflects into.", "",
           "**Grammar tools a phrase file has** (see `Inflection.swift`): `{name, inflect, form}` says",
           "an argument in one of the file's `inflections` (Polish `genitive`, `locative`,",
           "`nominative`, `inMonth`, `nameGenitive`, `yearGenitive`, `yearLocative`, `feminine`,",
           "`quarterGenitive`, `quarterLocative`, `distributive` (po jednym); German `dative`, `withDem`,",
           "`withZum` for quarter names;",
           "French `afterDes`; Arabic `feminineCount`, `feminineNominative`, `genitive`, `accusative`,",
           "`nominative`, `hundreds`, `hundredsNominative`, `hundredsLess`, `hundredsNominativeLess`, `dayOrdinal`; Italian `article`, `percentDa`, `percentA`, `percentDi`, `percentSu`): words replaced from a",
           "table, and in speech numbers spelled from components, since espeak-ng reads digits as",
           "nominative masculine cardinals (a table's `&` joins components: Arabic وَ; the thousands",
           "noun follows the count's plural category: Arabic `1000s.few` آلَاف, `1000s.many` أَلْفًا,",
           "`1000s.many.noun` أَلْفَ before the counted noun, and so `1000000s.few` مَلَايِين and the",
           "other scales; a table's `.` spells a decimal's whole part, Arabic `فاصِلَة`); a plural's",
           "`plus1`/`plus2` case takes a whole number past 100 ending in 01/02 (Arabic \"مِئَة نقطة",
           "وَنقطة\", with a form whose `lessUnits` drops the 1 or 2); a form marked `construct`",
           "stands before the noun the template writes after it and spells a round number in its",
           "construct forms (Arabic `hundredsNominative`: \"أَحَدَ عَشَرَ أَلْفَ غرام\"); a quarter's name",
           "carries the select key `quarter`, so a template can give it the article or case a",
           "preposition needs, and a year the select key `year` (Italian `tra il 2015`, Polish",
           "`yearGenitive`), and a time of day its hour, `hour00` to `hour23` (Portuguese `à 1h`,",
           "`às 6h`); `speechPhrases` respells two words side by side in speech (Polish",
           "`z stu` → `ze stu`; a one in its noun's gender: German `eine Datenreihe`, Spanish",
           "`veintiún puntos`, French `une série`), and `prepositionsBeforeNumbers` writes a preposition before digits",
           "as the number is said, in both styles (Polish `ze 120`, read `ze stu dwudziestu`); Italian forms put the article, contracted with its",
           "preposition, before a percentage (`dal 13%`, `dall'8%`, `dallo 0%`); `casesAfterPrepositions`",
           "puts a number said after a preposition in its case (German `von einer Million`, `um einen",
           "Prozentpunkt`); a plural's `thousands` case takes a count ending in 000 (Polish `w tysiącu",
           "przypadków`); `spellOnlyWith` spells only numbers the voice misreads (Spanish `countMasculine`,",
           "`countFeminine`: `ciento un meses`, `doscientas una categorías`; Portuguese `duzentas e uma`); Arabic `1000.again` says a",
           "thousand again after hundreds of thousands (`مِئَة أَلْف وَأَلْف`). A currency template",
           "may place the minus itself with",
           "`{minus}` (Dutch `US$ {minus}{n}`). The tables are generated by",
           "`scripts/locales/polish_cases.py`, `scripts/locales/arabic_gender.py` and",
           "`scripts/locales/native_pass.py`, `polish_prepositions.py`, `arabic_cases.py`,",
           "`arabic_counts.py`, `arabic_scales.py`, `arabic_compounds.py`, `polish_distributive.py`, `italian_years.py`, `large_numbers.py`, `numeral_gender.py`, `german_cases.py`, `spanish_apocope.py`, `portuguese_feminine.py` and `arabic_thousands_again.py`; unit words and currency forms by `scripts/locales/units.py`.", ""]
    for locale in LOCALES:
        data = json.load(open(os.path.join(ROOT, "Locales", locale + ".json"), encoding="utf-8"))
        phrases = data["phrases"]
        notes = dict(NOTES.get("*", {}), **NOTES.get(locale, {}))
        reviewed = sum(1 for key in phrases if key in notes)
        out += [f"## {locale} — {data['name']}", "",
                f"{len(phrases)} keys, {reviewed} with a review note.", "",
                "| Key | English | Translation | Note | Checked by |", "|---|---|---|---|---|"]
        rules = list(data.get("pluralRules", {}).keys()) + ["other"]
        for key in sorted(phrases):
            base = key[: -len(".speech")] if key.endswith(".speech") else key
            checks = ["tests"]
            if base in CLDR and not key.endswith(".speech"):
                checks.append(CLDR[base])
            # CLDR ar has one invariant form for watt units; the Arabic speech counts them by number.
            if base in CLDR_SPEECH and (key.endswith(".speech") or key + ".speech" not in phrases) and not (
                    locale == "ar" and "W" in base):
                checks.append(CLDR_SPEECH[base])
            if base in PHONEMES.get(locale, set()):
                checks.append("phonemes")
            if base in REFERENCE.get(locale, set()):
                checks.append("reference sentence")
            if base.startswith(CLAIMS_PREFIXES):
                checks.append("claims")
            note = notes.get(key, "")
            if note:
                checks.append("reviewed")
            auto = grammar(key, phrases[key], rules, english.get(base))
            note = " — ".join(part for part in (note, auto) if part)
            out.append("| `%s` | %s | %s | %s | %s |" % (
                key, cell(english.get(key, "—")), cell(phrases[key]), cell(note, 400), ", ".join(checks)))
        out.append("")
    open(os.path.join(ROOT, "Locales", "REVIEW.md"), "w", encoding="utf-8").write("\n".join(out))


if __name__ == "__main__":
    main()
