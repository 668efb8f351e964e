#!/usr/bin/env bash
# Builds the DocC documentation of every module with a catalog (Sources/<Module>/<Module>.docc),
# with docc's warnings as errors: an unresolved symbol link, a topic naming a symbol that is gone,
# a malformed directive all fail the build. One invocation of swift-docc-plugin for all targets
# (each target's symbol graph comes from one shared build; per-target invocations repeat the
# plugin's build planning each time). Archives go to .build/docs/<Module>.doccarchive, not committed.
#
# Usage: scripts/docs.sh [--static]   (--static: transform the archives for static hosting, so a
# plain file server shows them; `python3 -m http.server -d .build/docs/GestureKit.doccarchive`,
# then /documentation/gesturekit)
set -euo pipefail
cd "$(dirname "$0")/.."
SWIFT=${SWIFT:-swift}

targets=()
for catalog in Sources/*/*.docc; do
    targets+=(--target "$(basename "$(dirname "$catalog")")")
done

extra=()
if [[ "${1:-}" == "--static" ]]; then
    extra+=(--transform-for-static-hosting)
fi

mkdir -p .build/docs
"$SWIFT" package --disable-sandbox generate-documentation "${targets[@]}" \
    --warnings-as-errors --output-path .build/docs "${extra[@]}"
