#!/usr/bin/env bash
# The system tools the test suites need, checked before `npm test` runs anything (and so before
# CI's, which is `npm test`). A missing tool is installed from Debian when this can (apt-get, and
# root or passwordless sudo), with one line saying what and why; otherwise the run stops at once
# with the exact command to run. Nothing is ever skipped: a suite without its tool would only fail
# later, with a less helpful message.
#
# Environment:
#   ENSURE_TOOLS_INSTALL=0      never install, only say what to run (the tests use it, even as root)
#   ENSURE_TOOLS_POSTGRESQL=1|0 require PostgreSQL or not, whatever the suites (see below)
#   CHROMIUM_PATH               the Chromium the browser tests drive (their own variable)
#   ENSURE_TOOLS_FONTS_DIR      where the font checks look (default /usr/share/fonts/truetype)
#   ENSURE_TOOLS_PG_BIN         where the PostgreSQL checks look (default /usr/lib/postgresql/<newest>/bin)
set -euo pipefail
cd "$(dirname "$0")/.."

fonts_dir="${ENSURE_TOOLS_FONTS_DIR:-/usr/share/fonts/truetype}"
pg_bin="${ENSURE_TOOLS_PG_BIN:-$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1)}"

# PostgreSQL is needed by the suites of the PostgreSQL store: any file under __tests__ with
# "postgres" in its name (__tests__/server/setup/global-setup.ts starts one server for them all),
# so a new suite needs nothing changed here; ENSURE_TOOLS_POSTGRESQL=1 or 0 overrides the guess.
postgresql_needed() {
  case "${ENSURE_TOOLS_POSTGRESQL:-auto}" in
    1) return 0 ;;
    0) return 1 ;;
    *) [ -d __tests__ ] && [ -n "$(find __tests__ -iname '*postgres*' -print -quit)" ] ;;
  esac
}

# --- The tools ------------------------------------------------------------------------------------
# Each is a check (succeeds when the tool is there) and a line in the list below: name, who needs
# it (shown in every message), Debian package.

check_chromium() {
  # CHROMIUM_PATH when set, even to a path that does not exist: that is how to try the missing
  # case on a machine that has Chromium. Else the path __tests__/e2e/helpers/chromium-path.ts uses.
  [ -x "${CHROMIUM_PATH:-/usr/bin/chromium-headless-shell}" ]
}

# The share images (gatsby/og-images.ts) set their text in DejaVu Sans, regular and bold; without
# the files librsvg silently falls back to another face and the images change.
check_dejavu() {
  [ -f "$fonts_dir/dejavu/DejaVuSans.ttf" ] && [ -f "$fonts_dir/dejavu/DejaVuSans-Bold.ttf" ]
}

# The site's stand-in for Inter until Inter arrives ("Inter Fallback" in src/styles/fonts.tsx) is
# Liberation Sans, scaled to Inter's metrics: without it the browser tests would lay out their
# first paint in another font. Chromium's packages only recommend it, and recommends are not
# installed here.
check_liberation() {
  [ -f "$fonts_dir/liberation/LiberationSans-Regular.ttf" ] && [ -f "$fonts_dir/liberation/LiberationSans-Bold.ttf" ]
}

check_postgresql() {
  [ -n "$pg_bin" ] && [ -x "$pg_bin/initdb" ] && [ -x "$pg_bin/pg_ctl" ] && [ -x "$pg_bin/postgres" ]
}

names=() whys=() packages=() checks=()
tool() { names+=("$1"); whys+=("$2"); packages+=("$3"); checks+=("$4"); }

tool "Chromium headless shell" "browser tests" chromium-headless-shell check_chromium
tool "DejaVu fonts" "share images" fonts-dejavu-core check_dejavu
tool "Liberation fonts" "browser tests" fonts-liberation check_liberation
if postgresql_needed; then
  tool "PostgreSQL" "PostgreSQL store tests" postgresql check_postgresql
fi

