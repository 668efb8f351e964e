#!/bin/sh
# Builds and tests examples/ConsumerTests, a package of someone else's that depends on this one by
# path and tests a recognizer of its own with GestureKitTesting: it fails when the public API
# breaks what users rely on (docs/testing.md, "In Swift"). Its own .build is separate from the
# root package's, so the first run builds GestureKit and its dependencies again.
# SWIFT names the toolchain's swift (as the Makefile's $(SWIFT)); default: the one on PATH.
set -eu
SWIFT=${SWIFT:-swift}
cd "$(dirname "$0")/../examples/ConsumerTests"
"$SWIFT" build --build-tests
"$SWIFT" test --skip-build
