#!/usr/bin/env bash
# The two set-up commands of the README:
#   scripts/portal.sh start   install everything, build, and start the portal on the embedded database
#   scripts/portal.sh test    install everything (Chromium and the Korean fonts included) and run every test (npm run check)
set -euo pipefail
cd "$(dirname "$0")/.."
. scripts/bootstrap-node.sh

install_dependencies() {
  # reinstall only when the lockfile changed since the last install
  if [ ! -f node_modules/.package-lock.json ] || [ package-lock.json -nt node_modules/.package-lock.json ]; then
    # `npm ci` refuses this lockfile: npm 11 leaves other platforms' optional binaries (compiler and
    # resolver bindings) out of it, then reports them missing. `npm install` installs the locked
    # versions and leaves the lockfile as it is.
    npm install --no-audit --no-fund
  fi
}

# Debian's Chromium, and the Korean Noto a Korean reader's Linux has: the pages draw Hangul from it by name
# (site/src/styles/global.css), and a browser test checks that they do
install_browser() {
  if [ -x "${CHROME_PATH:-/usr/bin/chromium}" ] && dpkg -s fonts-noto-cjk >/dev/null 2>&1; then return; fi
  local sudo=''
  if [ "$(id -u)" -ne 0 ]; then sudo='sudo'; fi
  $sudo apt-get update -qq && $sudo env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium fonts-noto-cjk >/dev/null
}

case "${1:-}" in
  start)
    install_dependencies
    npm run build
    exec npm start
    ;;
  test)
    install_dependencies
    install_browser
    exec npm run check
    ;;
  *)
    echo "usage: scripts/portal.sh start|test" >&2
    exit 2
    ;;
esac
