#!/bin/sh
# Builds and tests examples/ConsumerTests, a package of someone else's that depends on this one by
# path and tests a recognizer of its own with GestureKitTesting: it fails when the public API
# breaks what users rely on (docs/testing.md, "In Swift"). Its own .build is separate from the
# root package's, so the first run builds GestureKit and its dependencies again.
set -eu
cd "$(dirname "$0")/../examples/ConsumerTests"
swift build --build-tests
swift test --skip-build
