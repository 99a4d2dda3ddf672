#!/usr/bin/env bash
# An S3-compatible server (MinIO) for tests, built from its Go module with the installed Go: no Docker,
# no prebuilt binary download.
#
#   infra/s3/s3.sh install   build MinIO into the cache (skipped when the pinned binary is there)
#   infra/s3/s3.sh start     start it in the background on 127.0.0.1
#   infra/s3/s3.sh ready     wait until it reports ready (bounded)
#   infra/s3/s3.sh stop      SIGTERM, then SIGKILL after S3_STOP_TIMEOUT seconds
#   infra/s3/s3.sh env       print S3_ENDPOINT, S3_ACCESS_KEY, S3_SECRET_KEY, S3_REGION (one per line)
#   infra/s3/s3.sh status    say whether it runs
#   infra/s3/s3.sh clean     stop, then delete this port's data and logs (keeps the binary)
#
# Settings (environment): S3_PORT (19000), S3_ACCESS_KEY (village-test), S3_SECRET_KEY
# (village-test-secret-key), S3_REGION (us-east-1), VILLAGE_INFRA_CACHE (<repo>/.cache/infra),
# S3_INSTALL_TIMEOUT (1800 s), S3_READY_TIMEOUT (60 s), S3_STOP_TIMEOUT (20 s), S3_TLS (false; true: https only, with
# a certificate from a CA generated for this port; `env` then prints an https S3_ENDPOINT and S3_CA_FILE).
# The Go module and build caches are Go's own (GOMODCACHE, GOCACHE); set them to move them.
# Cache layout: <cache>/minio-<pseudo-version>/bin/minio, .../run-<port>/{data,logs,minio.pid}.
set -euo pipefail

# shellcheck source=SCRIPTDIR/../lib/common.sh
source "$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)/../lib/common.sh" s3

GO_MODULE=github.com/minio/minio
# The newest version the Go module proxy serves (the repository's last commit, 2026-02-12): the module has
# no semver tags and the proxy refuses the commits of the RELEASE.* tags. Bump deliberately.
GO_VERSION=v0.0.0-20260212201848-7aac2a2c5b7c
ENGINE_HOME="$VILLAGE_INFRA_CACHE/minio-$GO_VERSION"
ENGINE_BIN=minio
BIN="$(go_engine_bin)"

PORT="${S3_PORT:-19000}"
check_port S3_PORT "$PORT"
CONSOLE_PORT="${S3_CONSOLE_PORT:-$((PORT + 1))}"
check_port S3_CONSOLE_PORT "$CONSOLE_PORT"
HOST=127.0.0.1
ACCESS_KEY="${S3_ACCESS_KEY:-village-test}"
SECRET_KEY="${S3_SECRET_KEY:-village-test-secret-key}"
REGION="${S3_REGION:-us-east-1}"

RUN_DIR="$ENGINE_HOME/run-$PORT"
TLS="${S3_TLS:-false}"
[[ "$TLS" == true || "$TLS" == false ]] || die "S3_TLS: expected true or false, got '$TLS'"
CERTS="$RUN_DIR/certs"
SCHEME=http
if [[ "$TLS" == true ]]; then SCHEME=https; fi
DATA="$RUN_DIR/data"
LOGS="$RUN_DIR/logs"
PID_FILE="$RUN_DIR/minio.pid"
ENGINE_LOG=minio.log
# What identifies our server's process in /proc/<pid>/cmdline.
PID_MARKER="server --address $HOST:$PORT"

INSTALL_TIMEOUT="${S3_INSTALL_TIMEOUT:-1800}"
READY_TIMEOUT="${S3_READY_TIMEOUT:-60}"
STOP_TIMEOUT="${S3_STOP_TIMEOUT:-20}"

installed() { go_engine_installed; }

install() { go_engine_install; }

start() {
  engine_already_running && return 0
  installed || install
  if tcp_open "$HOST" "$PORT"; then die "port $PORT is in use by another process (set S3_PORT)"; fi
  if tcp_open "$HOST" "$CONSOLE_PORT"; then die "port $CONSOLE_PORT is in use by another process (set S3_CONSOLE_PORT)"; fi
  ((${#SECRET_KEY} >= 8)) || die "S3_SECRET_KEY must have at least 8 characters"
  ((${#ACCESS_KEY} >= 3)) || die "S3_ACCESS_KEY must have at least 3 characters"
  mkdir -p "$DATA" "$LOGS"
  local certs=()
  if [[ "$TLS" == true ]]; then
    make_test_tls "$CERTS/test-ca" "$HOST" "$LOGS/tls.log"
    cp "$CERTS/test-ca/server.crt" "$CERTS/public.crt"
    (umask 077 && cp "$CERTS/test-ca/server.key" "$CERTS/private.key")
    certs=(--certs-dir "$CERTS")
  fi
  say "starting minio on $SCHEME://$HOST:$PORT, data in $DATA, log in $LOGS/$ENGINE_LOG"
  MINIO_ROOT_USER="$ACCESS_KEY" MINIO_ROOT_PASSWORD="$SECRET_KEY" MINIO_REGION="$REGION" \
    MINIO_BROWSER=off MINIO_UPDATE=off MINIO_CALLHOME_ENABLE=off \
    engine_launch 0.5 "$BIN" server --address "$HOST:$PORT" --console-address "$HOST:$CONSOLE_PORT" "${certs[@]}" \
    --quiet "$DATA"
}

ready() {
  if [[ "$TLS" == true ]]; then
    engine_ready -f --cacert "$CERTS/test-ca/ca.pem" "https://$HOST:$PORT/minio/health/ready"
  else
    engine_ready -f "http://$HOST:$PORT/minio/health/ready"
  fi
}

env_lines() {
  printf 'S3_ENDPOINT=%s://%s:%s\n' "$SCHEME" "$HOST" "$PORT"
  if [[ "$TLS" == true ]]; then printf 'S3_CA_FILE=%s\n' "$CERTS/test-ca/ca.pem"; fi
  printf 'S3_ACCESS_KEY=%s\n' "$ACCESS_KEY"
  printf 'S3_SECRET_KEY=%s\n' "$SECRET_KEY"
  printf 'S3_REGION=%s\n' "$REGION"
}

case "${1:-}" in
  install) install ;;
  start) start ;;
  ready) ready ;;
  stop) stop ;;
  env) env_lines ;;
  status) status ;;
  clean) clean ;;
  *) usage ;;
esac
