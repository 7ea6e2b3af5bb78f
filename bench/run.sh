#!/bin/sh
# `npm run bench`: JavaScript weight and load (autocannon) of the server-rendered pages of a running site.
# Start the site first in another terminal (`npm start`); BENCH_URL defaults to http://localhost:3000.
# Load options pass through the environment: VUS, DURATION, RATE, WARM, VISITORS, SUMMARY_JSON (see ssr-load.ts).
set -eu

ROOT="$(cd "$(dirname "$0")/.." && pwd)"
BENCH_URL="${BENCH_URL:-http://localhost:3000}"
export BENCH_URL

case "$BENCH_URL" in
  http://localhost:* | http://localhost/* | http://localhost | http://127.0.0.1* | http://\[::1\]*) ;;
  *) echo "bench: BENCH_URL must be a loopback address (localhost / 127.0.0.1), got $BENCH_URL" >&2; exit 2 ;;
esac

if ! curl -fsS -o /dev/null --max-time 10 "$BENCH_URL/"; then
  echo "bench: nothing answers at $BENCH_URL — start the site first (npm start) or set BENCH_URL" >&2
  exit 1
fi

tsx "$ROOT/bench/page-weight.ts"
echo
# Thresholds are reported, not enforced: a missed aim is a figure, not a failure.
tsx "$ROOT/bench/ssr-load.ts"
