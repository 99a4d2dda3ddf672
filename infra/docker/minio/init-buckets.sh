#!/bin/sh
# One-shot job of docker-compose.yml (runs in the MinIO image, which ships `mc`): creates media's two buckets and
# a user for media that may touch only those buckets, so the service never holds MinIO's root credentials.
# Both buckets stay private: public photos reach browsers through media (the gateway's /media routes), private
# identity documents only through short-lived signed links. Idempotent.
set -eu

: "${MINIO_ROOT_USER:?}" "${MINIO_ROOT_PASSWORD:?}" "${MEDIA_S3_ACCESS_KEY:?}" "${MEDIA_S3_SECRET_KEY:?}"
: "${S3_PUBLIC_BUCKET:=village-public}" "${S3_PRIVATE_BUCKET:=village-private}"
export MC_CONFIG_DIR=/tmp/mc

mc alias set village http://minio:9000 "$MINIO_ROOT_USER" "$MINIO_ROOT_PASSWORD" >/dev/null
mc mb --ignore-existing "village/$S3_PUBLIC_BUCKET" "village/$S3_PRIVATE_BUCKET"
mc anonymous set none "village/$S3_PUBLIC_BUCKET" >/dev/null
mc anonymous set none "village/$S3_PRIVATE_BUCKET" >/dev/null

cat >/tmp/media-policy.json <<JSON
{
  "Version": "2012-10-17",
  "Statement": [
    {
      "Effect": "Allow",
      "Action": ["s3:GetBucketLocation", "s3:ListBucket"],
      "Resource": ["arn:aws:s3:::$S3_PUBLIC_BUCKET", "arn:aws:s3:::$S3_PRIVATE_BUCKET"]
    },
    {
      "Effect": "Allow",
      "Action": ["s3:GetObject", "s3:PutObject", "s3:DeleteObject"],
      "Resource": ["arn:aws:s3:::$S3_PUBLIC_BUCKET/*", "arn:aws:s3:::$S3_PRIVATE_BUCKET/*"]
    }
  ]
}
JSON
mc admin policy create village village-media /tmp/media-policy.json >/dev/null
mc admin user add village "$MEDIA_S3_ACCESS_KEY" "$MEDIA_S3_SECRET_KEY" >/dev/null
mc admin policy attach village village-media --user "$MEDIA_S3_ACCESS_KEY" >/dev/null 2>&1 || true
echo "buckets $S3_PUBLIC_BUCKET and $S3_PRIVATE_BUCKET ready; user $MEDIA_S3_ACCESS_KEY limited to them"
