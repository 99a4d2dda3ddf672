#!/usr/bin/env bash
# Two login roles and one schema per Village service, each able to use only its own schema (DESIGN.md §2): the
# migrator `<service>_migrator` owns the schema and runs the migrations (DDL); the runtime role `<service>`, which the
# service runs as, reads and writes rows and cannot CREATE, ALTER or DROP anything (docs/decisions/040).
#
# docker-compose.yml mounts this file into the postgres image's /docker-entrypoint-initdb.d/, which runs it once,
# when the data directory is created. For a managed PostgreSQL, print the SQL and run it as an administrator:
#
#   POSTGRES_DB=village IDENTITY_DB_PASSWORD=... (one per service) infra/docker/postgres/init-roles.sh --sql \
#     | psql "postgres://admin@host:5432/village" -v ON_ERROR_STOP=1
#
# Environment: POSTGRES_DB (the database), <SERVICE>_DB_PASSWORD (the runtime role) and <SERVICE>_MIGRATOR_DB_PASSWORD
# (the migrator) for each service (IDENTITY_DB_PASSWORD, IDENTITY_MIGRATOR_DB_PASSWORD, LISTINGS_..., BOOKINGS_...,
# COMMUNITY_..., MATCHING_..., MEDIA_..., SOCIAL_...). Idempotent: an existing role gets its password reset, an
# existing schema is kept; a schema the runtime role owned (before the split) passes to the migrator with everything
# in it.
#
# The migrator owns the schema; the runtime role has USAGE on it, SELECT/INSERT/UPDATE/DELETE on its tables, USAGE on
# its sequences, EXECUTE on its functions, and the same on what the migrator creates later (default privileges). Neither
# gets any right on another service's schema, nobody gets any on `public`. The extensions listings' migrations need
# (cube, earthdistance, btree_gist) are created in its schema here, by the administrator. Keep the grants in step with
# services/kit/src/database/schema-roles.ts (which infra/production/prod.mjs runs and an integration test checks;
# tests/contract/database-roles.contract.spec.ts fails when this file drifts from it).
set -euo pipefail

SERVICES=(identity listings bookings community matching media social)
database="${POSTGRES_DB:?POSTGRES_DB must name the database}"

literal() { printf "'%s'" "${1//\'/\'\'}"; }
identifier() {
  [[ "$1" =~ ^[a-z_][a-z0-9_]*$ ]] || {
    echo "unsafe SQL identifier: $1" >&2
    exit 1
  }
  printf '"%s"' "$1"
}

# A LOGIN role with no other attribute, its password from the variable named $2.
login_role() {
  local name="$1" var="$2" password quoted
  password="${!var:-}"
  [[ ${#password} -ge 16 ]] || {
    echo "$var must be set to a password of 16+ characters" >&2
    exit 1
  }
  quoted="$(identifier "$name")"
  cat <<SQL
DO \$\$ BEGIN
  IF NOT EXISTS (SELECT FROM pg_roles WHERE rolname = '$name') THEN CREATE ROLE $quoted; END IF;
END \$\$;
ALTER ROLE $quoted WITH LOGIN NOSUPERUSER NOCREATEDB NOCREATEROLE NOINHERIT NOREPLICATION NOBYPASSRLS PASSWORD $(literal "$password");
SQL
}

sql() {
  local db service role migrator
  db="$(identifier "$database")"
  printf 'BEGIN;\n'
  printf 'REVOKE ALL ON DATABASE %s FROM PUBLIC;\n' "$db"
  printf 'REVOKE ALL ON SCHEMA public FROM PUBLIC;\n'
  for service in "${SERVICES[@]}"; do
    role="$(identifier "$service")"
    migrator="$(identifier "${service}_migrator")"
    login_role "$service" "${service^^}_DB_PASSWORD"
    login_role "${service}_migrator" "${service^^}_MIGRATOR_DB_PASSWORD"
    cat <<SQL
ALTER ROLE $role SET search_path = $role;
ALTER ROLE $migrator SET search_path = $role;
GRANT CONNECT ON DATABASE $db TO $role, $migrator;
REVOKE CREATE, TEMPORARY ON DATABASE $db FROM $role;
CREATE SCHEMA IF NOT EXISTS $role AUTHORIZATION $migrator;
REASSIGN OWNED BY $role TO $migrator;
ALTER SCHEMA $role OWNER TO $migrator;
REVOKE ALL ON SCHEMA $role FROM PUBLIC;
REVOKE ALL ON SCHEMA $role FROM $role;
GRANT USAGE ON SCHEMA $role TO $role;
GRANT SELECT, INSERT, UPDATE, DELETE ON ALL TABLES IN SCHEMA $role TO $role;
GRANT USAGE, SELECT ON ALL SEQUENCES IN SCHEMA $role TO $role;
GRANT EXECUTE ON ALL FUNCTIONS IN SCHEMA $role TO $role;
ALTER DEFAULT PRIVILEGES FOR ROLE $migrator IN SCHEMA $role GRANT SELECT, INSERT, UPDATE, DELETE ON TABLES TO $role;
ALTER DEFAULT PRIVILEGES FOR ROLE $migrator IN SCHEMA $role GRANT USAGE, SELECT ON SEQUENCES TO $role;
ALTER DEFAULT PRIVILEGES FOR ROLE $migrator IN SCHEMA $role GRANT EXECUTE ON FUNCTIONS TO $role;
SQL
    # earthdistance is not a trusted extension: only a superuser creates it (keep in step with prod.mjs).
    if [[ "$service" == listings ]]; then
      cat <<SQL
CREATE EXTENSION IF NOT EXISTS cube SCHEMA $role;
CREATE EXTENSION IF NOT EXISTS earthdistance SCHEMA $role;
CREATE EXTENSION IF NOT EXISTS btree_gist SCHEMA $role;
SQL
    fi
  done
  printf 'COMMIT;\n'
}

if [[ "${1:-}" == "--sql" ]]; then
  sql
else
  sql | psql -v ON_ERROR_STOP=1 --no-psqlrc --username "${POSTGRES_USER:-postgres}" --dbname "$database"
fi
