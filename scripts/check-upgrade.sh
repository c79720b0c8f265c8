#!/usr/bin/env bash
# `npm run check:upgrade`: will the next releases within our ranges still work? Clones the project's
# committed state to a temporary folder, installs it as CI does (npm ci), moves every dependency
# to the newest version its range in package.json allows (npm update; overrides still apply), lists
# what moved, then builds and runs the whole suite there (npm test). The checkout itself is left as
# it is; the copy is removed at the end (UPGRADE_KEEP=1 keeps it, with its package-lock.json to read).
# Extra arguments go to npm test.
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/project-node.sh

work="$(mktemp -d "${TMPDIR:-/tmp}/check-upgrade-XXXXXX")"
cleanup() { if [ "${UPGRADE_KEEP:-}" != 1 ]; then rm -rf "$work" "$work".*; else echo "Kept: $work"; fi; }
trap cleanup EXIT

echo "› a clone of HEAD in $work (the sitemap reads the content's git history)"
git clone -q . "$work"
cd "$work"

echo "› npm ci"
npm ci --no-audit --no-fund > "$work.npm.log" 2>&1 || { tail -40 "$work.npm.log"; exit 1; }
npm ls --json > "$work.before.json" 2> /dev/null || true

echo "› npm update"
npm update --no-audit --no-fund > "$work.npm.log" 2>&1 || { tail -40 "$work.npm.log"; exit 1; }
rm -f "$work.npm.log"
npm ls --json > "$work.after.json" 2> /dev/null || true

echo "› what moved (the packages package.json names)"
node -e '
  const [before, after] = process.argv.slice(1).map((file) => require(file).dependencies ?? {})
  const moved = Object.keys(after).filter((name) => before[name]?.version !== after[name]?.version)
  for (const name of moved.sort()) console.log(`  ${name} ${before[name]?.version ?? "(new)"} → ${after[name]?.version ?? "(gone)"}`)
  if (moved.length === 0) console.log("  nothing: every dependency is already the newest its range allows")
' "$work.before.json" "$work.after.json"
rm -f "$work.before.json" "$work.after.json"
echo "  package-lock.json: $(git diff --numstat package-lock.json | awk '{print $1 " lines added, " $2 " removed"}')"

echo "› npm test on the upgraded copy"
npm test -- "$@"
