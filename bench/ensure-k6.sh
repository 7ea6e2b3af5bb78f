#!/bin/sh
# Installs k6 (https://k6.io) into <repo>/.local/bin from the Go module proxy, once.
# k6 is not published on npm as a binary; `go install` compiles it (needs Go 1.24+).
# Idempotent: does nothing when .local/bin/k6 already reports the pinned version.
set -eu

K6_VERSION="${K6_VERSION:-v1.8.1}"
ROOT="$(cd "$(dirname "$0")/.." && pwd)"
BIN_DIR="$ROOT/.local/bin"
K6="$BIN_DIR/k6"

if [ -x "$K6" ] && "$K6" version 2>/dev/null | grep -q "k6 ${K6_VERSION}"; then
  exit 0
fi

if ! command -v go >/dev/null 2>&1; then
  echo "ensure-k6: Go is needed to build k6 ${K6_VERSION} (or put a k6 binary at $K6)" >&2
  exit 1
fi

mkdir -p "$BIN_DIR"
echo "ensure-k6: building k6 ${K6_VERSION} into $BIN_DIR (first run only, takes a few minutes)" >&2
GOBIN="$BIN_DIR" CGO_ENABLED=0 go install "go.k6.io/k6@${K6_VERSION}"
"$K6" version >&2
