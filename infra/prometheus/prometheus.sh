#!/usr/bin/env bash
# Prometheus and promtool for checks and local runs, built from their Go module with the installed Go: no Docker, no
# prebuilt binary download.
#
#   infra/prometheus/prometheus.sh install   build prometheus and promtool into the cache (skipped when there)
#   infra/prometheus/prometheus.sh promtool  install if needed, then print promtool's path
#   infra/prometheus/prometheus.sh start     start it in the background on 127.0.0.1
#   infra/prometheus/prometheus.sh ready     wait until it reports ready (bounded)
#   infra/prometheus/prometheus.sh stop      SIGTERM, then SIGKILL after PROMETHEUS_STOP_TIMEOUT seconds
#   infra/prometheus/prometheus.sh env       print PROMETHEUS_URL
#   infra/prometheus/prometheus.sh status    say whether it runs
#   infra/prometheus/prometheus.sh clean     stop, then delete this port's data, config and logs (keeps the binaries)
#
# What it scrapes: itself (job prometheus), plus PROMETHEUS_TARGETS (comma-separated host:port list of Village
# metrics listeners, job village: e.g. the stack started with METRICS_PORT). PROMETHEUS_RULES: a rule file to load
# (e.g. the chart's alerts, rendered). PROMETHEUS_CONFIG: a whole configuration file instead of the generated one.
#
# Settings (environment): PROMETHEUS_PORT (19090), PROMETHEUS_SCRAPE_INTERVAL (5s), VILLAGE_INFRA_CACHE
# (<repo>/.cache/infra), PROMETHEUS_INSTALL_TIMEOUT (1800 s), PROMETHEUS_READY_TIMEOUT (60 s),
# PROMETHEUS_STOP_TIMEOUT (20 s). The Go module and build caches are Go's own (GOMODCACHE, GOCACHE).
# Cache layout: <cache>/prometheus-<version>/bin/prometheus, <cache>/promtool-<version>/bin/promtool,
# <cache>/prometheus-<version>/run-<port>/{data,logs,prometheus.yml,prometheus.pid}.
set -euo pipefail

# shellcheck source=SCRIPTDIR/../lib/common.sh
source "$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)/../lib/common.sh" prometheus

# Prometheus 3.x's Go module versions are v0.<minor><patch>: v0.316.0 is Prometheus 3.16.0. Bump deliberately.
GO_VERSION=v0.316.0
PROMETHEUS_PACKAGE=github.com/prometheus/prometheus/cmd/prometheus
PROMTOOL_PACKAGE=github.com/prometheus/prometheus/cmd/promtool
PROMETHEUS_HOME="$VILLAGE_INFRA_CACHE/prometheus-$GO_VERSION"
PROMTOOL_HOME="$VILLAGE_INFRA_CACHE/promtool-$GO_VERSION"
BIN="$PROMETHEUS_HOME/bin/prometheus"
PROMTOOL="$PROMTOOL_HOME/bin/promtool"

PORT="${PROMETHEUS_PORT:-19090}"
check_port PROMETHEUS_PORT "$PORT"
HOST=127.0.0.1
SCRAPE_INTERVAL="${PROMETHEUS_SCRAPE_INTERVAL:-5s}"
[[ "$SCRAPE_INTERVAL" =~ ^[0-9]+(ms|s|m)$ ]] || die "PROMETHEUS_SCRAPE_INTERVAL must be a duration like 5s, got '$SCRAPE_INTERVAL'"

RUN_DIR="$PROMETHEUS_HOME/run-$PORT"
DATA="$RUN_DIR/data"
LOGS="$RUN_DIR/logs"
PID_FILE="$RUN_DIR/prometheus.pid"
ENGINE_LOG=prometheus.log
# What identifies our server's process in /proc/<pid>/cmdline.
PID_MARKER="--web.listen-address=$HOST:$PORT"

