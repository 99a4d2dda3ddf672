# syntax=docker/dockerfile:1.7
# The web app alone, as static files behind an unprivileged nginx, for deployments that serve it apart from the
# gateway (e.g. behind a CDN). In Village's own topology (docker-compose.yml, the Helm chart) the gateway image
# serves the same build from /app/web/dist (WEB_DIST), so this image is optional.
#
#   docker build -f infra/docker/web.Dockerfile -t village/web .
#   docker run -p 8080:8080 -e VILLAGE_GATEWAY_URL=http://gateway:8080 village/web
#
# nginx proxies /api, /graphql and /media to VILLAGE_GATEWAY_URL so that the app and its API share one origin
# (the session and CSRF cookies are SameSite). /healthz answers 200 for probes.

ARG NODE_VERSION=24.21.0
ARG DEBIAN_RELEASE=bookworm
ARG NGINX_IMAGE=nginxinc/nginx-unprivileged:1.28.0-alpine

FROM node:${NODE_VERSION}-${DEBIAN_RELEASE}-slim AS build
ARG NPM_VERSION=11.19.1
RUN --mount=type=cache,target=/root/.npm npm install --global --no-audit --no-fund "npm@${NPM_VERSION}"
WORKDIR /app
COPY package.json package-lock.json ./
COPY web/package.json web/
# `npm install` and not `npm ci`: see node-service.Dockerfile. Only the web workspace's dependencies (dev included:
# Vite and Tailwind build it), at the lock file's versions (hadolint's DL3016 takes the workspace for a package).
# hadolint ignore=DL3016
RUN --mount=type=cache,target=/root/.npm \
    npm install --workspace @village/web --include=dev --no-audit --no-fund --ignore-scripts
COPY web web
RUN npm run build --workspace @village/web

FROM ${NGINX_IMAGE} AS runtime
ENV VILLAGE_GATEWAY_URL=http://gateway:8080 \
    NGINX_ENVSUBST_FILTER=^VILLAGE_
COPY infra/docker/web/default.conf.template /etc/nginx/templates/default.conf.template
COPY --from=build /app/web/dist /usr/share/nginx/html
# nginx-unprivileged's user (uid 101), by number so that Kubernetes' runAsNonRoot can verify it.
USER 101:101
EXPOSE 8080
HEALTHCHECK --interval=15s --timeout=3s --start-period=5s --retries=3 \
  CMD ["wget", "-q", "-O", "/dev/null", "http://127.0.0.1:8080/healthz"]
CMD ["nginx", "-g", "daemon off;"]
