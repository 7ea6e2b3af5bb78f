#!/usr/bin/env bash
# Local infrastructure for Matchwire without Docker: PostgreSQL, Redis and Kafka (KRaft),
# each a private instance on loopback with all state under <repo>/.local/.
#
#   deploy/local/infra.sh {install|start|stop|status|reset} [postgres|redis|kafka|all]
#
# See deploy/local/README.md for details.
set -euo pipefail

# The servers started here outlive this script, so they must not inherit a descriptor its caller
# holds: run as `flock /tmp/some.lock npm test`, PostgreSQL and Redis would keep that lock taken
# until they stop, and every later `flock` would wait for ever. Bash reads this script on 255.
for fd_path in /proc/$$/fd/*; do
  fd="${fd_path##*/}"
  if [ "$fd" -gt 2 ] && [ "$fd" -ne 255 ]; then eval "exec $fd>&-" 2>/dev/null || true; fi
done
unset fd_path fd

# ---------------------------------------------------------------------------
# Layout and settings
# ---------------------------------------------------------------------------
SCRIPT_DIR="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
ROOT="$(cd "$SCRIPT_DIR/../.." && pwd)"
LOCAL="$ROOT/.local"
LOGS="$LOCAL/logs"

# Fixed by docs/architecture.md; overridable only to run a second copy side by side (tests).
# Redis and Kafka, the servers the outage drills stop, listen below Linux's ephemeral range
# (32768-60999): while one is down, clients retrying 127.0.0.1:<port> can be handed that very
# port as their own source port and connect to themselves, and the server cannot bind it again.
PG_PORT="${MATCHWIRE_PG_PORT:-55432}"
REDIS_PORT="${MATCHWIRE_REDIS_PORT:-16379}"
KAFKA_PORT="${MATCHWIRE_KAFKA_PORT:-19092}"
KAFKA_CONTROLLER_PORT="${MATCHWIRE_KAFKA_CONTROLLER_PORT:-19093}"

# Latest 3.9 patch on Maven Central when this was written (maven-metadata.xml of
# org.apache.kafka:kafka_2.13 lists 3.9.0, 3.9.1, 3.9.2). Override with KAFKA_VERSION=…
KAFKA_VERSION="${KAFKA_VERSION:-3.9.2}"
SLF4J_VERSION=1.7.36   # the slf4j-api version kafka 3.9 is built against
RELOAD4J_VERSION=1.2.25

REDIS_DIR="$LOCAL/redis"
KAFKA_DIR="$LOCAL/kafka"
KAFKA_LIBS="$KAFKA_DIR/libs"
KAFKA_DATA="$KAFKA_DIR/data"
KAFKA_PID="$KAFKA_DIR/kafka.pid"
KAFKA_LOG="$LOGS/kafka.log"

PG_TIMEOUT=60
KAFKA_TIMEOUT="${KAFKA_TIMEOUT:-120}"

IS_ROOT=0
[ "$(id -u)" -eq 0 ] && IS_ROOT=1

say()  { printf '› %s\n' "$*"; }
ok()   { printf '✓ %s\n' "$*"; }
warn() { printf '! %s\n' "$*" >&2; }
die()  { printf '✗ %s\n' "$*" >&2; exit 1; }

usage() {
  cat <<EOF
usage: $(basename "$0") {install|start|stop|status|reset} [postgres|redis|kafka|all]
  install  install missing binaries (apt) and Kafka jars (Maven), start nothing
  start    install if needed, initialise data if needed, start (no-op when running)
  stop     stop cleanly
  status   print the state of each server
  reset    stop and delete the data (keeps downloaded jars)
State lives in $LOCAL
EOF
}

# True when something accepts TCP connections on 127.0.0.1:<port>.
port_open() {
  (exec 3<>"/dev/tcp/127.0.0.1/$1") 2>/dev/null
}

# A running (non-zombie) process. A killed server can stay a zombie for a while when its
# parent (often pid 1 in containers) reaps late, and `kill -0` still succeeds on zombies.
pid_alive() {
  [ -n "${1:-}" ] && kill -0 "$1" 2>/dev/null || return 1
  local state; state="$(sed -E 's/^[0-9]+ \(.*\) (.).*/\1/' "/proc/$1/stat" 2>/dev/null || echo Z)"
  [ "$state" != Z ] && [ "$state" != X ]
}

