"""Polish numbers after a preposition: years, and values the earlier pass left in the nominative.

Years, in every template that puts an x position after a preposition.

espeak-ng reads "2001" as the nominative cardinal "dwa tysiące jeden"; after "od", "do",
"względem", "dla" and "począwszy od" Polish says the year as a genitive ordinal ("od dwa tysiące
pierwszego roku"), after "przy" as a locative one ("przy dwa tysiące pierwszym roku"). An x
position that is a year carries the select key `year` (NumberPhrasing.containingYear), so each
such placeholder becomes `{x, select, year {{x, inflect, yearGenitive}} other {…as before…}}`.
Display text is unchanged: the year forms spell only in speech.

"z" before a number in digits takes the form it takes before the number said (PWN: "ze 100",
read "ze stu"; "z 200", read "z dwustu"), in display and in speech alike: pl.json
`prepositionsBeforeNumbers` names the case each preposition puts the number in, and
`speechPhrases` which first words take "ze" (NumberPhrasing.prepositionsAgreeing): "stu", a
consonant cluster; not "zera" ("z zera", z and a vowel, as "z zegarkiem"). "w" is listed
too: no Polish number said in the locative starts with "w" or "f" and a consonant, so it stays "w".

Round years (1900, 2000) are ordinals of their own, "dwutysięcznego roku", not "2000 roku".

Values after "od" and "do" take the genitive like those polish_cases.py already inflects
("wąsy od trzech tysięcy siedmiuset do …"): the box, range and interval phrases.

    python3 scripts/locales/polish_prepositions.py
"""
import re

from arabic_gender import _closing as closing
from jsonedit import PhraseFile

f = PhraseFile("pl")
p = f.phrases


def year_first(text, start, name, form):
    """The placeholder at `start` said as a year in `form` when its argument is a year."""
    end = closing(text, start)
    rest = text[start:end]
    if rest.startswith("{%s, select, year " % name):
        return text
    wrapped = "{%s, select, year {{%s, inflect, %s}} other {%s}}" % (name, name, form, rest)
    return text[:start] + wrapped + text[end:]


def wrap(key, preposition, name, form="yearGenitive"):
    text = p[key]
    at = text.find(preposition + " {")
    assert at >= 0, (key, preposition)
    new = year_first(text, at + len(preposition) + 1, name, form)
    if new != text:
        f.set(key, new)
        p[key] = new


for key in ("explore.context.up", "explore.context.down", "explore.context.same"):
    wrap(key, "względem", "x")
for key in ("explore.context.risingSince", "explore.context.fallingSince", "explore.context.steadySince"):
    wrap(key, "od", "x")
for key in ("readout.change.up", "readout.change.down", "readout.change.same"):
    wrap(key, "względem", "previous")
wrap("by.x", "do", "x")
wrap("readout.stackParts", "dla", "x")
wrap("summary.missingMany", "począwszy od", "first")
wrap("gap.periods.many", "od", "from")
wrap("gap.periods.many", "do", "to")
wrap("summary.range.widest", "przy", "x", "yearLocative")
fit = p["outlier.fit"].replace("year {{x}}", "year {{x, inflect, yearLocative}}")
if fit != p["outlier.fit"]:
    f.set("outlier.fit", fit)
for key in ("readout.box", "readout.box.outliers", "readout.range", "summary.range.widest", "summary.box.spread"):
    text = p[key]
    for name in ("low", "high", "lower", "upper", "q1", "q3"):
        for prep in ("od", "do"):
            text = text.replace(f"{prep} {{{name}}}", f"{prep} {{{name}, inflect, genitive}}")
    if text != p[key]:
        f.set(key, text)
        p[key] = text
# Round years have ordinals of their own: "od dwutysięcznego roku", "w dwutysięcznym roku".
ROUND = {"genitive": {"=1800": "tysiąc osiemsetnego", "=1900": "tysiąc dziewięćsetnego", "=2000": "dwutysięcznego",
                      "=2100": "dwa tysiące setnego"},
         "locative": {"=1800": "tysiąc osiemsetnym", "=1900": "tysiąc dziewięćsetnym", "=2000": "dwutysięcznym",
                      "=2100": "dwa tysiące setnym"}}
inflections = f.data["inflections"]
for name, case in (("yearGenitive", "genitive"), ("inMonth", "genitive"), ("yearLocative", "locative")):
    inflections[name]["ordinal"].update(ROUND[case])
f.set_top("inflections", inflections)
# "ze" only before a consonant cluster: "ze stu", but "z zera" (z + a vowel, PWN "z zerem").
f.set_top("speechPhrases", {"z stu": "ze stu", "Z stu": "Ze stu"})
f.set_top("prepositionsBeforeNumbers", {"z": "genitive", "Z": "genitive", "w": "locative", "W": "locative"})
f.save()
