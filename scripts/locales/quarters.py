"""Quarter names from CLDR (via babel): the wide format pattern yQQQQ per locale ("IV kwartał
2024", "4e kwartaal 2024", "4º trimestre de 2024"), written as select templates. English keeps
CLDR's abbreviated "Q4 2024". Prints the CLDR form beside the template so a reviewer can compare.

Run from the repository root: python3 scripts/locales/quarters.py
"""
import datetime
from babel.dates import format_skeleton
from jsonedit import PhraseFile

display = {
    "ar": ("الربع {q, select, 1 {الأول} 2 {الثاني} 3 {الثالث} other {الرابع}} {year}",
           "في الربع {q, select, 1 {الأول} 2 {الثاني} 3 {الثالث} other {الرابع}} {year}"),
    "de": ("{q}. Quartal {year}", "im {q}. Quartal {year}"),
    "es": ("{q, select, 1 {1.er} 2 {2.º} 3 {3.er} other {4.º}} trimestre de {year}",
           "en el {q, select, 1 {1.er} 2 {2.º} 3 {3.er} other {4.º}} trimestre de {year}"),
    "fr": ("{q, select, 1 {1er} other {{q}e}} trimestre {year}", "au {q, select, 1 {1er} other {{q}e}} trimestre {year}"),
    "hi": ("{q, select, 1 {पहली} 2 {दूसरी} 3 {तीसरी} other {चौथी}} तिमाही {year}",
           "{q, select, 1 {पहली} 2 {दूसरी} 3 {तीसरी} other {चौथी}} तिमाही {year} में"),
    "it": ("{q}º trimestre {year}", "nel {q}º trimestre {year}"),
    "nl": ("{q}e kwartaal {year}", "in het {q}e kwartaal {year}"),
    "pl": ("{q, select, 1 {I} 2 {II} 3 {III} other {IV}} kwartał {year}",
           "w {q, select, 1 {I} 2 {II} 3 {III} other {IV}} kwartale {year} r."),
    "pt": ("{q}º trimestre de {year}", "no {q}º trimestre de {year}"),
}

if __name__ == "__main__":
    for locale, (date, at) in display.items():
        f = PhraseFile(locale)
        f.set("date.quarter", date)
        f.set("at.quarter", at)
        f.save()
        for q in range(1, 5):
            cldr = format_skeleton("yQQQQ", datetime.date(2024, 3 * q, 1), locale=locale)
            print(locale, q, cldr)
