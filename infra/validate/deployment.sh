#!/usr/bin/env bash
# Validates Village's deployment files without a cluster and without Docker (CI runs it):
#
#   1. tools: Helm and promtool (built from their Go modules) and kubernetes-validate + hadolint (pinned wheels), cached;
#   2. the supergraph and the web build travel only in the gateway's image (no chart copy of them);
#   3. helm lint --strict with each values file (ci, production-like, skaffold dev), and without one (must fail:
#      the chart requires its engines' addresses);
#   4. helm template of each, plus the Postgres-event-log and Gateway API (HTTPRoute) variants, and the renders
#      that must fail (connection budget exceeded, no image registry, production Ingress without TLS, Ingress and
#      HTTPRoute both);
#   4b. the monitoring objects (production-like values turn them on): ServiceMonitors and the PrometheusRule strictly
#      against the prometheus-operator CRD schemas vendored in infra/validate/crds/ (kubernetes-validate has none),
#      `promtool check rules` and the alerts' unit tests (infra/prometheus/tests/), every alert's runbook entry, and
#      the dashboards (schema, datasource variable, each query parsed by promtool); then they are set aside;
#   5. the HTTPRoute against the Gateway API's CRD (a pinned Go module), then kubernetes-validate --strict of every
#      rendered manifest (and the dev engines) against pinned Kubernetes versions' schemas, bundled in the package;
#   6. env coverage: every variable a service's (or the gateway's) env schema requires is set by the chart, the
#      environment passes the real schema, the gateway reaches every subgraph, migrations have DATABASE_URL;
#   7. docker-compose.yml against the Compose Specification's schema (+ Village's rules);
#   8. skaffold.yaml against skaffold's schema (+ image wiring);
#   9. the Dockerfiles: hadolint and Village's policy (multi-stage, pinned bases, non-root USER, HEALTHCHECK).
#
# Exits non-zero on the first failing step, naming it. Settings: VILLAGE_INFRA_CACHE (<repo>/.cache/infra),
# KUBE_VERSIONS ("1.29.0 1.33.0": the chart's oldest supported version and a current one), STEP_TIMEOUT (900 s).
set -euo pipefail

here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
root="$(cd "$here/../.." && pwd)"
cd "$root"
KUBE_VERSIONS="${KUBE_VERSIONS:-1.29.0 1.33.0}"
STEP_TIMEOUT="${STEP_TIMEOUT:-900}"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
started=$SECONDS
step_started=$SECONDS
current=""
checked=()

step() {
  if [[ -n "$current" ]]; then checked+=("$current ($((SECONDS - step_started))s)"); fi
  current="$1"
  step_started=$SECONDS
  printf '\n=== %s\n' "$1"
}
fail() {
  printf '\nFAILED: %s\n  %s\n' "$current" "$*" >&2
  exit 1
}
run() { timeout "$STEP_TIMEOUT" "$@"; }

step "tools: helm and the validators (installed once, then cached)"
helm="$(run infra/helm/helm.sh install)" || fail "could not install helm (infra/helm/helm.sh install)"
validators="$(run infra/helm/helm.sh validators)" || fail "could not install the validators (infra/helm/helm.sh validators)"
promtool="$(run infra/prometheus/prometheus.sh promtool)" || fail "could not install promtool (infra/prometheus/prometheus.sh install)"
"$helm" version --short
"$validators/kubernetes-validate" --version
"$validators/hadolint" --version

step "the supergraph travels with the gateway image"
if [[ -e charts/village/files/supergraph.graphql ]] || grep -rqE "supergraph\.graphql|SUPERGRAPH_PATH" charts/village/templates; then
  fail "the chart carries a supergraph; the gateway reads the one built into its image (ADR 039)"
fi
echo "no supergraph in the chart: the gateway uses gateway/supergraph.graphql from its image"

declare -A values=(
  [ci]=charts/village/ci/ci-values.yaml
  [production]=charts/village/ci/production-values.yaml
  [dev]=infra/helm/dev/values.yaml
)

step "helm lint --strict"
for name in ci production dev; do
  run "$helm" lint --strict charts/village -f "${values[$name]}" >"$work/lint-$name.txt" 2>&1 ||
    { cat "$work/lint-$name.txt" >&2; fail "helm lint --strict with ${values[$name]}"; }
  echo "lint ok with ${values[$name]}"
done
if run "$helm" lint --strict charts/village >"$work/lint-none.txt" 2>&1; then
  fail "helm lint passed without values: the chart must require the engines' addresses and the ingress host"
fi
echo "lint without values fails as it must: $(grep -m1 -o "at '[^']*'.*" "$work/lint-none.txt" || true)"

step "helm template"
render() {
  local name="$1" version="$2"
  shift 2
  run "$helm" template village charts/village --namespace village --kube-version "$version" "$@" \
    >"$work/$name-$version.yaml" 2>"$work/$name-$version.err" ||
    { cat "$work/$name-$version.err" >&2; fail "helm template $name (Kubernetes $version)"; }
}
for version in $KUBE_VERSIONS; do
  for name in ci production dev; do render "$name" "$version" -f "${values[$name]}"; done
  # The log's pool and sessions add to every pod's connections: a bigger server.
  render postgres-log "$version" -f "${values[ci]}" --set events.transport=postgres \
    --set events.postgresLog.existingSecret=village-eventlog-db --set postgres.maxConnections=700 \
    --set events.postgresLog.migratorSecret=village-eventlog-migrator-db
  # The edge through a Gateway API HTTPRoute instead of the Ingress; the gateway's schema migrated by its own role.
  render gateway-api "$version" -f "${values[production]}" --set ingress.enabled=false --set httpRoute.enabled=true \
    --set gateway.sharedRateLimits.migratorSecret= \
    --set 'httpRoute.parentRefs[0].name=public' --set 'httpRoute.parentRefs[0].sectionName=https'
