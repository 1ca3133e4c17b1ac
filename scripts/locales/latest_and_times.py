"""Where the series ended, and times of day after their prepositions (fx27).

The latest values read as a table heading: "Latest, December: Product B 269." and "Latest, 10:59:
p99 ms 78.4 and p50 ms 20.6." They now say where each series ended, the place first when there
are several: "Product B ended at 269 in December", "In December, Product B ended at 269 and
Product A at 240". The first series carries the verb (`latest.first`), the others follow it
(`latest.item`); `summary.latest` puts the place, `{at}`, where the language wants it.

A time of day (a chart within one day, `xKey` "time") took a preposition made for dates or
none: "4 values are missing, the first 01:00", "Pour 00:00", "Per 00:00", "in confronto con
00:00", Portuguese "às 1h" (one o'clock is singular: "à 1h", "à uma hora"), Polish "1 z siedmiu:
północy" (a label in the nominative: "północ", "pierwsza"). Each now takes the locale's time
preposition, or the case the place needs.

    python3 scripts/locales/latest_and_times.py
"""
import json

from jsonedit import PhraseFile

LATEST = {
    "en": ("{itemsKey, select, one {{list} {at}} other {{at}, {list}}}.", "{name} ended at {value}", "{name} at {value}"),
    "de": ("{at} {list}.", "endete {name} bei {value}", "{name} bei {value}"),
    "es": ("{at}, {list}.", "{name} terminó en {value}", "{name} en {value}"),
    "fr": ("{at}, {list}.", "{name} a terminé à {value}", "{name} à {value}"),
    "it": (
        "{at}, {list}.",
        "{name} termina {value, select, percent {{value, inflect, percentA}} other {a {value}}}",
        "{name} {value, select, percent {{value, inflect, percentA}} other {a {value}}}",
    ),
    "nl": ("{at} {list}.", "eindigde {name} op {value}", "{name} op {value}"),
    # "Na koniec okresu": at the end of the period, never "finally"; a day is in brackets
    # ("(3 maja)"), a month, a quarter or a time of day after its preposition ("w grudniu", "o 10:59").
    "pl": ("Na koniec okresu {at} {list}.", "{name} wynosi {value}", "{name} – {value}"),
    "pt": ("{at}, {list}.", "{name} terminou em {value}", "{name} em {value}"),
    "ar": ("{at}، {list}.", "انتهت قيم {name} عند {value}", "قيم {name} عند {value}"),
    "hi": ("{at} {list} समाप्त {itemsKey, select, one {हुआ} other {हुए}}।", "{name} {value} पर", "{name} {value} पर"),
}
SPEECH = {
    "ar": ("انْتَهَت قِيَم {name} عند {value, inflect, genitive}", "قِيَم {name} عند {value, inflect, genitive}"),
}

for locale, (sentence, first, item) in LATEST.items():
    f = PhraseFile(locale)
    f.set("summary.latest", sentence)
    f.set("latest.first", first, after="summary.latest")
    f.set("latest.item", item)
    if locale in SPEECH:
        f.set("latest.first.speech", SPEECH[locale][0], after="latest.first")
        f.set("latest.item.speech", SPEECH[locale][1], after="latest.item")
    f.save()

# "4 values are missing, the first at 01:00": the place with its preposition ("the first in
# April" is never "the first April"); several series keep the name and the place.
f = PhraseFile("en")
f.set(
    "summary.missingMany",
    "{count, plural, one {# value is} other {# values are}} missing, the first"
    "{firstAt, select, series {: {first}} other { {firstAt}}}.",
)
f.save()
# Elsewhere a time of day alone takes its preposition: "el primero, a la 01:00", "il primo alle
# 01:00", "de eerste om 01:00", "la première à 01:00", "o primeiro, à 1h".
TIME_FIRST = {
    "es": ("{first}", "{xKey, select, time {{firstAt, select, series {{first}} other {{firstAt}}}} other {{first}}}"),
    "pt": ("{first}", "{xKey, select, time {{firstAt, select, series {{first}} other {{firstAt}}}} other {{first}}}"),
    "it": ("; il primo: {first}", "; il primo{xKey, select, time {{firstAt, select, series {: {first}} other { {firstAt}}}} other {: {first}}}"),
    "nl": (", de eerste: {first}", ", de eerste{xKey, select, time {{firstAt, select, series {: {first}} other { {firstAt}}}} other {: {first}}}"),
    "fr": (" ; la première : {first}", " ; la première{xKey, select, time {{firstAt, select, series { : {first}} other { {firstAt}}}} other { : {first}}}"),
}
for locale, (old, new) in TIME_FIRST.items():
    f = PhraseFile(locale)
    for key in ("summary.missingMany", "summary.missingMany.speech"):
        text = f.get(key)
        if text is None:
            continue
        assert old in text, (locale, key, text)
        f.set(key, text.replace(old, new))
    f.save()

