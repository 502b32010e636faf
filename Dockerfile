# One image for every service: the BFF (serving the shell) and the four remote servers; each
# service in docker-compose.yml runs a different command of it. Three stages, so the image holds
# the builds, the BFF's production dependencies and the TypeScript the processes run (tsx runs it
# as it is), and no compiler, dev dependency or front-end source.
FROM node:20-bookworm-slim AS toolchain
# better-sqlite3 compiles from source.
RUN apt-get update && apt-get install -y --no-install-recommends python3 make g++ && rm -rf /var/lib/apt/lists/*
WORKDIR /app

# Every workspace's production build.
FROM toolchain AS build
COPY . .
RUN npm ci --no-audit --no-fund && npm run build

# The BFF's production dependencies only. The remote servers run on a subset of them (fastify,
# @fastify/static, @fastify/cors, tsx), so the tooling workspace's build tools stay out.
FROM toolchain AS dependencies
COPY package.json package-lock.json ./
COPY shared/package.json shared/
COPY tooling/package.json tooling/
COPY shell/package.json shell/
COPY mf-calculators/package.json mf-calculators/
COPY mf-knowledge/package.json mf-knowledge/
COPY mf-leads/package.json mf-leads/
COPY mf-analytics/package.json mf-analytics/
COPY bff/package.json bff/
COPY e2e/package.json e2e/
RUN npm ci --omit=dev --workspace bff --no-audit --no-fund \
  # What compiling better-sqlite3 leaves besides its binary: SQLite's sources and object files.
  && rm -rf node_modules/better-sqlite3/deps node_modules/better-sqlite3/src \
    node_modules/better-sqlite3/build/Release/obj node_modules/better-sqlite3/build/Release/obj.target

FROM node:20-bookworm-slim
# The release on every log line and span: `docker-compose build` passes SITE_VERSION (the commit).
ARG SERVICE_VERSION=dev
ENV NODE_ENV=production HOST=0.0.0.0 SERVICE_VERSION=$SERVICE_VERSION
WORKDIR /app
# The default SQLite file's folder, writable by the service (mount a volume there to keep it).
RUN mkdir data && chown node:node data
COPY --from=dependencies /app/package.json ./
COPY --from=dependencies /app/node_modules node_modules
# The BFF's own copies of packages whose versions differ from the hoisted ones (OpenTelemetry's).
COPY --from=dependencies /app/bff/node_modules bff/node_modules
COPY --from=build /app/shared/package.json shared/
COPY --from=build /app/shared/src shared/src
COPY --from=build /app/tooling/package.json tooling/
COPY --from=build /app/tooling/src tooling/src
COPY --from=build /app/bff/package.json bff/
COPY --from=build /app/bff/src bff/src
COPY --from=build /app/shell/dist shell/dist
COPY --from=build /app/mf-calculators/dist mf-calculators/dist
COPY --from=build /app/mf-knowledge/dist mf-knowledge/dist
COPY --from=build /app/mf-leads/dist mf-leads/dist
COPY --from=build /app/mf-analytics/dist mf-analytics/dist
USER node
EXPOSE 8080 8081 8082 8083 8084
WORKDIR /app/bff
CMD ["node", "--import", "tsx", "src/server.ts"]
