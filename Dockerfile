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
USER node
EXPOSE 8080 8081 8082 8083 8084
CMD ["npm", "run", "start", "-w", "bff"]
