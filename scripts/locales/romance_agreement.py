"""Agreement read by a native editor in it, pt, es (issue 19).

- "Últimos valores, dezembro: Service B 5.480": a plural heading over one series. The code now
  passes `itemsKey` (`one`/`other`), and the heading agrees: "Último valor", "Ultimo valore".
- Radar: pt "seu ponto mais fraco é Speed, Shooting e Vision" and es "su punto más débil es …"
  put a singular predicate on a list; it "ha i valori più alti in Skill e il più basso in …"
  mixed plural and singular. Now the lowest value, as for bars: "tem o valor mais baixo em",
  "tiene el valor más bajo en", "ha il valore più alto in … e il più basso in …".
- Italian alt: "per 3 serie per games" used "per" for both the series and the x axis; now
  "con 3 serie", and a verb in the leader clause ("Norway è in testa in 3").
"""
from jsonedit import PhraseFile

LATEST = {"pt": "{itemsKey, select, one {Último valor} other {Últimos valores}}, {x}: {list}.",
          "es": "{itemsKey, select, one {Último valor} other {Últimos valores}}, {x}: {list}.",
          "it": "{itemsKey, select, one {Ultimo valore} other {Ultimi valori}}, {x}: {list}."}
for locale, text in LATEST.items():
    f = PhraseFile(locale)
    f.set("summary.latest", text)
    f.save()

f = PhraseFile("pt")
f.set("summary.radar.series", "{name} se destaca em {top} e tem o valor mais baixo em {weakest}; perfil {balance, select, "
      "balanced {equilibrado} uneven {um pouco desigual} other {muito desequilibrado}}.")
f.save()
f = PhraseFile("es")
f.set("summary.radar.series", "{name} destaca en {top} y tiene el valor más bajo en {weakest}; perfil {balance, select, "
      "balanced {equilibrado} uneven {algo desigual} other {muy desequilibrado}}.")
f.save()

f = PhraseFile("it")
f.set("summary.radar.series", "{name} ha il valore più alto in {top} e il più basso in {weakest}; profilo {balance, "
      "select, balanced {ben equilibrato} uneven {piuttosto disomogeneo} other {molto sbilanciato}}.")
f.set("alt.radar", "{kind} di {measure} su {axes} con {count}: {name} ha il valore più alto in {top}.")
for key in ["alt.series.leaderAll", "alt.series.leaderAllCrossing", "alt.series.leader", "alt.series.leaderCrossing",
            "alt.series.leaderTied", "alt.series.leaderChange", "alt.series.overtook"]:
    text = f.get(key).replace("{measure} per {count}", "{measure} con {count}")
    text = text.replace("{leader} sempre in testa", "{leader} è sempre in testa")
    text = text.replace("{leader} in testa in", "{leader} è in testa in")
    text = text.replace("{leaders} in testa in", "{leaders} sono in testa in")
    f.set(key, text)
f.save()
