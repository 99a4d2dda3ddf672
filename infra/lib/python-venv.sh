# shellcheck shell=bash
# A Python tool in a virtual environment of its own in the infra cache, keyed by the hash of its pinned
# requirements file (every transitive package pinned, wheels only), created once and reused. Source common.sh
# first. Usage: python_tool_venv <requirements file> <cache name> <timeout s> <binary to check>...; prints the
# venv's bin directory.

python_tool_venv_install() {
  local requirements="$1" home="$2" timeout_s="$3" key="$4"
  shift 4
  local binary started
  if [[ -f "$home/.complete" && "$(<"$home/.complete")" == "$key" ]]; then return 0; fi
  need python3
  started="$(now_ms)"
  rm -rf "$home/venv.partial" "$home/venv"
  say "creating a venv with $(python3 --version) and installing $(grep -c '==' "$requirements") pinned packages"
  python3 -m venv "$home/venv.partial" || die "python3 -m venv failed (Debian: apt-get install python3-venv)"
  # The venv's scripts carry its absolute path in their shebang: create it where it stays, then rename back.
  mv "$home/venv.partial" "$home/venv"
  if ! timeout "$timeout_s" "$home/venv/bin/python" -m pip install \
    --quiet --disable-pip-version-check --no-input --only-binary=:all: -r "$requirements" \
    >"$home/install.log" 2>&1; then
    show_tail "$home/install.log"
    rm -rf "$home/venv"
    die "pip install -r $requirements failed (or took over ${timeout_s}s)"
  fi
  for binary in "$@"; do
    "$home/venv/bin/$binary" --version >/dev/null || die "$binary does not run"
  done
  printf '%s\n' "$key" >"$home/.complete"
  say "installed $* in $(elapsed_since "$started")s"
}

python_tool_venv() {
  local requirements="$1" name="$2" timeout_s="$3"
  shift 3
  local key home
  key="$(sha256sum "$requirements" | cut -c1-12)"
  home="$VILLAGE_INFRA_CACHE/$name-$key"
  mkdir -p "$home"
  if [[ ! -f "$home/.complete" ]]; then
    with_lock "$home.lock" "$timeout_s" python_tool_venv_install "$requirements" "$home" "$timeout_s" "$key" "$@"
  fi
  printf '%s\n' "$home/venv/bin"
}
