"""German quarters after von, ab, bis and bei take their article (issue 19).

"Die Werte lagen bis 4. Quartal 2021 unter null und ab 1. Quartal 2022 über null": a quarter
is a noun with an article ("bis zum 4. Quartal 2021", "ab dem 1. Quartal 2022", "vom 1.
Quartal", "im 3. Quartal"); speech said "von dem ersten Quartal". A quarter has the select key
`quarter`; these phrases now say its article in both styles, the ordinal in the dative.
"""
import re

from jsonedit import PhraseFile

f = PhraseFile("de")
RULES = [
    (r"other \{von\}\} \{(\w+), inflect, withDem\}",
     r"other {{\1, select, quarter {vom} other {von}}}} {\1, select, quarter {{\1, inflect, dative}} "
     r"other {{\1, inflect, withDem}}}"),
    (r"\bvon \{(\w+), inflect, withDem\}",
     r"{\1, select, quarter {vom {\1, inflect, dative}} other {von {\1, inflect, withDem}}}"),
    (r"\bab \{(\w+), inflect, withDem\}",
     r"ab {\1, select, quarter {dem {\1, inflect, dative}} other {{\1, inflect, withDem}}}"),
    (r"\bbis \{(\w+), inflect, withZum\}",
     r"bis {\1, select, quarter {zum {\1, inflect, dative}} other {{\1, inflect, withZum}}}"),
    (r"\bbei \{(\w+), inflect, withDem\}",
     r"{\1, select, quarter {im {\1, inflect, dative}} other {bei {\1, inflect, withDem}}}"),
]
for key, text in list(f.phrases.items()):
    if "quarter {im {x, inflect, dative}}" in text:
        continue  # at.category: already says "im 1. Quartal"
    new = text
    for pattern, replacement in RULES:
        new = re.sub(pattern, replacement, new)
    if new != text:
        f.set(key, new)
        print(key)
f.save()
