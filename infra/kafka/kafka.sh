#!/usr/bin/env bash
# A single-node Kafka broker (KRaft, combined broker + controller) for tests, run from the Maven
# repository's jars on the installed Java 17: no Docker, no download of a Kafka distribution.
#
#   infra/kafka/kafka.sh install   fetch the jars into the cache (skipped when already complete)
#   infra/kafka/kafka.sh start     format storage the first time, start the broker in the background
#   infra/kafka/kafka.sh ready     wait until the broker answers metadata requests (bounded)
#   infra/kafka/kafka.sh stop      SIGTERM, then SIGKILL after KAFKA_STOP_TIMEOUT seconds
#   infra/kafka/kafka.sh kill      SIGKILL at once (a crashed broker, for fault tests)
#   infra/kafka/kafka.sh env       print KAFKA_BROKERS=127.0.0.1:<port> (and, in sasl_ssl mode, how to connect)
#   infra/kafka/kafka.sh status    say whether it runs
#   infra/kafka/kafka.sh clean     stop, then delete this port's data and logs (keeps the jars)
#
# Settings (environment): KAFKA_PORT (19092), KAFKA_CONTROLLER_PORT (KAFKA_PORT + 1),
# VILLAGE_INFRA_CACHE (<repo>/.cache/infra), KAFKA_HEAP_OPTS (-Xms128m -Xmx512m),
# KAFKA_INSTALL_TIMEOUT (900 s), KAFKA_READY_TIMEOUT (120 s), KAFKA_STOP_TIMEOUT (30 s),
# KAFKA_SECURITY (plaintext; sasl_ssl: the listener wants TLS, with a certificate from a CA generated for this port,
# and SASL PLAIN, SCRAM-SHA-256 or SCRAM-SHA-512 as user "village" with a generated password; `env` prints them).
# Cache layout: <cache>/kafka-<version>/libs (jars), .../run-<port>/{server.properties,data,logs,kafka.pid,tls,sasl}.
set -euo pipefail

# shellcheck source=SCRIPTDIR/../lib/common.sh
source "$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)/../lib/common.sh" kafka

KAFKA_VERSION=4.1.2 # keep equal to kafka.version in pom.xml
HERE="$VILLAGE_REPO_ROOT/infra/kafka"
POM="$HERE/pom.xml"
KAFKA_HOME="$VILLAGE_INFRA_CACHE/kafka-$KAFKA_VERSION"
LIBS="$KAFKA_HOME/libs"
COMPLETE_MARK="$LIBS/.complete"

PORT="${KAFKA_PORT:-19092}"
check_port KAFKA_PORT "$PORT"
CONTROLLER_PORT="${KAFKA_CONTROLLER_PORT:-$((PORT + 1))}"
check_port KAFKA_CONTROLLER_PORT "$CONTROLLER_PORT"
[[ "$PORT" != "$CONTROLLER_PORT" ]] || die "KAFKA_PORT and KAFKA_CONTROLLER_PORT must differ"
HOST=127.0.0.1
SECURITY="${KAFKA_SECURITY:-plaintext}"
[[ "$SECURITY" == plaintext || "$SECURITY" == sasl_ssl ]] ||
  die "KAFKA_SECURITY: expected plaintext or sasl_ssl, got '$SECURITY'"
SASL_USER=village

RUN_DIR="$KAFKA_HOME/run-$PORT"
CONF="$RUN_DIR/server.properties"
DATA="$RUN_DIR/data"
LOGS="$RUN_DIR/logs"
PID_FILE="$RUN_DIR/kafka.pid"
TLS_DIR="$RUN_DIR/tls"
SASL_PASSWORD_FILE="$RUN_DIR/sasl/password"
# What identifies our broker's process in /proc/<pid>/cmdline.
PID_MARKER="kafka.Kafka $CONF"

INSTALL_TIMEOUT="${KAFKA_INSTALL_TIMEOUT:-900}"
READY_TIMEOUT="${KAFKA_READY_TIMEOUT:-120}"
STOP_TIMEOUT="${KAFKA_STOP_TIMEOUT:-30}"
HEAP_OPTS="${KAFKA_HEAP_OPTS:--Xms128m -Xmx512m}"

# A fingerprint of what the cache must hold: the pom's content (versions, exclusions).
wanted_mark() {
  printf 'kafka %s\n' "$KAFKA_VERSION"
  sha256sum "$POM" | cut -d' ' -f1
}

