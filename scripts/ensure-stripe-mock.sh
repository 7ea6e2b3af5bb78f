#!/usr/bin/env bash
# stripe-mock (MIT) for the billing tests: answers the Stripe API locally, keeping no state
# (webhooks are signed by the tests themselves). Built from Go modules into .local/bin at the
# version pinned here; built once, again only when the pin changes.
set -euo pipefail
cd "$(dirname "$0")/.."
version=v0.203.0
bin=.local/bin/stripe-mock
if [ -x "$bin" ] && [ "$(cat "$bin.version" 2>/dev/null)" = "$version" ]; then exit 0; fi
command -v go >/dev/null || { echo "✗ stripe-mock needs Go (https://go.dev/dl/) to build" >&2; exit 1; }
echo "› stripe-mock: building $version into .local/bin…"
mkdir -p .local/bin
GOBIN="$PWD/.local/bin" CGO_ENABLED=0 go install "github.com/stripe/stripe-mock@$version"
echo "$version" > "$bin.version"
echo "✓ stripe-mock $version"
