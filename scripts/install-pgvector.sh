#!/usr/bin/env bash
# The pgvector server extension for the PostgreSQL the tests start (semantic search on
# PostgreSQL is tested on the real server). Idempotent; skipped when the tests use a server
# of their own ($SUPERMEMORY_TEST_PG_URL).
#
# Debian ships it as postgresql-NN-pgvector where it has it (trixie: 17). Where the
# installed major has no binary package (bookworm's PostgreSQL 15), it is built from
# Debian's own source package of pgvector (about a minute, once).
set -euo pipefail

if [ -n "${SUPERMEMORY_TEST_PG_URL:-}" ]; then
  exit 0
fi
bindir=$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1 || true)
if [ -z "$bindir" ]; then
  echo "install-pgvector: no PostgreSQL server under /usr/lib/postgresql" >&2
  exit 1
fi
major=$(basename "$(dirname "$bindir")")
if [ -f "/usr/share/postgresql/$major/extension/vector.control" ]; then
  exit 0
fi

export DEBIAN_FRONTEND=noninteractive
apt-get update -qq >/dev/null
if apt-cache show "postgresql-$major-pgvector" >/dev/null 2>&1; then
  echo "installing pgvector (Debian package postgresql-$major-pgvector)..."
  apt-get install -y -qq "postgresql-$major-pgvector" >/dev/null
  exit 0
fi

echo "building pgvector for PostgreSQL $major from Debian's source package..."
apt-get install -y -qq "postgresql-server-dev-$major" build-essential >/dev/null
work=$(mktemp -d)
chmod 755 "$work"  # apt downloads as its own user (_apt)
trap 'rm -rf "$work"' EXIT
# A private apt state holding only the source index of the release that has pgvector:
# the machine's own sources stay as they are.
cat >"$work/pgvector.sources" <<'EOF'
Types: deb-src
URIs: http://deb.debian.org/debian
Suites: trixie
Components: main
Signed-By: /usr/share/keyrings/debian-archive-keyring.gpg
EOF
mkdir -p "$work/lists/partial" "$work/cache/archives/partial"
apt_private=(-o "Dir::Etc::sourcelist=$work/pgvector.sources" -o "Dir::Etc::sourceparts=/dev/null"
  -o "Dir::State::Lists=$work/lists" -o "Dir::Cache=$work/cache")
apt-get "${apt_private[@]}" update -qq >/dev/null
(cd "$work" && apt-get "${apt_private[@]}" source --download-only -qq pgvector >/dev/null 2>&1)
tar -xzf "$work"/pgvector_*.orig.tar.gz -C "$work"
src=$(ls -d "$work"/pgvector-*/ | head -n 1)
# OPTFLAGS="": no -march=native, so the build runs on any x86-64 the cluster may move to
make -s -C "$src" PG_CONFIG="$bindir/pg_config" OPTFLAGS="" >/dev/null
make -s -C "$src" PG_CONFIG="$bindir/pg_config" install >/dev/null
test -f "/usr/share/postgresql/$major/extension/vector.control"
echo "pgvector installed for PostgreSQL $major"
