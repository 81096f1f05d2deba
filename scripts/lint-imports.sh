#!/usr/bin/env bash
# import-linter over the installed namespace (the contracts: [tool.importlinter] in
# pyproject.toml). grimp, which builds the import graph, walks the folder of the root
# package, and the editable install maps three repository folders (plugin/,
# memory_store/, migrations/) into one `supermemory_local`: it would see plugin/ alone.
# So, as scripts/typecheck.sh does for mypy, the modules are laid out as the wheel
# installs them, in a staged copy (grimp does not descend into symlinked folders),
# and lint-imports reads that copy first on the path. Extra args go to lint-imports.
set -euo pipefail
cd "$(dirname "$0")/.."
root=$PWD
stage=$(mktemp -d)
trap 'rm -rf "$stage"' EXIT
copy() { # folder -> staged package, Python sources only
  mkdir -p "$stage/$2"
  (cd "$1" && find . -name '*.py' -not -path '*/__pycache__/*' -print0 |
    xargs -0 cp --parents -t "$stage/$2")
}
copy plugin supermemory_local
copy memory_store supermemory_local/store
copy migrations supermemory_local/migrations
cd "$stage"
PYTHONPATH="$stage" "$root/.venv/bin/lint-imports" --no-cache --no-logo "$root/pyproject.toml" "$@"
