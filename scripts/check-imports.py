#!/usr/bin/env python3
"""Fails when a target's Swift files import a module its Package.swift entry does not declare.

A module reached only through another target's dependencies builds today and breaks when that
target stops depending on it; declaring every import keeps the module graph in Package.swift the
one place to read it. Only `import` lines at the start of a line count (an indented one is text in
a string literal). Usage: scripts/check-imports.py (reads `swift package dump-package`)."""
import json
import os
import re
import subprocess
import sys

# Modules of the toolchain and the system, never declared.
PLATFORM = {"Foundation", "FoundationEssentials", "FoundationXML", "Glibc", "Musl", "Darwin",
            "Dispatch", "Synchronization", "Testing", "XCTest", "_Concurrency"}
IMPORT = re.compile(r"^(?:@\w+(?:\([^)]*\))?\s+)*import\s+(?:(?:struct|enum|class|func|protocol)\s+)?(\w+)")


def imports(folder):
    """The module names imported by the .swift files under `folder`."""
    found = set()
    for root, _, files in os.walk(folder):
        for name in files:
            if name.endswith(".swift"):
                with open(os.path.join(root, name), encoding="utf-8") as f:
                    found.update(m.group(1) for m in map(IMPORT.match, f) if m)
    return found


def main():
    package = json.loads(subprocess.check_output(["swift", "package", "dump-package"]))
    failures = 0
    for target in package["targets"]:
        if target["type"] == "system":
            continue
        default = ("Tests/" if target["type"] == "test" else "Sources/") + target["name"]
        declared = {value[0] for dependency in target["dependencies"] for value in dependency.values()}
        undeclared = imports(target.get("path") or default) - declared - PLATFORM - {target["name"]}
        if undeclared:
            failures += 1
            print(f"Package.swift: target {target['name']} imports {', '.join(sorted(undeclared))} "
                  "without declaring it; add it to the target's dependencies")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
