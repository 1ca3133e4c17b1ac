"""Numbers of a thousand and more in the case a preposition or a counted noun needs (issue #19).

Polish: millions, billions and trillions in the genitive ("od miliona", "do dwóch milionów")
and the locative ("w tysiącu", "w dwóch tysiącach", "w milionie"); espeak-ng reads digits as
nominative cardinals ("od milion"). Arabic: the construct tables (`hundreds`,
`hundredsNominative` and their `Less` forms), which spell a round number before its counted
noun ("ثَلَاثُمِئَة دولار"), take every component of the genitive or nominative table, so that
4,700, 11,000, 300,000 and 2,500,000 are spelled too ("أَحَدَ عَشَرَ أَلْفَ دولار"), and say
that the number always stands before its noun (`construct`), so the last scale noun and round
hundreds take their construct forms ("أَلْفَ", "مِئَتَا").

Run from the repository root: python3 scripts/locales/large_numbers.py
"""
from jsonedit import PhraseFile

polish = PhraseFile("pl")
forms = polish.data["inflections"]
forms["genitive"]["cardinal"].update({
    "1000000": "miliona", "1000000s": "milionów", "1000000000": "miliarda", "1000000000s": "miliardów",
    "1000000000000": "biliona", "1000000000000s": "bilionów"})
# The locative of "tysiąc" is "tysiącu", "tysiącach" (PWN: "w dwóch tysiącach"), unlike its genitive.
forms["locative"]["cardinal"].update({
    "1000": "tysiącu", "1000s": "tysiącach", "1000000": "milionie", "1000000s": "milionach",
    "1000000000": "miliardzie", "1000000000s": "miliardach", "1000000000000": "bilionie",
    "1000000000000s": "bilionach"})
polish.set_top("inflections", forms)
polish.save()

arabic = PhraseFile("ar")
forms = arabic.data["inflections"]
for construct, full in (("hundreds", "genitive"), ("hundredsLess", "genitive"),
                        ("hundredsNominative", "nominative"), ("hundredsNominativeLess", "nominative")):
    # The decimal word is no component of a whole round number.
    table = {key: word for key, word in forms[full]["cardinal"].items() if key not in (".", ",")}
    forms[construct]["cardinal"] = table
    forms[construct]["construct"] = True
arabic.set_top("inflections", forms)
arabic.save()

# A number the nominative construct table spelled ("مِئَة وَأَرْبَعُون مِلْيُونَ دولار") may then
# stand after a preposition ("حوالي"): the genitive and accusative say each nominative number
# word in their form ("وَأَرْبَعُون" → "وَأَرْبَعِين", "مِئَتَان" → "مِئَتَيْن").
arabic = PhraseFile("ar")
forms = arabic.data["inflections"]
nominative, genitive = forms["nominative"]["cardinal"], forms["genitive"]["cardinal"]
oblique = {}
for key, said in nominative.items():
    other = genitive.get(key) or genitive.get(key.rstrip("+"))
    if other is None or other == said or len(other.split()) != len(said.split()):
        continue
    for word, form in zip(said.split(), other.split()):
        if word != form:
            oblique[word] = form
            if not word.startswith("وَ"):
                oblique["وَ" + word] = "وَ" + form
for name in ("genitive", "accusative"):
    forms[name]["words"] = dict(forms[name]["words"], **{w: f for w, f in oblique.items() if w not in forms[name]["words"]})
arabic.set_top("inflections", forms)
arabic.save()
