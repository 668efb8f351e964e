#!/usr/bin/env python3
"""Lists public functions, initializers and subscripts whose `///` comment does not document what
they take, return and throw (issue 25: a DocC page shows these as "Parameters", "Return Value" and
"Throws"; a missing one leaves the reader guessing).

A declaration is public when it says `public` or `open`, or is a requirement of a public protocol.
It is reported when its `///` comment lacks:
- a `- Parameter name:` (or a `name:` item under `- Parameters:`) for each parameter, by its
  argument label or its local name;
- `- Returns:` when it is a function returning something other than `Void`;
- `- Throws:` when it `throws` (a `rethrows` only passes its argument's errors on).
Conformance members documented by their protocol (`init(from:)`, `encode(to:)`, `hash(into:)`, literals,
operators) are skipped.

Usage: scripts/check-doc-comments.py [--count] [PATH|FOLDER ...] (default: every tracked .swift file
of the library modules under Sources/). Exits 1 when anything is reported; --count prints only the totals per module."""
import os
import re
import subprocess
import sys
from collections import Counter

DECLARATION = re.compile(
    r"^\s*(?:@[\w.]+(?:\([^)]*\))?\s+)*"
    r"(?P<modifiers>(?:(?:public|open|internal|fileprivate|private|package|static|class|final|override|"
    r"mutating|nonmutating|nonisolated|convenience|required|dynamic|indirect|consuming|borrowing)"
    r"(?:\([^)]*\))?\s+)*)"
    r"(?P<kind>func|init|subscript)\b")
CONTAINER = re.compile(r"\b(?P<kind>protocol|struct|class|enum|actor|extension)\b")
# Members whose documentation is their protocol's (DocC shows the protocol's text).
INHERITED = {"init(from:)", "encode(to:)", "hash(into:)", "init(integerLiteral:)", "init(floatLiteral:)",
             "init(stringLiteral:)", "init(arrayLiteral:)", "init(dictionaryLiteral:)"}
# Executable targets: their `public` declarations are nobody's API.
EXECUTABLES = {"gesturekit", "LiveInputProbe"}
CONTINUATION = re.compile(r"^\s*(->|throws|rethrows|async|where|\))")


def code_part(line):
    """The line without its `//` comment and with string literal contents blanked."""
    out, quoted, i = [], False, 0
    while i < len(line):
        c = line[i]
        if quoted:
            if c == "\\":
                i += 2
                continue
            if c == '"':
                quoted = False
                out.append(c)
            i += 1
            continue
        if c == '"':
            quoted = True
            out.append(c)
        elif line.startswith("//", i):
            break
        else:
            out.append(c)
        i += 1
    return "".join(out)


def split_top_level(text):
    """Splits a parameter list at its top-level commas."""
    parts, depth, angles, current = [], 0, 0, []
    for i, c in enumerate(text):
        before = text[i - 1:i]
        if c in "([{":
            depth += 1
        elif c in ")]}":
            depth -= 1
        elif c == "<" and (before.isalnum() or before == "_"):   # a generic argument list, not `<<`
            angles += 1
        elif c == ">" and angles and before != "-":   # not the arrow of a function type
            angles -= 1
        if c == "," and depth == 0 and angles == 0:
            parts.append("".join(current))
            current = []
        else:
            current.append(c)
    if "".join(current).strip():
        parts.append("".join(current))
    return parts


def parameters(signature, kind):
    """(label, local name) pairs of the declaration's parameters, and the text after the list."""
    start = signature.find("(", signature.find(kind) + len(kind))
    if start < 0:
        return [], ""
    depth = 0
    for end in range(start, len(signature)):
        if signature[end] == "(":
            depth += 1
        elif signature[end] == ")":
            depth -= 1
            if depth == 0:
                break
    names = []
    for item in split_top_level(signature[start + 1:end]):
        head = item.split(":", 1)[0].split()
        head = [word for word in head if word not in ("inout", "borrowing", "consuming", "isolated")]
        if not head:
            continue
        label, local = head[0], head[-1]
        names.append((label, local))
    return names, signature[end + 1:]


def declaration_name(signature, kind, params):
    if kind != "func":
        return f"{kind}({''.join(label + ':' for label, _ in params)})"
    match = re.search(r"\bfunc\s+([^\s(<]+)", signature)
    name = match.group(1) if match else "?"
    return f"{name}({''.join(label + ':' for label, _ in params)})"


