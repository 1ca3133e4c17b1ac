"""German "zwischen … und …": the second number is in the dative too (issue 19).

"zwischen einer Million und eine Million" read the number after "und" in the nominative; the
`pairs` of `casesAfterPrepositions` let "und" govern as "zwischen" does, the first time it
follows it in the clause.
"""
from jsonedit import PhraseFile

f = PhraseFile("de")
cases = f.data["casesAfterPrepositions"]
cases["pairs"] = {"zwischen": "und"}
f.set_top("casesAfterPrepositions", cases)
f.save()

# "vom 1. Quartal 2021 bis zum 4. Quartal 2022": quarters are masculine-neuter nouns with an
# article after "von" and "bis" ("von 1. Quartal" lacked it); speech "vom ersten Quartal".
f = PhraseFile("de")
inflections = f.data["inflections"]
inflections["quarterRange"] = {"words": {"bis": "bis zum", "erstes": "ersten", "zweites": "zweiten",
                                         "drittes": "dritten", "viertes": "vierten"}}
f.set_top("inflections", inflections)
f.set("span.temporal", "{xKey, select, quarter {vom {range, inflect, quarterRange}} day {vom {range}} "
      "hour {vom {range}} minute {vom {range}} second {vom {range}} other {von {range}}}")
f.save()
