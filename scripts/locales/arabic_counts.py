"""Arabic counts of thousands, numbers as objects, and day numbers in speech.

espeak-ng reads "38800" ثمانية وثلاثون ألف وثمانمائة: the count of thousands in the nominative
and the counted noun ألف in every count. The counted noun agrees with its count as any counted
noun does: آلاف after 3–10 (and any count ending in 03–10), ألفًا after 11–99 (ending in 11–99),
ألف after 100, 200 … (CLDR's plural categories few, many and other), and a number that follows a
preposition or is the object of a verb is in the genitive or accusative: "بين ثَمَانِيَة
وَثَلَاثِين أَلْفًا وَثَمَانِمِئَة". The same holds for the scale words: "بِنَحْو وَاحِد
وَثَمَانِين مِلْيُونًا", "ثَلَاثَة مَلَايِين", "مِلْيُونَان".

- `genitive` gains the thousands nouns by category (`"1000s.few"` …; `"1000s.many.noun"` before
  the counted noun: "خَمْسَة وَعِشْرِين أَلْفَ دولار"; `"200.noun"` for round two hundred and two
  thousand there: "أَلْف وَمِئَتَيْ دولار") and two hundred thousand in construct ("مِئَتَيْ أَلْف"); `accusative`, the same spelled forms (the two cases are written
  alike without their final vowels), is the form of a number that a verb or a participle governs:
  بلغ، يبلغ، البالغ، يساوي.
- More words govern the genitive: بنحو، بحوالي، قرب، فوق، دون، بفارق, and مستوى as a construct.
- Day numbers in speech are ordinals, as an editor reads a date: "في الرابِع من مارس", "من
  الأول من أبريل إلى الثَلَاثِين من أبريل" (espeak-ng reads "4 مارس" أربعة مارس). The ordinal's
  oblique form (العِشْرِين) serves after prepositions, where dates stand; a day of every month is
  "اليوم الخامِس عَشَرَ".

- A unit's count (and a unit's dual: دولاران) is nominative in the unit's phrase, made oblique by
  the slot's form (من دولارين).
- `nominative` spells a thousand and more where a number is a predicate ("بِزِيَادَة قدرها
  خَمْسَة وَعِشْرُون أَلْفًا") or a readout's value.

    python3 scripts/locales/arabic_counts.py     (after arabic_cases.py)
"""
import re

from jsonedit import PhraseFile

f = PhraseFile("ar")
p = f.phrases
inflections = f.data["inflections"]

genitive = inflections["genitive"]
# After 11–99 the accusative tanwīn (أَلْفًا), but before the counted noun a construct (أَلْفَ دولار).
genitive["cardinal"].update({"1000s.few": "آلَاف", "1000s.many": "أَلْفًا", "1000s.many.noun": "أَلْفَ",
                             "1000s.other": "أَلْف", "200000+": "مِئَتَيْ أَلْف",
                             "200.noun": "مِئَتَيْ", "2000.noun": "أَلْفَيْ"})
# A scale word's dual in the oblique case.
genitive["words"] = {"مِلْيُونَان": "مِلْيُونَيْن", "مِلْيَارَان": "مِلْيَارَيْن", "تِرِلْيُونَان": "تِرِلْيُونَيْن"}
# A unit counted in the nominative ("مِئَتَا دولار", "ثَلَاثُمِئَة واط") said after a preposition or
# as an object: its hundreds in the oblique case.
HUNDREDS_OBLIQUE = {"مِئَتَا": "مِئَتَيْ", "أَلْفَا": "أَلْفَيْ", "ثَلَاثُمِئَة": "ثَلَاثِمِئَة",
                    "أَرْبَعُمِئَة": "أَرْبَعِمِئَة", "خَمْسُمِئَة": "خَمْسِمِئَة", "سِتُّمِئَة": "سِتِّمِئَة",
                    "سَبْعُمِئَة": "سَبْعِمِئَة", "تِسْعُمِئَة": "تِسْعِمِئَة"}
genitive["words"].update(HUNDREDS_OBLIQUE)
genitive["words"].update({"وَ" + said: "وَ" + oblique for said, oblique in HUNDREDS_OBLIQUE.items()})
inflections["accusative"] = {"words": dict(genitive["words"]), "cardinal": dict(genitive["cardinal"])}

