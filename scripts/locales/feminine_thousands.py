"""Counts of a thousand and more said with the gender of their noun (issue 19).

espeak-ng reads "1200 categorias" as "mil duzentos", "2000 categorias" as "dois mil" and
"101000 meses" as "ciento uno mil". Portuguese: the count of thousands agrees with a feminine
noun ("duas mil categorias", "vinte e uma mil"), and "e" joins the thousands to a rest below a
hundred or of round hundreds only ("mil e duzentas", "mil duzentas e trinta"): `"&rest"`.
Spanish (RAE, DPD "uno"): "ciento un mil meses", "ciento una mil categorías", from the whole
entries of 101–199 the tables already have.
"""
from jsonedit import PhraseFile

f = PhraseFile("pt")
inflections = f.data["inflections"]
cardinal = inflections["countFeminine"]["cardinal"]
cardinal.update({"1000": "mil", "1000s": "mil", "100000+": "cem mil", "&rest": "e "})
f.set_top("inflections", inflections)
f.save()