# apt-get update at most once per run.
APT_UPDATED=0
apt_install() {
  [ "$IS_ROOT" -eq 1 ] || die "missing packages ($*); run as root or install them: apt-get install -y $*"
  command -v apt-get >/dev/null || die "apt-get not found; install $* yourself"
  if [ "$APT_UPDATED" -eq 0 ]; then
    say "apt-get update"
    DEBIAN_FRONTEND=noninteractive apt-get update -qq
    APT_UPDATED=1
  fi
  say "apt-get install $*"
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "$@" >/dev/null
}

# ---------------------------------------------------------------------------
# PostgreSQL
# ---------------------------------------------------------------------------
pg_bin_dir() {
  if [ -n "${PG_BIN:-}" ]; then echo "$PG_BIN"; return; fi
  # Newest Debian server install, e.g. /usr/lib/postgresql/15/bin
  local d
  d="$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1 || true)"
  [ -n "$d" ] && [ -x "$d/postgres" ] && echo "$d"
}

# Run a PostgreSQL tool as the server's OS user. PostgreSQL refuses to run as root, so
# when we are root everything runs as `postgres`; otherwise as ourselves. `cd /` avoids
# "could not change directory" noise when our cwd is not readable by that user.
as_pg() {
  if [ "$IS_ROOT" -eq 1 ]; then
    (cd / && runuser -u postgres -- "$@")
  else
    "$@"
  fi
}

# Decide where the cluster lives. Normally .local/pg, but when we are root the `postgres`
# user must be able to traverse every parent of it. We only loosen permissions inside the
# repo (.local); if a parent outside the repo (e.g. /root) blocks the postgres user we put
# the cluster in /var/tmp/matchwire-pg-<hash of repo path> and leave a symlink .local/pg.
pg_resolve_dir() {
  if [ -L "$LOCAL/pg" ]; then
    PG_DIR="$(readlink -f "$LOCAL/pg")"
  else
    PG_DIR="$LOCAL/pg"
    if [ "$IS_ROOT" -eq 1 ] && [ ! -d "$PG_DIR" ] && id postgres >/dev/null 2>&1; then
      mkdir -p "$LOCAL"
      chmod o+x "$LOCAL"
      if ! as_pg test -x "$LOCAL"; then
        PG_DIR="/var/tmp/matchwire-pg-$(printf '%s' "$ROOT" | sha256sum | cut -c1-12)"
        warn "postgres user cannot reach $LOCAL (a parent directory is closed); using $PG_DIR"
        mkdir -p "$PG_DIR"
        ln -sfn "$PG_DIR" "$LOCAL/pg"
      fi
    fi
  fi
  PG_DATA="$PG_DIR/data"
  PG_SOCK="$PG_DIR/run"
  PG_LOG="$PG_DIR/postgres.log"   # pg_ctl opens it as the postgres user; linked from .local/logs
}

pg_install() {
  if [ -z "$(pg_bin_dir)" ]; then
    local had_cluster=0
    command -v pg_lsclusters >/dev/null && had_cluster=1
    apt_install postgresql
    # The package creates and may start the distro's default cluster (port 5432). We run
    # our own cluster, so stop the one the package just started (never one that existed).
    if [ "$had_cluster" -eq 0 ] && command -v pg_lsclusters >/dev/null; then
      pg_lsclusters --no-header 2>/dev/null | while read -r ver name _port status _rest; do
        if [ "$status" = online ]; then
          say "postgres: stopping distro cluster $ver/$name (not used by Matchwire)"
          pg_ctlcluster "$ver" "$name" stop || true
        fi
      done
    fi
  fi
  [ -n "$(pg_bin_dir)" ] || die "postgres: no server binaries under /usr/lib/postgresql/*/bin"
  if [ "$IS_ROOT" -eq 1 ] && ! id postgres >/dev/null 2>&1; then
    die "postgres: OS user 'postgres' missing (normally created by the postgresql package)"
  fi
}

pg_is_ready() {
  "$(pg_bin_dir)/pg_isready" -q -h 127.0.0.1 -p "$PG_PORT" -U postgres -d postgres -t 2 >/dev/null 2>&1
}

