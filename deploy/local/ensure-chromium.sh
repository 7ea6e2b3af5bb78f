#!/usr/bin/env bash
# Debian's Chromium for the end-to-end tests (playwright-core drives it; `npx playwright install` cannot work here).
set -euo pipefail
if [ -x /usr/bin/chromium ]; then exit 0; fi
echo "› chromium: installing Debian's package…"
export DEBIAN_FRONTEND=noninteractive
apt-get update -qq
apt-get install -y -qq chromium >/dev/null
echo "✓ chromium installed"
