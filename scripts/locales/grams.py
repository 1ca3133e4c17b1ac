"""Grams as a unit in every locale but English, made from each locale's kilogram phrases.

A chart in grams ("Body mass (g)", the penguins of the Vega-Lite gallery) was read "5000 g" in
every voice: espeak-ng says the letter (German "ge", Arabic "جي"). Display keeps CLDR's short
form (babel: "g", Arabic "غرام", Hindi "ग्रा॰"); speech says CLDR's long name ("Gramm",
"grammes", "gramów"), with the plural forms of the kilogram phrase.

    python3 scripts/locales/grams.py
"""
from jsonedit import PhraseFile

# Per locale, (kilogram text, gram text) replacements, longest first.
WORDS = {
    "de": [("Kilogramm", "Gramm"), ("kg", "g")],
    "es": [("kilogramo", "gramo"), ("kg", "g")],
    "fr": [("kilogramme", "gramme"), ("kg", "g")],
    "it": [("chilogramm", "gramm"), ("kg", "g")],
    "nl": [("kilogram", "gram"), ("kg", "g")],
    "pl": [("kilogram", "gram"), ("kg", "g")],
    "pt": [("quilograma", "grama"), ("kg", "g")],
    "ar": [("بالكيلوغرام", "بالغرام"), ("كيلوغرام", "غرام"), ("كغم", "غرام")],
    "hi": [("कि॰ग्रा॰", "ग्रा॰"), ("किलोग्राम", "ग्राम")],
}

for locale, words in WORDS.items():
    f = PhraseFile(locale)
    for suffix in ("", ".speech"):
        text = f.get("unit.kg" + suffix)
        if text is None:
            continue
        for kilo, gram in words:
            text = text.replace(kilo, gram)
        f.set("unit.g" + suffix, text, after="unit.kg.speech" if suffix == "" else "unit.g")
    name = f.get("unitName.kg")
    for kilo, gram in words:
        name = name.replace(kilo, gram)
    f.set("unitName.g", name, after="unitName.kg")
    if locale == "ar":
        # The dual of a unit after a preposition: "من غرامين".
        inflections = f.data["inflections"]
        for form in ("genitive", "accusative"):
            table = inflections[form]["words"]
            for said, oblique in list(table.items()):
                if "كيلوغرام" in said:
                    table[said.replace("كيلوغرام", "غرام")] = oblique.replace("كيلوغرام", "غرام")
        f.set_top("inflections", inflections)
    f.save()
