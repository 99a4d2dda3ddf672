#!/usr/bin/env bash
# LiveKit (the SFU that carries video meetings larger than a mesh allows, ADR 004), built from its Go module with the
# installed Go: no Docker, no prebuilt binary download. Started in development mode (its well-known devkey/secret)
# for tests; production points LIVEKIT_URL at a LiveKit deployment of its own.
#
#   infra/livekit/livekit.sh install   build it into the cache (skipped when the pinned binary is there)
#   infra/livekit/livekit.sh start     start it in the background on LIVEKIT_HOST
#   infra/livekit/livekit.sh ready     wait until it answers (bounded)
#   infra/livekit/livekit.sh stop      SIGTERM, then SIGKILL after LIVEKIT_STOP_TIMEOUT seconds
#   infra/livekit/livekit.sh env       print LIVEKIT_URL, LIVEKIT_API_KEY and LIVEKIT_API_SECRET (one per line)
#   infra/livekit/livekit.sh status    say whether it runs
#   infra/livekit/livekit.sh clean     stop, then delete this port's logs (keeps the binary)
#
# Settings (environment): LIVEKIT_PORT (7880), LIVEKIT_HOST (127.0.0.1; the address browsers reach it on, also the
# address it offers as its media candidate), LIVEKIT_RTC_PORT (LIVEKIT_PORT + 1, TCP and UDP for media),
# LIVEKIT_NETNS (run it inside that network namespace, with LIVEKIT_HOST one of the namespace's addresses: the video
# browser tests' browsers live there, and only TCP reaches in from outside),
# VILLAGE_INFRA_CACHE (<repo>/.cache/infra), LIVEKIT_INSTALL_TIMEOUT (900 s), LIVEKIT_READY_TIMEOUT (30 s),
# LIVEKIT_STOP_TIMEOUT (10 s).
# Cache layout: <cache>/livekit-<version>/bin/server, .../run-<port>/{logs,livekit.pid,livekit.yaml}.
set -euo pipefail

# shellcheck source=SCRIPTDIR/../lib/common.sh
source "$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)/../lib/common.sh" livekit

GO_MODULE=github.com/livekit/livekit-server/cmd/server
# The version issue 13 names: later ones carry replace directives, which `go install` refuses. Bump deliberately.
GO_VERSION=v1.13.5
ENGINE_HOME="$VILLAGE_INFRA_CACHE/livekit-$GO_VERSION"
ENGINE_BIN=server
BIN="$(go_engine_bin)"

PORT="${LIVEKIT_PORT:-7880}"
check_port LIVEKIT_PORT "$PORT"
RTC_PORT="${LIVEKIT_RTC_PORT:-$((PORT + 1))}"
check_port LIVEKIT_RTC_PORT "$RTC_PORT"
HOST="${LIVEKIT_HOST:-127.0.0.1}"
NETNS="${LIVEKIT_NETNS:-}"
# LiveKit's development mode keys: public knowledge, for tests only.
API_KEY=devkey
API_SECRET=secret

RUN_DIR="$ENGINE_HOME/run-$PORT"
LOGS="$RUN_DIR/logs"
PID_FILE="$RUN_DIR/livekit.pid"
CONFIG="$RUN_DIR/livekit.yaml"
ENGINE_LOG=livekit.log
PID_MARKER="--config $CONFIG"

INSTALL_TIMEOUT="${LIVEKIT_INSTALL_TIMEOUT:-900}"
READY_TIMEOUT="${LIVEKIT_READY_TIMEOUT:-30}"
STOP_TIMEOUT="${LIVEKIT_STOP_TIMEOUT:-10}"

installed() { go_engine_installed; }

install() { go_engine_install; }

# One TCP and one UDP port for media, offered on HOST only: no STUN lookup, no other interface.
write_config() {
  mkdir -p "$RUN_DIR"
  cat >"$CONFIG" <<YAML
port: $PORT
bind_addresses: [$HOST]
keys:
  $API_KEY: $API_SECRET
rtc:
  tcp_port: $RTC_PORT
  udp_port: $RTC_PORT
  use_external_ip: false
  node_ip: $HOST
  enable_loopback_candidate: true
logging:
  level: info
YAML
}

start() {
  engine_already_running && return 0
  installed || install
  if tcp_open "$HOST" "$PORT"; then die "port $PORT is in use by another process (set LIVEKIT_PORT)"; fi
  write_config
  say "starting livekit on $HOST:$PORT (media on $RTC_PORT)${NETNS:+ in network namespace $NETNS}, log in $LOGS/$ENGINE_LOG"
  if [[ -n "$NETNS" ]]; then
    engine_launch 0.5 ip netns exec "$NETNS" "$BIN" --config "$CONFIG" --dev
  else
    engine_launch 0.5 "$BIN" --config "$CONFIG" --dev
  fi
}

ready() { engine_ready "http://$HOST:$PORT/"; }

env_lines() {
  printf 'LIVEKIT_URL=ws://%s:%s\n' "$HOST" "$PORT"
  printf 'LIVEKIT_API_KEY=%s\n' "$API_KEY"
  printf 'LIVEKIT_API_SECRET=%s\n' "$API_SECRET"
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
