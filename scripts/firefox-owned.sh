#!/bin/sh
# Firefox ESR for the tests (scripts/engines.mjs), dying with the Node process that launched it,
# however that one ends (PR_SET_PDEATHSIG through util-linux's setpriv): puppeteer starts the
# browser detached, so without this a killed test run would leave it behind.
FIREFOX="${FIREFOX_PATH:-/usr/bin/firefox-esr}"
if [ -x /usr/bin/setpriv ]; then exec /usr/bin/setpriv --pdeathsig KILL -- "$FIREFOX" "$@"; fi
exec "$FIREFOX" "$@"
