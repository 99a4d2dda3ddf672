.PHONY: install start test build lint graph migration

install:
	npm install

start:
	npm start

test:
	npm test

build:
	npm run build

lint:
	npm run lint
	npm run format:check

graph:
	npm run graph:update

# The production profile on this machine (infra/production/README.md): a real PostgreSQL server with one role per
# service, Kafka and MinIO from infra/, migrations as a separate step, every service and the gateway as supervised
# processes with NODE_ENV=production, kept up by the embedded runner's supervisor. Ports: PROD_PORT (28080),
# PROD_SERVICE_PORT_OFFSET (24000, added to each port of services/roster.json), KAFKA_PORT (29092), S3_PORT (29000), ...
.PHONY: prod-up prod-down prod-status prod-check prod-e2e prod-rolling-restart prod-faults prod-clean prod-backup-check

prod-up:
	node infra/production/prod.mjs up

prod-down:
	node infra/production/prod.mjs down

prod-status:
	node infra/production/prod.mjs status

prod-check:
	node infra/production/prod.mjs check

prod-e2e:
	@lines="$$(node infra/production/prod.mjs env)" && eval "$$lines" && export E2E_BASE_URL E2E_ADMIN_EMAIL && \
	  echo "e2e against $$E2E_BASE_URL (admin $$E2E_ADMIN_EMAIL)" && \
	  npx playwright test -c tests/e2e/playwright.config.ts tests/e2e/register-sign-in-sign-out.e2e.ts

# A rolling restart of every service and then the gateway under a bounded load through the gateway (ADR 038): prints
# requests, errors and durations; fails on any error. PROD_ROLL_COMPONENTS=identity,bookings,gateway rolls only those.
prod-rolling-restart:
	node infra/production/rolling-restart-load.mjs

# Faults survived end to end under a bounded load that books, pays, posts and messages (ADR 042): SIGKILL of each
# service and the gateway, a Kafka broker, PostgreSQL and MinIO restart; prints the fault table, fails on a 5xx other
# than 503, a recovery over 10 s, a lost acknowledged write, a second email or charge. FAULTS=bookings,kafka picks.
prod-faults:
	node infra/production/faults-under-load.mjs

prod-clean:
	node infra/production/prod.mjs clean

# Backup and restore end to end (infra/backup/, ADR 041): two profiles of their own (ports 26xxx and 27xxx), data
# through the API, backup, restore into empty servers, the platform checked on the restored data; both stopped after.
prod-backup-check:
	node infra/backup/check.mjs

# The Kafka fault suite (services/kit/test/events/kafka-fault.contract.spec.ts) against a broker of its own on
# KAFKA_FAULT_PORT, which the suite kills (SIGKILL) and starts again in the middle of its run; the broker is stopped
# afterwards.
# setsid: the broker must not belong to the test run's process group (a harness that kills the group would kill it).
.PHONY: test-kafka-fault bench-events
KAFKA_FAULT_PORT ?= 29192

test-kafka-fault:
	@export KAFKA_PORT=$(KAFKA_FAULT_PORT); trap 'infra/kafka/kafka.sh stop' EXIT; \
	  setsid infra/kafka/kafka.sh start && infra/kafka/kafka.sh ready && \
	  KAFKA_BROKERS=127.0.0.1:$(KAFKA_FAULT_PORT) \
	  KAFKA_RESTART_COMMAND='infra/kafka/kafka.sh kill && setsid infra/kafka/kafka.sh start && infra/kafka/kafka.sh ready' \
	  TEST_TIER=contract npx jest --ci services/kit/test/events/kafka-fault.contract.spec.ts

# Kafka over TLS and SASL (services/kit/test/events/kafka-secure.contract.spec.ts) against a broker of its own on
# KAFKA_SECURE_PORT whose client listener is SASL_SSL (a CA generated for it); the broker is stopped afterwards.
.PHONY: test-kafka-secure
KAFKA_SECURE_PORT ?= 29592

test-kafka-secure:
	@export KAFKA_PORT=$(KAFKA_SECURE_PORT) KAFKA_SECURITY=sasl_ssl; trap 'infra/kafka/kafka.sh stop' EXIT; \
	  infra/kafka/kafka.sh start && infra/kafka/kafka.sh ready && \
	  set -a && eval "$$(infra/kafka/kafka.sh env | sed 's/^KAFKA_/KAFKA_SECURE_/')" && set +a && \
	  TEST_TIER=contract npx jest --ci services/kit/test/events/kafka-secure.contract.spec.ts

# Commit-to-effect latency of the event bus (scripts/bench-events.mjs): Kafka when KAFKA_BROKERS is set, else the
# Postgres log; BENCH_TRANSPORTS=kafka,postgres runs both.
bench-events:
	npm run build:server --silent && node scripts/bench-events.mjs

# The self-healing fault test alone (tests/e2e/stack-self-healing.e2e.ts, also part of the e2e tier): a stack of its
# own on E2E_FAULT_PORT, E2E_FAULT_POSTGRES_PORT, E2E_FAULT_SERVICE_PORT_OFFSET; no browser, no shared e2e stack.
.PHONY: test-self-healing
test-self-healing:
	npm run build --silent && E2E_SHARED_STACK=off npx playwright test -c tests/e2e/playwright.config.ts tests/e2e/stack-self-healing.e2e.ts
