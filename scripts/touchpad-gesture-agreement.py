#!/usr/bin/env python3
"""Prints the raw-fingers-versus-libinput touchpad gesture table of Traces/README.md.

For each raw touchpad recording given, runs `gesturekit replay --input-only --output jsonl` twice:
once reading the fingers (GestureKit's touchpad gesture stage, docs/touchpad-gestures.md) and once
`--through-libinput` (the recording replayed into real libinput through umockdev), and summarises the
touchpad gesture and finger-scroll events of each as one Markdown row.

Usage: scripts/touchpad-gesture-agreement.py GESTUREKIT RECORDING...
"""
import json
import subprocess
import sys


def summary(binary, recording, extra):
    """The gesture sequence and scroll totals of one replay, as text."""
    result = subprocess.run([binary, "replay", "--input-only", "--output", "jsonl", *extra, recording],
                            capture_output=True, text=True, timeout=300, check=False)
    if result.returncode != 0:
        return "error: " + (result.stderr.strip().splitlines() or ["?"])[-1]
    parts, scroll, steps, scale, angle = [], [0.0, 0.0], 0, None, 0.0
    for line in result.stdout.splitlines():
        try:
            e = json.loads(line)
        except json.JSONDecodeError:
            continue
        if e.get("event") == "touchpadGesture":
            kind, fingers, phase = e.get("kind"), e.get("fingers"), e.get("phase")
            if phase == "begin":
                parts.append(f"{kind} {fingers}")
            elif phase == "update" and kind == "pinch":
                scale = e.get("scale", scale)
                angle += e.get("angle", 0.0)
            elif phase in ("end", "cancel") or str(phase).startswith("end"):
                cancelled = e.get("cancelled") or phase == "cancel"
                suffix = " ✗" if cancelled else ""
                if kind == "pinch" and scale is not None:
                    suffix = f" ×{scale:.2f}, {angle * 57.29578:+.0f}°" + suffix
                    scale, angle = None, 0.0
                parts[-1:] = [(parts[-1] if parts else kind) + suffix]
        elif e.get("event") == "scroll" and e.get("source") == "finger":
            dx, dy = e.get("dx", 0.0), e.get("dy", 0.0)
            if dx or dy:
                if steps == 0:
                    parts.append("scroll")
                steps += 1
                scroll[0] += dx
                scroll[1] += dy
    text = ", ".join(parts) if parts else "nothing"
    if steps:
        text += f" (scroll {steps} steps, Σ {scroll[0]:.0f}, {scroll[1]:.0f})"
    return text


def main():
    if len(sys.argv) < 3:
        sys.exit(__doc__)
    binary = sys.argv[1]
    print("| recording | GestureKit, raw fingers | libinput 1.22 (`--through-libinput`) |")
    print("|---|---|---|")
    for recording in sys.argv[2:]:
        ours = summary(binary, recording, [])
        theirs = summary(binary, recording, ["--through-libinput"])
        print(f"| `{recording.split('/')[-1]}` | {ours} | {theirs} |", flush=True)


if __name__ == "__main__":
    main()
