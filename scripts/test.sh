#!/usr/bin/env bash
# `npm test`: the project's Node (scripts/project-node.sh), the system tools the suites need (installed or asked for: scripts/ensure-tools.sh),
# content check, the site built without its start-up plugin, then as it is (generates GraphQL
# types), type check, lint, format check, then every Jest project (unit, server, browser, the
# journeys against the build without the plugin, deploy). Extra arguments go to Jest (e.g. --json --outputFile=...).
# A step that passes must also be quiet: a line saying ERROR (Gatsby's reporter) or logged at error
# level (pino's 50 and 60, console.error) fails the run, so a real error never hides among false ones.
set -euo pipefail
cd "$(dirname "$0")/.."

source scripts/project-node.sh
logs="$(mktemp -d)"
trap 'rm -rf "$logs"' EXIT

# Runs a step with its output shown and kept; fails when the step fails or printed an error line.
quietly() {
  local name="$1" log="$logs/$1.log"
  shift
  "$@" 2>&1 | tee "$log"
  if grep -nE '(^|\s)ERROR(\s|$)|"level":(50|60)[,}]|^\s+console\.error$' "$log" > "$logs/errors"; then
    echo "✗ $name passed but printed error lines:" >&2
    cut -c1-300 "$logs/errors" >&2
    exit 1
  fi
}

echo "› Node $(node -v)"
echo "› system tools"
bash scripts/ensure-tools.sh
echo "› content check"
npx tsx scripts/check-content.ts
echo "› build without the start-up plugin (for the journeys run against it)"
quietly build-paint-first-off bash scripts/build-paint-first-off.sh
echo "› build"
quietly build npx gatsby build
echo "› type check"
npx tsc --noEmit
echo "› lint"
npx eslint .
echo "› format check (npm run format writes the format)"
npm run --silent format:check
echo "› jest (unit, server, e2e)"
quietly jest npx jest --ci "$@"
