"""Arabic numerals 3–10 take the opposite gender of the counted noun: a feminine noun (فئة, سلسلة,
نقطة, قيمة, سنة) is counted with the masculine numeral ("أَرْبَع فِئَات"). espeak-ng reads the digit
"4" as أربعة whatever follows, so the speech templates spell the numeral for feminine nouns.

Run from the repository root: python3 scripts/locales/arabic_gender.py
"""
import re
from jsonedit import PhraseFile

NUMERALS = {"3": "ثَلَاث", "4": "أَرْبَع", "5": "خَمْس", "6": "سِتّ", "7": "سَبْع", "8": "ثَمَانِي", "9": "تِسْع",
            "10": "عَشْر"}
FEMININE = ["count.points.speech", "count.categories.speech", "count.year.speech", "count.values.speech",
            "count.series.speech"]

f = PhraseFile("ar")
inflections = f.data.get("inflections", {})
inflections["feminineCount"] = {"cardinal": NUMERALS}
# "N من M": M in the genitive; espeak-ng reads "من 2" as "اثنان" (nominative), so the dual's
# genitive is spelled: "من اثنين" (written without diacritics, which espeak-ng reads iTn'ajni).
inflections["genitive"] = {"cardinal": {"2": "اثنين"}}
f.set_top("inflections", inflections)
for key, text in list(f.phrases.items()):
    if " من {total}" in text:
        f.set(key, text.replace(" من {total}", " من {total, inflect, genitive}"))
for key in FEMININE:
    text = f.get(key)
    new = re.sub(r"few \{# ", "few {{n, inflect, feminineCount} ", text)
    assert new != text or "inflect" in text, key
    f.set(key, new)
f.save()
