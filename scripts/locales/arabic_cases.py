"""Arabic numbers after a preposition or a construct noun, in speech, in the genitive.

espeak-ng reads digits in the nominative: "من 2" اثنان, "منذ 2015" ألفان وخمسة عشر, "بمقدار 20"
عشرون. After من، إلى، عند، بين … و، حتى، منذ، عن، في، بمقدار، نحو، حوالي، بنسبة، من أصل the grammar
needs the genitive: اثنين، ألفين وخمسة عشر، عشرين; so does a year after عام ("في عام ألفين
وعشرين"). Every speech template (the display template where the locale has no speech variant:
`genitive` spells numbers in speech only) puts each value or x position that follows one of these
words in `{name, inflect, genitive}`.

The `genitive` table (arabic_gender.py) spells only what espeak-ng says otherwise (2, 12, 20–99,
the hundreds); here it gains what a compound needs after hundreds and thousands ("N+": 1, 3–11,
13–19, which stay digits alone) and two thousand said whole ("2000+": أَلْفَيْن), so that a year
after a preposition is spelled: "منذ أَلْفَيْن وَخَمْسَةَ عَشَرَ". Counts of three thousand and
more stay digits (their noun آلاف / ألفًا / ألف depends on the count).

A count of cases before "من أصل" agrees with the total's noun ("في اثْنَتَيْن من أصل أَرْبَع فِئَات").

Power and energy units in speech count like the other unit nouns (`unit.m.speech`): ميغاواط
واحد، ميغاواطين، 3 ميغاواطات، 25 ميغاواطًا، 300 ميغاواط; a watt-hour unit inflects its watt
and keeps ساعة after it as a construct (تيراواط ساعة، تيراواطَيْ ساعة، تيراواطات ساعة، 25 تيراواطَ ساعة).

    python3 scripts/locales/arabic_cases.py
"""
import re

from arabic_gender import TEEN_M, UNITS_M
from jsonedit import PhraseFile

f = PhraseFile("ar")
p = f.phrases

compound = {"1+": UNITS_M[1], **{"%d+" % n: UNITS_M[n] for n in range(3, 10)}, "10+": "عَشَرَة",
            "11+": "أَحَدَ عَشَرَ", **{"%d+" % (10 + n): TEEN_M[n] + " عَشَرَ" for n in range(3, 10)},
            "2000": "أَلْفَيْن", "2000+": "أَلْفَيْن"}
inflections = f.data["inflections"]
inflections["genitive"]["cardinal"].update(compound)
f.set_top("inflections", inflections)

PREPOSITIONS = ["من أصل", "عام", "من", "إلى", "عند", "بين", "حتى", "منذ", "عن", "في", "بمقدار", "بِمِقْدَار", "نحو",
                "حوالي", "بنسبة", "بِنِسْبَة"]
# Values and x positions (not names, counts with their noun, or titles).
NAMES = ["year", "first", "last", "min", "max", "low", "high", "from", "to", "value", "change", "lower", "upper", "q1", "q3",
         "x", "previous", "until", "again", "fromX", "toX", "xLow", "xHigh", "yLow", "yHigh", "before", "sum",
         "total", "slope", "share", "level", "peak", "trough", "step", "n", "date", "lastAt", "median"]
# Keys whose placeholders of these names are names or titles.
SKIP = ("alt.ranking", "summary.ranking", "per.", "set.", "notice.", "scale.", "heading.", "explore.help",
        "summary.grouped.difference",  # first and second name series there
        # x names a category there ("عند No. 462"): an author's name keeps its digits.
        "summary.range.widest", "readout.stackParts", "at.category")
