#!/usr/bin/env bash
# Installs the pinned OpenCode into .e2e-cache/ (npm registry only; nothing else is fetched).
# The end-to-end tests (tests/e2e) find it there; OPENCODE_BIN overrides the binary they use.
set -euo pipefail
cd "$(dirname "$0")/.."
VERSION=${OPENCODE_VERSION:-1.18.33}
DIR=.e2e-cache/opencode
BIN="$DIR/node_modules/.bin/opencode"

# `opencode --version` creates config/cache/data dirs: keep them inside the cache.
installed() {
  [ -x "$BIN" ] && [ "$(env -u XDG_CONFIG_HOME -u XDG_DATA_HOME -u XDG_CACHE_HOME \
    -u XDG_STATE_HOME HOME="$PWD/$DIR/home" "$BIN" --version 2>/dev/null || true)" = "$VERSION" ]
}

if installed; then
  exit 0
fi
mkdir -p "$DIR"
# The binary lives in an optional, platform-specific package: make sure npm installs it.
(cd "$DIR" && npm install --silent --no-audit --no-fund --include=optional "opencode-ai@$VERSION" >/dev/null)
if ! installed; then
  echo "install-opencode.sh: opencode-ai@$VERSION installed, but $BIN --version does not print $VERSION" >&2
  exit 1
fi