pg_init() {
  local bin; bin="$(pg_bin_dir)"
  mkdir -p "$PG_DIR" "$PG_SOCK" "$LOGS"
  if [ "$IS_ROOT" -eq 1 ]; then chown postgres:postgres "$PG_DIR" "$PG_SOCK"; fi
  if [ ! -f "$PG_DATA/PG_VERSION" ]; then
    say "postgres: initialising cluster in $PG_DATA"
    as_pg "$bin/initdb" -D "$PG_DATA" -U postgres --auth=trust -E UTF8 --locale=C.UTF-8 >"$LOGS/postgres-initdb.log" 2>&1 \
      || { tail -n 20 "$LOGS/postgres-initdb.log" >&2; die "postgres: initdb failed"; }
    echo "include = 'matchwire.conf'" >>"$PG_DATA/postgresql.conf"
  fi
  # Rewritten on every start so edits here take effect; later settings win over postgresql.conf.
  local conf; conf="$(cat <<EOF
# Written by deploy/local/infra.sh – do not edit by hand.
listen_addresses = '127.0.0.1'
port = $PG_PORT
unix_socket_directories = '$PG_SOCK'
max_connections = 200
# Dev/test data only: trade durability for speed.
fsync = off
synchronous_commit = off
full_page_writes = off
EOF
)"
  as_pg sh -c 'cat >"$1"' _ "$PG_DATA/matchwire.conf" <<<"$conf"
  as_pg sh -c 'cat >"$1"' _ "$PG_DATA/pg_hba.conf" <<'EOF'
# Written by deploy/local/infra.sh: trust on loopback and the private socket only.
local all all              trust
host  all all 127.0.0.1/32 trust
host  all all ::1/128      trust
EOF
  ln -sfn "$PG_LOG" "$LOGS/postgres.log"
}

pg_start() {
  pg_resolve_dir
  if pg_is_ready; then ok "postgres already running on 127.0.0.1:$PG_PORT"; return; fi
  port_open "$PG_PORT" && die "postgres: port $PG_PORT is taken by something that is not PostgreSQL"
  pg_install
  pg_resolve_dir   # the postgres user may only exist now
  pg_init
  # Nothing answers on the port, so lock files left by a killed run are stale. PostgreSQL only
  # ignores them when their pid is gone; a zombie or a reused pid makes it refuse to start, so
  # drop them ourselves unless that pid really is a live postgres process.
  local f opid
  for f in "$PG_DATA/postmaster.pid" "$PG_SOCK/.s.PGSQL.$PG_PORT.lock"; do
    [ -f "$f" ] || continue
    opid="$(head -n 1 "$f" 2>/dev/null || true)"
    if ! pid_alive "$opid" || [ "$(cat "/proc/$opid/comm" 2>/dev/null)" != postgres ]; then
      rm -f "$f"
    fi
  done
  rm -f "$PG_SOCK/.s.PGSQL.$PG_PORT"   # socket of the dead server
  say "postgres: starting…"
  local bin; bin="$(pg_bin_dir)"
  if ! as_pg "$bin/pg_ctl" -D "$PG_DATA" -l "$PG_LOG" -w -t "$PG_TIMEOUT" start >/dev/null; then
    tail -n 30 "$PG_LOG" >&2 || true
    die "postgres: failed to start (log: $PG_LOG)"
  fi
  local i
  for ((i = 0; i < PG_TIMEOUT; i++)); do
    pg_is_ready && break
    sleep 1
  done
  pg_is_ready || { tail -n 30 "$PG_LOG" >&2; die "postgres: not ready after ${PG_TIMEOUT}s"; }
  ok "postgres ready on 127.0.0.1:$PG_PORT"
}

pg_stop() {
  pg_resolve_dir
  local bin; bin="$(pg_bin_dir || true)"
  if [ -n "$bin" ] && [ -f "$PG_DATA/postmaster.pid" ] && as_pg "$bin/pg_ctl" -D "$PG_DATA" status >/dev/null 2>&1; then
    say "postgres: stopping…"
    as_pg "$bin/pg_ctl" -D "$PG_DATA" -m fast -w -t 60 stop >/dev/null
    ok "postgres stopped"
  elif [ -n "$bin" ] && pg_is_ready; then
    warn "postgres: port $PG_PORT answers but not from $PG_DATA; not stopping it"
  else
    ok "postgres not running"
  fi
}

