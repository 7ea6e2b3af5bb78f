#!/usr/bin/env bash
# Builds a Go tool the tests run (stripe-mock, versitygw) into .local/bin at the version pinned by
# its caller; built once, again only when the pin changes.
#   scripts/ensure-go-tool.sh <binary name> <module path>/cmd/… <version>
set -euo pipefail
cd "$(dirname "$0")/.."
name=$1 module=$2 version=$3
bin=.local/bin/$name
if [ -x "$bin" ] && [ "$(cat "$bin.version" 2>/dev/null)" = "$version" ]; then exit 0; fi
command -v go >/dev/null || { echo "✗ $name needs Go (https://go.dev/dl/) to build" >&2; exit 1; }
echo "› $name: building $version into .local/bin…"
mkdir -p .local/bin
GOBIN="$PWD/.local/bin" CGO_ENABLED=0 go install "$module@$version"
echo "$version" > "$bin.version"
echo "✓ $name $version"
