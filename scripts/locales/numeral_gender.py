"""One (and 21, 31, … in Spanish and French) in the gender of the counted noun, in speech
(issue #19).

espeak-ng reads a digit "1" before a noun as the number said alone: German "eins Datenreihe",
Spanish "uno serie", "veintiuno categorías", French "un série". The speech says the numeral
the noun needs ("eine Datenreihe", "ein Wert", "una serie", "un punto", "veintiún puntos",
"une série", "vingt et une catégories"), through the phrase file's `speechPhrases` (two words
side by side, respelled in every speech text); display keeps the digit.

German says the nominative/accusative form ("eine", "ein"); after a dative preposition the
article would be "einer", "einem", which this table cannot see (none of the goldens has one).

Run from the repository root: python3 scripts/locales/numeral_gender.py
"""
from jsonedit import PhraseFile

GERMAN_FEMININE = """Achse Ansicht Billion Datenreihe Gigawattstunde Gruppe Kategorie Kilowattstunde Lücke
Megawattstunde Milliarde Million Minute Mittellinie Reihe Sekunde Sparkline Stunde Terawattstunde Wattstunde Woche
Zeile""".split()
GERMAN_OTHER = """Ausreißer Banddiagramm Bereich Blasendiagramm Diagramm Dollar Einheitendiagramm Euro Flächendiagramm
Gigawatt Grad Gramm Jahr Kilogramm Kilometer Kilowatt Kreisdiagramm Liniendiagramm Megawatt Meter Millimeter Monat
Netzdiagramm Pfund Polarflächendiagramm Prozent Prozentpunkt Punkt Quartal Streifendiagramm Streudiagramm
Säulendiagramm Tag Ton Uhr Watt Wert Zentimeter""".split()

SPANISH_FEMININE = "categoría fila hora libra línea semana serie vista".split()
SPANISH_FEMININE_PLURAL = "categorías filas horas libras líneas semanas series vistas".split()
SPANISH_MASCULINE = """año billón centímetro diagrama día dólar eje euro gigavatio grado gramo gráfico intervalo
kilogramo kilovatio kilómetro mapa megavatio mes metro milímetro minigráfico minuto punto segundo teravatio tono
trimestre valor vatio""".split()
SPANISH_MASCULINE_PLURAL = """años billones centímetros diagramas días dólares ejes euros gigavatios grados gramos
gráficos intervalos kilogramos kilovatios kilómetros mapas megavatios meses metros milímetros minigráficos minutos
puntos segundos teravatios tonos trimestres valores vatios""".split()
SPANISH_TENS = {21: "veinti", 31: "treinta y ", 41: "cuarenta y ", 51: "cincuenta y ", 61: "sesenta y ",
                71: "setenta y ", 81: "ochenta y ", 91: "noventa y "}

FRENCH_FEMININE = """catégorie gigawattheure heure kilowattheure ligne livre mégawattheure minute période seconde semaine
série térawattheure valeur vue wattheure""".split()
FRENCH_FEMININE_PLURAL = """catégories gigawattheures heures kilowattheures lignes livres mégawattheures minutes périodes
secondes semaines séries térawattheures valeurs vues wattheures""".split()
FRENCH_ONE = {21: "vingt et une", 31: "trente et une", 41: "quarante et une", 51: "cinquante et une",
              61: "soixante et une", 81: "quatre-vingt-une"}


def update(locale, table):
    f = PhraseFile(locale)
    phrases = dict(f.data.get("speechPhrases", {}))
    phrases.update(table)
    f.set_top("speechPhrases", phrases)
    f.save()


german = {f"1 {noun}": f"eine {noun}" for noun in GERMAN_FEMININE}
german.update({f"1 {noun}": f"ein {noun}" for noun in GERMAN_OTHER})
update("de", german)

spanish = {f"1 {noun}": f"una {noun}" for noun in SPANISH_FEMININE}
spanish.update({f"1 {noun}": f"un {noun}" for noun in SPANISH_MASCULINE})
for number, stem in SPANISH_TENS.items():
    feminine = "veintiuna" if number == 21 else stem + "una"
    masculine = "veintiún" if number == 21 else stem + "un"
    spanish.update({f"{number} {noun}": f"{feminine} {noun}" for noun in SPANISH_FEMININE_PLURAL})
    spanish.update({f"{number} {noun}": f"{masculine} {noun}" for noun in SPANISH_MASCULINE_PLURAL})
update("es", spanish)

french = {f"1 {noun}": f"une {noun}" for noun in FRENCH_FEMININE}
for number, said in FRENCH_ONE.items():
    french.update({f"{number} {noun}": f"{said} {noun}" for noun in FRENCH_FEMININE_PLURAL})
update("fr", french)
