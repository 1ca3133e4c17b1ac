"""CLDR's stand-alone wide month and weekday names for the ten locales, the oracle of
RecurringNamesTests (every locale names months 1-12 and weekdays 1-7 as CLDR does).

    pip install babel
    python3 Tests/Fixtures/oracles/generate_cldr_names.py > Tests/Fixtures/oracles/cldr-recurring-names.json
"""
import json

import babel
from babel import Locale

names = {"$comment": f"CLDR stand-alone wide names from Babel {babel.__version__}: months January first, "
         "weekdays Monday first (ISO 8601). Written by generate_cldr_names.py."}
for code in ["ar", "de", "en", "es", "fr", "hi", "it", "nl", "pl", "pt"]:
    locale = Locale.parse(code)
    names[code] = {
        "months": [locale.months["stand-alone"]["wide"][month] for month in range(1, 13)],
        # Babel counts weekdays from Monday (0).
        "weekdays": [locale.days["stand-alone"]["wide"][day] for day in range(7)],
    }
print(json.dumps(names, ensure_ascii=False, indent=1))