done
# must_fail <why> <message helm must print> <helm template arguments...>
must_fail() {
  local why="$1" message="$2"
  shift 2
  if run "$helm" template village charts/village --kube-version "${KUBE_VERSIONS%% *}" "$@" >"$work/must-fail.txt" 2>&1 ||
    ! grep -q "$message" "$work/must-fail.txt"; then
    cat "$work/must-fail.txt" >&2
    fail "helm template must fail: $why"
  fi
  echo "fails as it must: $why ($(grep -o "$message" "$work/must-fail.txt" | head -1))"
}
must_fail "the pools at every HPA maximum exceed postgres.maxConnections" "connection budget exceeded" \
  -f "${values[ci]}" --set postgres.maxConnections=100
must_fail "no image registry (nothing pulled from Docker Hub by default)" "image.registry is required" \
  -f "${values[ci]}" --set image.registry=
must_fail "a production Ingress without TLS" "ingress.tls.secretName is required in production" \
  -f "${values[production]}" --set ingress.tls.secretName=
must_fail "both an Ingress and an HTTPRoute" "are exclusive" \
  -f "${values[ci]}" --set httpRoute.enabled=true --set 'httpRoute.parentRefs[0].name=public'
for file in "$work"/*.yaml; do
  printf '%-28s %s\n' "$(basename "$file")" "$(grep '^kind:' "$file" | sort | uniq -c | awk '{printf "%s %s, ", $1, $3}' | sed 's/, $//')"
done

step "monitoring: CRD schemas, promtool check and test rules, runbook entries, dashboards"
first="${KUBE_VERSIONS%% *}"
mkdir -p "$work/rules"
run node infra/validate/monitoring.mjs rules "$work/production-$first.yaml" "$work/rules/village-rules.yaml" ||
  fail "the PrometheusRule rendered with ${values[production]}"
run "$promtool" check rules "$work/rules/village-rules.yaml" || fail "promtool check rules (the chart's alerts)"
cp infra/prometheus/tests/alerts.test.yaml "$work/rules/"
run "$promtool" test rules "$work/rules/alerts.test.yaml" || fail "promtool test rules infra/prometheus/tests/alerts.test.yaml"
run node infra/validate/monitoring.mjs dashboards "$work/rules/dashboard-queries.yaml" || fail "charts/village/files/dashboards"
run "$promtool" check rules "$work/rules/dashboard-queries.yaml" >/dev/null || fail "a dashboard query is not valid PromQL"
echo "every dashboard query parses (promtool)"
# kubernetes-validate has no schema for the prometheus-operator kinds: they are validated here and set aside.
for file in "$work"/*.yaml; do
  run node infra/validate/monitoring.mjs split "$file" "$file" || fail "monitoring objects in $(basename "$file")"
done

step "Gateway API objects against the vendored HTTPRoute CRD (kubernetes-validate does not know them)"
httproutes="$(run infra/validate/schemas.sh httproute)" || fail "could not fetch the HTTPRoute CRD (infra/validate/schemas.sh httproute)"
for file in "$work"/*.yaml; do
  grep -q '^apiVersion: gateway.networking.k8s.io/' "$file" || continue
  # Validates the routes and leaves the Kubernetes kinds in the file for kubernetes-validate.
  run node infra/validate/gateway-api.mjs "$httproutes" "$file" "$work/without-routes.yaml" ||
    fail "the Gateway API objects of $(basename "$file")"
  mv "$work/without-routes.yaml" "$file"
done

step "kubernetes-validate --strict (Kubernetes $KUBE_VERSIONS)"
for version in $KUBE_VERSIONS; do
  for file in "$work"/*-"$version".yaml infra/helm/dev/engines.yaml; do
    if ! run "$validators/kubernetes-validate" --strict --kubernetes-version "$version" --quiet "$file" \
      >"$work/kv.txt" 2>&1 || grep -qiE 'error|invalid' "$work/kv.txt"; then
      grep -E '^(ERROR|WARN)' "$work/kv.txt" >&2 || tail -20 "$work/kv.txt" >&2
      fail "kubernetes-validate --strict -k $version $(basename "$file")"
    fi
    echo "valid against Kubernetes $version: $(basename "$file") ($(grep -c '^kind:' "$file") objects)"
  done
done

step "env coverage (compiled env schemas vs the rendered chart)"
run npx --no-install tsc -b tsconfig.build.json || fail "npx tsc -b tsconfig.build.json (the env schemas must compile)"
run node infra/validate/env-coverage.mjs "$work"/{ci,production,dev,postgres-log,gateway-api}-"$first".yaml ||
  fail "a service or the gateway would not start with the chart's environment"

step "docker-compose.yml against the Compose Specification"
run infra/validate/compose.sh || fail "docker-compose.yml"

step "skaffold.yaml against skaffold's schema"
run node infra/validate/skaffold.mjs "$(infra/validate/schemas.sh skaffold)" "$(infra/validate/schemas.sh skaffold-api)" ||
  fail "skaffold.yaml"

step "Dockerfiles: hadolint and policy"
run "$validators/hadolint" --failure-threshold warning infra/docker/*.Dockerfile || fail "hadolint"
echo "hadolint: no warnings in $(echo infra/docker/*.Dockerfile)"
run node infra/validate/dockerfiles.mjs || fail "Dockerfile policy"

step "done"
printf '\nChecked:\n'
printf '  - %s\n' "${checked[@]}"
printf 'deployment validation passed in %ss\n' "$((SECONDS - started))"
