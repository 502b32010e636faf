# One image for every service: the BFF (serving the shell) and the four remote servers.
# Each service in docker-compose.yml runs a different command of it.
FROM node:20-bookworm-slim AS build
RUN apt-get update && apt-get install -y --no-install-recommends python3 make g++ && rm -rf /var/lib/apt/lists/*
WORKDIR /app
COPY . .
RUN npm ci --no-audit --no-fund && npm run build

FROM node:20-bookworm-slim
ENV NODE_ENV=production HOST=0.0.0.0
WORKDIR /app
COPY --from=build /app /app
# Where each remote's released versions go (a volume in docker-compose.yml), writable by the release command.
RUN mkdir -p mf-calculators/releases mf-knowledge/releases mf-leads/releases mf-analytics/releases \
  && chown node:node mf-calculators/releases mf-knowledge/releases mf-leads/releases mf-analytics/releases
USER node
EXPOSE 8080 8081 8082 8083 8084
CMD ["npm", "run", "start", "-w", "bff"]
