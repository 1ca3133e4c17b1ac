"""Energy and power units spelled as words in speech, in every locale (issue #19: "TWh" was
spelled letter by letter by every voice). Display keeps the SI symbol.

Run from the repository root: python3 scripts/locales/units.py
"""
from jsonedit import PhraseFile

PREFIXES = {"T": "tera", "G": "giga", "M": "mega", "k": "kilo", "": ""}
UNITS = ["TWh", "GWh", "MWh", "kWh", "Wh", "GW", "kW", "W"]

# Per locale: a function from (prefix word, is energy) to the speech template.
def en(p, wh):
    return "{n, plural, one {# %swatt%s} other {# %swatt%s}}" % (p, "-hour" if wh else "", p, "-hours" if wh else "s")

def de(p, wh):
    word = (p + "watt").capitalize()
    if wh:
        return "{n, plural, one {# %sstunde} other {# %sstunden}}" % (word, word)
    return "{n} " + word

def nl(p, wh):
    return "{n} %swatt%s" % (p, "uur" if wh else "")

def romance(one, other, of="de"):
    """Romance plurals: "1 gigawatt", "2 gigawatts", "1 million de gigawatts"."""
    return "{n, plural, one {# %s} many {# %s %s} other {# %s}}" % (one, of, other, other)

def fr(p, wh):
    word = p.replace("tera", "téra").replace("mega", "méga") + ("wattheure" if wh else "watt")
    return romance(word, word + "s")

def es(p, wh):
    word = p + "vatio"
    return romance(word + " hora", word + "s hora") if wh else romance(word, word + "s")

def it(p, wh):
    return "{n} %swatt%s" % (p, "ora" if wh else "")

def pt(p, wh):
    word = p + "watt"
    return romance(word + "-hora", word + "s-hora") if wh else romance(word, word + "s")

def pl(p, wh):
    if wh:
        w = p + "watogodzin" if p else "watogodzin"
        return "{n, plural, one {# %sa} few {# %sy} many {# %s} other {# %sy}}" % (w, w, w, w)
    w = p + "wat"
    return "{n, plural, one {# %s} few {# %sy} many {# %sów} other {# %sa}}" % (w, w, w, w)

AR = {"tera": "تيرا", "giga": "غيغا", "mega": "ميغا", "kilo": "كيلو", "": ""}
def ar(p, wh):
    return "{n} %sواط%s" % (AR[p], " ساعة" if wh else "")

HI = {"tera": "टेरा", "giga": "गीगा", "mega": "मेगा", "kilo": "किलो", "": ""}
def hi(p, wh):
    return "{n} %sवाट%s" % (HI[p], " घंटा" if wh else "")

SPEECH = {"en": en, "de": de, "nl": nl, "fr": fr, "es": es, "it": it, "pt": pt, "pl": pl, "ar": ar, "hi": hi}

if __name__ == "__main__":
    for locale, speech in SPEECH.items():
        f = PhraseFile(locale)
        after = "unit.MW.speech"
        for unit in UNITS:
            wh = unit.endswith("Wh")
            prefix = PREFIXES[unit[: -2] if wh else unit[:-1]]
            f.set("unit." + unit, "{n} " + unit, after=after)
            f.set("unit." + unit + ".speech", speech(prefix, wh), after="unit." + unit)
            after = "unit." + unit + ".speech"
        f.save()
