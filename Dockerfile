# syntax=docker/dockerfile:1
# Atrium: the API server, which also serves the built web app.
#   docker build -t atrium .
#   docker run -p 3000:3000 -v atrium-data:/data atrium     (embedded defaults: PGlite in /data)
# Production settings (DATABASE_URL, REDIS_URL, S3_*, SMTP_URL, JWT_SECRET, …) come from the
# environment; see README.md "Operations" and compose.yaml.

ARG NODE_IMAGE=node:20-bookworm-slim

# 1. Build: every workspace's dependencies, then the web app and the server bundle.
FROM ${NODE_IMAGE} AS build
WORKDIR /app
COPY package.json package-lock.json .npmrc ./
COPY packages/shared/package.json packages/shared/
COPY apps/server/package.json apps/server/
COPY apps/web/package.json apps/web/
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build

# 2. Production dependencies of the server only (no build tools, no web toolchain).
FROM ${NODE_IMAGE} AS deps
WORKDIR /app
COPY package.json package-lock.json .npmrc ./
COPY packages/shared/package.json packages/shared/
COPY apps/server/package.json apps/server/
COPY apps/web/package.json apps/web/
RUN npm ci --omit=dev --no-audit --no-fund --workspace @atrium/server \
 && npm cache clean --force

# 3. Runtime: what the server reads at run time, owned by root, run as the unprivileged `node`.
FROM ${NODE_IMAGE} AS runtime
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=3000 \
    DATA_DIR=/data
WORKDIR /app
COPY --from=deps /app/node_modules ./node_modules
COPY --from=deps /app/package.json ./package.json
COPY --from=build /app/packages/shared/package.json ./packages/shared/package.json
COPY --from=build /app/packages/shared/locales ./packages/shared/locales
COPY --from=build /app/apps/server/package.json ./apps/server/package.json
COPY --from=build /app/apps/server/drizzle ./apps/server/drizzle
COPY --from=build /app/apps/server/dist ./apps/server/dist
COPY --from=build /app/apps/web/dist ./apps/web/dist
# DATA_DIR: PGlite, the outbox and local uploads when no external service is configured.
RUN mkdir -p /data && chown node:node /data
VOLUME ["/data"]
USER node
EXPOSE 3000
# Ready = the database answers (the same check load balancers use).
HEALTHCHECK --interval=10s --timeout=3s --start-period=60s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/api/ready').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
# node is PID 1 and handles SIGTERM itself: it finishes requests in flight, then exits.
STOPSIGNAL SIGTERM
CMD ["node", "--enable-source-maps", "apps/server/dist/server.js"]
