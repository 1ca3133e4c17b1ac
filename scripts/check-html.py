#!/usr/bin/env python3
"""Parses chartvoice's committed HTML with a real HTML5 parser (html5lib, strict mode).

Every HTML golden (Tests/ChartNarrationTests/Golden/html/<locale>/*.html, fragments) and the
publishing example (docs/examples/*.html: the fragment and the page) must parse without one parse
error, and hold no script, no style and no event-handler attribute. Run at fixture time, after
re-recording the goldens or `make docs-example`:

    pip install html5lib==1.1
    scripts/check-html.py            # prints "checked N files" or each problem, exit 1

The Swift tests compare the goldens and check their structure without Python.
"""
import pathlib
import sys

import html5lib

ROOT = pathlib.Path(__file__).resolve().parent.parent
FRAGMENTS = sorted((ROOT / "Tests/ChartNarrationTests/Golden/html").rglob("*.html")) + [
    ROOT / "docs/examples/monthly-revenue.html"
]
PAGES = [ROOT / "docs/examples/page.html"]


def problems(path, text, fragment):
    parser = html5lib.HTMLParser(strict=True, namespaceHTMLElements=False)
    try:
        tree = parser.parseFragment(text, container="div") if fragment else parser.parse(text)
    except html5lib.html5parser.ParseError as error:
        line, column = parser.errors[0][0] if parser.errors else ("?", "?")
        return [f"{path}:{line}:{column}: {error}"]
    found = []
    # Every element the parser built is one the text wrote: none implied (a <tbody> the table
    # lacked, a <p> closed by the figure's end).
    import collections
    import re
    written = collections.Counter(match.lower() for match in re.findall(r"<([A-Za-z][A-Za-z0-9]*)", text))
    built = collections.Counter(element.tag for element in tree.iter() if isinstance(element.tag, str))
    built.pop("DOCUMENT_FRAGMENT", None)
    for name in sorted(set(written) | set(built)):
        if written[name] != built[name]:
            found.append(f"{path}: {written[name]} <{name}> tags written, {built[name]} elements parsed")
    implied = re.findall(r"<(p|li|td|th|tr|thead|tbody|caption|figcaption|summary|details|audio|figure|h[1-6])\b", text)
    for name in set(implied):
        if len(re.findall(f"<{name}[ >]", text)) != text.count(f"</{name}>"):
            found.append(f"{path}: <{name}> is not always closed")
    for element in tree.iter():
        if element.tag in ("script", "style"):
            found.append(f"{path}: a <{element.tag}> element")
        for name in element.attrib:
            if name == "style" or name.startswith("on"):
                found.append(f"{path}: a '{name}' attribute on <{element.tag}>")
    if fragment and "\n\n" in text:
        found.append(f"{path}: a blank line (a Markdown page would end the HTML block there)")
    return found


def main():
    found = []
    files = [(path, True) for path in FRAGMENTS] + [(path, False) for path in PAGES]
    for path, fragment in files:
        if not path.exists():
            found.append(f"{path}: missing")
            continue
        found += problems(path.relative_to(ROOT), path.read_text(encoding="utf-8"), fragment)
    for line in found:
        print(line, file=sys.stderr)
    print(f"checked {len(files)} files: {len(found)} problems")
    return 1 if found else 0


if __name__ == "__main__":
    sys.exit(main())
