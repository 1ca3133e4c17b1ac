"""Polish distributive "po" before a number: the accusative from two on ("po dwa", "po cztery
tysiące pięćset dwadzieścia", "po 28 procent"), which espeak-ng's nominative digits already say
for these nouns, but the locative for one: "po jednym procencie", "po jednej terawatogodzinie"
(espeak-ng reads "po 1 procent" as "po jeden procent"). Every template with "po {share}" or
"po {value}" puts the number in `distributive`: a lone one and the unit noun after it in the
locative, in speech; other numbers stay as they are.

    python3 scripts/locales/polish_distributive.py
"""
import re

from jsonedit import PhraseFile

f = PhraseFile("pl")
p = f.phrases
inflections = f.data["inflections"]
# The noun after one, in the locative (speech unit words, from the `one` branch of each unit).
NOUNS = {"procent": "procencie", "dolar": "dolarze", "funt": "funcie", "milimetr": "milimetrze",
         "centymetr": "centymetrze", "metr": "metrze", "kilometr": "kilometrze", "kilogram": "kilogramie",
         "megawat": "megawacie", "gigawat": "gigawacie", "kilowat": "kilowacie", "wat": "wacie",
         "stopień Celsjusza": "stopniu Celsjusza", "kilometr na godzinę": "kilometrze na godzinę"}
words = {"1 " + noun: "1 " + said for noun, said in NOUNS.items()}
for prefix in ("tera", "giga", "mega", "kilo", ""):
    words["jedna %swatogodzina" % prefix] = "jednej %swatogodzinie" % prefix
inflections["distributive"] = {"words": words, "cardinal": {"1": "jednym"}}
f.set_top("inflections", inflections)

PO = re.compile(r"\bpo \{(share|value)\}")
for key in list(p):
    text = p[key]
    new = PO.sub(lambda m: "po {%s, inflect, distributive}" % m.group(1), text)
    if new != text:
        f.set(key, new)
f.save()
