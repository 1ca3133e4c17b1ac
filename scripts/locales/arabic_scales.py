"""Arabic millions, billions and trillions in speech, and decimals after prepositions.

espeak-ng reads "2499322157" مليارَان وأربعمئة وتسعة وتسعون مليون وثلاثمئة واثنان وعشرون ألف …:
every count in the nominative and every scale noun in the singular. A careful editor counts the
scale nouns as thousands are counted (arabic_counts.py): مَلَايِين after 3–10, مِلْيُونًا after
11–99, مِلْيُون after 100, the dual مِلْيُونَان (oblique مِلْيُونَيْن), and the whole number in
the case of its slot: "من مِلْيَارَيْن وَأَرْبَعِمِئَة وَتِسْعَة وَتِسْعِين مِلْيُونًا …".

- `nominative`, `genitive` and `accusative` gain the scale words by plural category
  (`"1000000s.few"` …, `"1000000s.many.noun"` before the counted noun), the dual said whole
  (`"2000000+"`) and two hundred in construct (`"200000000+"`: مِئَتَيْ مِلْيُون).
- A scale word before a unit's noun is a construct: "خَمْسَة وَعِشْرُون مِلْيُونَ دولار" (not
  مِلْيُونًا دولار), "مِلْيُونَا دولار" (not مِلْيُونَان دولار); `hundredsNominative`, the form of
  a unit's count, gains those words, and `genitive` and `accusative` their oblique forms.
- A decimal (Arabic writes a point) after a preposition or as an object: its whole part in the
  slot's case, then فاصِلَة and the fraction ("من اثنين فاصِلَة 5 مِلْيَار"; espeak-ng reads
  "من 2.5" من اثنان فاصل خمسة). After a decimal the scale word and the counted noun stay
  singular, in the genitive of a construct with the decimal (Badawi, Carter & Gully, *Modern
  Written Arabic: A Comprehensive Grammar*, on fractions and decimals: "2.5 مليون دولار"),
  which CLDR's plural category `other` for every non-integer gives already ("3.5 مليون", not
  "3.5 ملايين").

    python3 scripts/locales/arabic_scales.py     (after arabic_counts.py)
"""
from jsonedit import PhraseFile

f = PhraseFile("ar")
inflections = f.data["inflections"]

# (one, dual nominative, dual oblique, few, many, many before a noun). After 11–99 the scale
# word is a specifying accusative in every case, and before the counted noun it loses its
# tanwīn only: "خَمْسَة وَعِشْرُون مِلْيُونَ دولار", "من خَمْسَة وَعِشْرِين مِلْيُونَ دولار".
SCALES = {
    10 ** 6: ("مِلْيُون", "مِلْيُونَان", "مِلْيُونَيْن", "مَلَايِين", "مِلْيُونًا", "مِلْيُونَ"),
    10 ** 9: ("مِلْيَار", "مِلْيَارَان", "مِلْيَارَيْن", "مِلْيَارَات", "مِلْيَارًا", "مِلْيَارَ"),
    10 ** 12: ("تِرِلْيُون", "تِرِلْيُونَان", "تِرِلْيُونَيْن", "تِرِلْيُونَات", "تِرِلْيُونًا", "تِرِلْيُونَ"),
}


def construct_dual(dual):
    """مِلْيُونَان → مِلْيُونَا (nominative), مِلْيُونَيْن → مِلْيُونَيْ (oblique): the dual before its noun."""
    return dual[:-1]


for form in ("nominative", "genitive", "accusative"):
    table = inflections[form]["cardinal"]
    oblique = form != "nominative"
    for scale, (one, dual, dual_oblique, few, many, many_noun) in SCALES.items():
        two = dual_oblique if oblique else dual
        table.update({
            str(scale): one,
            "%d+" % (2 * scale): two,
            "%d.noun" % (2 * scale): construct_dual(two),
            "%ds.few" % scale: few,
            "%ds.many" % scale: many,
            "%ds.many.noun" % scale: many_noun,
            "%ds.other" % scale: one,
            "%d+" % (200 * scale): ("مِئَتَيْ " if oblique else "مِئَتَا ") + one,
        })
    if oblique:
        table["."] = "فاصِلَة"
    # The same holds for thousands: "خَمْسَة وَعِشْرُون أَلْفَ دولار" (not أَلْفُ).
    table["1000s.many.noun"] = "أَلْفَ"

# A scale word ending a unit's count before the unit's noun, as the scale templates write it.
before_noun = {}
for one, dual, dual_oblique, few, many, many_noun in SCALES.values():
    before_noun[many] = many_noun
    before_noun[dual] = construct_dual(dual)
hundreds = inflections["hundredsNominative"]
hundreds.setdefault("words", {}).update(before_noun)
for form in ("genitive", "accusative"):
    words = inflections[form].setdefault("words", {})
    for one, dual, dual_oblique, few, many, many_noun in SCALES.values():
        words[construct_dual(dual)] = construct_dual(dual_oblique)
f.set_top("inflections", inflections)
f.save()
