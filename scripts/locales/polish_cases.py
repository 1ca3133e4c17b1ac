"""Polish case forms for the speech text (issue #19): genitive and locative numerals after
prepositions, month names in and out of dates, and years as genitive ordinals.

Run from the repository root: python3 scripts/locales/polish_cases.py
"""
import re
from jsonedit import PhraseFile

f = PhraseFile("pl")
p = f.phrases
nominative = f.data["months"]
genitive_months = f.data["monthsInDates"]
locative_months = ["w styczniu", "w lutym", "w marcu", "w kwietniu", "w maju", "w czerwcu", "w lipcu",
                   "w sierpniu", "we wrześniu", "w październiku", "w listopadzie", "w grudniu"]

# Nominative singular → genitive singular and nominative plural (2–4) → genitive plural, read off
# the plural templates' own forms: one → other (the fraction form is the genitive singular),
# few → many.
nouns = {}
plural = re.compile(r"one \{# ([^{}]+)\} few \{# ([^{}]+)\} many \{# ([^{}]+)\} other \{# ([^{}]+)\}")
for key, text in sorted(p.items()):
    if not (key.startswith("unit.") or key.startswith("scale.") or key.startswith("count.")):
        continue
    for one, few, many, other in plural.findall(text):
        for source, target in ((one, other), (few, many)):
            a, b = source.split(), target.split()
            if len(a) == len(b):
                for x, y in zip(a, b):
                    if x != y:
                        nouns.setdefault(x, y)

# "procent" keeps its form after whole numbers ("5 procent", "od pięciu procent"); only after a lone
# one does the genitive show ("z jednego procentu").
nouns.pop("procent", None)
nouns["1 procent"] = "1 procentu"

units = {"1+": "jeden", "0": "zera", "2": "dwóch", "3": "trzech", "4": "czterech", "5": "pięciu", "6": "sześciu",
         "7": "siedmiu", "8": "ośmiu", "9": "dziewięciu", "10": "dziesięciu", "11": "jedenastu", "12": "dwunastu",
         "13": "trzynastu", "14": "czternastu", "15": "piętnastu", "16": "szesnastu", "17": "siedemnastu",
         "18": "osiemnastu", "19": "dziewiętnastu", "20": "dwudziestu", "30": "trzydziestu", "40": "czterdziestu",
         "50": "pięćdziesięciu", "60": "sześćdziesięciu", "70": "siedemdziesięciu", "80": "osiemdziesięciu",
         "90": "dziewięćdziesięciu", "100": "stu", "200": "dwustu", "300": "trzystu", "400": "czterystu",
         "500": "pięciuset", "600": "sześciuset", "700": "siedmiuset", "800": "ośmiuset", "900": "dziewięciuset",
         "1000": "tysiąca", "1000s": "tysięcy"}
# "1" alone has a gender (jednego, jednej): left as digits, which espeak-ng reads "jeden".
locative = dict(units, **{"0": "zerze"})
ordinal = {"1": "pierwszego", "2": "drugiego", "3": "trzeciego", "4": "czwartego", "5": "piątego", "6": "szóstego",
           "7": "siódmego", "8": "ósmego", "9": "dziewiątego", "10": "dziesiątego", "11": "jedenastego",
           "12": "dwunastego", "13": "trzynastego", "14": "czternastego", "15": "piętnastego", "16": "szesnastego",
           "17": "siedemnastego", "18": "osiemnastego", "19": "dziewiętnastego", "20": "dwudziestego",
           "30": "trzydziestego", "40": "czterdziestego", "50": "pięćdziesiątego", "60": "sześćdziesiątego",
           "70": "siedemdziesiątego", "80": "osiemdziesiątego", "90": "dziewięćdziesiątego",
           "1800": "tysiąc osiemset", "1900": "tysiąc dziewięćset", "2000": "dwa tysiące", "2100": "dwa tysiące sto"}