# The nominative of a number that stands alone (a readout's value) or as a predicate (قدرها): what
# espeak-ng says wrong is the thousands noun after 11–99 (ألف for أَلْفًا); a number of a thousand
# and more is spelled whole, in components valid inside a number only ("N+"), so that numbers
# below a hundred stay digits.
UNITS_M = {1: "وَاحِد", 2: "اثْنَان", 3: "ثَلَاثَة", 4: "أَرْبَعَة", 5: "خَمْسَة", 6: "سِتَّة", 7: "سَبْعَة",
           8: "ثَمَانِيَة", 9: "تِسْعَة"}
TEEN_M = {3: "ثَلَاثَةَ", 4: "أَرْبَعَةَ", 5: "خَمْسَةَ", 6: "سِتَّةَ", 7: "سَبْعَةَ", 8: "ثَمَانِيَةَ", 9: "تِسْعَةَ"}
TENS_NOMINATIVE = {2: "عِشْرُون", 3: "ثَلَاثُون", 4: "أَرْبَعُون", 5: "خَمْسُون", 6: "سِتُّون", 7: "سَبْعُون",
                   8: "ثَمَانُون", 9: "تِسْعُون"}
nominative = {"%d+" % n: word for n, word in UNITS_M.items()}
nominative.update({"10+": "عَشَرَة", "11+": "أَحَدَ عَشَرَ", "12+": "اثْنَا عَشَرَ"})
nominative.update({"%d+" % (10 + n): word + " عَشَرَ" for n, word in TEEN_M.items()})
for tens, word in TENS_NOMINATIVE.items():
    nominative["%d+" % (tens * 10)] = word
    for unit in range(1, 10):
        nominative["%d+" % (tens * 10 + unit)] = UNITS_M[unit] + " وَ" + word
nominative.update({"100": "مِئَة", "200": "مِئَتَان", "300": "ثَلَاثُمِئَة", "400": "أَرْبَعُمِئَة",
                   "500": "خَمْسُمِئَة", "600": "سِتُّمِئَة", "700": "سَبْعُمِئَة", "800": "ثَمَانِمِئَة",
                   "900": "تِسْعُمِئَة", "1000": "أَلْف", "2000": "أَلْفَان", "2000+": "أَلْفَان",
                   "200000+": "مِئَتَا أَلْف", "1000s.few": "آلَاف", "1000s.many": "أَلْفًا",
                   "1000s.many.noun": "أَلْفَ", "1000s.other": "أَلْف", "&": "وَ",
                   "200.noun": "مِئَتَا", "2000.noun": "أَلْفَا"})
inflections["nominative"] = {"cardinal": nominative}

# Ordinal days (masculine, after يوم), oblique: 1–31.
ORDINAL = {1: "الأول", 2: "الثانِي", 3: "الثالِث", 4: "الرابِع", 5: "الخامِس", 6: "السادِس", 7: "السابِع",
           8: "الثامِن", 9: "التاسِع", 10: "العاشِر"}
