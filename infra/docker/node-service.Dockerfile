# syntax=docker/dockerfile:1.7
# One image recipe for every Node package of Village: SERVICE is services/<name> or gateway.
ARG NODE_VERSION=20.19.5
FROM node:${NODE_VERSION}-bookworm-slim AS build
WORKDIR /src
COPY package.json package-lock.json tsconfig.base.json tsconfig.build.json ./
COPY proto ./proto
COPY services ./services
COPY gateway ./gateway
COPY infra/package.json infra/tsconfig.build.json ./infra/
COPY web/package.json ./web/
COPY tests/package.json ./tests/
RUN npm install --no-audit --no-fund && npx tsc -b tsconfig.build.json

FROM node:${NODE_VERSION}-bookworm-slim AS runtime
ARG SERVICE
ENV NODE_ENV=production
WORKDIR /app
COPY --from=build /src /app
WORKDIR /app/${SERVICE}
USER node
EXPOSE 4000
HEALTHCHECK --interval=10s --timeout=3s CMD node -e "fetch('http://127.0.0.1:'+(process.env.PORT||4000)+'/health/live').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"
CMD ["node", "dist/src/main.js"]
