#!/usr/bin/env bash
# Deployment tooling without Docker and without prebuilt-binary downloads: Helm built from its Go module, and an
# offline Kubernetes schema validator (kubernetes-validate, which bundles the schemas) plus hadolint (a wheel that
# ships the binary) in a Python virtual environment. Everything lands in the cache and is reused.
#
#   infra/helm/helm.sh install           build Helm into the cache (skipped when the pinned binary is there); prints its path
#   infra/helm/helm.sh path              print Helm's path (installs first when needed)
#   infra/helm/helm.sh validators        create the venv with kubernetes-validate and hadolint; prints its bin directory
#   infra/helm/helm.sh versions          print the pinned versions
#
# Settings (environment): VILLAGE_INFRA_CACHE (<repo>/.cache/infra), HELM_INSTALL_TIMEOUT (1800 s),
# VALIDATORS_INSTALL_TIMEOUT (600 s). The Go module and build caches are Go's own (GOMODCACHE, GOCACHE); pip's
# index settings are pip's own.
# Cache layout: <cache>/helm-<version>/bin/helm, <cache>/validators-<hash of the pins>/venv.
set -euo pipefail

# shellcheck source=SCRIPTDIR/../lib/common.sh
source "$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)/../lib/common.sh" helm
# shellcheck source=SCRIPTDIR/../lib/python-venv.sh
source "$VILLAGE_REPO_ROOT/infra/lib/python-venv.sh"

HELM_MODULE=helm.sh/helm/v3
# The newest Helm 3 the Go module proxy serves (Helm 4 changed the chart and plugin APIs). Bump deliberately.
HELM_VERSION=v3.22.0
HELM_HOME="$VILLAGE_INFRA_CACHE/helm-$HELM_VERSION"
HELM_BIN="$HELM_HOME/bin/helm"
HELM_MARK="$HELM_HOME/bin/.complete"

# Python packages of the validators, every transitive one pinned (see requirements-validators.txt).
REQUIREMENTS="$VILLAGE_REPO_ROOT/infra/helm/requirements-validators.txt"

HELM_INSTALL_TIMEOUT="${HELM_INSTALL_TIMEOUT:-1800}"
VALIDATORS_INSTALL_TIMEOUT="${VALIDATORS_INSTALL_TIMEOUT:-600}"

helm_installed() {
  [[ -x "$HELM_BIN" && -f "$HELM_MARK" && "$(<"$HELM_MARK")" == "$HELM_MODULE@$HELM_VERSION" ]]
}

do_install_helm() {
  if helm_installed; then
    say "helm $HELM_VERSION already installed"
    return 0
  fi
  need go
  local started staging
  started="$(now_ms)"
  staging="$HELM_HOME/bin.partial"
  rm -rf "$staging"
  mkdir -p "$staging"
  say "building $HELM_MODULE/cmd/helm@$HELM_VERSION with $(go env GOVERSION) (a few minutes the first time)"
  # Helm prints its version from these variables; without them `helm version` says v3 and an empty commit.
  if ! GOBIN="$staging" GOFLAGS=-mod=mod CGO_ENABLED=0 \
    timeout "$HELM_INSTALL_TIMEOUT" go install -trimpath \
    -ldflags="-s -w -X helm.sh/helm/v3/internal/version.version=$HELM_VERSION" \
    "$HELM_MODULE/cmd/helm@$HELM_VERSION" >"$HELM_HOME/install.log" 2>&1; then
    show_tail "$HELM_HOME/install.log"
    die "go install $HELM_MODULE/cmd/helm@$HELM_VERSION failed (or took over ${HELM_INSTALL_TIMEOUT}s)"
  fi
  "$staging/helm" version --short >/dev/null || die "the built helm binary does not run"
  printf '%s\n' "$HELM_MODULE@$HELM_VERSION" >"$staging/.complete"
  rm -rf "${HELM_HOME:?}/bin"
  mv "$staging" "$HELM_HOME/bin"
  say "installed $HELM_BIN in $(elapsed_since "$started")s"
}

install_helm() {
  if ! helm_installed; then
    mkdir -p "$HELM_HOME"
    with_lock "$HELM_HOME.lock" "$HELM_INSTALL_TIMEOUT" do_install_helm
  fi
  printf '%s\n' "$HELM_BIN"
}

install_validators() {
  python_tool_venv "$REQUIREMENTS" validators "$VALIDATORS_INSTALL_TIMEOUT" kubernetes-validate hadolint
}

versions() {
  printf 'helm %s (%s/cmd/helm)\n' "$HELM_VERSION" "$HELM_MODULE"
  grep '==' "$REQUIREMENTS"
}

case "${1:-}" in
  install) install_helm ;;
  path) install_helm ;;
  validators) install_validators ;;
  versions) versions ;;
  *) usage ;;
esac