installed() {
  [[ -f "$COMPLETE_MARK" && -f "$LIBS/kafka_2.13-$KAFKA_VERSION.jar" ]] &&
    [[ "$(<"$COMPLETE_MARK")" == "$(wanted_mark)" ]]
}

do_install() {
  if installed; then
    say "kafka $KAFKA_VERSION already installed in $LIBS"
    return 0
  fi
  need java mvn
  local started staging
  started="$(now_ms)"
  say "fetching kafka $KAFKA_VERSION jars into $LIBS (Maven, up to ${INSTALL_TIMEOUT}s)"
  staging="$KAFKA_HOME/libs.partial"
  rm -rf "$staging"
  mkdir -p "$staging"
  mkdir -p "$KAFKA_HOME"
  if ! timeout "$INSTALL_TIMEOUT" mvn -q -B -Dstyle.color=never -f "$POM" \
    dependency:copy-dependencies -DincludeScope=runtime -DoutputDirectory="$staging" \
    >"$KAFKA_HOME/install.log" 2>&1; then
    show_tail "$KAFKA_HOME/install.log"
    die "mvn dependency:copy-dependencies failed (or took over ${INSTALL_TIMEOUT}s)"
  fi
  [[ -f "$staging/kafka_2.13-$KAFKA_VERSION.jar" ]] || die "kafka_2.13-$KAFKA_VERSION.jar is missing after the download"
  wanted_mark >"$staging/.complete"
  rm -rf "${LIBS:?}"
  mv "$staging" "$LIBS"
  say "installed $(find "$LIBS" -name '*.jar' | wc -l) jars in $(elapsed_since "$started")s"
}

install() { with_lock "$KAFKA_HOME.lock" "$INSTALL_TIMEOUT" do_install; }

# Runs a Kafka command-line class from the cached jars within a time limit, logging warnings to stderr only.
java_tool() {
  local limit="$1"
  shift
  timeout "$limit" java -Xmx256m -XX:TieredStopAtLevel=1 -XX:+UseSerialGC -Djava.awt.headless=true \
    -Dlog4j2.configurationFile="$HERE/log4j2-tools.properties" -cp "$LIBS/*" "$@"
}

# A Kafka cluster id: 16 random bytes, base64url without padding, not starting with '-'.
new_cluster_id() {
  local id
  while :; do
    id="$(head -c 16 /dev/urandom | base64 | tr '+/' '-_' | tr -d '=\n')"
    [[ "$id" != -* ]] && break
  done
  printf '%s\n' "$id"
}

# A CA and a certificate for 127.0.0.1 and localhost signed by it, once per port; the broker reads the key and
# chain as a PEM keystore and trusts the CA for its own inter-broker connections.
make_tls() {
  mkdir -p "$LOGS"
  make_test_tls "$TLS_DIR" "$HOST" "$LOGS/tls.log"
  [[ -f "$TLS_DIR/broker.pem" ]] || (umask 077 && cat "$TLS_DIR/server.key" "$TLS_DIR/server.crt" >"$TLS_DIR/broker.pem")
}

sasl_password() {
  if [[ ! -f "$SASL_PASSWORD_FILE" ]]; then
    mkdir -p "$(dirname "$SASL_PASSWORD_FILE")"
    (umask 077 && head -c 18 /dev/urandom | base64 | tr '+/' '-_' >"$SASL_PASSWORD_FILE")
  fi
  cat "$SASL_PASSWORD_FILE"
}