pg_status() {
  pg_resolve_dir
  if [ -n "$(pg_bin_dir)" ] && pg_is_ready; then
    ok "postgres running on 127.0.0.1:$PG_PORT (data $PG_DATA)"
  elif [ -f "$PG_DATA/PG_VERSION" ]; then
    echo "· postgres stopped (data $PG_DATA)"
  else
    echo "· postgres not initialised"
  fi
}

pg_reset() {
  pg_stop
  pg_resolve_dir
  say "postgres: deleting $PG_DIR"
  rm -rf "$PG_DIR" "$LOGS/postgres.log" "$LOGS/postgres-initdb.log"
  [ -L "$LOCAL/pg" ] && rm -f "$LOCAL/pg"
  ok "postgres reset"
}

# ---------------------------------------------------------------------------
# Redis
# ---------------------------------------------------------------------------
redis_cli() {
  # redis-cli waits forever on a listener that never answers: bound it.
  timeout 5 redis-cli -h 127.0.0.1 -p "$REDIS_PORT" "$@"
}

redis_is_ready() {
  [ "$(redis_cli ping 2>/dev/null || true)" = PONG ]
}

redis_install() {
  if ! command -v redis-server >/dev/null || ! command -v redis-cli >/dev/null; then
    apt_install redis-server
  fi
  # We never use the distro's service (there is no systemd here anyway); ours is separate.
}

redis_start() {
  redis_install
  if redis_is_ready; then ok "redis already running on 127.0.0.1:$REDIS_PORT"; return; fi
  port_open "$REDIS_PORT" && die "redis: port $REDIS_PORT is taken by something that is not Redis"
  mkdir -p "$REDIS_DIR" "$LOGS"
  rm -f "$REDIS_DIR/redis.pid"   # nothing answers on the port, so any pid file is stale
  say "redis: starting…"
  # Empty --save disables RDB snapshots; no AOF either: the cache is disposable.
  redis-server --port "$REDIS_PORT" --bind 127.0.0.1 --dir "$REDIS_DIR" \
    --daemonize yes --pidfile "$REDIS_DIR/redis.pid" --logfile "$LOGS/redis.log" \
    --save "" --appendonly no
  local i
  for ((i = 0; i < 50; i++)); do redis_is_ready && break; sleep 0.2; done
  redis_is_ready || { tail -n 20 "$LOGS/redis.log" >&2; die "redis: not ready after 10s"; }
  ok "redis ready on 127.0.0.1:$REDIS_PORT"
}

redis_stop() {
  if command -v redis-cli >/dev/null && redis_is_ready; then
    say "redis: stopping…"
    redis_cli shutdown nosave >/dev/null 2>&1 || true
    local i
    for ((i = 0; i < 50; i++)); do port_open "$REDIS_PORT" || break; sleep 0.2; done
    port_open "$REDIS_PORT" && die "redis: still listening after shutdown"
    ok "redis stopped"
  else
    ok "redis not running"
  fi
  rm -f "$REDIS_DIR/redis.pid"
}

redis_status() {
  if command -v redis-cli >/dev/null && redis_is_ready; then
    ok "redis running on 127.0.0.1:$REDIS_PORT"
  else
    echo "· redis stopped"
  fi
}

redis_reset() {
  redis_stop
  say "redis: deleting $REDIS_DIR"
  rm -rf "$REDIS_DIR" "$LOGS/redis.log"
  ok "redis reset"
}

# ---------------------------------------------------------------------------
# Kafka (KRaft, single combined broker+controller)
# ---------------------------------------------------------------------------
java_bin() {
  if [ -n "${JAVA_HOME:-}" ] && [ -x "$JAVA_HOME/bin/java" ]; then echo "$JAVA_HOME/bin/java"; else command -v java || true; fi
}

