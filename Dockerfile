# Kurz in one image: the built server, the built web app and the server's production
# dependencies.
#
#   docker build -t kurz .
#   docker run -p 8080:8080 -v kurz-data:/data -e APP_URL=http://localhost:8080 kurz
#
# Written on a machine without a Docker daemon: never built there. Its stages were
# replayed by hand instead; docs/operations.md says what was checked and how.

# Manifests and a compiler: better-sqlite3 compiles its native module with python3, make
# and g++ where no prebuilt one can be downloaded.
FROM node:22-bookworm-slim AS toolchain
RUN apt-get update \
 && apt-get install -y --no-install-recommends python3 make g++ \
 && rm -rf /var/lib/apt/lists/*
WORKDIR /app
COPY package.json package-lock.json ./
COPY packages/shared/package.json packages/shared/
COPY apps/server/package.json apps/server/
COPY apps/web/package.json apps/web/

# Every dependency (TypeScript, Vite), then what `npm start` builds before it runs.
FROM toolchain AS build
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build

# The server's production dependencies, @kurz/shared linked in. The web app's packages are
# bundled into apps/web/dist by the build and are not needed at run time.
FROM toolchain AS prod-deps
RUN npm ci --omit=dev --workspace=@kurz/server --no-audit --no-fund

FROM node:22-bookworm-slim
# jemalloc gives back the native memory a load leaves freed, which glibc's allocator keeps
# (docs/operations.md, Memory); linked to one path whatever the architecture.
RUN apt-get update \
 && apt-get install -y --no-install-recommends libjemalloc2 \
 && rm -rf /var/lib/apt/lists/* \
 && ln -s /usr/lib/*-linux-gnu/libjemalloc.so.2 /usr/local/lib/libjemalloc.so.2
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=8080 \
    DATA_DIR=/data \
    LD_PRELOAD=/usr/local/lib/libjemalloc.so.2
WORKDIR /app
# Manifests and node_modules (with its link node_modules/@kurz/shared -> packages/shared).
COPY --from=prod-deps /app ./
COPY --from=build /app/packages/shared/dist packages/shared/dist
COPY --from=build /app/apps/server/dist apps/server/dist
COPY --from=build /app/apps/web/dist apps/web/dist
RUN mkdir -p /data && chown node:node /data
USER node
VOLUME /data
EXPOSE 8080
# /healthz answers while the process runs, whatever the Host; slim images have no curl.
HEALTHCHECK --interval=30s --timeout=5s --start-period=30s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + (process.env.PORT || 8080) + '/healthz').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
# What `npm start` runs once it has built, with the same V8 flags (bench/README.md). Node
# is PID 1 and handles SIGTERM itself: a process drains within 9 s (main.ts); with
# KURZ_WORKERS the primary kills stragglers at 10 s, so give `docker stop` 15 s (-t 15).
CMD ["node", "--max-semi-space-size=32", "--min-semi-space-size=1", "--no-allocation-site-pretenuring", "--expose-gc", "apps/server/dist/main.js"]
