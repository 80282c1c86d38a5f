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

. "$(dirname "$0")/apt.sh"
apt_sudo nginx "Install nginx with your system's package manager and set NGINX_PATH to its binary." nginx

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

apt_install nginx nginx

if [ ! -x "$NGINX" ]; then
  echo "nginx: the package installed but $NGINX does not exist; set NGINX_PATH" >&2
  exit 1
fi
"$NGINX" -v
