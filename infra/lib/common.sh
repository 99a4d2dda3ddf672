# shellcheck shell=bash
# shellcheck disable=SC2153 # PID_FILE, HOST, PORT, ... are set by the engine script that sources this file
# Shared helpers of the infra/ scripts (kafka.sh, s3.sh, stripe-mock.sh). Source it with the name to prefix messages with
# (`source .../common.sh kafka`); it defines functions and a few variables and runs nothing else.
# Every wait here is bounded.

# The repository root (two levels above infra/lib).
VILLAGE_REPO_ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
# Where downloaded tools and the servers' data live; .cache/ is ignored by git.
VILLAGE_INFRA_CACHE="${VILLAGE_INFRA_CACHE:-$VILLAGE_REPO_ROOT/.cache/infra}"
export VILLAGE_REPO_ROOT VILLAGE_INFRA_CACHE

# The name the messages are prefixed with: the argument of `source`.
INFRA_NAME="${1:-infra}"

say() { printf '[%s] %s\n' "$INFRA_NAME" "$*" >&2; }
die() {
  say "error: $*"
  exit 1
}

need() {
  local tool
  for tool in "$@"; do
    command -v "$tool" >/dev/null 2>&1 || die "'$tool' is required but not on PATH"
  done
}

now_ms() { date +%s%3N; }

# Seconds (with millis) since a now_ms reading.
elapsed_since() {
  local start="$1" end
  end="$(now_ms)"
  printf '%d.%03d' $(((end - start) / 1000)) $(((end - start) % 1000))
}

# Checks that a value is a TCP port number.
check_port() {
  local name="$1" value="$2"
  if [[ ! "$value" =~ ^[0-9]+$ ]] || ((value < 1 || value > 65535)); then
    die "$name must be a port number, got '$value'"
  fi
}

# True when something accepts TCP connections on host:port (1 s bound).
tcp_open() {
  local host="$1" port="$2"
  # shellcheck disable=SC2016 # expanded by the inner bash, from its arguments
  timeout 1 bash -c 'exec 3<>"/dev/tcp/$1/$2"' _ "$host" "$port" 2>/dev/null
}

# True when the pid is alive and its command line contains the marker (guards against reused pids).
pid_matches() {
  local pid="$1" marker="$2" cmdline
  [[ "$pid" =~ ^[0-9]+$ ]] || return 1
  kill -0 "$pid" 2>/dev/null || return 1
  cmdline="$(tr '\0' ' ' <"/proc/$pid/cmdline" 2>/dev/null)" || return 1
  [[ "$cmdline" == *"$marker"* ]]
}

# The pid in a pid file when that process is alive and is ours (see pid_matches); fails otherwise.
running_pid() {
  local pid_file="$1" marker="$2" pid
  [[ -f "$pid_file" ]] || return 1
  pid="$(<"$pid_file")"
  pid_matches "$pid" "$marker" || return 1
  printf '%s\n' "$pid"
}

# Stops the process of a pid file: SIGTERM, then SIGKILL after timeout seconds. Idempotent.
stop_pid_file() {
  local pid_file="$1" marker="$2" timeout_s="$3" pid deadline
  if ! pid="$(running_pid "$pid_file" "$marker")"; then
    rm -f "$pid_file"
    say "not running"
    return 0
  fi
  say "stopping pid $pid (SIGTERM, SIGKILL after ${timeout_s}s)"
  kill -TERM "$pid" 2>/dev/null || true
  deadline=$(($(now_ms) + timeout_s * 1000))
  while pid_matches "$pid" "$marker"; do
    if (($(now_ms) >= deadline)); then
      say "still running after ${timeout_s}s: SIGKILL"
      kill -KILL "$pid" 2>/dev/null || true
      deadline=$(($(now_ms) + 5000))
      while pid_matches "$pid" "$marker"; do
        (($(now_ms) < deadline)) || die "pid $pid survived SIGKILL"
        sleep 0.1
      done
      break
    fi
    sleep 0.2
  done
  rm -f "$pid_file"
  say "stopped"
}

# Runs "$@" while holding an exclusive lock on a file (bounded wait), so that two installs into the
# same cache do not interleave.
with_lock() {
  local lock_file="$1" wait_s="$2"
  shift 2
  mkdir -p "$(dirname "$lock_file")"
  (
    flock -w "$wait_s" 9 || die "another install holds $lock_file (waited ${wait_s}s)"
    "$@"
  ) 9>"$lock_file"
}

# Prints the last lines of a file to stderr, to explain a failure.
show_tail() {
  local file="$1" lines="${2:-40}"
  [[ -f "$file" ]] || return 0
  say "last $lines lines of $file:"
  tail -n "$lines" "$file" >&2 || true
}

# The Go engines' install: reads GO_MODULE, GO_VERSION, ENGINE_HOME (bin/ under it), INSTALL_TIMEOUT and ENGINE_BIN
# (the binary's name). `go install` into a staging folder, marked complete with module@version, then moved in place.
go_engine_bin() { printf '%s/bin/%s' "$ENGINE_HOME" "$ENGINE_BIN"; }

go_engine_installed() {
  local mark="$ENGINE_HOME/bin/.complete"
  [[ -x "$(go_engine_bin)" && -f "$mark" && "$(<"$mark")" == "$GO_MODULE@$GO_VERSION" ]]
}

