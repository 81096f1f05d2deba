#!/usr/bin/env bash
# The test command: installs everything the tests need on a fresh machine
# (Python deps, PostgreSQL server binaries, the pinned OpenCode), then runs
# lint, the type checker, the import contracts and the whole test suite. Extra args go to pytest.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/setup.sh --dev  # the project, the MCP SDK and the dev tools

# PostgreSQL: the tests start their own throwaway cluster from these binaries.
if ! ls /usr/lib/postgresql/*/bin/initdb >/dev/null 2>&1 && [ -z "${SUPERMEMORY_TEST_PG_URL:-}" ]; then
  echo "installing PostgreSQL (Debian package)..."
  apt-get update -qq >/dev/null
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq postgresql >/dev/null
fi

# pgvector for that server: semantic search on PostgreSQL is tested on the real extension.
bash scripts/install-pgvector.sh

# Chromium: the viewer's browser tests drive it with Playwright (the system executable;
# Playwright downloads no browser). SUPERMEMORY_CHROMIUM points them at another one.
if [ ! -x "${SUPERMEMORY_CHROMIUM:-/usr/bin/chromium}" ]; then
  echo "installing Chromium (Debian package)..."
  apt-get update -qq >/dev/null
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium >/dev/null
fi

# OpenCode and Claude Code, pinned, for the end-to-end tests.
bash scripts/install-opencode.sh
bash scripts/install-claude-code.sh

.venv/bin/ruff check .
.venv/bin/ruff format --check .
bash scripts/typecheck.sh
bash scripts/lint-imports.sh
# Two workers (pytest-xdist); whole files stay on one worker so module-scoped fixtures
# (the shared OpenCode of the end-to-end tests) start once. PYTEST_WORKERS=0 runs serially.
exec .venv/bin/pytest -n "${PYTEST_WORKERS:-2}" --dist loadfile "$@"