# --- A namespace of its own -----------------------------------------------------------------------
# The editor journey builds over the checkout in a copy-on-write view of it: an overlay mounted in a
# user and mount namespace of its own (__tests__/e2e/helpers/build-over-checkout.ts). Checked here as
# the journey does it, in a folder of our own: Ubuntu 23.10 and later refuse such a namespace to
# programs without an AppArmor profile until a setting allows it (a system setting, so it is named
# here, never changed), and Linux before 5.11 mounts no overlay in one.
if ! unshare --user --map-root-user --mount true 2>/dev/null; then
  echo "This system refuses the user namespace the editor journey builds in (unshare --user --mount)." >&2
  echo "On Ubuntu 23.10 and later, allow it with: sudo sysctl -w kernel.apparmor_restrict_unprivileged_userns=0" >&2
  exit 1
fi
probe="$(mktemp -d)"
mkdir "$probe/lower" "$probe/upper" "$probe/work"
overlay_error="$(unshare --user --map-root-user --mount sh -c \
  'mount -t overlay overlay -o "lowerdir=$1/lower,upperdir=$1/upper,workdir=$1/work,userxattr" "$1/lower"' \
  sh "$probe" 2>&1)" && mounted=1 || mounted=0
# The overlay leaves its own folder at mode 0.
chmod -R u+rwx "$probe" && rm -rf "$probe"
if [ "$mounted" -eq 0 ]; then
  echo "This system cannot mount the overlay the editor journey builds in, in a user namespace (Linux 5.11 or later can): ${overlay_error:-mount failed}" >&2
  exit 1
fi

# --- Check, then install or instruct ----------------------------------------------------------------

missing=()
for i in "${!names[@]}"; do
  "${checks[$i]}" || missing+=("$i")
done
[ ${#missing[@]} -eq 0 ] && exit 0

# How apt-get would be run, or why it cannot be.
as_root=()
why_not=""
if [ "${ENSURE_TOOLS_INSTALL:-1}" = "0" ]; then
  why_not="installing is turned off (ENSURE_TOOLS_INSTALL=0)"
elif ! command -v apt-get >/dev/null 2>&1; then
  why_not="this system has no apt-get (the tools are named by their Debian packages)"
elif [ "$(id -u)" -ne 0 ]; then
  if command -v sudo >/dev/null 2>&1 && sudo -n true 2>/dev/null; then
    as_root=(sudo -n)
  else
    why_not="installing needs root, and sudo asks for a password"
  fi
fi

sudo_prefix() { [ "$(id -u)" -eq 0 ] && echo "" || echo "sudo "; }

if [ -n "$why_not" ]; then
  all=()
  for i in "${missing[@]}"; do
    echo "Missing: ${names[$i]} (${whys[$i]}). Install it with: $(sudo_prefix)apt-get install -y ${packages[$i]}" >&2
    all+=("${packages[$i]}")
  done
  if [ ${#missing[@]} -gt 1 ]; then
    echo "All at once: $(sudo_prefix)apt-get install -y ${all[*]}" >&2
  fi
  echo "Not installed automatically: $why_not." >&2
  exit 1
fi

all=()
for i in "${missing[@]}"; do
  echo "› installing ${packages[$i]} (${whys[$i]} need it)"
  all+=("${packages[$i]}")
done
# apt's own output goes to a file, shown only when something goes wrong.
log="$(mktemp)"
trap 'rm -f "$log"' EXIT
apt_get=("${as_root[@]}" env DEBIAN_FRONTEND=noninteractive apt-get)
if ! "${apt_get[@]}" update -qq >"$log" 2>&1 \
  || ! "${apt_get[@]}" install -y -qq --no-install-recommends "${all[@]}" >>"$log" 2>&1; then
  tail -n 20 "$log" >&2
  echo "Could not install ${all[*]} with apt-get (its last lines are above). Run it yourself: $(sudo_prefix)apt-get update && $(sudo_prefix)apt-get install -y ${all[*]}" >&2
  exit 1
fi

# The package is in, but the check may still look elsewhere (CHROMIUM_PATH set to another path).
for i in "${missing[@]}"; do
  if ! "${checks[$i]}"; then
    hint=""
    [ "${packages[$i]}" = "chromium-headless-shell" ] && [ -n "${CHROMIUM_PATH:-}" ] &&
      hint=" CHROMIUM_PATH=$CHROMIUM_PATH is not an executable: unset it to use /usr/bin/chromium-headless-shell."
    echo "Installed ${packages[$i]}, but the check for ${names[$i]} still fails.$hint" >&2
    exit 1
  fi
done
