#!/usr/bin/env bash
# Creates .venv (Python 3.11+) and installs the project, editable, with what it needs to
# run (the demo, the CLI, the OpenCode and Claude Code hooks, PostgreSQL support).
#   --dev   also the MCP SDK and the dev tools (pytest, ruff, mypy, ...): scripts/test.sh
#           passes it; the demo and daily use need none of them
# Idempotent: run it again any time. It prints its steps and, during the install, each
# package pip fetches; pip's whole output goes to .venv/setup.log and is shown only when
# something fails.
# PYTHON=/path/to/python3.12 picks the interpreter (default: python3).
set -euo pipefail
cd "$(dirname "$0")/.."
PY=${PYTHON:-python3}
EXTRAS=postgres
WHAT="with PostgreSQL support"
for arg in "$@"; do
  case "$arg" in
    --dev) EXTRAS=dev,semantic WHAT="with PostgreSQL support, the MCP SDK, semantic search and the dev tools" ;;
    *) printf 'setup: error: unknown option %s (the one option is --dev)\n' "$arg" >&2; exit 2 ;;
  esac
done
MIN=(3 11)
step() { printf '==> %s\n' "$*"; }
fail() { printf 'setup: error: %s\n' "$*" >&2; exit 1; }

# "3.11.7 /usr/bin/python3.11" of an interpreter, or nothing when it does not run.
describe() {
  "$1" -c 'import sys; print("%d.%d.%d" % sys.version_info[:3], sys.executable)' 2>/dev/null || true
}
new_enough() {
  local major minor
  IFS=. read -r major minor _ <<<"$1"
  [ "$major" -gt "${MIN[0]}" ] || { [ "$major" -eq "${MIN[0]}" ] && [ "$minor" -ge "${MIN[1]}" ]; }
}
minor_of() { cut -d. -f1-2 <<<"$1"; }

command -v "$PY" >/dev/null 2>&1 || fail "$PY not found; install Python ${MIN[0]}.${MIN[1]}+ or set PYTHON=/path/to/python3"
read -r version exe <<<"$(describe "$PY")"
[ -n "${version:-}" ] || fail "$PY does not run"
new_enough "$version" ||
  fail "Python ${MIN[0]}.${MIN[1]} or newer is needed, $PY is $version ($exe); set PYTHON=/path/to/python3.${MIN[1]} or newer"
step "Python $version ($exe)"

# Reuse .venv only when it runs and was made by the same Python (major.minor);
# one made by another or a too-old Python (or whose Python is gone) is rebuilt.
if [ -e .venv ]; then
  read -r venv_version _ <<<"$(describe .venv/bin/python)"
  if [ -z "${venv_version:-}" ]; then
    step "rebuilding .venv: its Python no longer runs"
    rm -rf .venv
  elif [ "$(minor_of "$venv_version")" != "$(minor_of "$version")" ]; then
    step "rebuilding .venv: it was made by Python $venv_version, not $(minor_of "$version")"
    rm -rf .venv
  else
    step "reusing .venv (Python $venv_version)"
  fi
fi
if [ ! -e .venv ]; then
  step "creating .venv"
  "$PY" -m venv .venv || fail "could not create .venv with $PY (on Debian/Ubuntu: apt install python3-venv)"
fi

log=.venv/setup.log
: >"$log"
pip_quiet() {
  if ! .venv/bin/python -m pip --disable-pip-version-check "$@" >>"$log" 2>&1; then
    cat "$log" >&2
    fail "pip $* failed: see its output above (also in $log)"
  fi
}
# The long step: pip's lines go to the log; each package it fetches or installs is shown
# as it goes (one line a package), so a slow network is visible as such.
pip_progress() {
  local start=$SECONDS status
  set +e
  .venv/bin/python -m pip --disable-pip-version-check "$@" --progress-bar off 2>&1 |
    tee -a "$log" |
    while IFS= read -r line; do
      case "$line" in
        Collecting\ *) line=${line#Collecting }; printf '    fetching %s\n' "${line%% (*}" ;;
        Installing\ collected\ packages:*) printf '    installing %d packages\n' "$(tr ',' '\n' <<<"${line#*:}" | wc -l)" ;;
      esac
    done
  status=${PIPESTATUS[0]}
  set -e
  if [ "$status" -ne 0 ]; then
    cat "$log" >&2
    fail "pip $* failed: see its output above (also in $log)"
  fi
  printf '    done in %ds\n' "$((SECONDS - start))"
}
step "updating pip"
pip_quiet install -q --upgrade pip
step "installing supermemory-local (editable) $WHAT (a minute or two the first time)"
pip_progress install -e ".[$EXTRAS]"

installed=$(.venv/bin/supermemory --version 2>&1) || fail "the installed supermemory does not start: $installed"
step "installed: $installed (.venv/bin/supermemory)"
echo
echo "Next: .venv/bin/supermemory demo"
echo "      (or 'source .venv/bin/activate' to have supermemory on your PATH in this shell)"
