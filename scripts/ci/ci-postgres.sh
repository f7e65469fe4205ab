#!/usr/bin/env bash
# Starts a throwaway PostgreSQL server on 127.0.0.1 for the server test suite and prints its
# connection URL as the last line of stdout (everything else goes to stderr). The server keeps
# running afterwards. As root it installs Debian's postgresql package when no server binaries
# exist (apt-get update is assumed done) and runs the server as the `postgres` user.
# Usage: TEST_DATABASE_URL=$(bash scripts/ci/ci-postgres.sh | tail -n 1)
set -euo pipefail

port="${PG_TEST_PORT:-54329}"
database="${PG_TEST_DATABASE:-aden_test}"

find_bin() { ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1; }

bin="$(find_bin)"
if [ -z "$bin" ] || [ ! -x "$bin/postgres" ]; then
  if [ "$(id -u)" -ne 0 ]; then
    echo "PostgreSQL server binaries are missing and installing them needs root" >&2
    exit 1
  fi
  echo "Installing Debian's postgresql package" >&2
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq postgresql >&2
  bin="$(find_bin)"
fi

# initdb and postgres refuse to run as root.
as_owner() {
  if [ "$(id -u)" -eq 0 ]; then runuser -u postgres -- "$@"; else "$@"; fi
}

if as_owner "$bin/pg_isready" -q -h 127.0.0.1 -p "$port"; then
  echo "A PostgreSQL server already answers on 127.0.0.1:$port; reusing it" >&2
else
  dir="$(mktemp -d /tmp/aden-postgres.XXXXXX)"
  if [ "$(id -u)" -eq 0 ]; then chown postgres:postgres "$dir"; fi
  as_owner "$bin/initdb" -D "$dir/data" -U postgres -A trust -E UTF8 --no-sync >&2
  # A test server: no durability needed, so no fsync.
  as_owner "$bin/pg_ctl" -D "$dir/data" -l "$dir/server.log" -w -t 60 \
    -o "-c listen_addresses=127.0.0.1 -p $port -k $dir -c fsync=off -c synchronous_commit=off -c full_page_writes=off -c max_connections=200" \
    start >&2
  echo "PostgreSQL started on 127.0.0.1:$port, data and log in $dir" >&2
fi

exists="$(as_owner "$bin/psql" -h 127.0.0.1 -p "$port" -U postgres -d postgres -tAc \
  "SELECT 1 FROM pg_database WHERE datname = '$database'")"
if [ "$exists" != "1" ]; then
  as_owner "$bin/createdb" -h 127.0.0.1 -p "$port" -U postgres "$database" >&2
fi

echo "postgres://postgres@127.0.0.1:$port/$database"
