"""Native-editor fixes of issue #19 (meaning and grammar), one `set` per phrase, each with the
defect it fixes. Idempotent: run from the repository root with python3 scripts/locales/native_pass.py.
"""
import re

from jsonedit import PhraseFile

EDITS = {
    "de": {
        # "Für 5. März gibt es keine Daten": a date needs its article ("für den 5. März"), a
        # category none; the colon form fits both.
        "summary.missing": "Es fehlen Daten: {list}.",
        "summary.gaps": "Es fehlen Daten: {list}.",
        # "der erste für 1. Mai um 01:00 Uhr": no article, wrong preposition.
        "summary.missingMany": "{count, plural, one {# Wert fehlt} other {# Werte fehlen}}, der erste: {first}.",
        # Word order: the amount before the noun phrase, as German writes it.
        "summary.pie.smallest": "{bottom} ist mit {share} das kleinste Segment.",
        # "in jedem der 4 Kategorien": the pronoun agrees with the counted noun (die Kategorie,
        # die Stunde), and values and points take "bei".
        "summary.stacked.leadsAll": "{name} hat {xKey, select, numeric {bei jedem} categorical {in jeder} hour {in jeder} minute {in jeder} second {in jeder} other {in jedem}} der {total} den größten Anteil.",
        # A quarter or half label is masculine or neuter: "im Q1 2023", "im ersten Quartal".
        "at.period": "im {x}",
    },
    "fr": {
        # espeak-ng reads "01:00" as "une heure zéro zéro" and "00:00" as "zéro heure zéro zéro":
        # speech says the hour as French does, "à une heure", "de minuit à six heures", "à 13 heures 30".
        "time.minute.speech": "{hour, select, 00 {minuit} 01 {une heure} 02 {deux heures} 03 {trois heures} "
                              "04 {quatre heures} 05 {cinq heures} 06 {six heures} 07 {sept heures} 08 {huit heures} "
                              "09 {neuf heures} 12 {midi} other {{hour} heures}}{minute, select, 00 {} 01 { une} "
                              "02 { deux} 03 { trois} 04 { quatre} 05 { cinq} 06 { six} 07 { sept} 08 { huit} "
                              "09 { neuf} other { {minute}}}",
    },
    "it": {
        # "alle 03:00" is read "alle zero tre e zero zero": speech says "alle ore 3", "alle ore 13
        # e 30", "alle ore una".
        "time.minute.speech": "{hour, select, 00 {0} 01 {una} 02 {2} 03 {3} 04 {4} 05 {5} 06 {6} 07 {7} 08 {8} 09 {9} "
                              "other {{hour}}}{minute, select, 00 {} 01 { e 1} 02 { e 2} 03 { e 3} 04 { e 4} 05 { e 5} "
                              "06 { e 6} 07 { e 7} 08 { e 8} 09 { e 9} other { e {minute}}}",
        "date.time.speech": "{date} alle ore {time}",
        "range.sameDay.speech": "{date}, dalle ore {from} alle ore {to}",
    },
    "ar": {
        # "الساعة 03:00" is read "ثلاثة صفر صفر": speech says the hour as an ordinal with the time of
        # day, "الساعة الثَالِثَة صَبَاحًا", "من الساعة الثَانِيَة عَشْرَة لَيْلًا إلى الساعة السَادِسَة صَبَاحًا".
        "time.minute.speech": "{hour, select, " + " ".join(
            "%02d {%s}" % (h, name) for h, name in enumerate(
                ["الثَانِيَة عَشْرَة لَيْلًا"]
                + [o + " صَبَاحًا" for o in ["الْوَاحِدَة", "الثَانِيَة", "الثَالِثَة", "الرَابِعَة", "الخَامِسَة",
                                            "السَادِسَة", "السَابِعَة", "الثَامِنَة", "التَاسِعَة", "العَاشِرَة",
                                            "الحَادِيَة عَشْرَة"]]
                + ["الثَانِيَة عَشْرَة ظُهْرًا"]
                + [o + " مَسَاءً" for o in ["الْوَاحِدَة", "الثَانِيَة", "الثَالِثَة", "الرَابِعَة", "الخَامِسَة",
                                           "السَادِسَة", "السَابِعَة", "الثَامِنَة", "التَاسِعَة"]]
                + ["العَاشِرَة لَيْلًا", "الحَادِيَة عَشْرَة لَيْلًا"]))
            + " other {{hour}}}{minute, select, 00 {} 15 { وَالرُبْع} 30 { وَالنِصْف} other { وَ{minute} دَقِيقَة}}",
    },
    "hi": {
        # Scale words as CLDR's long compact forms count in Hindi (numbers.scales): 12 लाख,
        # 14.4 करोड़, 1.43 अरब, 25 खरब — not the English loan मिलियन beside the Indian अरब.
        "scale.lakh": "{n} लाख",
        "scale.crore": "{n} करोड़",
        "scale.kharab": "{n} खरब",
    },
    "nl": {
        # "geen gegevens voor 5 maart" also reads "no data before March 5".
        "summary.missing": "Er ontbreken gegevens: {list}.",
        "summary.gaps": "Er ontbreken gegevens: {list}.",
    },
}

