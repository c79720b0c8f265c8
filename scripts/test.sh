#!/usr/bin/env bash
# `npm test`: the project's Node (scripts/project-node.sh), the system tools the suites need (installed or asked for: scripts/ensure-tools.sh),
# content check, the site built without its start-up plugin, then as it is (generates GraphQL
# types), type check, lint, then every Jest project (unit, server, browser, the journeys against
# the build without the plugin, deploy). Extra arguments go to Jest (e.g. --json --outputFile=...).
set -euo pipefail
cd "$(dirname "$0")/.."

source scripts/project-node.sh
echo "› Node $(node -v)"
echo "› system tools"
bash scripts/ensure-tools.sh
echo "› content check"
npx tsx scripts/check-content.ts
echo "› build without the start-up plugin (for the journeys run against it)"
bash scripts/build-paint-first-off.sh
echo "› build"
npx gatsby build
echo "› type check"
npx tsc --noEmit
echo "› lint"
npx eslint .
echo "› jest (unit, server, e2e)"
npx jest --ci "$@"