TEEN = {1: "الحادِي", **{n: ORDINAL[n] for n in range(2, 10)}}
TENS = {20: "العِشْرِين", 30: "الثَلَاثِين"}
days = {}
for day in range(1, 32):
    if day <= 10:
        days[str(day)] = ORDINAL[day]
    elif day < 20:
        days[str(day)] = TEEN[day - 10] + " عَشَرَ"
    elif day % 10 == 0:
        days[str(day)] = TENS[day]
    else:
        days[str(day)] = TEEN[day % 10] + " وَ" + TENS[day // 10 * 10]
inflections["dayOrdinal"] = {"cardinal": days}
f.set_top("inflections", inflections)

f.set("date.day.speech", "{day, inflect, dayOrdinal} من {month}", after="date.day")
f.set("date.dayYear.speech", "{day, inflect, dayOrdinal} من {month} {year}", after="date.dayYear")
# A day of every month: "اليوم الخامِس عَشَرَ" (espeak-ng: اليوم خمسة عشر).
f.set("season.dayOfMonth", "اليوم {day, inflect, dayOrdinal}")
f.set("summary.season.daySpike", "تقفز القيم في اليوم {day, inflect, dayOrdinal} من كل شهر.")


def scale(one, two, few, many):
    return "{n, plural, zero {# %s} one {%s} two {%s} few {# %s} many {# %s} other {# %s}}" % (
        one, one, two, few, many, one)


f.set("scale.million.speech", scale("مِلْيُون", "مِلْيُونَان", "مَلَايِين", "مِلْيُونًا"))
f.set("scale.billion.speech", scale("مِلْيَار", "مِلْيَارَان", "مِلْيَارَات", "مِلْيَارًا"))
f.set("scale.trillion.speech", scale("تِرِلْيُون", "تِرِلْيُونَان", "تِرِلْيُونَات", "تِرِلْيُونًا"))

# A unit's count is said in the case of the sentence's slot: nominative here (espeak-ng's digits
# for 11–99, "مِئَتَا دولار" for round hundreds), the oblique case from the slot's inflection
# ("بين خَمْسَة وَعِشْرِين دولارًا", "عند مِئَتَيْ دولار").
def nominative_dual(word):
    """The nominative of an oblique dual: دولارين → دولاران, سَنْتِيمِتْرَيْن → سَنْتِيمِتْرَان,
    كيلوواطَيْ (a construct) → كيلوواطَا; any other word as it is."""
    for oblique, said in (("َيْن", "َان"), ("ين", "ان"), ("َيْ", "َا")):
        if word.endswith(oblique):
            return word[: -len(oblique)] + said
    return word


def oblique_dual(word):
    """The reverse of nominative_dual, for a unit this script already made nominative."""
    for said, oblique in (("َان", "َيْن"), ("ان", "ين"), ("َا", "َيْ")):
        if word.endswith(said):
            return word[: -len(said)] + oblique
    return word


duals = {}
for key in list(p):
    if key.startswith("unit.") and key.endswith(".speech"):
        text = p[key]
        new = text.replace("many {{n, inflect, genitive} ", "many {# ").replace(
            "other {{n, inflect, hundreds} ", "other {{n, inflect, hundredsNominative} ")
        two = re.search(r"two \{([^{}#]*)\}", new)
        if two:
            words = two.group(1).split(" ")
            said = [nominative_dual(word) for word in words]
            duals.update({n: o for n, o in zip(said, words) if n != o})
            if said == words and key != "unit.pp.speech":  # made nominative by an earlier run
                duals.update({w: oblique_dual(w) for w in words if oblique_dual(w) != w})
            new = new.replace(two.group(0), "two {%s}" % " ".join(said))
        if new != text:
            f.set(key, new)
for form in ("genitive", "accusative"):
    inflections[form]["words"].update(duals)
f.set_top("inflections", inflections)

NAMES = "min|max|value|sum|slope|from|to|level"
OBJECT = re.compile(r"(بلغت أدنى قيمة|بلغت أعلى قيمة|بَلَغَت أدنى قيمة|وَأَعْلَى قيمة|وأعلى قيمة|بَلَغَت أعلى قيمة"
                    r"|وَأَدْنَى قيمة|وأدنى قيمة|ويبلغ|وَيَبْلُغ|البالغ|يساوي) \{(%s)\}" % NAMES)
GOVERNED = re.compile(r"(بنحو|بِنَحْو|بحوالي|بِحَوَالِي|قرب|فوق|دون|بفارق|بِفَارِق|مستوى) \{(%s)\}" % NAMES)
PREDICATE = re.compile(r"(قدرها|قدره) \{(value|change|to|step)\}")
for key in list(p):
    if key.endswith(".speech") or key.startswith(("unit.", "scale.")):
        continue
    target = key + ".speech" if key + ".speech" in p else key
    text = p[target]
    new = OBJECT.sub(lambda m: "%s {%s, inflect, accusative}" % (m.group(1), m.group(2)), text)
    new = GOVERNED.sub(lambda m: "%s {%s, inflect, genitive}" % (m.group(1), m.group(2)), new)
    new = PREDICATE.sub(lambda m: "%s {%s, inflect, nominative}" % (m.group(1), m.group(2)), new)
    if key in ("readout.point", "readout.point.verbose", "readout.point.verboseUntitled", "readout.point.share"):
        new = new.replace("{y}", "{y, inflect, nominative}")
    if new != text:
        f.set(target, new)
f.save()