# Feminine nouns counted in speech (seria, kategoria, wartość, godzina, oś, terawatogodzina …): espeak-ng
# reads "1" and "2" as "jeden", "dwa"; the nominative feminine is "jedna", "dwie" ("dwadzieścia
# dwie"). Inside a genitive or locative phrase these words take the case like the nouns do.
tens_nominative = {"20": "dwadzieścia", "30": "trzydzieści", "40": "czterdzieści", "50": "pięćdziesiąt",
                   "60": "sześćdziesiąt", "70": "siedemdziesiąt", "80": "osiemdziesiąt", "90": "dziewięćdziesiąt"}
feminine = {"1": "jedna", "2": "dwie"}
feminine.update({str(int(t) + 2): word + " dwie" for t, word in tens_nominative.items()})
feminine_oblique = {"jedna": "jednej", "dwie": "dwóch"}
feminine_oblique.update({word: units[t] for t, word in tens_nominative.items()})
# Decimals in a case: "od dwóch przecinek 5" (espeak-ng reads the fraction's digits itself).
units[","] = "przecinek"
locative = dict(units, **{"0": "zerze"})
# Years after "w": "w dwa tysiące dwudziestym czwartym roku".
ordinal_locative = {key: re.sub("ego$", "ym", re.sub("iego$", "im", word)) for key, word in ordinal.items()}

# Month and weekday names said alone (a category, a recurring month: "styczeń", "środa") after
# "od" and "do" take the genitive: "od stycznia do grudnia", "od poniedziałku do środy".
weekdays = f.data["weekdays"]
weekdays_genitive = ["poniedziałku", "wtorku", "środy", "czwartku", "piątku", "soboty", "niedzieli"]

generated = {
    "genitive": {"words": dict(nouns, **feminine_oblique), "cardinal": units},
    "locative": {"words": feminine_oblique, "cardinal": locative},
    "feminine": {"cardinal": feminine},
    "yearLocative": {"ordinal": ordinal_locative, "afterNumber.speech": "roku"},
    "nominative": {"words": dict(zip(genitive_months, nominative)), "wordsAtStart": True},
    "inMonth": {"words": dict(list(zip(genitive_months, locative_months)) + list(zip(nominative, locative_months))),
                "wordsAtStart": True, "ordinal": ordinal, "afterNumber": "r.", "afterNumber.speech": "roku"},
    "yearGenitive": {"ordinal": ordinal, "afterNumber.speech": "roku"},
    "nameGenitive": {"words": dict(list(zip(nominative, genitive_months)) + list(zip(weekdays, weekdays_genitive)) + [("tydzień", "tygodnia")]),
                     "wordsAtStart": True},
}
# Entries added by hand or by other scripts (a lone "1" in each gender, unit nouns) are kept.
existing = f.data.get("inflections", {})
for name, form in generated.items():
    for table in ("words", "cardinal", "ordinal"):
        if table in form or table in existing.get(name, {}):
            form[table] = dict(existing.get(name, {}).get(table, {}), **form.get(table, {}))
f.set_top("inflections", generated)

month_select = re.compile(r"\{x, select, stycznia \{styczeń\}[^{}]*(?:\{[^{}]*\}[^{}]*)*?other \{\{x\}\}\}")
for key, text in list(p.items()):
    new = month_select.sub("{x, inflect, nominative}", text)
    # "N z M": the total in the genitive ("jeden z dwóch").
    new = new.replace(" z {total}", " z {total, inflect, genitive}").replace(" z {sum}", " z {sum, inflect, genitive}")
    # Prepositions that govern the genitive, before values (not before dates, already genitive).
    # ("first" of summary.missingMany is an x value, which may be a year: left alone.)
    for name in ("first", "min", "max", "low", "high", "from", "to", "value", "level", "last", "xLow", "xHigh",
                 "yLow", "yHigh", "n"):
        for prep in ("z", "od", "do", "około", "powyżej", "poniżej", "pobliżu"):
            if key.startswith(("range.", "at.", "date.", "gap.", "until.", "by.", "summary.sign.")) or key in (
                    "interval.item", "summary.missingMany"):
                continue
            new = new.replace(f"{prep} {{{name}}}", f"{prep} {{{name}, inflect, genitive}}")
    # "w # przypadkach": the count in the locative.
    new = re.sub(r"\{(\w+), plural, one \{w # przypadku\} few \{w # przypadkach\} many \{w # przypadkach\} other \{w # przypadku\}\}",
                 lambda m: "{%s, plural, one {w # przypadku} few {w {%s, inflect, locative} przypadkach} many {w {%s, inflect, locative} przypadkach} other {w # przypadku}}" % ((m.group(1),) * 3), new)
    if new != text:
        f.set(key, new)

