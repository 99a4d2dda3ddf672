#!/usr/bin/env bash
# Prints the path of a pinned JSON schema, fetched once from its Go module (the Go module proxy) into the cache:
#
#   infra/validate/schemas.sh compose    the Compose Specification's schema (compose-go's schema/compose-spec.json)
#   infra/validate/schemas.sh skaffold   skaffold's published schema of the apiVersion skaffold.yaml uses
#   infra/validate/schemas.sh httproute  the Gateway API's HTTPRoute CRD (standard channel), which kubernetes-validate
#                                        does not bundle: the oldest Gateway API the chart supports (route timeouts)
#   infra/validate/schemas.sh versions   the pinned modules
#
# Cache: <cache>/schemas/<name>-<module version>.json. Go's module cache (GOMODCACHE) holds the module itself.
set -euo pipefail

# shellcheck source=SCRIPTDIR/../lib/common.sh
source "$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)/../lib/common.sh" schemas

COMPOSE_MODULE=github.com/compose-spec/compose-go/v2
COMPOSE_VERSION=v2.16.2
COMPOSE_FILE=schema/compose-spec.json
# Skaffold v2.16.1 writes and reads skaffold/v4beta13, its newest schema (skaffold.yaml's apiVersion).
SKAFFOLD_MODULE=github.com/GoogleContainerTools/skaffold/v2
SKAFFOLD_VERSION=v2.16.1
SKAFFOLD_API=v4beta13
SKAFFOLD_FILE="docs-v2/content/en/schemas/$SKAFFOLD_API.json"

GATEWAY_API_MODULE=sigs.k8s.io/gateway-api
GATEWAY_API_VERSION=v1.2.1
GATEWAY_API_FILE=config/crd/standard/gateway.networking.k8s.io_httproutes.yaml

SCHEMAS="$VILLAGE_INFRA_CACHE/schemas"
DOWNLOAD_TIMEOUT="${SCHEMA_DOWNLOAD_TIMEOUT:-600}"

# fetch <name> <module> <version> <file in module>: cached as <name>-<version>.<the file's extension>
fetch() {
  local name="$1" module="$2" version="$3" file="$4" target dir started
  target="$SCHEMAS/$name-$version.${file##*.}"
  if [[ -s "$target" ]]; then
    printf '%s\n' "$target"
    return 0
  fi
  need go
  mkdir -p "$SCHEMAS"
  started="$(now_ms)"
  say "downloading $module@$version (Go module proxy) for $file"
  if ! dir="$(cd "$SCHEMAS" && GOFLAGS=-mod=mod timeout "$DOWNLOAD_TIMEOUT" go mod download -json "$module@$version" |
    sed -n 's/^[[:space:]]*"Dir": "\(.*\)",$/\1/p')" || [[ -z "$dir" ]]; then
    die "go mod download $module@$version failed"
  fi
  [[ -f "$dir/$file" ]] || die "$module@$version has no $file"
  cp "$dir/$file" "$target.partial"
  mv "$target.partial" "$target"
  say "cached $target in $(elapsed_since "$started")s"
  printf '%s\n' "$target"
}

case "${1:-}" in
  compose) fetch compose-spec "$COMPOSE_MODULE" "$COMPOSE_VERSION" "$COMPOSE_FILE" ;;
  skaffold) fetch "skaffold-$SKAFFOLD_API" "$SKAFFOLD_MODULE" "$SKAFFOLD_VERSION" "$SKAFFOLD_FILE" ;;
  skaffold-api) printf 'skaffold/%s\n' "$SKAFFOLD_API" ;;
  httproute) fetch gateway-api-httproutes "$GATEWAY_API_MODULE" "$GATEWAY_API_VERSION" "$GATEWAY_API_FILE" ;;
  versions)
    printf '%s@%s (%s)\n' "$COMPOSE_MODULE" "$COMPOSE_VERSION" "$COMPOSE_FILE"
    printf '%s@%s (%s)\n' "$SKAFFOLD_MODULE" "$SKAFFOLD_VERSION" "$SKAFFOLD_FILE"
    printf '%s@%s (%s)\n' "$GATEWAY_API_MODULE" "$GATEWAY_API_VERSION" "$GATEWAY_API_FILE"
    ;;
  *)
    sed -n '2,/^set -euo/p' "${BASH_SOURCE[0]}" | sed -e '$d' -e 's/^# \{0,1\}//' >&2
    exit 2
    ;;
esac
