#!/usr/bin/env bash
# Creates what `skaffold dev` needs before its first deploy, with fresh random values (nothing secret is committed):
# namespaces village-infra (the engines of engines.yaml) and village (the chart), the engines' credentials and init
# scripts, and the chart's Secrets (each service's DATABASE_URL as its own role and its migrator's
# MIGRATION_DATABASE_URL, identity's signing key, media's
# S3 keys, the social sign-in key). Idempotent: existing Secrets are kept (delete them to rotate). Uses the current
# kubectl context.
#
#   infra/helm/dev/secrets.sh && skaffold dev --port-forward
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/../../.." && pwd)"
command -v kubectl >/dev/null || { echo "kubectl is required" >&2; exit 1; }
command -v openssl >/dev/null || { echo "openssl is required" >&2; exit 1; }
SERVICES=(identity listings bookings community matching media social)
secret() { openssl rand -hex 24; }
apply() { kubectl apply -f - >/dev/null; }
exists() { kubectl -n "$1" get secret "$2" >/dev/null 2>&1; }

for namespace in village-infra village; do
  kubectl create namespace "$namespace" --dry-run=client -o yaml | apply
done

# Two roles per service (ADR 040): the one it runs as, and its migrator, which the migration Jobs use. A cluster made
# before the migrator roles: delete the village-dev-postgres Secret and the postgres volume, then run this again.
if ! exists village-infra village-dev-postgres; then
  args=(--from-literal=POSTGRES_PASSWORD="$(secret)")
  for service in "${SERVICES[@]}"; do
    password="$(secret)"
    migrator_password="$(secret)"
    args+=(--from-literal="${service^^}_DB_PASSWORD=$password")
    args+=(--from-literal="${service^^}_MIGRATOR_DB_PASSWORD=$migrator_password")
    kubectl -n village create secret generic "village-$service-db" \
      --from-literal=DATABASE_URL="postgres://$service:$password@postgres.village-infra.svc.cluster.local:5432/village" \
      --dry-run=client -o yaml | apply
    kubectl -n village create secret generic "village-$service-migrator-db" \
      --from-literal=MIGRATION_DATABASE_URL="postgres://${service}_migrator:$migrator_password@postgres.village-infra.svc.cluster.local:5432/village" \
      --dry-run=client -o yaml | apply
  done
  kubectl -n village-infra create secret generic village-dev-postgres "${args[@]}"
fi
kubectl -n village-infra create configmap village-dev-postgres-init \
  --from-file=10-roles.sh="$root/infra/docker/postgres/init-roles.sh" --dry-run=client -o yaml | apply

if ! exists village-infra village-dev-minio; then
  media_secret="$(secret)"
  kubectl -n village-infra create secret generic village-dev-minio --from-literal=MINIO_ROOT_USER=village-admin \
    --from-literal=MINIO_ROOT_PASSWORD="$(secret)" --from-literal=MEDIA_S3_ACCESS_KEY=village-media \
    --from-literal=MEDIA_S3_SECRET_KEY="$media_secret"
  kubectl -n village create secret generic village-media-s3 --from-literal=S3_ACCESS_KEY=village-media \
    --from-literal=S3_SECRET_KEY="$media_secret" --dry-run=client -o yaml | apply
fi
kubectl -n village-infra create configmap village-dev-minio-init \
  --from-file=init-buckets.sh="$root/infra/docker/minio/init-buckets.sh" --dry-run=client -o yaml | apply

if ! exists village village-identity-jwt; then
  key="$(mktemp)"
  trap 'rm -f "$key"' EXIT
  openssl genpkey -algorithm RSA -pkeyopt rsa_keygen_bits:2048 -out "$key" 2>/dev/null
  kubectl -n village create secret generic village-identity-jwt --from-file=JWT_PRIVATE_KEY="$key"
fi
if ! exists village village-identity-mfa; then
  kubectl -n village create secret generic village-identity-mfa --from-literal=MFA_ENCRYPTION_KEY="$(openssl rand -base64 32)"
fi
if ! exists village village-identity-pre-emptive-blocks; then
  kubectl -n village create secret generic village-identity-pre-emptive-blocks \
    --from-literal=PRE_EMPTIVE_BLOCK_KEY="$(openssl rand -base64 32)"
fi
if ! exists village village-smtp; then
  # The services email members through the dev cluster's mailpit (engines.yaml).
  kubectl -n village create secret generic village-smtp \
    --from-literal=SMTP_URL=smtp://mailpit.village-infra.svc.cluster.local:1025
fi
if ! exists village village-video-calls; then
  # media signs the call passes with it; calls in the dev cluster use no STUN/TURN server.
  kubectl -n village create secret generic village-video-calls --from-literal=CALL_TOKEN_SECRET="$(openssl rand -base64 32)"
fi
if ! exists village village-social-sign-in; then
  # The key the gateway signs social sign-ins with for identity; add a provider's GOOGLE_*/FACEBOOK_* keys to try it.
  kubectl -n village create secret generic village-social-sign-in \
    --from-literal=EXTERNAL_SIGN_IN_KEY="$(openssl rand -base64 32)"
fi
echo "namespaces village-infra and village are ready for skaffold dev"
