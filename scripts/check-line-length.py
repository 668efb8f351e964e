#!/usr/bin/env python3
"""Fails when a Swift source line is longer than 120 columns (issue 10: lines a reader trips on).

Lines inside multi-line string literals are data (recorded device descriptions, command examples)
and are exempt: their text is the value. Usage: scripts/check-line-length.py [PATH ...]
(default: every tracked .swift file)."""
import subprocess
import sys

LIMIT = 120  # columns; the issue's limit, also the width the Swift API guidelines' examples use


def long_lines(path):
    """Yields (line number, length) of each line over LIMIT outside a multi-line string literal."""
    inside = False
    with open(path, encoding="utf-8") as f:
        for number, line in enumerate(f, 1):
            text = line.rstrip("\n")
            if not inside and len(text) > LIMIT:
                yield number, len(text)
            if text.count('"""') % 2 == 1:
                inside = not inside


def main(paths):
    if not paths:
        paths = subprocess.run(["git", "ls-files", "*.swift"], capture_output=True, text=True,
                               check=True).stdout.split()
    found = 0
    for path in paths:
        for number, length in long_lines(path):
            print(f"{path}:{number}: {length} columns, at most {LIMIT} expected")
            found += 1
    if found:
        print(f"{found} line(s) over {LIMIT} columns", file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
