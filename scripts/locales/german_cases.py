"""German numbers said after a preposition in the case it governs (issue 19).

espeak-ng reads "1 Million" as "eins Million", so `speechPhrases` says "eine Million"; after a
dative preposition that is "von einer Million", "bei einem Prozent", and after an accusative one
a masculine noun takes "einen": "um einen Prozentpunkt", "auf einen Dollar". The phrase file's
`casesAfterPrepositions` names the inflection of each preposition (NumberPhrasing.governed);
`through` are the words that may stand between them ("von etwa einer Million").
"""
from jsonedit import PhraseFile

f = PhraseFile("de")
said = f.data["speechPhrases"]
# "ein Uhr" is a time and does not decline ("von ein Uhr bis zwei Uhr").
singular = {v for k, v in said.items() if k.startswith("1 ") and v != "ein Uhr"}
# Masculine nouns among them (Duden): "ein" is also neuter, so the accusative names them.
MASCULINE = {"Ausreißer", "Bereich", "Dollar", "Euro", "Kilometer", "Meter", "Millimeter", "Zentimeter",
             "Monat", "Prozentpunkt", "Punkt", "Tag", "Ton", "Wert"}
dative, accusative = {}, {}
for phrase in sorted(singular):
    article, noun = phrase.split(" ", 1)
    dative[phrase] = ("einer " if article == "eine" else "einem ") + noun
    if article == "ein" and noun in MASCULINE:
        accusative[phrase] = "einen " + noun
inflections = f.data["inflections"]
inflections["numberDative"] = {"words": dative}
inflections["numberAccusative"] = {"words": accusative}
f.set_top("inflections", inflections)
DATIVE = ["von", "Von", "bei", "Bei", "mit", "Mit", "aus", "nach", "seit", "zu", "ab", "Ab", "unter", "zwischen", "gegenüber"]
ACCUSATIVE = ["auf", "um", "über", "Über", "für", "gegen"]
prepositions = {p: "numberDative" for p in DATIVE}
prepositions.update({p: "numberAccusative" for p in ACCUSATIVE})
f.set_top("casesAfterPrepositions", {"prepositions": prepositions, "through": ["etwa", "rund", "knapp", "minus", "je"]})
f.save()
