#!/usr/bin/env bash
# `npm test`: installs what the tests need when it is missing (Debian's Chromium and PostgreSQL server, as root),
# then runs lint, typecheck, the production build, every unit and HTTP test (Vitest) and the browser tests
# (Playwright in Debian's Chromium).
set -euo pipefail
cd "$(dirname "$0")/.."
export NEXT_TELEMETRY_DISABLED=1

section() { printf '\n=== %s ===\n' "$1"; }

need_apt=()
[ -x /usr/bin/chromium ] || need_apt+=(chromium)
ls /usr/lib/postgresql/*/bin/pg_ctl >/dev/null 2>&1 || need_apt+=(postgresql)
command -v openssl >/dev/null 2>&1 || need_apt+=(openssl)
if [ ${#need_apt[@]} -gt 0 ]; then
  section "Installing ${need_apt[*]} (apt)"
  if [ "$(id -u)" -ne 0 ]; then
    echo "These Debian packages are missing: ${need_apt[*]}. Install them (as root: apt-get install -y ${need_apt[*]}) and run npm test again." >&2
    exit 1
  fi
  export DEBIAN_FRONTEND=noninteractive
  apt-get update -qq
  apt-get install -y -qq --no-install-recommends "${need_apt[@]}" >/dev/null
fi

if [ ! -d node_modules ] || [ package-lock.json -nt node_modules/.package-lock.json ]; then
  section "npm install"
  npm install --no-audit --no-fund
fi

section "lint"
npm run lint
section "typecheck"
npm run typecheck
section "build"
npm run build
section "unit and HTTP tests (Vitest, PGlite and PostgreSQL)"
npx vitest run
section "browser tests (Playwright, Debian Chromium)"
npx playwright test
