#!/usr/bin/env bash
# Schemathesis (PyPI) for test/system/schemathesis.test.ts, in a virtual environment of the machine's
# python3 under .local/schemathesis, at the versions pinned in test/schemathesis/requirements.txt.
# Installs once; again only when the pins change (the copy of the pins in the venv differs).
set -euo pipefail
cd "$(dirname "$0")/.."
venv=.local/schemathesis
pins=test/schemathesis/requirements.txt
if [ -x "$venv/bin/schemathesis" ] && cmp -s "$pins" "$venv/pins.txt"; then exit 0; fi
echo "› schemathesis: installing $(grep -m1 '^schemathesis==' "$pins") into $venv…"
rm -rf "$venv"
python3 -m venv "$venv"
"$venv/bin/pip" install --quiet --disable-pip-version-check --no-input -r "$pins"
cp "$pins" "$venv/pins.txt"
echo "✓ schemathesis installed"
