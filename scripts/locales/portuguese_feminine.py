"""Portuguese counts of a feminine noun past 100 (issue 19).

espeak-ng reads "201 categorias" as "duzentos e um categorias"; a Portuguese editor writes
"duzentas e uma categorias" (the hundreds from 200 agree with the noun, as do 1 and 2). The
speech templates said 1, 2 and 21–92 as exact cases; `countFeminine` now spells every count
below a thousand whose words differ from the digits' ("uma", "duas", "duzentas" …), and leaves
the others, and thousands, to espeak-ng.
"""
import re

from jsonedit import PhraseFile

UNITS = ["zero", "uma", "duas", "três", "quatro", "cinco", "seis", "sete", "oito", "nove", "dez", "onze", "doze",
         "treze", "catorze", "quinze", "dezesseis", "dezessete", "dezoito", "dezenove"]
TENS = {2: "vinte", 3: "trinta", 4: "quarenta", 5: "cinquenta", 6: "sessenta", 7: "setenta", 8: "oitenta",
        9: "noventa"}
HUNDREDS = {2: "duzentas", 3: "trezentas", 4: "quatrocentas", 5: "quinhentas", 6: "seiscentas", 7: "setecentas",
            8: "oitocentas", 9: "novecentas"}

cardinal = {}
for n in range(100):
    cardinal[str(n)] = UNITS[n] if n < 20 else TENS[n // 10] + ("" if n % 10 == 0 else " e " + UNITS[n % 10])
cardinal["1+"] = "uma"
for h, word in HUNDREDS.items():
    cardinal[str(h * 100)] = word
# "cem" alone, "cento e …" before the rest; no lone "cento" (it is the "por cento" of a percentage).
cardinal["100.noun"] = "cem"
for n in range(1, 100):
    cardinal[str(100 + n)] = "cento e " + cardinal[str(n)]
cardinal["&"] = "e "
form = {"cardinal": cardinal, "construct": True, "spellOnlyWith": ["uma", "duas"] + list(HUNDREDS.values())}

f = PhraseFile("pt")
inflections = f.data.get("inflections", {})
inflections["countFeminine"] = form
f.set_top("inflections", inflections)

EXACT = re.compile(r" =\d+ \{[^{}]*\b(uma|duas)\b[^{}]*\}")


def respell(template):
    text = EXACT.sub("", template)
    if text == template:
        return template
    out, stack, i = [], [], 0
    while i < len(text):
        c = text[i]
        if c == "{":
            m = re.match(r"\{(\w+), plural,", text[i:])
            key = re.search(r"(\S+) $", "".join(out[-12:]))
            stack.append(("plural", m.group(1)) if m else ("case", key.group(1) if key else ""))
        elif c == "}":
            stack.pop()
        elif c == "#" and stack and stack[-1][0] == "case" and stack[-1][1] in ("one", "other"):
            var = next((s[1] for s in reversed(stack) if s[0] == "plural"), None)
            if var:
                out.append("{%s, inflect, countFeminine}" % var)
                i += 1
                continue
        out.append(c)
        i += 1
    return "".join(out)


changed = 0
for key, template in list(f.phrases.items()):
    new = respell(template)
    if new != template:
        f.set(key, new)
        changed += 1
f.save()
print(changed, "templates")
