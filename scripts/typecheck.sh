#!/usr/bin/env bash
# mypy --strict over the installed namespace. The repository keeps its folders
# (plugin/, memory_store/, migrations/) while the code imports `supermemory_local.*`,
# so mypy reads a staged tree of symlinks laid out as the wheel installs it, and
# its paths are printed back as the repository's.
set -euo pipefail
cd "$(dirname "$0")/.."
root=$PWD
stage=$(mktemp -d)
trap 'rm -rf "$stage"' EXIT
mkdir "$stage/supermemory_local"
for entry in plugin/*; do
  ln -s "$root/$entry" "$stage/supermemory_local/$(basename "$entry")"
done
ln -s "$root/memory_store" "$stage/supermemory_local/store"
ln -s "$root/migrations" "$stage/supermemory_local/migrations"
status=0
(cd "$stage" && "$root/.venv/bin/mypy" --config-file "$root/pyproject.toml" --cache-dir "$root/.mypy_cache" -p supermemory_local "$@") >"$stage/out" 2>&1 || status=$?
sed -e 's#^supermemory_local/store/#memory_store/#' -e 's#^supermemory_local/migrations/#migrations/#' -e 's#^supermemory_local/#plugin/#' "$stage/out"
exit $status
