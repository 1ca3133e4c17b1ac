"""A week after a preposition takes its article (issue 19).

The readout said "Queda de 45 km em relação a semana de 4 de março", "Baja 45 km respecto al
semana del 4 de marzo", "in confronto con settimana che inizia il 4 marzo" and "am Woche vom
4. März": the week's name is a feminine noun. A week now has the select key `week`, and each
phrase that puts a preposition before an x of days says the week's article: "à semana", "a la
semana", "con la settimana", "in der Woche".
"""
import re

from jsonedit import PhraseFile

# Per locale: the words before a day's name, and those before a week's name.
WEEK = {
    "de": {"am": "in der", "seit dem": "seit der"},
    "es": {"al": "a la", "el": "la", "del": "de la", "desde el": "desde la"},
    "it": {"in confronto con": "in confronto con la"},
}
for locale, words in WEEK.items():
    f = PhraseFile(locale)
    for key, text in list(f.phrases.items()):
        new = text
        for before, week in words.items():
            for var in ("previous", "x"):
                plain = "day {%s {%s}}" % (before, var)
                new = new.replace(plain, "day {{%s, select, week {%s {%s}} other {%s {%s}}}}" % (
                    var, week, var, before, var))
        if new != text:
            f.set(key, new)
            print(locale, key)
    f.save()

# Portuguese selects on the x itself, as for quarters: "em relação à semana", "igual à semana",
# "desde a semana".
f = PhraseFile("pt")
PT = {"em relação ao": "em relação à", "ao": "à", "desde o": "desde a"}
for key, text in list(f.phrases.items()):
    new = text
    for var in ("previous", "x"):
        for before, week in PT.items():
            new = new.replace("{%s, select, quarter {%s {%s}}" % (var, before, var),
                              "{%s, select, week {%s {%s}} quarter {%s {%s}}" % (var, week, var, before, var))
    if new != text:
        f.set(key, new)
        print("pt", key)
f.save()
