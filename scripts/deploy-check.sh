#!/usr/bin/env bash
# `npm run deploy:check`: builds the site when public/ is missing or stale (common/build-inputs.ts), then
# serves it with Cloudflare's local Pages runtime (wrangler, a devDependency; offline) beside our
# server and compares their answers (__tests__/deploy/). Extra arguments go to Jest.
set -euo pipefail
cd "$(dirname "$0")/.."

if ! npx tsx scripts/build-state.ts public; then
  echo "› build"
  npx gatsby build
fi
echo "› Cloudflare Pages runtime against our server"
WRANGLER_SEND_METRICS=false npx jest --ci --selectProjects deploy "$@"