go_engine_build() {
  if go_engine_installed; then
    say "$ENGINE_BIN $GO_VERSION already installed at $(go_engine_bin)"
    return 0
  fi
  need go
  local started staging
  started="$(now_ms)"
  staging="$ENGINE_HOME/bin.partial"
  rm -rf "$staging"
  mkdir -p "$staging"
  say "building $GO_MODULE@$GO_VERSION with $(go env GOVERSION) (up to ${INSTALL_TIMEOUT}s the first time)"
  if ! GOBIN="$staging" GOFLAGS=-mod=mod GOTOOLCHAIN=local CGO_ENABLED=0 \
    timeout "$INSTALL_TIMEOUT" go install -trimpath -ldflags='-s -w' "$GO_MODULE@$GO_VERSION" \
    >"$ENGINE_HOME/install.log" 2>&1; then
    show_tail "$ENGINE_HOME/install.log"
    die "go install $GO_MODULE@$GO_VERSION failed (or took over ${INSTALL_TIMEOUT}s)"
  fi
  [[ -x "$staging/$ENGINE_BIN" ]] || die "go install $GO_MODULE@$GO_VERSION made no $ENGINE_BIN binary"
  printf '%s\n' "$GO_MODULE@$GO_VERSION" >"$staging/.complete"
  rm -rf "${ENGINE_HOME:?}/bin"
  mv "$staging" "$ENGINE_HOME/bin"
  say "installed $(go_engine_bin) in $(elapsed_since "$started")s"
}

go_engine_install() {
  mkdir -p "$ENGINE_HOME"
  with_lock "$ENGINE_HOME.lock" "$INSTALL_TIMEOUT" go_engine_build
}

# The single-process engines' start and ready (s3.sh, stripe-mock.sh): they read PID_FILE, PID_MARKER, HOST, PORT,
# LOGS, ENGINE_LOG (the log's file name under LOGS) and READY_TIMEOUT.
engine_already_running() {
  local pid
  pid="$(running_pid "$PID_FILE" "$PID_MARKER")" || return 1
  say "already running (pid $pid) on $HOST:$PORT"
}

# Runs "$@" in the background with its output in the log, records its pid, and fails when the process is gone
# `settle` seconds later.
engine_launch() {
  local settle="$1" started pid
  shift
  started="$(now_ms)"
  mkdir -p "$LOGS"
  nohup "$@" >"$LOGS/$ENGINE_LOG" 2>&1 </dev/null &
  pid=$!
  printf '%s\n' "$pid" >"$PID_FILE"
  sleep "$settle"
  if ! pid_matches "$pid" "$PID_MARKER"; then
    rm -f "$PID_FILE"
    show_tail "$LOGS/$ENGINE_LOG"
    die "$INFRA_NAME exited at once"
  fi
  say "started (pid $pid) in $(elapsed_since "$started")s; run '$0 ready' to wait for it"
}

# Waits until `curl <args>` succeeds (bounded by READY_TIMEOUT), failing at once when the process has died.
engine_ready() {
  local started deadline
  started="$(now_ms)"
  deadline=$((SECONDS + READY_TIMEOUT))
  need curl
  while ((SECONDS < deadline)); do
    if [[ -f "$PID_FILE" ]] && ! running_pid "$PID_FILE" "$PID_MARKER" >/dev/null; then
      show_tail "$LOGS/$ENGINE_LOG"
      die "$INFRA_NAME is not running any more"
    fi
    if curl -sS -o /dev/null --max-time 2 "$@" 2>/dev/null; then
      say "ready on http://$HOST:$PORT after $(elapsed_since "$started")s"
      return 0
    fi
    sleep 0.2
  done
  show_tail "$LOGS/$ENGINE_LOG"
  die "no answer from http://$HOST:$PORT within ${READY_TIMEOUT}s"
}

# make_test_tls DIR HOST LOG: once per DIR, a CA (ca.pem, ca.key) and a server certificate for HOST and localhost
# signed by it (server.crt, server.key: unencrypted PKCS#8), for engines' opt-in TLS modes. Needs openssl.
make_test_tls() {
  local dir="$1" host="$2" log="$3"
  [[ -f "$dir/server.crt" && -f "$dir/server.key" ]] && return 0
  need openssl
  mkdir -p "$dir"
  (
    cd "$dir"
    umask 077
    openssl req -x509 -newkey rsa:2048 -nodes -days 3650 -subj "/CN=Village test CA ($INFRA_NAME)" \
      -keyout ca.key -out ca.pem -addext basicConstraints=critical,CA:TRUE -addext keyUsage=critical,keyCertSign
    openssl req -newkey rsa:2048 -nodes -subj "/CN=$host" -keyout server.rsa -out server.csr
    printf 'subjectAltName=IP:%s,DNS:localhost\nextendedKeyUsage=serverAuth\n' "$host" >server.ext
    openssl x509 -req -in server.csr -CA ca.pem -CAkey ca.key -CAcreateserial -days 3650 -extfile server.ext \
      -out server.crt
    openssl pkcs8 -topk8 -nocrypt -in server.rsa -out server.key
    rm -f server.csr server.ext server.rsa ca.srl
  ) >"$log" 2>&1 || {
    show_tail "$log"
    die "generating the test CA and certificate in $dir failed"
  }
  chmod 644 "$dir/ca.pem"
}

# The engine scripts' stop, status and clean: they read PID_FILE, PID_MARKER, STOP_TIMEOUT, HOST, PORT and RUN_DIR.
stop() { stop_pid_file "$PID_FILE" "$PID_MARKER" "$STOP_TIMEOUT"; }

status() {
  local pid
  if pid="$(running_pid "$PID_FILE" "$PID_MARKER")"; then
    say "running (pid $pid) on $HOST:$PORT"
  else
    say "not running"
    return 1
  fi
}

clean() {
  stop
  rm -rf "$RUN_DIR"
  say "removed $RUN_DIR"
}

# Prints the calling script's header comment (from line 2 to `set -euo`) as its usage, and exits 2.
usage() {
  sed -n '2,/^set -euo/p' "$0" | sed -e '$d' -e 's/^# \{0,1\}//' >&2
  exit 2
}
