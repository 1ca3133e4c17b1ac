"""Arabic numerals agree with the counted noun, and espeak-ng reads every digit as the numeral of a
masculine noun in the nominative ("4" أربعة, "25" خمسة وعشرون, "12" اثنا عشر). The speech templates
therefore spell the numeral wherever the grammar needs another form:

- 3–10 take the opposite gender of the singular noun: a feminine noun (فئة, سلسلة, نقطة, قيمة, سنة,
  ساعة …) is counted with the masculine-looking numeral ("أَرْبَع فِئَات");
- 11–99 count a singular noun in the accusative ("خَمْس وَعِشْرِين فِئَةً"): the units 1–2 (and
  the "ten" of 11–19) agree with the noun, 3–9 take the opposite gender, and the tens are said in
  the oblique case (عِشْرِين), since these counts follow a preposition or stand as objects in the
  phrase files' sentences ("في", "على مدى", "بمقدار", "من أصل");
- a masculine noun needs the spelled form only where espeak-ng's nominative differs: 2, 12 and
  20–99 (`genitive`, also used for the total after من: "1 من اثنين").

Run from the repository root: python3 scripts/locales/arabic_gender.py
"""
import re
from jsonedit import PhraseFile

# The numeral counting a feminine noun (masculine form for 3–9) and a masculine noun.
UNITS_F = {1: "إِحْدَى", 2: "اثْنَتَيْن", 3: "ثَلَاث", 4: "أَرْبَع", 5: "خَمْس", 6: "سِتّ", 7: "سَبْع", 8: "ثَمَانِي",
           9: "تِسْع"}
UNITS_M = {1: "وَاحِد", 2: "اثْنَيْن", 3: "ثَلَاثَة", 4: "أَرْبَعَة", 5: "خَمْسَة", 6: "سِتَّة", 7: "سَبْعَة",
           8: "ثَمَانِيَة", 9: "تِسْعَة"}
# The unit before عشر/عشرة in 13–19 (construct form, as in ثَلَاثَ عَشْرَةَ).
TEEN_F = {3: "ثَلَاثَ", 4: "أَرْبَعَ", 5: "خَمْسَ", 6: "سِتَّ", 7: "سَبْعَ", 8: "ثَمَانِيَ", 9: "تِسْعَ"}
TEEN_M = {3: "ثَلَاثَةَ", 4: "أَرْبَعَةَ", 5: "خَمْسَةَ", 6: "سِتَّةَ", 7: "سَبْعَةَ", 8: "ثَمَانِيَةَ", 9: "تِسْعَةَ"}
TENS = {2: "عِشْرِين", 3: "ثَلَاثِين", 4: "أَرْبَعِين", 5: "خَمْسِين", 6: "سِتِّين", 7: "سَبْعِين", 8: "ثَمَانِين",
        9: "تِسْعِين"}


def feminine(n):
    """The numeral 3–99 counting a feminine noun, in the oblique case."""
    if n <= 9:
        return UNITS_F[n]
    if n == 10:
        return "عَشْر"
    if n == 11:
        return "إِحْدَى عَشْرَةَ"
    if n == 12:
        return "اثْنَتَيْ عَشْرَةَ"
    if n < 20:
        return TEEN_F[n - 10] + " عَشْرَةَ"
    tens, unit = divmod(n, 10)
    return TENS[tens] if unit == 0 else UNITS_F[unit] + " وَ" + TENS[tens]


TENS_NOMINATIVE = {2: "عِشْرُون", 3: "ثَلَاثُون", 4: "أَرْبَعُون", 5: "خَمْسُون", 6: "سِتُّون", 7: "سَبْعُون",
                   8: "ثَمَانُون", 9: "تِسْعُون"}

