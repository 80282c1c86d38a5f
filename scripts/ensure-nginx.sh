#!/usr/bin/env bash
# Make sure an nginx binary exists ($NGINX_PATH, else /usr/sbin/nginx) for the deployment smoke
# (scripts/nginx-smoke.mjs), installing Debian's package when it is missing. The smoke runs its
# own nginx (its own prefix, config and port); the package's service is never used, nor started
# by this install.
set -euo pipefail

NGINX="${NGINX_PATH:-/usr/sbin/nginx}"

if [ -x "$NGINX" ]; then
  echo "nginx: found $NGINX"
  exit 0
fi

if ! command -v apt-get >/dev/null 2>&1; then
  echo "nginx: $NGINX is missing and apt-get is not available." >&2
  echo "Install nginx with your system's package manager and set NGINX_PATH to its binary." >&2
  exit 1
fi

if [ "$(id -u)" -eq 0 ]; then
  SUDO=()
elif command -v sudo >/dev/null 2>&1; then
  SUDO=(sudo)
  echo "nginx: not root, installing with sudo"
else
  echo "nginx: $NGINX is missing; installing it needs root and sudo is not available." >&2
  echo "As root run: apt-get update && apt-get install -y nginx" >&2
  exit 1
fi

# Debian starts a package's service on install unless policy-rc.d says no: say no for this
# install only (a machine that already has a policy keeps it).
POLICY=/usr/sbin/policy-rc.d
ADDED_POLICY=0
if [ ! -e "$POLICY" ]; then
  printf '#!/bin/sh\nexit 101\n' | "${SUDO[@]}" tee "$POLICY" >/dev/null
  "${SUDO[@]}" chmod +x "$POLICY"
  ADDED_POLICY=1
fi
cleanup() { if [ "$ADDED_POLICY" -eq 1 ]; then "${SUDO[@]}" rm -f "$POLICY"; fi; }
trap cleanup EXIT

echo "nginx: installing the Debian package (apt-get update && apt-get install -y nginx)"
"${SUDO[@]}" env DEBIAN_FRONTEND=noninteractive apt-get update
"${SUDO[@]}" env DEBIAN_FRONTEND=noninteractive apt-get install -y --no-install-recommends nginx

if [ ! -x "$NGINX" ]; then
  echo "nginx: the package installed but $NGINX does not exist; set NGINX_PATH" >&2
  exit 1
fi
"$NGINX" -v