def documented(doc, name):
    return re.search(rf"^\s*-\s*(Parameter\s+)?`?{re.escape(name)}`?\s*:", doc, re.MULTILINE) is not None


def missing(doc, kind, signature, params, tail):
    gaps = []
    for label, local in params:
        if not (documented(doc, local) or (label != "_" and documented(doc, label))):
            gaps.append(f"parameter `{local}`")
    body = tail.split("{", 1)[0]
    if kind == "func":
        returns = re.search(r"->\s*(?P<type>.+?)(\bwhere\b|$)", body.strip(), re.DOTALL)
        if returns and returns.group("type").strip() not in ("Void", "()", "Never"):
            if not re.search(r"^\s*-\s*Returns:", doc, re.MULTILINE):
                gaps.append("`- Returns:`")
    if re.search(r"\bthrows\b", body.split("->", 1)[0]) and not re.search(r"^\s*-\s*Throws:", doc, re.MULTILINE):
        gaps.append("`- Throws:`")
    return gaps


def check(path):
    """Yields (line number, declaration name, gaps) for each public declaration that lacks docs."""
    with open(path, encoding="utf-8") as f:
        lines = f.read().split("\n")
    depth = 0
    # Depth at which each open public protocol's body starts (its requirements are public).
    protocol_depths = []
    doc = []
    in_block_string = False
    i = 0
    while i < len(lines):
        raw = lines[i]
        stripped = raw.strip()
        if raw.count('"""') % 2 == 1:
            in_block_string = not in_block_string
            i += 1
            continue
        if in_block_string:
            i += 1
            continue
        if stripped.startswith("///"):
            doc.append(stripped[3:])
            i += 1
            continue
        code = code_part(raw)
        match = DECLARATION.match(code)
        if match:
            modifiers = match.group("modifiers")
            kind = match.group("kind")
            in_protocol = bool(protocol_depths) and depth == protocol_depths[-1]
            public = bool(re.search(r"\b(public|open)\b(?!\()", modifiers)) or in_protocol
            signature, j = code, i
            while True:
                opened = signature.count("(") - signature.count(")")
                if "(" in signature and opened <= 0:
                    following = lines[j + 1] if j + 1 < len(lines) else ""
                    if "{" in signature or not CONTINUATION.match(following) or following.strip() == ")":
                        if not signature.rstrip().endswith("->"):
                            break
                j += 1
                if j >= len(lines):
                    break
                signature += " " + code_part(lines[j])
            params, tail = parameters(signature, kind)
            name = declaration_name(signature, kind, params)
            operator = kind == "func" and not re.match(r"\w", name)
            if public and not operator and name not in INHERITED:
                gaps = missing("\n".join(doc), kind, signature, params, tail)
                if gaps:
                    yield i + 1, name, gaps
            for k in range(i, j + 1):
                text = code_part(lines[k])
                depth += text.count("{") - text.count("}")
            i = j + 1
            doc = []
            continue
        if not stripped.startswith("@"):
            container = CONTAINER.search(code)
            if container and container.group("kind") == "protocol" and re.search(r"\bpublic\b", code):
                protocol_depths.append(depth + 1)
            depth += code.count("{") - code.count("}")
            while protocol_depths and depth < protocol_depths[-1]:
                protocol_depths.pop()
            doc = []
        i += 1


def module_of(path):
    parts = path.split("/")
    return parts[1] if len(parts) > 2 and parts[0] == "Sources" else parts[0]


def main(arguments):
    count_only = "--count" in arguments
    paths = [a for a in arguments if a != "--count"]
    if not paths:
        paths = [path for path in subprocess.run(["git", "ls-files", "Sources/*.swift"], capture_output=True,
                                                 text=True, check=True).stdout.split()
                 if module_of(path) not in EXECUTABLES]
    files = []
    for path in paths:
        if os.path.isdir(path):
            files += sorted(os.path.join(folder, name) for folder, _, names in os.walk(path)
                            for name in names if name.endswith(".swift"))
        else:
            files.append(path)
    per_module = Counter()
    for path in files:
        for number, name, gaps in check(path):
            per_module[module_of(path)] += 1
            if not count_only:
                print(f"{path}:{number}: {name} lacks {', '.join(gaps)} in its /// comment")
    for module, count in sorted(per_module.items()):
        print(f"{module}: {count}", file=sys.stderr)
    total = sum(per_module.values())
    if total:
        print(f"{total} public declaration(s) with undocumented parameters, returns or throws", file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
