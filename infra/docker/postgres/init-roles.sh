#!/usr/bin/env bash
# One login role and one schema per Village service, each role able to use only its own schema (DESIGN.md §2).
#
# docker-compose.yml mounts this file into the postgres image's /docker-entrypoint-initdb.d/, which runs it once,
# when the data directory is created. For a managed PostgreSQL, print the SQL and run it as an administrator:
#
#   POSTGRES_DB=village IDENTITY_DB_PASSWORD=... (one per service) infra/docker/postgres/init-roles.sh --sql \
#     | psql "postgres://admin@host:5432/village" -v ON_ERROR_STOP=1
#
# Environment: POSTGRES_DB (the database), <SERVICE>_DB_PASSWORD for each service (IDENTITY_DB_PASSWORD,
# LISTINGS_DB_PASSWORD, BOOKINGS_DB_PASSWORD, COMMUNITY_DB_PASSWORD, MATCHING_DB_PASSWORD, MEDIA_DB_PASSWORD,
# SOCIAL_DB_PASSWORD). Idempotent: an existing role gets its password reset, an existing schema is kept.
#
# Each role owns its schema and may create schemas in the database (`CREATE SCHEMA IF NOT EXISTS`, which every
# migration runs, checks that right even when the schema exists); it gets no right on any other service's schema,
# and nobody gets any on `public`. The extensions listings' migrations need (cube, earthdistance, btree_gist) are
# created in its schema here, by the administrator.
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

sql() {
  local db service var password role
  db="$(identifier "$database")"
  printf 'BEGIN;\n'
  printf 'REVOKE ALL ON DATABASE %s FROM PUBLIC;\n' "$db"
  printf 'REVOKE ALL ON SCHEMA public FROM PUBLIC;\n'
  for service in "${SERVICES[@]}"; do
    var="${service^^}_DB_PASSWORD"
    password="${!var:-}"
    [[ ${#password} -ge 16 ]] || {
      echo "$var must be set to a password of 16+ characters" >&2
      exit 1
    }
    role="$(identifier "$service")"
    cat <<SQL
DO \$\$ BEGIN
  IF NOT EXISTS (SELECT FROM pg_roles WHERE rolname = '$service') THEN CREATE ROLE $role; END IF;
END \$\$;
ALTER ROLE $role WITH LOGIN NOSUPERUSER NOCREATEDB NOCREATEROLE NOINHERIT NOREPLICATION NOBYPASSRLS PASSWORD $(literal "$password");
ALTER ROLE $role SET search_path = $role;
GRANT CONNECT, TEMPORARY, CREATE ON DATABASE $db TO $role;
CREATE SCHEMA IF NOT EXISTS $role AUTHORIZATION $role;
ALTER SCHEMA $role OWNER TO $role;
REVOKE ALL ON SCHEMA $role FROM PUBLIC;
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