kafka_write_pom() {
  mkdir -p "$KAFKA_DIR"
  cat >"$KAFKA_DIR/pom.xml" <<EOF
<?xml version="1.0" encoding="UTF-8"?>
<!-- Generated by deploy/local/infra.sh: resolves the Kafka broker's runtime classpath. -->
<project xmlns="http://maven.apache.org/POM/4.0.0">
  <modelVersion>4.0.0</modelVersion>
  <groupId>io.matchwire.local</groupId>
  <artifactId>kafka-runtime</artifactId>
  <version>1</version>
  <packaging>pom</packaging>
  <dependencies>
    <dependency>
      <groupId>org.apache.kafka</groupId>
      <artifactId>kafka_2.13</artifactId>
      <version>$KAFKA_VERSION</version>
    </dependency>
    <!-- The broker logs through slf4j; without a binding it would log nothing. -->
    <dependency>
      <groupId>org.slf4j</groupId>
      <artifactId>slf4j-reload4j</artifactId>
      <version>$SLF4J_VERSION</version>
    </dependency>
    <dependency>
      <groupId>ch.qos.reload4j</groupId>
      <artifactId>reload4j</artifactId>
      <version>$RELOAD4J_VERSION</version>
    </dependency>
  </dependencies>
  <build>
    <plugins>
      <plugin>
        <groupId>org.apache.maven.plugins</groupId>
        <artifactId>maven-dependency-plugin</artifactId>
        <version>3.8.1</version>
        <configuration>
          <includeScope>runtime</includeScope>
        </configuration>
      </plugin>
    </plugins>
  </build>
</project>
EOF
}

kafka_install() {
  [ -n "$(java_bin)" ] || apt_install openjdk-17-jre-headless
  # A marker per version: a half-finished download or a version change fetches again.
  if [ -f "$KAFKA_LIBS/.complete-$KAFKA_VERSION" ]; then return; fi
  command -v mvn >/dev/null || apt_install maven
  say "kafka: resolving kafka_2.13:$KAFKA_VERSION from Maven Central…"
  kafka_write_pom
  rm -rf "$KAFKA_LIBS"
  # Local repository inside .local so that all state stays with the checkout.
  mkdir -p "$LOGS"
  (cd "$KAFKA_DIR" && mvn -B -Dstyle.color=never -Dmaven.repo.local="$KAFKA_DIR/m2" \
      dependency:copy-dependencies -DoutputDirectory="$KAFKA_LIBS") >"$LOGS/kafka-maven.log" 2>&1 \
    || { tail -n 30 "$LOGS/kafka-maven.log" >&2; die "kafka: Maven could not resolve the broker jars (log: $LOGS/kafka-maven.log)"; }
  ls "$KAFKA_LIBS"/kafka_2.13-"$KAFKA_VERSION".jar >/dev/null 2>&1 || die "kafka: kafka_2.13 jar missing after Maven"
  touch "$KAFKA_LIBS/.complete-$KAFKA_VERSION"
  ok "kafka: $(ls "$KAFKA_LIBS"/*.jar | wc -l) jars in $KAFKA_LIBS"
}

kafka_write_config() {
  mkdir -p "$KAFKA_DIR" "$KAFKA_DATA" "$LOGS"
  cat >"$KAFKA_DIR/server.properties" <<EOF
# Written by deploy/local/infra.sh – single node, KRaft, loopback only.
process.roles=broker,controller
node.id=1
controller.quorum.voters=1@127.0.0.1:$KAFKA_CONTROLLER_PORT
listeners=PLAINTEXT://127.0.0.1:$KAFKA_PORT,CONTROLLER://127.0.0.1:$KAFKA_CONTROLLER_PORT
advertised.listeners=PLAINTEXT://127.0.0.1:$KAFKA_PORT
inter.broker.listener.name=PLAINTEXT
controller.listener.names=CONTROLLER
listener.security.protocol.map=CONTROLLER:PLAINTEXT,PLAINTEXT:PLAINTEXT
log.dirs=$KAFKA_DATA
num.partitions=1
default.replication.factor=1
min.insync.replicas=1
offsets.topic.replication.factor=1
transaction.state.log.replication.factor=1
transaction.state.log.min.isr=1
auto.create.topics.enable=true
group.initial.rebalance.delay.ms=0
log.retention.hours=168
EOF
  cat >"$KAFKA_DIR/log4j.properties" <<EOF
# Written by deploy/local/infra.sh – everything to one file, the chatty loggers quieter.
log4j.rootLogger=INFO, file
log4j.appender.file=org.apache.log4j.FileAppender
log4j.appender.file.File=$KAFKA_LOG
log4j.appender.file.Append=true
log4j.appender.file.layout=org.apache.log4j.PatternLayout
log4j.appender.file.layout.ConversionPattern=[%d] %p %m (%c)%n
log4j.logger.kafka.request.logger=WARN
log4j.logger.state.change.logger=WARN
log4j.logger.kafka.controller=INFO
log4j.logger.kafka.log.LogCleaner=WARN
log4j.logger.org.apache.kafka.raft=INFO
log4j.logger.org.apache.kafka.clients=WARN
EOF
}

