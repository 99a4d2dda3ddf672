#!/usr/bin/env bash
# stripe-mock (Stripe's own stateless mock of its API) for the card provider's adapter tests, built from its Go module
# with the installed Go: no Docker, no prebuilt binary download. It keeps no state and sends no webhooks.
#
#   infra/stripe-mock/stripe-mock.sh install   build it into the cache (skipped when the pinned binary is there)
#   infra/stripe-mock/stripe-mock.sh start     start it in the background on 127.0.0.1
#   infra/stripe-mock/stripe-mock.sh ready     wait until it answers (bounded)
#   infra/stripe-mock/stripe-mock.sh stop      SIGTERM, then SIGKILL after STRIPE_MOCK_STOP_TIMEOUT seconds
#   infra/stripe-mock/stripe-mock.sh env       print STRIPE_API_BASE (one line)
#   infra/stripe-mock/stripe-mock.sh status    say whether it runs
#   infra/stripe-mock/stripe-mock.sh clean     stop, then delete this port's logs (keeps the binary)
#
# Settings (environment): STRIPE_MOCK_PORT (12111), VILLAGE_INFRA_CACHE (<repo>/.cache/infra),
# STRIPE_MOCK_INSTALL_TIMEOUT (600 s), STRIPE_MOCK_READY_TIMEOUT (30 s), STRIPE_MOCK_STOP_TIMEOUT (10 s).
# Cache layout: <cache>/stripe-mock-<version>/bin/stripe-mock, .../run-<port>/{logs,stripe-mock.pid}.
set -euo pipefail

# shellcheck source=SCRIPTDIR/../lib/common.sh
source "$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)/../lib/common.sh" stripe-mock

GO_MODULE=github.com/stripe/stripe-mock
# The version issue 10 names; it builds with `go install` (no replace directives). Bump deliberately.
GO_VERSION=v0.203.0
ENGINE_HOME="$VILLAGE_INFRA_CACHE/stripe-mock-$GO_VERSION"
ENGINE_BIN=stripe-mock
BIN="$(go_engine_bin)"

PORT="${STRIPE_MOCK_PORT:-12111}"
check_port STRIPE_MOCK_PORT "$PORT"
HOST=127.0.0.1

RUN_DIR="$ENGINE_HOME/run-$PORT"
LOGS="$RUN_DIR/logs"
PID_FILE="$RUN_DIR/stripe-mock.pid"
# What identifies our server's process in /proc/<pid>/cmdline.
PID_MARKER="-http-addr $HOST:$PORT"

INSTALL_TIMEOUT="${STRIPE_MOCK_INSTALL_TIMEOUT:-600}"
READY_TIMEOUT="${STRIPE_MOCK_READY_TIMEOUT:-30}"
STOP_TIMEOUT="${STRIPE_MOCK_STOP_TIMEOUT:-10}"

installed() { go_engine_installed; }

install() { go_engine_install; }

start() {
  local pid started
  if pid="$(running_pid "$PID_FILE" "$PID_MARKER")"; then
    say "already running (pid $pid) on $HOST:$PORT"
    return 0
  fi
  installed || install
  if tcp_open "$HOST" "$PORT"; then die "port $PORT is in use by another process (set STRIPE_MOCK_PORT)"; fi
  started="$(now_ms)"
  mkdir -p "$LOGS"
  say "starting stripe-mock on $HOST:$PORT, log in $LOGS/stripe-mock.log"
  nohup "$BIN" -http-addr "$HOST:$PORT" >"$LOGS/stripe-mock.log" 2>&1 </dev/null &
  pid=$!
  printf '%s\n' "$pid" >"$PID_FILE"
  sleep 0.3
  if ! pid_matches "$pid" "$PID_MARKER"; then
    rm -f "$PID_FILE"
    show_tail "$LOGS/stripe-mock.log"
    die "stripe-mock exited at once"
  fi
  say "started (pid $pid) in $(elapsed_since "$started")s; run '$0 ready' to wait for it"
}

ready() {
  local started deadline
  started="$(now_ms)"
  deadline=$((SECONDS + READY_TIMEOUT))
  need curl
  while ((SECONDS < deadline)); do
    if [[ -f "$PID_FILE" ]] && ! running_pid "$PID_FILE" "$PID_MARKER" >/dev/null; then
      show_tail "$LOGS/stripe-mock.log"
      die "stripe-mock is not running any more"
    fi
    # Any answer from the API (401 without a key) means it serves.
    if curl -sS -o /dev/null --max-time 2 "http://$HOST:$PORT/v1/charges" 2>/dev/null; then
      say "ready on http://$HOST:$PORT after $(elapsed_since "$started")s"
      return 0
    fi
    sleep 0.2
  done
  show_tail "$LOGS/stripe-mock.log"
  die "no answer from http://$HOST:$PORT within ${READY_TIMEOUT}s"
}

env_lines() {
  printf 'STRIPE_API_BASE=http://%s:%s\n' "$HOST" "$PORT"
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
