#!/usr/bin/env bash
# Installs the system packages GestureKit needs on Debian 12 (idempotent; quick when all present).
# libinput-dev/libudev-dev: the CLibinput target. umockdev, libinput-tools, evemu-tools: the
# real-libinput tests (emulated devices). valgrind: instruction-count profiling for benchmarks.
# libsystemd-dev (sd-bus) and libevdev-dev (uinput): the daemon's touchegg server and keys action;
# python3-gi: the daemon test's real D-Bus client, as GNOME's extension subscribes.
set -euo pipefail
packages=(libinput-dev libudev-dev libevdev-dev libsystemd-dev python3-gi umockdev libinput-tools evemu-tools pkg-config gcc)
exec bash "$(dirname "$0")/install-debs.sh" setup "${packages[@]}"
