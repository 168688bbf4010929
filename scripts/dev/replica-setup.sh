#!/bin/sh
# A streaming replica of the local PostgreSQL 15 cluster (main, port 5432) on port 5433, for the replica tests
# (server/db/replicas.test.ts) and for trying DATABASE_REPLICA_URLS by hand (docs/decisions/2026-11-28-read-replicas.md).
# Debian's postgresql-common tools; run as root. Idempotent: an existing replica cluster is left as it is.
#   sh scripts/dev/replica-setup.sh          set up and start
#   sh scripts/dev/replica-setup.sh remove   stop and drop the replica cluster
set -eu
VERSION=15
NAME=replica
PORT=5433
DATA=/var/lib/postgresql/$VERSION/$NAME

if [ "${1:-}" = "remove" ]; then
  pg_dropcluster --stop "$VERSION" "$NAME"
  exit 0
fi

if pg_lsclusters -h | awk '{print $2}' | grep -qx "$NAME"; then
  pg_ctlcluster "$VERSION" "$NAME" start 2>/dev/null || true
  pg_lsclusters
  exit 0
fi

# The primary: WAL for a replica (PostgreSQL 15's default wal_level is already "replica") and replication
# connections from the local postgres user (Debian's pg_hba.conf allows them by peer; added if absent).
HBA=$(su postgres -c "psql -p 5432 -Atc 'SHOW hba_file'")
if ! grep -Eq '^local[[:space:]]+replication[[:space:]]+all' "$HBA"; then
  echo "local   replication     all                                     peer" >>"$HBA"
  su postgres -c "psql -p 5432 -qc 'SELECT pg_reload_conf()'"
fi
[ "$(su postgres -c "psql -p 5432 -Atc 'SHOW wal_level'")" != "minimal" ] || {
  echo "wal_level is minimal on the primary: set it to replica and restart it" >&2
  exit 1
}

# The tests pause the replica's replay to make it fall behind: the app's role may (granted on the primary, replicated).
su postgres -c "psql -p 5432 -qc 'GRANT EXECUTE ON FUNCTION pg_wal_replay_pause(), pg_wal_replay_resume() TO kiosk'"
pg_createcluster "$VERSION" "$NAME" -p "$PORT" >/dev/null
# The new cluster's own files make way for the copy (the directory stays, owned by postgres).
find "$DATA" -mindepth 1 -delete
# -R writes standby.signal and primary_conninfo: the copy starts as a streaming standby of the primary.
su postgres -c "pg_basebackup -p 5432 -D $DATA -R -X stream -c fast"
pg_ctlcluster "$VERSION" "$NAME" start
pg_lsclusters
