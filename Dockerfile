# syntax=docker/dockerfile:1
#
# One Dockerfile for every Matchwire workload:
#   docker build --build-arg SERVICE=catalogue --build-arg PORT=4001 -t matchwire/catalogue .
# SERVICE and PORT must match an entry of deploy/workloads.json (the build fails otherwise);
# that file also gives the entry point and the optional build step (web's bundle).

ARG NODE_IMAGE=node:24-bookworm-slim

# ---- manifests: only package.json files and the lockfile, so the `npm ci` layer
# below is reused until dependencies change, not on every source edit.
FROM ${NODE_IMAGE} AS manifests
WORKDIR /src
COPY . .
RUN find . -type f ! -name package.json ! -name package-lock.json ! -name .npmrc -delete \
 && find . -depth -type d -empty -delete

# ---- deps: the whole workspace tree, dev dependencies included (tsx runs the
# TypeScript entry points and is a root devDependency).
FROM ${NODE_IMAGE} AS deps
WORKDIR /app
COPY --from=manifests /src/ ./
RUN --mount=type=cache,target=/root/.npm \
    npm ci --no-audit --no-fund

# ---- build: full source, then the workload's own build step, if it has one.
FROM deps AS build
ARG SERVICE
ARG PORT
COPY . .
RUN <<'EOF'
set -eu
# Resolve the workload from the one list; write its launcher and build step.
node --input-type=module <<'JS'
import { readFileSync, writeFileSync } from "node:fs";
const { SERVICE = "", PORT = "" } = process.env;
const { workloads } = JSON.parse(readFileSync("deploy/workloads.json", "utf8"));
const workload = workloads.find((w) => w.name === SERVICE);
if (!workload) {
  console.error(`--build-arg SERVICE="${SERVICE}" is not in deploy/workloads.json (${workloads.map((w) => w.name).join(", ")})`);
  process.exit(1);
}
if (String(workload.port) !== PORT) {
  console.error(`--build-arg PORT="${PORT}" does not match ${SERVICE}'s port ${workload.port} in deploy/workloads.json`);
  process.exit(1);
}
// exec: node becomes PID 1 and receives SIGTERM itself for a graceful shutdown (the tsx CLI as
// PID 1 relays it, and kills the server if it does not confirm within 30 ms on a busy node).
writeFileSync("start-workload.sh", `#!/bin/sh\nexec node --import tsx /app/${workload.entry} "$@"\n`, { mode: 0o755 });
writeFileSync(".workload-build", workload.buildScript ?? "");
JS
build_step="$(cat .workload-build)"
if [ -n "$build_step" ]; then sh -c "$build_step"; fi
rm .workload-build
EOF

# ---- runtime
FROM ${NODE_IMAGE} AS runtime
ARG SERVICE
ARG PORT
LABEL org.opencontainers.image.title="matchwire-${SERVICE}"
ENV NODE_ENV=production \
    SERVICE=${SERVICE} \
    PORT=${PORT} \
    HOST=0.0.0.0
WORKDIR /app
# Files stay owned by root: the runtime user can read but not change the code.
COPY --from=build /app/ ./
USER node
EXPOSE ${PORT}
CMD ["/app/start-workload.sh"]
