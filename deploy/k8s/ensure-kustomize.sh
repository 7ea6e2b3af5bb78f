#!/usr/bin/env bash
# Installs a pinned kustomize into <repo>/.local/bin (git-ignored) from the Go
# module proxy and prints its path. Idempotent: returns at once when the pinned
# version is already there. First run compiles from source (a few minutes).
set -euo pipefail

KUSTOMIZE_VERSION="${KUSTOMIZE_VERSION:-v5.8.1}"
REPO_ROOT="$(cd "$(dirname "$0")/../.." && pwd)"
BIN_DIR="$REPO_ROOT/.local/bin"
BIN="$BIN_DIR/kustomize"
STAMP="$BIN_DIR/.kustomize-version"

if [[ -x "$BIN" && -f "$STAMP" && "$(cat "$STAMP")" == "$KUSTOMIZE_VERSION" ]]; then
  echo "$BIN"
  exit 0
fi

command -v go >/dev/null 2>&1 || {
  echo "ensure-kustomize: Go toolchain not found; install Go or put kustomize $KUSTOMIZE_VERSION at $BIN" >&2
  exit 1
}

mkdir -p "$BIN_DIR"
# Serialise concurrent callers (parallel test workers, CI steps).
exec 9>"$BIN_DIR/.kustomize.lock"
flock 9
if [[ -x "$BIN" && -f "$STAMP" && "$(cat "$STAMP")" == "$KUSTOMIZE_VERSION" ]]; then
  echo "$BIN"
  exit 0
fi

echo "ensure-kustomize: installing kustomize $KUSTOMIZE_VERSION into $BIN_DIR" >&2
GOBIN="$BIN_DIR" GOFLAGS="-buildvcs=false" \
  go install "sigs.k8s.io/kustomize/kustomize/v5@${KUSTOMIZE_VERSION}" >&2
echo "$KUSTOMIZE_VERSION" >"$STAMP"
echo "$BIN"
