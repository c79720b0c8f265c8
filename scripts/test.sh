#!/usr/bin/env bash
# `npm test`: the system tools the suites need (installed or asked for: scripts/ensure-tools.sh),
# content check, build (generates GraphQL types), type check, lint, then every Jest project (unit,
# server, browser). Extra arguments go to Jest (e.g. --json --outputFile=...).
set -euo pipefail
cd "$(dirname "$0")/.."

echo "› system tools"
bash scripts/ensure-tools.sh
echo "› content check"
npx tsx scripts/check-content.ts
echo "› build"
npx gatsby build
echo "› type check"
npx tsc --noEmit
echo "› lint"
npx eslint .
echo "› jest (unit, server, e2e)"
npx jest --ci "$@"
