"""Edits phrase files in place, one key per line, keeping each file's layout and escapes.

    from jsonedit import PhraseFile
    f = PhraseFile("pl"); f.set("at.month", "{x, inflect, inMonth}"); f.save()
"""
import json
import os
import re

LOCALES = os.path.join(os.path.dirname(__file__), "..", "..", "Locales")


def encode(text):
    return json.dumps(text, ensure_ascii=False).replace("\u00a0", "\\u00a0").replace("\u202f", "\\u202f").replace("\u200e", "\\u200e").replace("\u200f", "\\u200f")


class PhraseFile:
    def __init__(self, locale):
        self.path = os.path.join(LOCALES, locale + ".json")
        self.lines = open(self.path, encoding="utf-8").read().split("\n")
        self.data = json.load(open(self.path, encoding="utf-8"))
        self.phrases = self.data["phrases"]

    def _index(self, key):
        prefix = "    " + encode(key) + ": "
        for i, line in enumerate(self.lines):
            if line.startswith(prefix):
                return i
        return None

    def get(self, key):
        return self.phrases.get(key)

    def set(self, key, value, after=None):
        """Replaces a key's text, or inserts a new key after `after` (a key) when it is absent."""
        i = self._index(key)
        line = "    " + encode(key) + ": " + encode(value) + ","
        if i is not None:
            end = "," if self.lines[i].rstrip().endswith(",") else ""
            self.lines[i] = line[:-1] + end
        else:
            j = self._index(after)
            assert j is not None, (key, after)
            self.lines.insert(j + 1, line)
        self.phrases[key] = value

    def set_top(self, field, value, before='  "phrases": {'):
        """Sets a top-level field written on one line, before `phrases`."""
        prefix = "  " + encode(field) + ": "
        line = prefix + json.dumps(value, ensure_ascii=False) + ","
        for i, existing in enumerate(self.lines):
            if existing.startswith(prefix):
                self.lines[i] = line
                return
        self.lines.insert(self.lines.index(before), line)

    def save(self):
        text = "\n".join(self.lines)
        json.loads(text)  # still valid JSON
        open(self.path, "w", encoding="utf-8").write(text)
