#!/usr/bin/env bash
# Chromium alone (kept for existing callers); scripts/ensure-browsers.sh does all three engines.
exec bash "$(dirname "$0")/ensure-browsers.sh" chromium
