#!/bin/sh
# Installs dependencies when node_modules is missing or older than the lockfile,
# so that `npm start` and `npm test` work on a fresh clone and stay fast afterwards.
set -e
cd "$(dirname "$0")/.."
if [ ! -f node_modules/.package-lock.json ] || [ package-lock.json -nt node_modules/.package-lock.json ]; then
  echo "› installing dependencies (npm ci)…"
  if [ -f package-lock.json ]; then npm ci --no-audit --no-fund; else npm install --no-audit --no-fund; fi
fi