# Italian percentages take the article, contracted with the preposition before them: "dal 13%
# al 63%", "dall'8%", "dallo 0%", "circa il 79%", "tra il 13% e il 63%". Numbers that are no
# percentages keep none ("da 13 a 63"). The article goes by how the number is said: l' before
# uno, undici, otto and every number said from otto (80, 800 …), lo before zero.
def italian_articles(contracted):
    first, elided, zero = contracted
    return {"0": zero, "1": elided, "11": elided, "8*": elided, "*": first}


ITALIAN_FORMS = {
    "article": ("il ", "l'", "lo "),
    "percentDa": ("dal ", "dall'", "dallo "),
    "percentA": ("al ", "all'", "allo "),
    "percentDi": ("del ", "dell'", "dello "),
    "percentSu": ("sul ", "sull'", "sullo "),
}
ITALIAN_OTHERWISE = {"article": "", "percentDa": "da ", "percentA": "a ", "percentDi": "di ", "percentSu": "su "}
VALUES = ["first", "last", "from", "to", "min", "max", "value", "level", "low", "high", "yLow", "yHigh", "peak", "trough"]


def italian(f):
    inflections = f.data.get("inflections", {})
    for name, contracted in ITALIAN_FORMS.items():
        inflections[name] = {"articles": italian_articles(contracted), "otherwise": ITALIAN_OTHERWISE[name]}
    f.set_top("inflections", inflections)
    f.set("number.aboutPercent", "circa {n, inflect, article}")
    for key, text in list(f.phrases.items()):
        if key.startswith(("unit.", "number.", "scale.", "date.", "range.", "time.", "list.", "summary.sign.", "gap.", "at.")):
            continue
        if "select, percent" in text:
            continue  # already done
        new = text
        for name in VALUES:
            for prep, form in (("da", "percentDa"), ("a", "percentA"), ("di", "percentDi"), ("su", "percentSu")):
                new = re.sub(r"(?<![\w'])%s \{%s\}" % (prep, name),
                             "{%s, select, percent {{%s, inflect, %s}} other {%s {%s}}}" % (name, name, form, prep, name), new)
            for word in ("tra", "fra", "e", "sopra", "sotto", "oltre"):
                new = re.sub(r"(?<![\w'])%s \{%s\}" % (word, name),
                             "%s {%s, select, percent {{%s, inflect, article}} other {{%s}}}" % (word, name, name, name), new)
        if new != text:
            f.set(key, new)


if __name__ == "__main__":
    for locale, edits in EDITS.items():
        f = PhraseFile(locale)
        for key, text in edits.items():
            # New keys: scale words after the file's own ones, speech variants after their base.
            base = key[: -len(".speech")] if key.endswith(".speech") else "scale.trillion"
            f.set(key, text, after=None if f.get(key) is not None else base)
        f.save()
    # Every locale says a hedged percentage as a hedged number unless it needs more (Italian).
    for locale in ["ar", "de", "en", "es", "fr", "hi", "nl", "pl", "pt"]:
        f = PhraseFile(locale)
        f.set("number.aboutPercent", f.get("number.about"), after="number.about")
        f.save()
    f = PhraseFile("it")
    f.set("number.aboutPercent", "circa {n, inflect, article}", after="number.about")
    italian(f)
    f.save()
