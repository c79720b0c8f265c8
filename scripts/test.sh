#!/usr/bin/env bash
# `npm test`: the project's Node (scripts/project-node.sh), the system tools the suites need
# (installed or asked for: scripts/ensure-tools.sh), content check, the site built without its
# start-up plugin, then as it is (generates GraphQL types; each kept while nothing it is made from
# changed) with lint and format check beside them, type check (the three checks keep their tools'
# records in node_modules/.cache, so a second run checks again only what changed), then
# every Jest project (unit, server, browser, the journeys against the build without the plugin,
# deploy). Extra arguments go to Jest (e.g. --json --outputFile=...). It ends with what each phase
# took, and Jest's cost by project and its slowest files (__tests__/setup/cost-reporter.js).
# A step that passes must also be quiet: a line saying ERROR (Gatsby's reporter) or logged at error
# level (pino's 50 and 60, console.error) fails the run, so a real error never hides among false ones.
set -euo pipefail
cd "$(dirname "$0")/.."

source scripts/project-node.sh
logs="$(mktemp -d)"
phases=()
report() {
  local status=$?
  # A failed build ends the run: the checks still running beside it end first.
  wait
  if [ "${#phases[@]}" -gt 0 ]; then
    echo "Time by phase:"
    printf '  %-34s %5s s\n' "${phases[@]}"
  fi
  rm -rf "$logs"
  return $status
}
trap report EXIT

# Runs a phase, announced and timed (a failed one too).
phase() {
  local name="$1" started=$SECONDS status=0
  shift
  echo "› $name"
  "$@" || status=$?
  phases+=("$name" "$((SECONDS - started))")
  return $status
}

# Starts a phase in the background, its output and time kept for `ended`; names it in `besides`.
besides=()
beside() {
  local name="$1" started=$SECONDS status=0
  shift
  besides+=("$name")
  { "$@" > "$logs/$name.log" 2>&1 || status=$?; echo "$((SECONDS - started)) $status" > "$logs/$name.end"; } &
}

# Shows what a phase started by `beside` printed, adds its time; returns its status.
ended() {
  local name="$1" took status
  read -r took status < "$logs/$name.end"
  echo "› $name"
  cat "$logs/$name.log"
  phases+=("$name" "$took")
  return "$status"
}

# Runs a step with its output shown and kept; fails when the step fails or printed an error line.
quietly() {
  local log="$logs/step.log" status=0
  # `set -e` does not apply inside a function run as `phase`'s condition: the status is checked here.
  "$@" 2>&1 | tee "$log" || status=$?
  [ "$status" -eq 0 ] || return "$status"
  if grep -nE '(^|\s)ERROR(\s|$)|"level":(50|60)[,}]|^\s+console\.error$' "$log" > "$logs/errors"; then
    echo "✗ $* passed but printed error lines:" >&2
    cut -c1-300 "$logs/errors" >&2
    return 1
  fi
}

echo "› Node $(node -v)"
phase "system tools" bash scripts/ensure-tools.sh
phase "content check" npx tsx scripts/check-content.ts
# Lint and the format check read only the sources, so they run beside the builds, which leave about
# a fifth of the two cores idle; the type check needs the GraphQL types the build writes. What each
# check printed is shown once all have ended, and the run fails after all three if any failed.
beside "lint" npm run --silent lint
beside "format check" npm run --silent format:check
# Each build is kept while nothing it is made from changed (common/build-inputs.ts); the one without
# the plugin is made in public/ first, so the site's own build follows whenever it was made.
if ! PAINT_FIRST=off npx tsx scripts/build-state.ts build-paint-first-off/public; then
  phase "build without the start-up plugin" quietly bash scripts/build-paint-first-off.sh
fi
if ! npx tsx scripts/build-state.ts public; then
  phase "build" quietly npx gatsby build
fi
checks_started=$SECONDS
beside "type check" npm run --silent typecheck
wait
checked=0
for name in "${besides[@]}"; do ended "$name" || checked=1; done
phases+=("the checks' wait after the builds" "$((SECONDS - checks_started))")
[ "$checked" -eq 0 ]
phase "jest (unit, server, e2e, deploy)" quietly npx jest --ci "$@"
