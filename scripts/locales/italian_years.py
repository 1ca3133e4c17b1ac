"""Italian years take the article after a preposition: "tra il 2015 e il 2024", "rispetto al
2021", "dal 2010" (not "tra 2015 e 2024", "rispetto a 2021"), as quarters do ("rispetto al IV
trimestre"). An x position that is a year carries the select key `year`
(NumberPhrasing.containingYear) on a year axis of either type, numeric or temporal.

- Where a template already gives a quarter its article (`{x, select, quarter {rispetto al {x}}
  other {…}}`), a year gets the same branch.
- Elsewhere each x position after "tra … e", "da", "a", "fino a" gets a `year` (and `quarter`)
  branch with the article.

    python3 scripts/locales/italian_years.py
"""
import re

from jsonedit import PhraseFile

f = PhraseFile("it")
p = f.phrases

QUARTER_BRANCH = re.compile(r"\{(\w+), select, quarter \{([^{}]*\{\1\}[^{}]*)\} (?!year )")
X_NAMES = "x|previous|from|to|until|again|fromX|toX"
ARTICLE = {"tra": "tra il", "e": "e il", "da": "dal", "a": "al", "fino a": "fino al", "Pila a": "Pila al"}


def with_article(match):
    preposition, name = match.group(1), match.group(2)
    return "{%s, select, year {%s {%s}} quarter {%s {%s}} other {%s {%s}}}" % (
        name, ARTICLE[preposition], name, ARTICLE[preposition], name, preposition, name)


# Keys whose x positions follow a bare preposition; values (from/to of a change) are elsewhere.
BARE = {
    "range.fromTo": r"(tra|e) \{(from|to)\}", "at.between": r"(tra|e) \{(from|to)\}",
    "gap.periods.many": r"(tra|e) \{(from|to)\}", "summary.zeros": r"(tra|e) \{(from|to)\}",
    "readout.group": r"(tra|e) \{(fromX|toX)\}", "readout.groupMissing": r"(tra|e) \{(fromX|toX)\}",
    "readout.segment.flat": r"(tra|e) \{(fromX|toX)\}",
    "summary.sign.up": r"(fino a|da) \{(until|from)\}", "summary.sign.down": r"(fino a|da) \{(until|from)\}",
    "summary.sign.twice.up": r"(fino a|da|a) \{(until|from|to|again)\}",
    "summary.sign.twice.down": r"(fino a|da|a) \{(until|from|to|again)\}",
    "readout.stackParts": r"(Pila a) \{(x)\}", "summary.range.widest": r"(a) \{(x)\}",
}
for key, text in list(p.items()):
    new = QUARTER_BRANCH.sub(lambda m: "{%s, select, quarter {%s} year {%s} " % (m.group(1), m.group(2), m.group(2)),
                             text)
    if key in BARE and ", select, year {" not in text:  # not twice
        new = re.sub(r"(?<![\w{])" + BARE[key], with_article, new)
    if new != text:
        f.set(key, new)
        p[key] = new
f.save()