# Explore: "À 00:00 : la première valeur", "Alle 00:00: il primo valore", "A las 00:00: el
# primer valor"; and after a comparison, "rispetto alle 00:00", "dalle 00:00".
f = PhraseFile("fr")
for key in ("explore.context", "explore.context.missing"):
    old = "{x, select, quarter {Pour le {x}} other {Pour {x}}}"
    assert old in f.get(key), key
    f.set(key, f.get(key).replace(old, "{xKey, select, time {À {x}} other {" + old + "}}"))
f.save()
f = PhraseFile("it")
for key in ("explore.context", "explore.context.missing"):
    old = "{xKey, select, year {Per il {x}} other"
    assert old in f.get(key), key
    f.set(key, f.get(key).replace(old, "{xKey, select, year {Per il {x}} time {Alle {x}} other"))
for key in ("explore.context.up", "explore.context.down", "explore.context.same"):
    old = "time {in confronto con {x}}"
    assert old in f.get(key), key
    f.set(key, f.get(key).replace(old, "time {rispetto alle {x}}"))
for key, old, new in (
    ("explore.context.risingSince", "time {in aumento continuo, iniziato {x}}", "time {in aumento continuo dalle {x}}"),
    ("explore.context.fallingSince", "time {in calo continuo, iniziato {x}}", "time {in calo continuo dalle {x}}"),
    ("explore.context.steadySince", "time {stabile, come già {x}}", "time {stabile dalle {x}}"),
):
    assert old in f.get(key), key
    f.set(key, f.get(key).replace(old, new))
f.save()
f = PhraseFile("es")
for key in ("explore.context", "explore.context.missing"):
    assert f.get(key).startswith("{x}:"), key
    f.set(key, "{xKey, select, time {A {x}} other {{x}}}" + f.get(key)[len("{x}"):])
f.save()

# Portuguese: one o'clock and midnight are singular ("à 1h", "à uma hora", "à 0h"), the other
# hours plural ("às 10h"); a time of day carries its hour as the select key `hourHH`.
f = PhraseFile("pt")
f.set("at.time", "{x, select, hour00 {à {x}} hour01 {à {x}} other {às {x}}}")


def pt_time(prefix):
    return "{x, select, hour00 {%sà {x}} hour01 {%sà {x}} other {%sàs {x}}}" % (prefix, prefix, prefix)


for key, prefix in (
    ("explore.context.up", "em relação "),
    ("explore.context.down", "em relação "),
    ("explore.context.same", ""),
    ("explore.context.risingSince", "desde "),
    ("explore.context.fallingSince", "desde "),
    ("explore.context.steadySince", "desde "),
):
    text = f.get(key)
    start = text.index("{x, select, week")
    head, tail = text[:start], text[start:]
    if prefix == "desde ":
        new = pt_time("desde ").replace("desde à", "desde a").replace("desde às", "desde as")
    else:
        new = pt_time(prefix)
    f.set(key, head + "{xKey, select, time {" + new + "} other {" + tail + "}}")
f.save()

# Polish: a time of day said alone (a readout label, explore's heading) is in the nominative
# ("północ", "pierwsza", "dziesiąta 30"); after "o", "od", "do" and "względem" it stays as the
# time phrase says it ("o pierwszej", "od północy").
ORDINALS = ["pierwsz", "drug", "trzeci", "czwart", "piąt", "szóst", "siódm", "ósm", "dziewiąt", "dziesiąt",
            "jedenast", "dwunast", "trzynast", "czternast", "piętnast", "szesnast", "siedemnast", "osiemnast",
            "dziewiętnast", "dwudziest"]
f = PhraseFile("pl")
inflections = f.data["inflections"]
words = inflections["nominative"]["words"]
words["północy"] = "północ"
def oblique(stem):
    return stem + ("iej" if stem.endswith("g") else "ej")


for stem in ORDINALS:
    words[oblique(stem)] = stem + "a"
for stem in ("pierwsz", "drug", "trzeci"):
    words["dwudziestej " + oblique(stem)] = "dwudziesta " + stem + "a"
f.set_top("inflections", inflections)
f.save()

# The readout's change from the point before, likewise: "Alta de 0,7 em relação à 0h", "0,7 in
# più rispetto alle 00:00" (were "em relação a 0h", "in confronto con 00:00").
f = PhraseFile("pt")
for key, prefix in (("readout.change.up", "em relação "), ("readout.change.down", "em relação "), ("readout.change.same", "")):
    text = f.get(key)
    start = text.index("{previous, select, week")
    end = text.rindex(".")
    times = pt_time(prefix).replace("{x", "{previous").replace("{x}", "{previous}")
    f.set(key, text[:start] + "{xKey, select, time {" + times + "} other {" + text[start:end] + "}}" + text[end:])
f.save()
f = PhraseFile("it")
for key in ("readout.change.up", "readout.change.down", "readout.change.same"):
    old = "time {in confronto con {previous}}"
    assert old in f.get(key), key
    f.set(key, f.get(key).replace(old, "time {rispetto alle {previous}}"))
f.save()
