#!/usr/bin/env bash
# Installs those of the named Debian packages that are not installed yet (quick when none is
# missing). The one place the scripts install system packages: setup.sh, test-bridge.sh and
# test-daemon.sh call it.
#   scripts/install-debs.sh LABEL PACKAGE…      LABEL prefixes the progress and error lines
set -euo pipefail
label="$1"; shift
missing=()
for p in "$@"; do
  dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing+=("$p")
done
if [ ${#missing[@]} -eq 0 ]; then exit 0; fi
echo "$label: installing ${missing[*]}" >&2
SUDO=""
if [ "$(id -u)" -ne 0 ]; then
  if command -v sudo >/dev/null; then SUDO="sudo"; else
    echo "$label: need root (or sudo) to install: ${missing[*]}" >&2; exit 1
  fi
fi
$SUDO apt-get update -qq
DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