listener_config() {
  if [[ "$SECURITY" == plaintext ]]; then
    cat <<EOF
listeners=PLAINTEXT://$HOST:$PORT,CONTROLLER://$HOST:$CONTROLLER_PORT
advertised.listeners=PLAINTEXT://$HOST:$PORT,CONTROLLER://$HOST:$CONTROLLER_PORT
inter.broker.listener.name=PLAINTEXT
listener.security.protocol.map=CONTROLLER:PLAINTEXT,PLAINTEXT:PLAINTEXT
EOF
    return 0
  fi
  local password
  password="$(sasl_password)"
  cat <<EOF
listeners=SASL_SSL://$HOST:$PORT,CONTROLLER://$HOST:$CONTROLLER_PORT
advertised.listeners=SASL_SSL://$HOST:$PORT,CONTROLLER://$HOST:$CONTROLLER_PORT
inter.broker.listener.name=SASL_SSL
listener.security.protocol.map=CONTROLLER:PLAINTEXT,SASL_SSL:SASL_SSL
ssl.keystore.type=PEM
ssl.keystore.location=$TLS_DIR/broker.pem
ssl.truststore.type=PEM
ssl.truststore.location=$TLS_DIR/ca.pem
ssl.client.auth=none
sasl.enabled.mechanisms=PLAIN,SCRAM-SHA-256,SCRAM-SHA-512
sasl.mechanism.inter.broker.protocol=PLAIN
listener.name.sasl_ssl.plain.sasl.jaas.config=org.apache.kafka.common.security.plain.PlainLoginModule required username="$SASL_USER" password="$password" user_$SASL_USER="$password";
listener.name.sasl_ssl.scram-sha-256.sasl.jaas.config=org.apache.kafka.common.security.scram.ScramLoginModule required;
listener.name.sasl_ssl.scram-sha-512.sasl.jaas.config=org.apache.kafka.common.security.scram.ScramLoginModule required;
EOF
}

write_config() {
  mkdir -p "$DATA" "$LOGS"
  if [[ "$SECURITY" == sasl_ssl ]]; then make_tls; fi
  cat >"$CONF" <<EOF
# Written by infra/kafka/kafka.sh on every start; edit the script, not this file.
process.roles=broker,controller
node.id=1
controller.quorum.bootstrap.servers=$HOST:$CONTROLLER_PORT
controller.listener.names=CONTROLLER
$(listener_config)
log.dirs=$DATA

# One node: every internal topic has one replica.
offsets.topic.replication.factor=1
offsets.topic.num.partitions=10
transaction.state.log.replication.factor=1
transaction.state.log.min.isr=1
share.coordinator.state.topic.replication.factor=1
share.coordinator.state.topic.min.isr=1
default.replication.factor=1
min.insync.replicas=1
# Tests start consumer groups often: no initial rebalance delay.
group.initial.rebalance.delay.ms=0
# Topics are provisioned (services/kit provision-topics-main), never created by a client's request.
auto.create.topics.enable=false
delete.topic.enable=true
num.partitions=1

# Small machine (2 cores), small data.
num.network.threads=2
num.io.threads=4
num.recovery.threads.per.data.dir=1
log.retention.hours=24
log.segment.bytes=67108864
EOF
}

format_storage() {
  if [[ -f "$DATA/meta.properties" ]]; then
    return 0
  fi
  local cluster_id
  cluster_id="$(new_cluster_id)"
  say "formatting storage in $DATA (cluster id $cluster_id)"
  local scram=()
  if [[ "$SECURITY" == sasl_ssl ]]; then
    local password
    password="$(sasl_password)"
    scram=(--add-scram "SCRAM-SHA-256=[name=$SASL_USER,password=$password]"
      --add-scram "SCRAM-SHA-512=[name=$SASL_USER,password=$password]")
  fi
  java_tool 120 kafka.tools.StorageTool format --standalone -t "$cluster_id" -c "$CONF" "${scram[@]}" \
    >"$LOGS/format.log" 2>&1 || {
    show_tail "$LOGS/format.log"
    die "formatting the storage failed"
  }
}

start() {
  local pid started
  if pid="$(running_pid "$PID_FILE" "$PID_MARKER")"; then
    say "already running (pid $pid) on $HOST:$PORT"
    return 0
  fi
  installed || install
  need java
  if tcp_open "$HOST" "$PORT"; then die "port $PORT is in use by another process (set KAFKA_PORT)"; fi
  if tcp_open "$HOST" "$CONTROLLER_PORT"; then
    die "controller port $CONTROLLER_PORT is in use by another process (set KAFKA_CONTROLLER_PORT)"
  fi
  started="$(now_ms)"
  write_config
  format_storage
  say "starting kafka $KAFKA_VERSION on $HOST:$PORT (controller $CONTROLLER_PORT), logs in $LOGS"
  # shellcheck disable=SC2086 # HEAP_OPTS holds several JVM options
  nohup java $HEAP_OPTS -XX:+UseG1GC -XX:MaxGCPauseMillis=20 -XX:+ExitOnOutOfMemoryError \
    -Djava.awt.headless=true -Dkafka.logs.dir="$LOGS" -Dlog4j2.shutdownHookEnabled=false \
    -Dlog4j2.configurationFile="$HERE/log4j2.properties" \
    -cp "$LIBS/*" kafka.Kafka "$CONF" >"$LOGS/stdout.log" 2>&1 </dev/null &
  pid=$!
  printf '%s\n' "$pid" >"$PID_FILE"
  sleep 1
  if ! pid_matches "$pid" "$PID_MARKER"; then
    rm -f "$PID_FILE"
    show_tail "$LOGS/stdout.log"
    show_tail "$LOGS/server.log"
    die "the broker exited at once"
  fi
  say "started (pid $pid) in $(elapsed_since "$started")s; run '$0 ready' to wait for it"
}

