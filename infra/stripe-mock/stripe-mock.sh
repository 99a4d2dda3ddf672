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
# Settings (environment): STRIPE_MOCK_PORT (12111), STRIPE_MOCK_HTTPS_PORT (STRIPE_MOCK_PORT + 1),
# VILLAGE_INFRA_CACHE (<repo>/.cache/infra), STRIPE_MOCK_INSTALL_TIMEOUT (600 s), STRIPE_MOCK_READY_TIMEOUT (30 s), STRIPE_MOCK_STOP_TIMEOUT (10 s).
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
# stripe-mock always serves HTTPS as well; without an address it would listen on every interface.
HTTPS_PORT="${STRIPE_MOCK_HTTPS_PORT:-$((PORT + 1))}"
check_port STRIPE_MOCK_HTTPS_PORT "$HTTPS_PORT"
HOST=127.0.0.1

RUN_DIR="$ENGINE_HOME/run-$PORT"
LOGS="$RUN_DIR/logs"
PID_FILE="$RUN_DIR/stripe-mock.pid"
ENGINE_LOG=stripe-mock.log
# What identifies our server's process in /proc/<pid>/cmdline.
PID_MARKER="-http-addr $HOST:$PORT"

INSTALL_TIMEOUT="${STRIPE_MOCK_INSTALL_TIMEOUT:-600}"
READY_TIMEOUT="${STRIPE_MOCK_READY_TIMEOUT:-30}"
STOP_TIMEOUT="${STRIPE_MOCK_STOP_TIMEOUT:-10}"

installed() { go_engine_installed; }

install() { go_engine_install; }

start() {
  engine_already_running && return 0
  installed || install
  if tcp_open "$HOST" "$PORT"; then die "port $PORT is in use by another process (set STRIPE_MOCK_PORT)"; fi
  if tcp_open "$HOST" "$HTTPS_PORT"; then
    die "port $HTTPS_PORT is in use by another process (set STRIPE_MOCK_HTTPS_PORT)"
  fi
  say "starting stripe-mock on $HOST:$PORT, log in $LOGS/$ENGINE_LOG"
  engine_launch 0.3 "$BIN" -http-addr "$HOST:$PORT" -https-addr "$HOST:$HTTPS_PORT"
}

# Any answer from the API (401 without a key) means it serves.
ready() { engine_ready "http://$HOST:$PORT/v1/charges"; }

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
