#!/usr/bin/env bash
# CI's short reliability run (.ci/run, after the PostgreSQL server tests): R2 with 200 keyed creations and one
# kill -9 of the API, then two API processes and two workers on one database. The full suite: `npm run reliability`.
set -euo pipefail
cd "$(dirname "$0")/../.."
npm run build:server --silent
node --import tsx bench/reliability/run-all.ts --ci
