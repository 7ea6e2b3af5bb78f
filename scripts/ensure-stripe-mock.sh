#!/usr/bin/env bash
# stripe-mock (MIT) for the billing tests: answers the Stripe API locally, keeping no state
# (webhooks are signed by the tests themselves). Built from Go modules into .local/bin at the
# version pinned here; built once, again only when the pin changes.
set -euo pipefail
exec bash "$(dirname "$0")/ensure-go-tool.sh" stripe-mock github.com/stripe/stripe-mock v0.203.0
