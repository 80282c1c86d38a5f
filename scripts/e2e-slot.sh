#!/usr/bin/env bash
# Run the e2e suite on its own ports and build folder, so parallel runs don't collide.
#   bash scripts/e2e-slot.sh 3 [playwright args…]   → API :8817, portal :5203, demo :5204
set -euo pipefail
slot=${1:?usage: e2e-slot.sh SLOT [playwright args]}; shift
export E2E_SLOT=$slot
export ACCOUNTS_API_URL="http://127.0.0.1:$((8787 + slot * 10))"
export ACCOUNTS_PORTAL_URL="http://127.0.0.1:$((5173 + slot * 10))"
export DIST_DIR="${DIST_DIR:-/tmp/accounts-e2e-slot-$slot}"
# A sandbox build: the reference API's stand-ins for the product sites and services of this slot.
eval "$(node scripts/build-settings.mjs --sandbox-env)"
npx vite build --mode embed --outDir "$DIST_DIR/embed" --logLevel error
npx vite build --mode hosted --outDir "$DIST_DIR/hosted" --logLevel error
DIST_DIR="$DIST_DIR" npm run build:demos --silent
exec npx playwright test --output "/tmp/accounts-e2e-slot-$slot-results" "$@"
