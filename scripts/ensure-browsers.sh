#!/usr/bin/env bash
# Make sure the Debian browsers the tests use are installed (scripts/engines.mjs). Nothing
# downloads a browser: Playwright, web-test-runner and the engine smoke are pointed at these.
#   chromium  $CHROMIUM_PATH (/usr/lib/chromium/chromium-headless-shell)   chromium-headless-shell
#             and $CHROMIUM_BROWSER_PATH (/usr/bin/chromium,            chromium fonts-liberation
#             the bench's full browser); both named in scripts/chromium-flags.mjs
#   firefox   $FIREFOX_PATH (/usr/bin/firefox-esr)                      firefox-esr
#   webkit    $WEBKIT_DRIVER_PATH (/usr/bin/WebKitWebDriver), Xvfb,     webkit2gtk-driver xvfb
#             Debian's python3 with PyGObject's WebKit2 4.1              python3-gi gir1.2-webkit2-4.1
# Also openssl (the browser tests' https twin) and setpriv (children die with the test run).
#   bash scripts/ensure-browsers.sh [chromium] [firefox] [webkit]     (no argument: all three)
set -euo pipefail

# The Chromium binaries have one home, with their env overrides: scripts/chromium-flags.mjs.
{ read -r CHROMIUM; read -r CHROMIUM_BROWSER; } < <(node --input-type=module -e "
  import { CHROMIUM_PATH, CHROMIUM_BROWSER_PATH } from '$(cd "$(dirname "$0")" && pwd)/chromium-flags.mjs';
  console.log(CHROMIUM_PATH + '\\n' + CHROMIUM_BROWSER_PATH);")
FIREFOX="${FIREFOX_PATH:-/usr/bin/firefox-esr}"
WEBKIT_DRIVER="${WEBKIT_DRIVER_PATH:-/usr/bin/WebKitWebDriver}"

engines=("$@")
[ ${#engines[@]} -eq 0 ] && engines=(chromium firefox webkit)

missing=()
need() { missing+=("$@"); }
has_webkit_python() {
  /usr/bin/python3 -c "import gi; gi.require_version('Gtk', '3.0'); gi.require_version('WebKit2', '4.1'); from gi.repository import WebKit2" >/dev/null 2>&1
}

for engine in "${engines[@]}"; do
  case "$engine" in
    chromium)
      # One apt call for both: the shell must match chromium-common's version.
      [ -x "$CHROMIUM" ] && [ -x "$CHROMIUM_BROWSER" ] || need chromium chromium-headless-shell fonts-liberation
      ;;
    firefox) [ -x "$FIREFOX" ] || need firefox-esr ;;
    webkit)
      [ -x "$WEBKIT_DRIVER" ] || need webkit2gtk-driver
      command -v Xvfb >/dev/null 2>&1 || need xvfb
      has_webkit_python || need python3 python3-gi gir1.2-webkit2-4.1
      ;;
    *) echo "ensure-browsers: unknown engine '$engine' (chromium, firefox, webkit)" >&2; exit 2 ;;
  esac
done
command -v openssl >/dev/null 2>&1 || need openssl
[ -x /usr/bin/setpriv ] || need util-linux

versions() {
  for engine in "${engines[@]}"; do
    case "$engine" in
      chromium) echo "browsers: chromium $("$CHROMIUM" --version 2>/dev/null | grep -o '[0-9][0-9.]*' | head -1)" ;;
      firefox) echo "browsers: firefox-esr $("$FIREFOX" --version 2>/dev/null | grep -o '[0-9][0-9.]*esr' | head -1)" ;;
      webkit) echo "browsers: webkitgtk $(dpkg-query -W -f='${Version}' libwebkit2gtk-4.1-0 2>/dev/null | sed 's/-.*//') (WebKitWebDriver, Xvfb)" ;;
    esac
  done
}

if [ ${#missing[@]} -eq 0 ]; then
  versions
  exit 0
fi

. "$(dirname "$0")/apt.sh"
apt_sudo browsers "Install them with your system's package manager (CHROMIUM_PATH, CHROMIUM_BROWSER_PATH, FIREFOX_PATH and WEBKIT_DRIVER_PATH name other binaries)." "${missing[@]}"
apt_install browsers "${missing[@]}"