# 100–900 and 1000: the same for both genders (مِئَة and أَلْف have their own), in the oblique
# case (ثَلَاثِمِئَة, مِئَتَيْن) or the nominative (ثَلَاثُمِئَة, مِئَتَان). Before a noun that follows
# directly ("مِئَتَا فِئَة", counts ending in 00) the dual loses its nūn. `"&"` joins the parts:
# "مِئَة وَثَلَاث فِئَات", "أَلْف وَمِئَتَا فِئَة".
HUNDREDS = {"100": "مِئَة", "200": "مِئَتَيْن", "300": "ثَلَاثِمِئَة", "400": "أَرْبَعِمِئَة", "500": "خَمْسِمِئَة",
            "600": "سِتِّمِئَة", "700": "سَبْعِمِئَة", "800": "ثَمَانِمِئَة", "900": "تِسْعِمِئَة", "1000": "أَلْف",
            "&": "وَ"}
HUNDREDS_NOMINATIVE = {**HUNDREDS, "200": "مِئَتَان", "300": "ثَلَاثُمِئَة", "400": "أَرْبَعُمِئَة",
                       "500": "خَمْسُمِئَة", "600": "سِتُّمِئَة", "700": "سَبْعُمِئَة", "900": "تِسْعُمِئَة"}
CONSTRUCT = {**HUNDREDS, "200": "مِئَتَيْ", "2000": "أَلْفَيْ"}
CONSTRUCT_NOMINATIVE = {**HUNDREDS_NOMINATIVE, "200": "مِئَتَا", "2000": "أَلْفَا"}


def feminine_nominative(n):
    """The numeral 3–99 counting a feminine noun that is the subject ("هناك خَمْس وَعِشْرُون
    قِيمَةً"): the tens in the nominative (-ūn), 12 as اثْنَتَا عَشْرَةَ."""
    if n == 12:
        return "اثْنَتَا عَشْرَةَ"
    if n < 20:
        return feminine(n)
    tens, unit = divmod(n, 10)
    units = {**UNITS_F, 2: "اثْنَتَان"}
    return TENS_NOMINATIVE[tens] if unit == 0 else units[unit] + " وَ" + TENS_NOMINATIVE[tens]


def masculine(n):
    """The numeral counting a masculine noun, in the oblique case, where it differs from espeak-ng's
    reading of the digits (2, 12, 20–99); `None` elsewhere (3–11 and 13–19 stay digits, alone and
    after hundreds: "103" is read مئة وثلاثة, as a masculine noun needs)."""
    if n == 2:
        return "اثنين"  # written without diacritics, which espeak-ng reads iTn'ajni
    if n == 12:
        return "اثْنَيْ عَشَرَ"
    if n < 20:
        return None
    tens, unit = divmod(n, 10)
    return TENS[tens] if unit == 0 else UNITS_M[unit] + " وَ" + TENS[tens]


# Nouns (as the speech templates write them after a count, diacritics removed) by gender.
FEMININE = {"نقاط", "نقطة", "فئات", "فئة", "سنوات", "سنة", "قيم", "قيمة", "سلاسل", "سلسلة", "ساعات", "ساعة",
            "دقائق", "دقيقة", "ثوان", "ثانية", "نغمات", "نغمة", "مرات", "مرة", "مجموعات", "مجموعة", "درجات", "درجة"}
MASCULINE = {"عناصر", "عنصر", "عنصرا", "أشهر", "شهرا", "شهر", "أيام", "يوما", "يوم", "أسابيع", "أسبوعا", "أسبوع",
             "أرباع", "ربعا", "محاور", "محورا", "نطاقات", "نطاقا", "دولارات", "دولارا", "مليمترات", "مليمترا",
             "سنتيمترات", "سنتيمترا", "أمتار", "مترا", "كيلومترات", "كيلومترا", "كيلوغرامات", "كيلوغراما"}


def bare(word):
    # Shadda is written as a doubled letter in these files ("مَرْرَات"): one letter again.
    return re.sub(r"(.)\1", r"\1", re.sub("[\u064b-\u0652]", "", word))


