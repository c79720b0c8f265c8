#!/usr/bin/env bash
# `npm run deploy:check`: builds the site when public/ is missing or older than its sources, then
# serves it with Cloudflare's local Pages runtime (wrangler, a devDependency; offline) beside our
# server and compares their answers (__tests__/deploy/). Extra arguments go to Jest.
set -euo pipefail
cd "$(dirname "$0")/.."

status=0
npx tsx -e 'const { isBuildStale } = require("./server/start"); process.exit(isBuildStale(process.cwd(), "public") ? 10 : 0)' || status=$?
if [ "$status" -eq 10 ]; then
  echo "› build (public/ is missing or older than its sources)"
  npx gatsby build
elif [ "$status" -ne 0 ]; then
  exit "$status"
fi
echo "› Cloudflare Pages runtime against our server"
WRANGLER_SEND_METRICS=false npx jest --ci --selectProjects deploy "$@"
