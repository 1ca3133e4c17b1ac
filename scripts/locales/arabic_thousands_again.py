"""Arabic counts of thousands (millions, billions) above 100 ending in 01 or 02 (issue 19).

As 101 points are "مِئَة نقطة وَنقطة", 101,000 is "مِئَة أَلْف وَأَلْف" and 102,000 "مِئَة أَلْف
وَأَلْفَان" (before the counted noun, the construct "وَأَلْفَا نقطة"): the thousand is said
again, not "مِئَة وَوَاحِد أَلْف". Inflection.repeated reads `"1000.again"`, `"2000.again"` and
`"2000.again.noun"` of each cardinal table, in the table's case.
"""
from jsonedit import PhraseFile

f = PhraseFile("ar")
inflections = f.data["inflections"]
for name, form in inflections.items():
    cardinal = form.get("cardinal", {})
    for scale in (1000, 1000000, 1000000000):
        one, two = cardinal.get(str(scale)), cardinal.get(f"{2 * scale}+")
        if one is None or two is None:
            continue
        cardinal[f"{scale}.again"] = one
        cardinal[f"{2 * scale}.again"] = two
        if f"{2 * scale}.noun" in cardinal:
            cardinal[f"{2 * scale}.again.noun"] = cardinal[f"{2 * scale}.noun"]
f.set_top("inflections", inflections)
f.save()
