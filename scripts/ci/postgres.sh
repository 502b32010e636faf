#!/usr/bin/env bash
# Starts a throwaway PostgreSQL on loopback for the storage tests and prints its URL.
# Usage: eval "$(scripts/ci/postgres.sh)"   → exports TEST_DATABASE_URL
#        scripts/ci/postgres.sh stop        → stops it (fast shutdown: connected clients are cut off)
# PGTEST_PORT (default 54329) and PGTEST_DIR (default /tmp/hl-pgtest) choose the cluster, so a test
# can run a second one of its own. A cluster folder that exists is started again with its data.
set -euo pipefail
PORT="${PGTEST_PORT:-54329}"
DIR="${PGTEST_DIR:-/tmp/hl-pgtest}"
BIN="$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1 || true)"
if [ -z "$BIN" ] || [ ! -x "$BIN/postgres" ]; then
  if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null; then
    { apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq postgresql; } >&2
    BIN="$(ls -d /usr/lib/postgresql/*/bin | sort -V | tail -n 1)"
  else
    echo "PostgreSQL is not installed: run 'sudo apt-get install -y postgresql'" >&2
    exit 1
  fi
fi
# The server refuses to run as root: run it as the postgres user when we are root.
RUN=()
if [ "$(id -u)" = "0" ]; then
  id postgres >/dev/null 2>&1 || useradd --system --no-create-home postgres
  RUN=(runuser -u postgres --)
fi
if [ "${1:-start}" = "stop" ]; then
  "${RUN[@]}" "$BIN/pg_ctl" -D "$DIR" -m fast -w stop >&2
  exit 0
fi
if ! "${RUN[@]}" "$BIN/pg_ctl" -D "$DIR" status >/dev/null 2>&1; then
  if [ ! -f "$DIR/PG_VERSION" ]; then
    rm -rf "$DIR"; mkdir -p "$DIR"; [ "$(id -u)" = "0" ] && chown postgres "$DIR"
    "${RUN[@]}" "$BIN/initdb" -D "$DIR" -U hl --auth=trust >/dev/null
  fi
  "${RUN[@]}" "$BIN/pg_ctl" -D "$DIR" -l "$DIR/server.log" -w \
    -o "-c listen_addresses=127.0.0.1 -c port=$PORT -c unix_socket_directories=$DIR -c fsync=off" start >&2
fi
echo "export TEST_DATABASE_URL=postgres://hl@127.0.0.1:$PORT/postgres"
