#!/usr/bin/env bash
# The site built without its start-up plugin (PAINT_FIRST=off) into build-paint-first-off/: its
# public/ and the match paths of its .cache/, for the browser journeys run against it (Jest project
# "paint-first-off"). It builds in public/ like any build: run `npm run build` after it for the
# normal site (npm test does).
set -euo pipefail
cd "$(dirname "$0")/.."

PAINT_FIRST=off npx gatsby build
rm -rf build-paint-first-off
mkdir -p build-paint-first-off/.cache
cp -a public build-paint-first-off/public
cp .cache/match-paths.json build-paint-first-off/.cache/
