#!/usr/bin/env bash
# Installs the pinned Claude Code into .e2e-cache/ (npm registry only; nothing else is fetched).
# The Claude Code end-to-end tests (tests/e2e/test_claude_code_e2e.py) find it there;
# CLAUDE_BIN overrides the binary they use.
set -euo pipefail
cd "$(dirname "$0")/.."
VERSION=${CLAUDE_CODE_VERSION:-2.1.328}
DIR=.e2e-cache/claude-code
BIN="$DIR/node_modules/.bin/claude"

# `claude --version` may create ~/.claude: keep it inside the cache.
installed() {
  [ -x "$BIN" ] && HOME="$PWD/$DIR/home" DISABLE_AUTOUPDATER=1 "$BIN" --version 2>/dev/null \
    | grep -q "^$VERSION "
}

if installed; then
  exit 0
fi
mkdir -p "$DIR/home"
# The native binary lives in an optional, platform-specific package: make sure npm installs it.
(cd "$DIR" && npm install --silent --no-audit --no-fund --include=optional \
  "@anthropic-ai/claude-code@$VERSION" >/dev/null)
if ! installed; then
  echo "install-claude-code.sh: @anthropic-ai/claude-code@$VERSION installed, but $BIN --version does not print $VERSION" >&2
  exit 1
fi