# The pid of our broker: from the pid file when that process is really our kafka.Kafka,
# else by scanning /proc for a kafka.Kafka started with our server.properties (pid file lost).
kafka_find_pid() {
  local pid cmd p
  if [ -f "$KAFKA_PID" ]; then
    pid="$(cat "$KAFKA_PID" 2>/dev/null || true)"
    if pid_alive "$pid" && tr '\0' ' ' 2>/dev/null <"/proc/$pid/cmdline" | grep -q "kafka.Kafka $KAFKA_DIR/server.properties"; then
      echo "$pid"; return
    fi
    rm -f "$KAFKA_PID"   # stale
  fi
  for p in /proc/[0-9]*; do
    cmd="$(tr '\0' ' ' 2>/dev/null <"$p/cmdline" || true)"   # processes may vanish meanwhile
    case "$cmd" in
      *"kafka.Kafka $KAFKA_DIR/server.properties"*) pid="${p#/proc/}"; echo "$pid" >"$KAFKA_PID"; echo "$pid"; return ;;
    esac
  done
}

# The broker's java command line (array KAFKA_JAVA) followed by the main class and args.
kafka_java_cmd() {
  KAFKA_JAVA=("$(java_bin)" -Xms256m -Xmx512m -XX:+UseG1GC -Djava.awt.headless=true
    -Dlog4j.configuration="file:$KAFKA_DIR/log4j.properties" -Dkafka.logs.dir="$LOGS"
    -cp "$KAFKA_LIBS/*" "$@")
}

kafka_start() {
  local pid
  pid="$(kafka_find_pid)"
  if [ -n "$pid" ] && port_open "$KAFKA_PORT"; then ok "kafka already running on 127.0.0.1:$KAFKA_PORT (pid $pid)"; return; fi
  if [ -z "$pid" ] && port_open "$KAFKA_PORT"; then
    warn "kafka: something already listens on 127.0.0.1:$KAFKA_PORT but it is not our broker; assuming it is usable"
    return
  fi
  kafka_install
  kafka_write_config
  local offset=0
  if [ -z "$pid" ]; then
    # Format the storage once (KRaft needs a cluster id written into meta.properties).
    if [ ! -f "$KAFKA_DATA/meta.properties" ]; then
      local cid
      # A cluster id is a base64url-encoded 16-byte UUID (22 characters, no padding).
      cid="$(head -c 16 /dev/urandom | base64 | tr '+/' '-_' | tr -d '=')"
      say "kafka: formatting storage (cluster id $cid)"
      kafka_java_cmd kafka.tools.StorageTool format -t "$cid" -c "$KAFKA_DIR/server.properties"
      "${KAFKA_JAVA[@]}" >"$LOGS/kafka-format.log" 2>&1 \
        || { cat "$LOGS/kafka-format.log" >&2; die "kafka: storage format failed"; }
    fi
    say "kafka: starting…"
    touch "$KAFKA_LOG"
    # Only lines written after this offset count as proof that *this* start succeeded.
    offset="$(stat -c %s "$KAFKA_LOG")"
    # setsid + nohup: the broker must outlive this shell and its process group.
    # (Not a process-group leader here, so setsid execs in place and $! is the JVM's pid.)
    kafka_java_cmd kafka.Kafka "$KAFKA_DIR/server.properties"
    setsid nohup "${KAFKA_JAVA[@]}" >"$LOGS/kafka.out" 2>&1 </dev/null &
    pid=$!
    echo "$pid" >"$KAFKA_PID"
  else
    say "kafka: process $pid is up, waiting for the broker…"
  fi
  # Ready = the broker logged "Kafka Server started" (it is unfenced by then) and the port answers.
  local waited=0
  while :; do
    if ! pid_alive "$pid"; then
      rm -f "$KAFKA_PID"
      tail -n 40 "$KAFKA_LOG" "$LOGS/kafka.out" >&2 2>/dev/null || true
      # The stack trace above can hide the cause: repeat this run's ERROR lines last.
      echo "--- errors:" >&2
      tail -c "+$((offset + 1))" "$KAFKA_LOG" | grep -E '^\[[^]]*\] (ERROR|FATAL)' | tail -n 5 >&2 || true
      die "kafka: broker exited during start-up (logs: $KAFKA_LOG, $LOGS/kafka.out)"
    fi
    # grep reads to the end (no -q): stopping early would kill tail with SIGPIPE, which pipefail
    # counts as a failure once this run's log outgrows a pipe buffer (many consumer groups to load).
    if tail -c "+$((offset + 1))" "$KAFKA_LOG" | grep -F 'Kafka Server started' >/dev/null && port_open "$KAFKA_PORT"; then
      break
    fi
    if [ "$waited" -ge "$KAFKA_TIMEOUT" ]; then
      tail -n 40 "$KAFKA_LOG" >&2 || true
      die "kafka: not ready after ${KAFKA_TIMEOUT}s (pid $pid still running; log: $KAFKA_LOG)"
    fi
    sleep 1; waited=$((waited + 1))
  done
  ok "kafka ready on 127.0.0.1:$KAFKA_PORT (controller $KAFKA_CONTROLLER_PORT, pid $pid)"
}