ready() {
  local started deadline
  started="$(now_ms)"
  deadline=$((SECONDS + READY_TIMEOUT))
  need java
  installed || die "kafka is not installed: run '$0 install'"
  local client_config=()
  if [[ "$SECURITY" == sasl_ssl ]]; then
    [[ -f "$TLS_DIR/ca.pem" ]] || die "no test CA in $TLS_DIR: run '$0 start' first"
    (
      umask 077
      cat >"$RUN_DIR/client.properties" <<EOF
security.protocol=SASL_SSL
ssl.truststore.type=PEM
ssl.truststore.location=$TLS_DIR/ca.pem
sasl.mechanism=SCRAM-SHA-512
sasl.jaas.config=org.apache.kafka.common.security.scram.ScramLoginModule required username="$SASL_USER" password="$(sasl_password)";
EOF
    )
    client_config=(--config "$RUN_DIR/client.properties")
  fi
  while ((SECONDS < deadline)); do
    if [[ -f "$PID_FILE" ]] && ! running_pid "$PID_FILE" "$PID_MARKER" >/dev/null; then
      show_tail "$LOGS/stdout.log"
      show_tail "$LOGS/server.log"
      die "the broker is not running any more"
    fi
    if tcp_open "$HOST" "$PORT" &&
      java_tool 30 org.apache.kafka.tools.ClusterTool cluster-id --bootstrap-server "$HOST:$PORT" \
        "${client_config[@]}" >/dev/null 2>&1; then
      say "ready on $HOST:$PORT after $(elapsed_since "$started")s"
      return 0
    fi
    sleep 0.5
  done
  show_tail "$LOGS/server.log"
  die "no answer from $HOST:$PORT within ${READY_TIMEOUT}s"
}


kill_broker() {
  local pid deadline
  if pid="$(running_pid "$PID_FILE" "$PID_MARKER")"; then
    say "killing pid $pid (SIGKILL)"
    kill -KILL "$pid" 2>/dev/null || true
    deadline=$((SECONDS + 10))
    while pid_matches "$pid" "$PID_MARKER"; do
      ((SECONDS < deadline)) || die "pid $pid survived SIGKILL"
      sleep 0.1
    done
    # The command line goes before the sockets do: a start right after must find the ports closed.
    while tcp_open "$HOST" "$PORT" || tcp_open "$HOST" "$CONTROLLER_PORT"; do
      ((SECONDS < deadline)) || die "the ports of pid $pid stayed open after SIGKILL"
      sleep 0.1
    done
  else
    say "not running"
  fi
  rm -f "$PID_FILE"
}

env_line() {
  printf 'KAFKA_BROKERS=%s:%s\n' "$HOST" "$PORT"
  if [[ "$SECURITY" == sasl_ssl ]]; then
    [[ -f "$TLS_DIR/ca.pem" ]] || die "no test CA in $TLS_DIR: run '$0 start' first"
    printf 'KAFKA_SSL=true\nKAFKA_SSL_CA_FILE=%s\nKAFKA_SASL_MECHANISM=scram-sha-512\n' "$TLS_DIR/ca.pem"
    printf 'KAFKA_SASL_USERNAME=%s\nKAFKA_SASL_PASSWORD=%s\n' "$SASL_USER" "$(sasl_password)"
  fi
}

case "${1:-}" in
  install) install ;;
  start) start ;;
  ready) ready ;;
  stop) stop ;;
  kill) kill_broker ;;
  env) env_line ;;
  status) status ;;
  clean) clean ;;
  *) usage ;;
esac
