#!/usr/bin/env python3
"""Large reader inputs for the benchmarks and the byte-identity check (issue 13); not committed.

  make-reader-inputs.py yaml ROWS OUT.yaml          libinput record: a two-finger touchscreen
  make-reader-inputs.py evemu ROWS OUT.evemu        evemu: taps, pans and pinches on that screen
  make-reader-inputs.py debug-events LINES OUT.txt  libinput debug-events: touchpad pinches,
                                                    holds and finger scrolls
  make-reader-inputs.py yaml-from-evemu IN.evemu OUT.yaml   a real evemu recording as libinput record

Row formats follow libinput-record(1), evemu-record and `libinput debug-events` as written by
libinput 1.22 (../shared/LIBINPUT-NOTES.md). Deterministic: the same arguments give the same file.
"""
import random
import sys

ABS = {0: (0, 4095, 16), 1: (0, 4095, 16), 47: (0, 9, 0), 53: (0, 4095, 16), 54: (0, 4095, 16), 57: (0, 65535, 0)}


def frames(rows, rnd):
    """(sec, usec, type, code, value) rows of a two-finger touchscreen: lands, moves, lifts."""
    t = 0
    tracking = 100
    out = 0
    while out < rows:
        gesture = rnd.choice(["tap", "pan", "pinch"])
        fingers = 1 if gesture != "pinch" else 2
        pts = [[rnd.randint(500, 3500), rnd.randint(500, 3500)] for _ in range(fingers)]
        # down
        batch = []
        for s in range(fingers):
            batch += [(3, 47, s), (3, 57, tracking), (3, 53, pts[s][0]), (3, 54, pts[s][1])]
            tracking += 1
        batch += [(1, 330, 1), (3, 0, pts[0][0]), (3, 1, pts[0][1]), (0, 0, 0)]
        yield t, batch
        out += len(batch)
        steps = 2 if gesture == "tap" else rnd.randint(20, 60)
        for _ in range(steps):
            t += 8000
            batch = []
            for s in range(fingers):
                d = 1 if s == 0 else -1
                pts[s][0] = min(4095, max(0, pts[s][0] + d * rnd.randint(1, 9)))
                pts[s][1] = min(4095, max(0, pts[s][1] + rnd.randint(-9, 9)))
                batch += [(3, 47, s), (3, 53, pts[s][0]), (3, 54, pts[s][1])]
            batch += [(3, 0, pts[0][0]), (3, 1, pts[0][1]), (0, 0, 0)]
            yield t, batch
            out += len(batch)
        t += 8000
        batch = []
        for s in range(fingers):
            batch += [(3, 47, s), (3, 57, -1)]
        batch += [(1, 330, 0), (0, 0, 0)]
        yield t, batch
        out += len(batch)
        t += rnd.randint(150_000, 400_000)


def yaml_header(name, codes, absinfo, props):
    w = ["version: 1", "ndevices: 1", "libinput:", '  version: "1.22.1"', "system:", '  os: "debian:12"',
         '  kernel: "6.1.0"', "devices:", "- node: /dev/input/event7", "  evdev:", f'    name: "{name}"',
         "    id: [3, 4660, 22136, 256]", "    codes:"]
    for ty in sorted(codes):
        w.append(f"      {ty}: [{', '.join(str(c) for c in sorted(codes[ty]))}]")
    w.append("    absinfo:")
    for code in sorted(absinfo):
        w.append(f"      {code}: [{', '.join(str(v) for v in absinfo[code])}]")
    w.append(f"    properties: [{', '.join(str(p) for p in props)}]")
    w += ["  udev:", "    properties:", "    - ID_INPUT=1", "    - ID_INPUT_TOUCHSCREEN=1", "  quirks:", "  events:"]
    return "\n".join(w) + "\n"


def yaml_rows(out, batches):
    for t, batch in batches:
        out.write("  - evdev:\n")
        for ty, code, value in batch:
            out.write(f"    - [{t // 1_000_000:3d}, {t % 1_000_000:6d}, {ty:3d}, {code:3d}, {value:6d}] # EV\n")


def make_yaml(rows, path):
    rnd = random.Random(13)
    codes = {0: [0, 1, 3], 1: [330], 3: sorted(ABS)}
    absinfo = {c: [lo, hi, 0, 0, res] for c, (lo, hi, res) in ABS.items()}
    with open(path, "w") as out:
        out.write(yaml_header("GestureKit Bench Touchscreen", codes, absinfo, [1]))
        yaml_rows(out, frames(rows, rnd))


