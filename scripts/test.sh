#!/usr/bin/env bash
# `npm test`: the project's Node (scripts/project-node.sh; native modules rebuilt for it when they
# were installed by another), the system tools the suites need (installed or asked for: scripts/ensure-tools.sh),
# content check, the site built without its start-up plugin, then as it is (generates GraphQL
# types), type check, lint, then every Jest project (unit, server, browser, the journeys against
# the build without the plugin, deploy). Extra arguments go to Jest (e.g. --json --outputFile=...).
set -euo pipefail
cd "$(dirname "$0")/.."

source scripts/project-node.sh
echo "› Node $(node -v)"
# better-sqlite3 is the one native module built on install; built by an older Node, it is rebuilt.
node -e 'new (require("better-sqlite3"))(":memory:").close()' 2>/dev/null || { echo "› better-sqlite3 rebuilt for Node $(node -v)"; npm rebuild better-sqlite3; }
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
