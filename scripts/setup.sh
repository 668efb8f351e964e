#!/usr/bin/env bash
# Installs the system packages GestureKit needs on Debian 12 (idempotent; quick when all present).
# libinput-dev/libudev-dev: the CLibinput target. umockdev, libinput-tools, evemu-tools: the
# real-libinput tests (emulated devices). valgrind: instruction-count profiling for benchmarks.
# libsystemd-dev (sd-bus) and libevdev-dev (uinput): the daemon's touchegg server and keys action;
# python3-gi: the daemon test's real D-Bus client, as GNOME's extension subscribes.
set -euo pipefail
packages=(libinput-dev libudev-dev libevdev-dev libsystemd-dev python3-gi umockdev libinput-tools evemu-tools pkg-config gcc)
missing=()
for p in "${packages[@]}"; do
  dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing+=("$p")
done
if [ ${#missing[@]} -eq 0 ]; then exit 0; fi
echo "setup: installing ${missing[*]}" >&2
SUDO=""
if [ "$(id -u)" -ne 0 ]; then
  if command -v sudo >/dev/null; then SUDO="sudo"; else
    echo "setup: need root (or sudo) to install: ${missing[*]}" >&2; exit 1
  fi
fi
$SUDO apt-get update -qq
DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
