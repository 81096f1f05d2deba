#!/usr/bin/env bash
# mypy --strict over the installed namespace. The repository keeps its folders
# (plugin/, memory_store/, migrations/) while the code imports `supermemory.*`,
# so mypy reads a staged tree of symlinks laid out as the wheel installs it, and
# its paths are printed back as the repository's.
set -euo pipefail
cd "$(dirname "$0")/.."
root=$PWD
stage=$(mktemp -d)
trap 'rm -rf "$stage"' EXIT
mkdir "$stage/supermemory"
for entry in plugin/*; do
  ln -s "$root/$entry" "$stage/supermemory/$(basename "$entry")"
done
ln -s "$root/memory_store" "$stage/supermemory/store"
ln -s "$root/migrations" "$stage/supermemory/migrations"
status=0
(cd "$stage" && "$root/.venv/bin/mypy" --config-file "$root/pyproject.toml" --cache-dir "$root/.mypy_cache" -p supermemory "$@") >"$stage/out" 2>&1 || status=$?
sed -e 's#^supermemory/store/#memory_store/#' -e 's#^supermemory/migrations/#migrations/#' -e 's#^supermemory/#plugin/#' "$stage/out"
exit $status
