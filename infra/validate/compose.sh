#!/usr/bin/env bash
# Validates docker-compose.yml against the Compose Specification's JSON schema (pinned, fetched once from the Go
# module proxy by schemas.sh) and Village's rules (compose.mjs). Needs node and the root npm install (ajv, yaml).
set -euo pipefail
here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
schema="$("$here/schemas.sh" compose)"
exec node "$here/compose.mjs" "$schema" "${1:-$here/../../docker-compose.yml}"