prepositions = "|".join(re.escape(word) for word in PREPOSITIONS)
after_preposition = re.compile(r"(?:(?<=^)|(?<=[\s(]))(%s) \{(%s)\}" % (prepositions, "|".join(NAMES)))
# "بين A و B": the second value after و is governed by بين too.
second = re.compile(r"(بين \{\w+, inflect, genitive\}[^{}]{0,12}? ?و ?)\{(%s)\}" % "|".join(NAMES))
for key in list(p):
    if key.startswith(SKIP) and not key.startswith("set."):
        # Undo an earlier pass's genitive on names ("بين {first} و {second}" of two series).
        text = p[key]
        new = re.sub(r"\{(first|second|x), inflect, genitive\}", r"{\1}", text)
        if new != text:
            f.set(key, new)
            p[key] = new
        continue
    if key + ".speech" in p:
        continue
    text = p[key]
    new = text
    if key.startswith("set."):
        # "العرض 1 من اثنين": the count of views after من; set phrases name fields elsewhere.
        new = new.replace("من {count}", "من {count, inflect, genitive}")
    else:
        if "jump" in key:  # the spike's top is a value there
            new = re.sub(r"إلى \{top\}", "إلى {top, inflect, genitive}", new)
        new = after_preposition.sub(lambda m: "%s {%s, inflect, genitive}" % (m.group(1), m.group(2)), new)
        new = second.sub(lambda m: "%s{%s, inflect, genitive}" % (m.group(1), m.group(2)), new)
    if new != text:
        f.set(key, new)
        p[key] = new

# "في {lead} من أصل {total}": the lead counts the total's noun, elided, and agrees with it ("في
# اثْنَتَيْن من أصل أَرْبَع فِئَات", "في اثنين من أصل ستة أشهر"); the total's select key is its noun.
FEMININE_NOUNS = ["categories", "points", "values", "series", "year", "hour", "minute", "second"]


def agreeing(name):
    branches = " ".join("%s {{%s, inflect, feminineCount}}" % (noun, name) for noun in FEMININE_NOUNS)
    return "في {total, select, %s other {{%s, inflect, genitive}}}" % (branches, name)


for key in list(p):
    if key + ".speech" in p:
        continue
    text = p[key]
    new = text
    # "العرض 1 من اثنين": the count of views after من (set phrases name fields elsewhere).
    new = new.replace("من {count}", "من {count, inflect, genitive}") if key.startswith("set.") else new
    for name in ("lead", "above"):
        new = new.replace("في {%s} من أصل" % name, agreeing(name) + " من أصل")
    if new != text:
        f.set(key, new)
        p[key] = new

WATTS = {"W": ("واط", "واطات"), "kW": ("كيلوواط", "كيلوواطات"), "MW": ("ميغاواط", "ميغاواطات"),
         "GW": ("غيغاواط", "غيغاواطات")}
HOURS = {"Wh": "W", "kWh": "kW", "MWh": "MW", "GWh": "GW", "TWh": "TW"}
WATTS["TW"] = ("تيراواط", "تيراواطات")


def counted(one, plural, after=""):
    """A masculine unit noun after a count, as unit.m.speech counts متر. A watt-hour is a construct
    (إضافة) of the watt and ساعة: its dual loses the nūn (كيلوواطَيْ ساعة, not كيلوواطين ساعة) and
    its accusative after 11–99 the tanwīn (خَمْسَة وَعِشْرِين كيلوواطَ ساعة)."""
    tail = " " + after if after else ""
    two = one + ("َيْ" if after else "ين")
    many = one + ("َ" if after else "ًا")
    return ("{n, plural, zero {# %s%s} one {%s%s واحد} two {%s%s} few {# %s%s} many {{n, inflect, genitive} %s%s}"
            " other {{n, inflect, hundreds} %s%s}}") % (one, tail, one, tail, two, tail, plural, tail, many, tail,
                                                       one, tail)


for unit in ("W", "kW", "MW", "GW"):
    one, plural = WATTS[unit]
    f.set("unit.%s.speech" % unit, counted(one, plural))
for unit, watt in HOURS.items():
    one, plural = WATTS[watt]
    f.set("unit.%s.speech" % unit, counted(one, plural, "ساعة"))
f.save()
