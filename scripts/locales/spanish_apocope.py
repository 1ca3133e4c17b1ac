"""Spanish numbers before their noun, said in the noun's gender with the apocope (issue 19).

espeak-ng reads "101 meses" as "ciento uno meses" and "201 categorías" as "doscientos uno
categorías"; RAE (DPD "uno", "veintiuno", "cien"): "ciento un meses", "doscientas una categorías",
"veintiún años", "veintiuna semanas", "cien puntos", "mil una filas", "doscientas mil personas".
`speechPhrases` said 1 and 21–91 before each noun; this spells every count below a million in
speech (`{n, inflect, countMasculine}` / `countFeminine`, Inflection's cardinal tables), the
display keeping its digits. Millions stay digits ("# de puntos", espeak-ng says "dos millones").
"""
import re

from jsonedit import PhraseFile

UNITS = ["cero", "un", "dos", "tres", "cuatro", "cinco", "seis", "siete", "ocho", "nueve", "diez", "once", "doce",
         "trece", "catorce", "quince", "dieciséis", "diecisiete", "dieciocho", "diecinueve", "veinte", "veintiún",
         "veintidós", "veintitrés", "veinticuatro", "veinticinco", "veintiséis", "veintisiete", "veintiocho",
         "veintinueve"]
TENS = {3: "treinta", 4: "cuarenta", 5: "cincuenta", 6: "sesenta", 7: "setenta", 8: "ochenta", 9: "noventa"}
HUNDREDS = {1: "ciento", 2: "doscientos", 3: "trescientos", 4: "cuatrocientos", 5: "quinientos", 6: "seiscientos",
            7: "setecientos", 8: "ochocientos", 9: "novecientos"}


def table(feminine):
    def one(word):
        if not feminine:
            return word
        return {"un": "una", "veintiún": "veintiuna"}.get(word, word)

    cardinal = {}
    for n in range(100):
        if n < 30:
            word = UNITS[n]
        else:
            word = TENS[n // 10] + ("" if n % 10 == 0 else " y " + UNITS[n % 10])
        word = word.replace(" y un", " y una") if feminine and n % 10 == 1 and n > 30 else word
        cardinal[str(n)] = one(word)
    cardinal["1+"] = cardinal["1"]
    for h, word in HUNDREDS.items():
        if h > 1:
            cardinal[str(h * 100)] = word[:-2] + "as" if feminine else word
    # "cien" alone and before "mil"; "ciento" only before tens and units, as whole numbers
    # 101–199 (a lone "ciento" is the "por ciento" of a percentage, never a number).
    cardinal["100.noun"] = "cien"
    for n in range(1, 100):
        cardinal[str(100 + n)] = "ciento " + cardinal[str(n)]
    cardinal["100000+"] = "cien mil"
    cardinal["1000"] = "mil"
    cardinal["1000s"] = "mil"
    # Spelled only where espeak-ng's digits say otherwise: "uno" for "un"/"una", "doscientos".
    said = ["un", "veintiún"] if not feminine else ["una", "veintiuna"] + [
        w[:-2] + "as" for h, w in HUNDREDS.items() if h > 1]
    return {"cardinal": cardinal, "construct": True, "spellOnlyWith": said}


f = PhraseFile("es")
said = f.data["speechPhrases"]
gender = {}
for key, value in said.items():
    count, noun = key.split(" ", 1)
    gender[noun] = "countFeminine" if value.split(" ")[-2] in ("una", "veintiuna") else "countMasculine"
inflections = f.data.get("inflections", {})
inflections["countMasculine"] = table(False)
inflections["countFeminine"] = table(True)
f.set_top("inflections", inflections, before=next(line for line in f.lines if line.startswith('  "speechPhrases": ')))


def respell(template):
    """`# noun` in a plural case → `{n, inflect, countX} noun` for the nouns `speechPhrases` knows."""
    out, stack, depth, i = [], [], 0, 0
    while i < len(template):
        c = template[i]
        if c == "{":
            m = re.match(r"\{(\w+), plural,", template[i:])
            stack.append((depth, m.group(1)) if m else None)
            depth += 1
        elif c == "}":
            depth -= 1
            stack.pop()
        elif c == "#":
            var = next((s[1] for s in reversed(stack) if s), None)
            m = re.match(r"# ([^\s{}]+)", template[i:])
            if var and m and m.group(1) in gender:
                out.append("{%s, inflect, %s}" % (var, gender[m.group(1)]))
                i += 1
                continue
        out.append(c)
        i += 1
    text = "".join(out)
    if text != template:
        # The exact cases said 1 and 21–91 before the noun; the inflection says them now.
        text = re.sub(r" =(1|21|31|41|51|61|71|81|91) \{[^{}]*\}", "", text).replace("plural,  ", "plural, ")
    return text


changed = 0
for key, template in list(f.phrases.items()):
    new = respell(template)
    if new != template:
        f.set(key, new)
        changed += 1
f.save()
print(changed, "templates")