kafka_stop() {
  local pid; pid="$(kafka_find_pid)"
  if [ -z "$pid" ]; then
    port_open "$KAFKA_PORT" && warn "kafka: port $KAFKA_PORT answers but not from our broker; not stopping it"
    ok "kafka not running"; return
  fi
  say "kafka: stopping (pid $pid)…"
  kill -TERM "$pid" 2>/dev/null || true
  local i
  # Controlled shutdown of a single node usually takes a few seconds.
  for ((i = 0; i < 60; i++)); do pid_alive "$pid" || break; sleep 1; done
  if pid_alive "$pid"; then
    warn "kafka: still running after 60s, killing"
    kill -KILL "$pid" 2>/dev/null || true
    sleep 1
  fi
  rm -f "$KAFKA_PID"
  ok "kafka stopped"
}

kafka_status() {
  local pid; pid="$(kafka_find_pid)"
  if [ -n "$pid" ] && port_open "$KAFKA_PORT"; then
    ok "kafka running on 127.0.0.1:$KAFKA_PORT (pid $pid)"
  elif [ -n "$pid" ]; then
    echo "· kafka starting or unhealthy (pid $pid, port $KAFKA_PORT closed)"
  elif port_open "$KAFKA_PORT"; then
    echo "· kafka: port $KAFKA_PORT answers but not from our broker"
  elif [ -f "$KAFKA_DATA/meta.properties" ]; then
    echo "· kafka stopped (data $KAFKA_DATA)"
  else
    echo "· kafka not initialised"
  fi
}

kafka_reset() {
  kafka_stop
  say "kafka: deleting $KAFKA_DATA (jars kept)"
  rm -rf "$KAFKA_DATA" "$KAFKA_LOG" "$LOGS/kafka.out" "$LOGS/kafka-format.log"
  ok "kafka reset"
}

# ---------------------------------------------------------------------------
# Dispatch
# ---------------------------------------------------------------------------
cmd="${1:-}"
target="${2:-all}"
case "$target" in
  all) targets=(postgres redis kafka) ;;
  postgres|redis|kafka) targets=("$target") ;;
  *) usage >&2; exit 2 ;;
esac

for t in "${targets[@]}"; do
  case "$t" in postgres) short=pg ;; *) short="$t" ;; esac
  case "$cmd" in
    install)
      case "$t" in
        postgres) pg_install; pg_resolve_dir; ok "postgres installed ($(pg_bin_dir))" ;;
        redis) redis_install; ok "redis installed ($(command -v redis-server))" ;;
        kafka) kafka_install; ok "kafka $KAFKA_VERSION installed ($KAFKA_LIBS)" ;;
      esac ;;
    start|stop|status|reset) "${short}_${cmd}" ;;
    *) usage >&2; exit 2 ;;
  esac
done