def make_evemu(rows, path):
    rnd = random.Random(13)
    with open(path, "w") as out:
        out.write("# EVEMU 1.3\n# Input device name: \"GestureKit Bench Touchscreen\"\nN: GestureKit Bench Touchscreen\n")
        out.write("I: 0003 1234 5678 0100\nP: 02 00 00 00 00 00 00 00\n")
        out.write("B: 00 0b 00 00 00 00 00 00 00\n")
        out.write("B: 01 " + " ".join(["00"] * 41 + ["04"] + ["00"] * 54) + "\n")
        out.write("B: 03 03 00 00 00 00 80 60 02\n")
        for code, (lo, hi, res) in sorted(ABS.items()):
            out.write(f"A: {code:02x} {lo} {hi} 0 0 {res}\n")
        for t, batch in frames(rows, rnd):
            for ty, code, value in batch:
                out.write(f"E: {t // 1_000_000}.{t % 1_000_000:06d} {ty:04x} {code:04x} {value:04d}\n")


def make_debug_events(lines, path):
    rnd = random.Random(13)
    with open(path, "w") as out:
        out.write("-event21  DEVICE_ADDED            Synaptics TM3276-022              seat0 default group1  cap:pg  size 97x65mm tap(dl off) left scroll-nat\n")
        n = 1
        t = 0.3
        while n < lines:
            kind = rnd.choice(["pinch", "hold", "scroll"])
            if kind == "hold":
                out.write(f" event21  GESTURE_HOLD_BEGIN      +{t:.3f}s\t2\n")
                t += 0.2
                out.write(f" event21  GESTURE_HOLD_END        +{t:.3f}s\t2\n")
                n += 2
            elif kind == "pinch":
                out.write(f" event21  GESTURE_PINCH_BEGIN     +{t:.3f}s\t2\n")
                scale = 1.0
                for _ in range(rnd.randint(20, 60)):
                    t += 0.007
                    scale *= 0.98
                    dx, dy = rnd.uniform(-0.6, 0.6), rnd.uniform(-0.6, 0.6)
                    out.write(f" event21  GESTURE_PINCH_UPDATE    +{t:.3f}s\t2 {dx:5.2f}/{dy:5.2f} ({dx:5.2f}/{dy:5.2f} unaccelerated)  {scale:.2f} @ {rnd.uniform(-0.05, 0.05):5.2f}\n")
                    n += 1
                t += 0.007
                out.write(f" event21  GESTURE_PINCH_END       +{t:.3f}s\t2\n")
                n += 2
            else:
                for _ in range(rnd.randint(10, 40)):
                    t += 0.007
                    v = rnd.uniform(-8, 8)
                    out.write(f" event21  POINTER_SCROLL_FINGER   +{t:.3f}s\tvert {v:.2f}/0.0* horiz 0.00/0.0 (finger)\n")
                    n += 1
                t += 0.007
                out.write(f" event21  POINTER_SCROLL_FINGER   +{t:.3f}s\tvert 0.00/0.0* horiz 0.00/0.0 (finger)\n")
                n += 1
            t += rnd.uniform(0.3, 0.8)


def bits(hexbytes):
    out = []
    for i, b in enumerate(hexbytes):
        v = int(b, 16)
        out += [i * 8 + k for k in range(8) if v & (1 << k)]
    return out


def yaml_from_evemu(src, path):
    name, codes, absinfo, props, events = "unnamed", {}, {}, [], []
    masks = {}
    for line in open(src, encoding="utf-8", errors="replace"):
        if line.startswith("N: "):
            name = line[3:].strip().replace('"', "'")
        elif line.startswith("P: "):
            props += line[3:].split()
        elif line.startswith("B: "):
            parts = line[3:].split()
            masks.setdefault(int(parts[0], 16), []).extend(parts[1:])
        elif line.startswith("A: "):
            p = line[3:].split()
            absinfo[int(p[0], 16)] = [int(v) for v in p[1:6]] + [0] * (5 - len(p[1:6]))
        elif line.startswith("E: "):
            p = line[3:].split()
            sec, usec = p[0].split(".")
            events.append((int(sec), int(usec), int(p[1], 16), int(p[2], 16), int(p[3])))
    for ty, m in masks.items():
        c = bits(m)
        if c and ty != 0:
            codes[ty] = c
    codes[0] = [0, 1, 3]
    with open(path, "w") as out:
        out.write(yaml_header(name, codes, absinfo, bits(props)))
        batch = []
        for e in events:
            batch.append(e)
            if e[2] == 0 and e[3] == 0:
                out.write("  - evdev:\n")
                for s, u, ty, code, v in batch:
                    out.write(f"    - [{s:3d}, {u:6d}, {ty:3d}, {code:3d}, {v:6d}] # EV\n")
                batch = []
        if batch:
            out.write("  - evdev:\n")
            for s, u, ty, code, v in batch:
                out.write(f"    - [{s:3d}, {u:6d}, {ty:3d}, {code:3d}, {v:6d}]\n")


if __name__ == "__main__":
    kind = sys.argv[1]
    if kind == "yaml":
        make_yaml(int(sys.argv[2]), sys.argv[3])
    elif kind == "evemu":
        make_evemu(int(sys.argv[2]), sys.argv[3])
    elif kind == "debug-events":
        make_debug_events(int(sys.argv[2]), sys.argv[3])
    elif kind == "yaml-from-evemu":
        yaml_from_evemu(sys.argv[2], sys.argv[3])
    else:
        sys.exit(__doc__)
