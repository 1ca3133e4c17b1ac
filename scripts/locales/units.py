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
    word = p.replace("kilo", "quilo") + "watt"  # CLDR pt "quilowatt-hora"
    return romance(word + "-hora", word + "s-hora") if wh else romance(word, word + "s")

def pl(p, wh):
    if wh:
        w = p + "watogodzin" if p else "watogodzin"
        # Feminine: "jedna terawatogodzina", "dwie terawatogodziny" (espeak-ng says "jeden", "dwa").
        return "{n, plural, one {jedna %sa} few {{n, inflect, feminine} %sy} many {# %s} other {# %sy}}" % (w, w, w, w)
    w = p + "wat"
    return "{n, plural, one {# %s} few {# %sy} many {# %sów} other {# %sa}}" % (w, w, w, w)

AR = {"tera": "تيرا", "giga": "غيغا", "mega": "ميغا", "kilo": "كيلو", "": ""}
def ar(p, wh):
    return "{n} %sواط%s" % (AR[p], " ساعة" if wh else "")

HI = {"tera": "टेरा", "giga": "गीगा", "mega": "मेगा", "kilo": "किलो", "": ""}
def hi(p, wh):
    return "{n} %sवाट%s" % (HI[p], " घंटा" if wh else "")

SPEECH = {"en": en, "de": de, "nl": nl, "fr": fr, "es": es, "it": it, "pt": pt, "pl": pl, "ar": ar, "hi": hi}

def add_energy():
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


# Speed: "km/h" in display as CLDR's short unit writes it, in words in speech (CLDR's long unit
# form, with the plural forms of each locale's kilometre template).
SPEED_DISPLAY = {"en": "{n} km/h", "de": "{n} km/h", "es": "{n} km/h", "it": "{n} km/h", "pt": "{n} km/h",
                 "fr": "{n, plural, one {# km/h} many {# de km/h} other {# km/h}}", "nl": "{n} km/u",
                 "pl": "{n} km/godz.", "ar": "{n} كم/س", "hi": "{n} कि॰मी॰/घं॰"}
PER_HOUR = {"en": " per hour", "de": " pro Stunde", "es": " por hora", "fr": " par heure", "nl": " per uur",
            "pl": " na godzinę", "pt": " por hora", "ar": " في الساعة", "hi": " प्रति घंटा"}


def speed(locale, kilometre):
    """The speech template of km/h from the locale's kilometre template: each case's noun phrase
    followed by "per hour" (Italian: the adjective "orario")."""
    import re
    if locale == "it":
        return "{n, plural, one {# chilometro orario} many {# di chilometri orari} other {# chilometri orari}}"
    if "{" not in kilometre.replace("{n}", ""):
        return kilometre + PER_HOUR[locale]
    # Inside each plural case, after its last word: before the brace that closes the case.
    return re.sub(r"\}(?= (?:zero|one|two|few|many|other|=\d+) \{|\}$)", PER_HOUR[locale] + "}", kilometre)


def add_speed():
    for locale, display in SPEED_DISPLAY.items():
        f = PhraseFile(locale)
        f.set("unit.km/h", display, after="unit.km.speech")
        f.set("unit.km/h.speech", speed(locale, f.get("unit.km.speech")), after="unit.km/h")
        f.save()


# Currency in display as CLDR writes it (babel `Locale.currency_formats["standard"]`), where the
# phrase file's own form differed: nl puts the minus after the symbol, behind a no-break space
# ("US$ -12.345,50"); ar writes the symbol after the number, the pattern opening with a
# right-to-left mark. Speech keeps the currency names.
CURRENCY = {
    "nl": {"USD": "US$\u00a0{minus}{n}", "EUR": "€\u00a0{minus}{n}", "GBP": "£\u00a0{minus}{n}"},
    "ar": {"USD": "\u200f{minus}{n}\u00a0US$", "EUR": "\u200f{minus}{n}\u00a0€", "GBP": "\u200f{minus}{n}\u00a0UK£"},
}


def add_currency():
    for locale, units in CURRENCY.items():
        f = PhraseFile(locale)
        for code, display in units.items():
            f.set("unit." + code, display)
        f.save()


if __name__ == "__main__":
    add_energy()
    add_speed()
    add_currency()
