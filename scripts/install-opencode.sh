#!/usr/bin/env bash
# Installs the pinned OpenCode into .e2e-cache/ (npm registry only; nothing else is fetched).
set -euo pipefail
cd "$(dirname "$0")/.."
VERSION=${OPENCODE_VERSION:-1.18.33}
DIR=.e2e-cache/opencode
if [ -x "$DIR/node_modules/.bin/opencode" ] && [ "$("$DIR/node_modules/.bin/opencode" --version 2>/dev/null || true)" = "$VERSION" ]; then
  exit 0
fi
mkdir -p "$DIR"
(cd "$DIR" && npm install --silent --no-audit --no-fund "opencode-ai@$VERSION" >/dev/null)
