#!/usr/bin/env bash
# Creates .venv (Python 3.11+) and installs the project, editable, with its dev tools.
# Idempotent: run it again any time. It prints its steps; pip's output goes to
# .venv/setup.log and is shown only when something fails.
# PYTHON=/path/to/python3.12 picks the interpreter (default: python3).
set -euo pipefail
cd "$(dirname "$0")/.."
PY=${PYTHON:-python3}
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
step "updating pip"
pip_quiet install -q --upgrade pip
step "installing supermemory-local (editable) with PostgreSQL support, semantic search and the dev tools (about a minute the first time)"
pip_quiet install -q -e '.[dev,semantic]'

installed=$(.venv/bin/supermemory --version 2>&1) || fail "the installed supermemory does not start: $installed"
step "installed: $installed (.venv/bin/supermemory)"
echo
echo "Next: .venv/bin/supermemory demo"
echo "      (or 'source .venv/bin/activate' to have supermemory on your PATH in this shell)"
