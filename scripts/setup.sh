#!/usr/bin/env bash
# Creates .venv and installs the project with its dev tools. Idempotent.
# pip's output goes to .venv/setup.log and is shown only when something fails.
set -euo pipefail
cd "$(dirname "$0")/.."
PY=${PYTHON:-python3}
if [ ! -x .venv/bin/python ]; then
  "$PY" -m venv .venv
fi
log=.venv/setup.log
if ! { .venv/bin/python -m pip install -q --disable-pip-version-check --upgrade pip &&
       .venv/bin/python -m pip install -q --disable-pip-version-check -e '.[dev]'; } >"$log" 2>&1; then
  cat "$log" >&2
  echo "setup failed: see the pip output above (also in $log)" >&2
  exit 1
fi