# A few/many case whose count comes before its noun, after any words ("هناك # قِيَم", "أول # سلاسل").
CASE = re.compile(r"(few|many) \{([^{}#]*)# ([^{}\s]+)")


# Templates whose count is the subject of its sentence: the nominative.
NOMINATIVE = {"summary.missingMany.speech", "summary.outliers.many.speech", "summary.outliers.fit.speech"}


def rewrite(text, feminine_form="feminineCount"):
    """The speech template with each count of 3–99 spelled for its noun's gender."""
    out = []
    position = 0
    for plural in re.finditer(r"\{(\w+), plural, ", text):
        name = plural.group(1)
        end = _closing(text, plural.start())
        block = text[plural.start():end]

        def replace(match):
            category, before, noun = match.groups()
            word = bare(noun)
            if word in FEMININE:
                return "%s {%s{%s, inflect, %s} %s" % (category, before, name, feminine_form, noun)
            if word in MASCULINE and category == "many":
                return "%s {%s{%s, inflect, genitive} %s" % (category, before, name, noun)
            return match.group(0)

        block = CASE.sub(replace, block)
        # Counts ending in 00 (and 0, 1, 2 past a hundred): the noun follows the hundreds in the
        # genitive singular, "مِئَتَيْ فِئَة"; other counts there stay digits.
        construct = "hundredsNominative" if feminine_form == "feminineNominative" else "hundreds"
        block = re.sub(r"other \{([^{}#]*)# ", lambda m: "other {%s{%s, inflect, %s} " % (m.group(1), name, construct),
                       block)
        out.append(text[position:plural.start()] + block)
        position = end
    out.append(text[position:])
    return "".join(out)


def _closing(text, start):
    depth = 0
    for i in range(start, len(text)):
        depth += {"{": 1, "}": -1}.get(text[i], 0)
        if depth == 0:
            return i + 1
    raise ValueError(text)


# Display templates whose speech variant is the display text with the counts spelled.
NEEDS_SPEECH = ["count.month", "count.axes", "count.intervals", "unit.pp", "audio.caption.tones",
                "audio.legend.seriesLimited"]

if __name__ == "__main__":
    f = PhraseFile("ar")
    inflections = f.data.get("inflections", {})
    # "2" for a total after من whose elided noun is feminine ("السلسلة 1 من اثْنَتَيْن").
    inflections["feminineCount"] = {
        "cardinal": {"2": "اثْنَتَيْن", **{str(n): feminine(n) for n in range(3, 100)}, **HUNDREDS}}
    inflections["genitive"] = {
        "cardinal": {**{str(n): masculine(n) for n in range(2, 100) if masculine(n)}, **HUNDREDS}}
    inflections["feminineNominative"] = {
        "cardinal": {**{str(n): feminine_nominative(n) for n in range(3, 100)}, **HUNDREDS_NOMINATIVE}}
    inflections["hundreds"] = {"cardinal": CONSTRUCT}
    inflections["hundredsNominative"] = {"cardinal": CONSTRUCT_NOMINATIVE}
    f.set_top("inflections", inflections)
    for key, text in list(f.phrases.items()):
        # "N من M": M in the genitive, of the feminine noun it counts after السلسلة (series).
        form = "feminineCount" if "السلسلة {index} من" in text else "genitive"
        for old in (" من {total}", " من {total, inflect, genitive}"):
            if old in text:
                f.set(key, text.replace(old, " من {total, inflect, %s}" % form))
    for key in NEEDS_SPEECH:
        if key + ".speech" not in f.phrases:
            f.set(key + ".speech", f.get(key), after=key)
    for key, text in list(f.phrases.items()):
        if key.endswith(".speech") and not key.startswith("scale."):
            if key in NOMINATIVE:
                text = text.replace("{count, inflect, feminineCount}", "#")  # rewritten below
            new = rewrite(text, "feminineNominative" if key in NOMINATIVE else "feminineCount")
            if new != text:
                f.set(key, new)
    f.save()
