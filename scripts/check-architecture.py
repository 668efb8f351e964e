#!/usr/bin/env python3
"""Keeps docs/architecture.md true: every file its table names exists in the row's modules, and
every function named in parentheses after a file (`process(_:emit:)`, `requestStart`) is declared
in that file (a name after an arrow, `f` → `g`, is what f calls, and is not checked). Run by `make lint`; prints each stale reference and exits 1.

    scripts/check-architecture.py [docs/architecture.md]
"""
import re
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
DOC = (Path(sys.argv[1]).resolve() if len(sys.argv) > 1 else ROOT / "docs" / "architecture.md")

# A file or folder: a path ending in .swift or a slash. After it, optionally "(`f(...)`…)".
FILE = re.compile(r"`([\w+/.-]+(?:\.swift|/))`")
FUNC = re.compile(r"`(?:[\w.]+\.)?([a-z]\w*)(?:\([^`]*?\))?`")


def candidates(path: str, modules: list[str]) -> list[Path]:
    """Where `path` may live: under each of the row's modules, `gesturekit/…` under Sources/."""
    places = [ROOT / "Sources" / m / path for m in modules]
    places.append(ROOT / "Sources" / path)
    return places


def check_row(cells: list[str], number: str, problems: list[str]) -> None:
    modules = re.findall(r"`(\w+)`", cells[2])
    text = cells[3]
    spans = list(FILE.finditer(text))
    for i, match in enumerate(spans):
        path = match.group(1)
        found = next((p for p in candidates(path, modules) if p.exists()), None)
        if found is None:
            problems.append(f"step {number}: `{path}` is in none of {modules or ['Sources']}")
            continue
        if found.is_dir():
            continue
        # The functions named right after this file, up to the next file.
        end = spans[i + 1].start() if i + 1 < len(spans) else len(text)
        after = text[match.end():end]
        if not after.lstrip().startswith("("):
            continue
        source = found.read_text(encoding="utf-8")
        for call in FUNC.finditer(after):
            if after[:call.start()].rstrip().endswith("→"):
                continue  # `f` → `g`: g is what f calls, declared elsewhere
            name = call.group(1)
            if not re.search(rf"\b(func|init|var)\s+{re.escape(name)}\b|\bcase\s+{re.escape(name)}\b", source):
                problems.append(f"step {number}: `{name}` is not declared in {found.relative_to(ROOT)}")


def main() -> int:
    problems: list[str] = []
    rows = 0
    for line in DOC.read_text(encoding="utf-8").splitlines():
        cells = [c.strip() for c in line.strip().strip("|").split("|")]
        if len(cells) != 4 or not re.fullmatch(r"\d+\S*", cells[0]):
            continue
        rows += 1
        check_row(cells, cells[0], problems)
    if rows == 0:
        problems.append("no table rows found: the checker no longer understands the page")
    for p in problems:
        print(f"{DOC.relative_to(ROOT)}: {p}")
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