f.set("summary.latest", p["summary.latest"].replace("{x}", "{x, inflect, nominative}"))
f.set("at.month", "{x, inflect, inMonth}")
f.set("date.quarter", "{q, select, 1 {I} 2 {II} 3 {III} other {IV}} kwartał {year}")
f.set("date.quarter.speech", "{q, select, 1 {pierwszy} 2 {drugi} 3 {trzeci} other {czwarty}} kwartał {year, inflect, yearGenitive}")
f.set("at.quarter", "w {q, select, 1 {I} 2 {II} 3 {III} other {IV}} kwartale {year} r.")
f.set("at.quarter.speech", "w {q, select, 1 {pierwszym} 2 {drugim} 3 {trzecim} other {czwartym}} kwartale {year, inflect, yearGenitive}")
# Years in day ranges as genitive ordinals in speech: "od dziewiątego grudnia do dziesiątego marca
# dwa tysiące dwudziestego czwartego roku". Not range.fromTo: it also joins values and numeric x.
f.set("range.days.speech", "od {from, inflect, yearGenitive} do {to, inflect, yearGenitive}", after="range.days")
# A month or weekday named alone (no number in the form, so values and numeric x are untouched).
f.set("range.fromTo", "od {from, inflect, nameGenitive} do {to, inflect, nameGenitive}")
f.set("range.fromTo.speech", "od {from, select, year {{from, inflect, yearGenitive}} other {{from, inflect, nameGenitive}}} "
      "do {to, select, year {{to, inflect, yearGenitive}} other {{to, inflect, nameGenitive}}}")
f.set("by.x", "do {x, inflect, nameGenitive}")
# Years after a month are genitive ordinals in speech: "czerwca dwa tysiące dwudziestego czwartego roku".
for key in ("date.monthYear", "date.dayYear"):
    base = p.get(key + ".speech", p[key])
    f.set(key + ".speech", base.replace("{year}", "{year, inflect, yearGenitive}"), after=key)
f.set("at.year.speech", "w {x, inflect, yearLocative}", after="at.year")
# A decimal count takes the genitive singular: "2,5 procentu" (whole numbers: "5 procent").
for key in ("number.percent.speech", "unit.%.speech"):
    f.set(key, "{n, plural, one {# procent} few {# procent} many {# procent} other {# procentu}}")
# Feminine nouns in speech: "jedna seria", "dwie serie", "dwadzieścia dwie terawatogodziny".
fem_plural = re.compile(r"^\{n, plural, one \{# ([^{}]+)\} few \{# ([^{}]+)\} (many \{# [^{}]+\} other \{# [^{}]+\})\}$")
for key in ("count.series", "count.categories", "count.values", "count.hour", "count.minute", "count.second",
            "count.axes", "unit.TWh", "unit.GWh", "unit.MWh", "unit.kWh", "unit.Wh"):
    base = p.get(key + ".speech", p[key])
    m = fem_plural.match(base)
    if m is None:
        assert "jedna" in base, key
        continue
    one, few, rest = m.groups()
    f.set(key + ".speech", "{n, plural, one {jedna %s} few {{n, inflect, feminine} %s} %s}" % (one, few, rest),
          after=key)
f.save()
