#!/usr/bin/env bash
# Replaces the BFF replicas of docker-compose.yml one at a time with the image of SITE_VERSION (a
# deploy, or a rollback to an earlier version): each is recreated, and must report healthy (its
# /readyz) before the next one goes, so one replica serves throughout; nginx finds the new
# container's address by itself (deploy/nginx.conf). Stops at the first replica that does not
# become healthy, leaving the others on the version they run.
# Usage: SITE_VERSION=<version> deploy/rolling-restart.sh [replica...]   (default: bff-1 bff-2)
set -euo pipefail
cd "$(dirname "$0")/.."
: "${SITE_VERSION:?set SITE_VERSION to the version to run (the image tag docker-compose build made)}"
export SITE_VERSION
WAIT_S="${HEALTH_WAIT_S:-120}"

replicas=("$@")
[ ${#replicas[@]} -gt 0 ] || replicas=(bff-1 bff-2)

for replica in "${replicas[@]}"; do
  echo "$replica: recreating with bondbridge-site:$SITE_VERSION"
  docker-compose up -d --no-deps --no-build --force-recreate "$replica"
  container="$(docker-compose ps -q "$replica")"
  deadline=$((SECONDS + WAIT_S))
  until [ "$(docker inspect --format '{{.State.Health.Status}}' "$container")" = healthy ]; do
    if [ "$SECONDS" -ge "$deadline" ]; then
      echo "$replica is not healthy after ${WAIT_S} s: stopping here (docker-compose logs $replica)" >&2
      exit 1
    fi
    sleep 2
  done
  echo "$replica: healthy"
done
