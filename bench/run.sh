#!/bin/sh
# `npm run bench`: load (k6) and JavaScript weight of the server-rendered pages of a running site.
# Start the site first in another terminal (`npm start`); BENCH_URL defaults to http://localhost:3000.
# k6 options pass through the environment: VUS, DURATION, RATE, WARM, SUMMARY_JSON (see ssr-pages.js).
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

sh "$ROOT/bench/ensure-k6.sh"

# Page weight first: the load run can leave the gateway's per-IP /api limit exhausted for a minute.
tsx "$ROOT/bench/page-weight.ts"
echo

# Thresholds are reported, not enforced: k6 exits 99 when one is crossed, which is not a failure here.
status=0
"$ROOT/.local/bin/k6" run --quiet "$ROOT/bench/ssr-pages.js" || status=$?
if [ "$status" -ne 0 ] && [ "$status" -ne 99 ]; then
  exit "$status"
fi
