#!/usr/bin/env bash
# Make sure the Debian Chromium the tests use exists at /usr/bin/chromium (or $CHROMIUM_PATH).
# Browsers are never downloaded by npm packages here: Playwright and web-test-runner are
# pointed at this binary through executablePath.
set -euo pipefail

CHROMIUM="${CHROMIUM_PATH:-/usr/bin/chromium}"

if [ -x "$CHROMIUM" ]; then
  echo "chromium: found $CHROMIUM"
  exit 0
fi

if ! command -v apt-get >/dev/null 2>&1; then
  echo "chromium: $CHROMIUM is missing and apt-get is not available." >&2
  echo "Install Chromium with your system's package manager and set CHROMIUM_PATH to its binary." >&2
  exit 1
fi

if [ "$(id -u)" -eq 0 ]; then
  SUDO=()
elif command -v sudo >/dev/null 2>&1; then
  SUDO=(sudo)
  echo "chromium: not root, installing with sudo"
else
  echo "chromium: $CHROMIUM is missing; installing it needs root and sudo is not available." >&2
  echo "As root run: apt-get update && apt-get install -y chromium" >&2
  exit 1
fi

echo "chromium: installing the Debian package (apt-get update && apt-get install -y chromium)"
"${SUDO[@]}" env DEBIAN_FRONTEND=noninteractive apt-get update
"${SUDO[@]}" env DEBIAN_FRONTEND=noninteractive apt-get install -y --no-install-recommends chromium fonts-liberation

if [ ! -x "$CHROMIUM" ]; then
  echo "chromium: the package installed but $CHROMIUM does not exist; set CHROMIUM_PATH" >&2
  exit 1
fi
"$CHROMIUM" --version || true
