#!/usr/bin/env bash
# The API fuzzer (schemathesis, pinned, from PyPI) in a venv of its own in the infra cache.
#
#   infra/fuzz/fuzz.sh bin-dir    install when needed; print the venv's bin directory (holds `schemathesis`)
#   infra/fuzz/fuzz.sh versions   print the pinned version
#
# Settings (environment): VILLAGE_INFRA_CACHE (<repo>/.cache/infra), FUZZ_INSTALL_TIMEOUT (600 s).
set -euo pipefail

# shellcheck source=SCRIPTDIR/../lib/common.sh
source "$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)/../lib/common.sh" fuzz
# shellcheck source=SCRIPTDIR/../lib/python-venv.sh
source "$VILLAGE_REPO_ROOT/infra/lib/python-venv.sh"

REQUIREMENTS="$VILLAGE_REPO_ROOT/infra/fuzz/requirements.txt"

case "${1:-}" in
  bin-dir) python_tool_venv "$REQUIREMENTS" fuzzer "${FUZZ_INSTALL_TIMEOUT:-600}" schemathesis ;;
  versions) grep '^schemathesis==' "$REQUIREMENTS" ;;
  *) usage ;;
esac
