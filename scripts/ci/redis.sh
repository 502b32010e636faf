#!/usr/bin/env bash
# Starts a throwaway Redis on loopback for the shared rate-limit tests and prints its URL.
# Usage: eval "$(scripts/ci/redis.sh)"   → exports TEST_REDIS_URL
#        scripts/ci/redis.sh stop        → stops it
# REDISTEST_PORT (default 63790) and REDISTEST_DIR (default /tmp/hl-redistest) choose the server.
set -euo pipefail
PORT="${REDISTEST_PORT:-63790}"
DIR="${REDISTEST_DIR:-/tmp/hl-redistest}"
if ! command -v redis-server >/dev/null; then
  if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null; then
    { apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq redis-server; } >&2
  else
    echo "Redis is not installed: run 'sudo apt-get install -y redis-server'" >&2
    exit 1
  fi
fi
if [ "${1:-start}" = "stop" ]; then
  redis-cli -p "$PORT" shutdown nosave >&2 || true
  exit 0
fi
if ! redis-cli -p "$PORT" ping >/dev/null 2>&1; then
  mkdir -p "$DIR"
  # In memory only (no snapshots): counters that live a minute need no disk.
  redis-server --port "$PORT" --bind 127.0.0.1 --daemonize yes --dir "$DIR" --save '' --appendonly no \
    --logfile "$DIR/redis.log" --pidfile "$DIR/redis.pid" >&2
  for _ in $(seq 50); do redis-cli -p "$PORT" ping >/dev/null 2>&1 && break; sleep 0.1; done
  redis-cli -p "$PORT" ping >/dev/null
fi
echo "export TEST_REDIS_URL=redis://127.0.0.1:$PORT"
