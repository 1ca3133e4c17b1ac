"""Arabic counts above 100 whose last two digits are 01 or 02 (101, 302, 1001, 2002) in speech.

The counted noun of a number ending in one or two after hundreds or thousands follows the
hundreds or thousands in their construct, then is said again, singular or dual, joined by وَ:
"أَلْف لَيْلَة وَلَيْلَة", "مِئَة نقطة وَنُقْطَة", "أَلْفَا دولار وَدولاران" (espeak-ng reads
"101 نقطة" مئة وواحد نقطة, with the noun after واحد). The templates' `plus1`/`plus2` cases
(``Template``) say it; the forms `hundredsLess` and `hundredsNominativeLess` are `hundreds` and
`hundredsNominative` with `lessUnits`: the number without its last one or two.

    python3 scripts/locales/arabic_compounds.py     (after arabic_scales.py)
"""
import re

from jsonedit import PhraseFile

f = PhraseFile("ar")
p = f.phrases
inflections = f.data["inflections"]
for form in ("hundreds", "hundredsNominative"):
    less = {key: value for key, value in inflections[form].items() if key != "words"}
    less["lessUnits"] = True
    inflections[form + "Less"] = less

# After a preposition a repeated dual is oblique too: "من أَلْفَيْ دولار وَدولارين".
for form in ("genitive", "accusative"):
    words = inflections[form]["words"]
    for said, oblique in list(words.items()):
        if not said.startswith("وَ"):
            words.setdefault("وَ" + said, "وَ" + oblique)
f.set_top("inflections", inflections)

OTHER = re.compile(r"other \{\{n, inflect, (hundreds|hundredsNominative)\} ([^{}#]+)\}\}$")
SCALE_OTHER = re.compile(r"other \{()# ([^{}#]+)\}\}$")
TWO = re.compile(r"two \{([^{}#]+)\}")
PER_HOUR = " في الساعة"


def joined(noun):
    return "وَ" + noun


for key in list(p):
    if not key.endswith(".speech") or not key.startswith(("count.", "unit.", "scale.")):
        continue
    text = p[key]
    if "plus1" in text:
        continue
    other = OTHER.search(text)
    scale = SCALE_OTHER.search(text) if key.startswith("scale.") else None
    two = TWO.search(text)
    if not (other or scale) or not two:
        continue
    form = other.group(1) + "Less" if other else "hundredsNominativeLess"
    noun = (other or scale).group(2)
    dual = two.group(1)
    tail = ""
    if noun.endswith(PER_HOUR) and dual.endswith(PER_HOUR):
        noun, dual, tail = noun[: -len(PER_HOUR)], dual[: -len(PER_HOUR)], PER_HOUR
    cases = "plus1 {{n, inflect, %s} %s %s%s} plus2 {{n, inflect, %s} %s %s%s} " % (
        form, noun, joined(noun), tail, form, noun, joined(dual), tail)
    match = other or scale
    f.set(key, text[: match.start()] + cases + text[match.start():])
f.save()