INSTALL_TIMEOUT="${PROMETHEUS_INSTALL_TIMEOUT:-1800}"
READY_TIMEOUT="${PROMETHEUS_READY_TIMEOUT:-60}"
STOP_TIMEOUT="${PROMETHEUS_STOP_TIMEOUT:-20}"

# Each binary is its own cached engine (go_engine_* of common.sh); the second build reuses Go's build cache.
build_one() {
  local ENGINE_HOME="$1" ENGINE_BIN="$2" GO_MODULE="$3"
  go_engine_installed || go_engine_install
}

installed() { [[ -x "$BIN" && -x "$PROMTOOL" ]]; }

install() {
  build_one "$PROMETHEUS_HOME" prometheus "$PROMETHEUS_PACKAGE"
  build_one "$PROMTOOL_HOME" promtool "$PROMTOOL_PACKAGE"
}

# The generated configuration: itself, the Village targets, the rule file.
write_config() {
  local config="$1" target targets=()
  if [[ -n "${PROMETHEUS_TARGETS:-}" ]]; then
    IFS=, read -r -a targets <<<"$PROMETHEUS_TARGETS"
    for target in "${targets[@]}"; do
      [[ "$target" =~ ^[A-Za-z0-9.-]+:[0-9]+$ ]] || die "PROMETHEUS_TARGETS: '$target' is not host:port"
    done
  fi
  {
    printf 'global:\n  scrape_interval: %s\n  evaluation_interval: %s\n' "$SCRAPE_INTERVAL" "$SCRAPE_INTERVAL"
    if [[ -n "${PROMETHEUS_RULES:-}" ]]; then
      [[ -f "$PROMETHEUS_RULES" ]] || die "PROMETHEUS_RULES: no file $PROMETHEUS_RULES"
      printf 'rule_files:\n  - %s\n' "$(cd "$(dirname "$PROMETHEUS_RULES")" && pwd)/$(basename "$PROMETHEUS_RULES")"
    fi
    printf 'scrape_configs:\n  - job_name: prometheus\n    static_configs:\n      - targets: ["%s:%s"]\n' "$HOST" "$PORT"
    if ((${#targets[@]} > 0)); then
      # The processes label their series with service=<component> themselves; honor_labels keeps it.
      printf '  - job_name: village\n    honor_labels: true\n    static_configs:\n      - targets: [%s]\n' \
        "$(printf '"%s",' "${targets[@]}" | sed 's/,$//')"
    fi
  } >"$config"
}

start() {
  engine_already_running && return 0
  installed || install
  if tcp_open "$HOST" "$PORT"; then die "port $PORT is in use by another process (set PROMETHEUS_PORT)"; fi
  mkdir -p "$DATA"
  local config="${PROMETHEUS_CONFIG:-}"
  if [[ -z "$config" ]]; then
    config="$RUN_DIR/prometheus.yml"
    write_config "$config"
  fi
  "$PROMTOOL" check config --syntax-only "$config" >/dev/null || die "invalid configuration $config"
  say "starting prometheus on $HOST:$PORT, config $config, data in $DATA, log in $LOGS/$ENGINE_LOG"
  engine_launch 0.5 "$BIN" --config.file="$config" --storage.tsdb.path="$DATA" --web.listen-address="$HOST:$PORT" \
    --storage.tsdb.retention.time=7d
}

ready() { engine_ready -f "http://$HOST:$PORT/-/ready"; }

env_lines() { printf 'PROMETHEUS_URL=http://%s:%s\n' "$HOST" "$PORT"; }

# promtool alone (what the checks need): the server is built on the first start.
promtool_path() {
  build_one "$PROMTOOL_HOME" promtool "$PROMTOOL_PACKAGE" >&2
  printf '%s\n' "$PROMTOOL"
}

case "${1:-}" in
  install) install ;;
  promtool) promtool_path ;;
  start) start ;;
  ready) ready ;;
  stop) stop ;;
  env) env_lines ;;
  status) status ;;
  clean) clean ;;
  *) usage ;;
esac
