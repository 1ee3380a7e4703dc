#!/usr/bin/env node
// End-to-end tests, Lighthouse and the route budgets drive Debian's Chromium (browser downloads are blocked on our
// machines). Installs what is missing when we are allowed to (root or sudo + apt-get):
// - `chromium` (/usr/bin/chromium): the full browser, for Lighthouse, the route budgets and trying the product;
// - `chromium-headless-shell` (/usr/bin/chromium-headless-shell): the same Chromium release built as the headless
//   shell, which is what Playwright's own headless runs use. The journeys run in it (playwright.config.ts): a new
//   browser context costs about a third of the CPU of the full browser's, and CI opens hundreds (docs/testing.md).
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const chromiumPath = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
const headlessShellPath = process.env.E2E_CHROMIUM_PATH || '/usr/bin/chromium-headless-shell';

const missing = [
  !existsSync(chromiumPath) && 'chromium',
  !existsSync(headlessShellPath) && 'chromium-headless-shell',
].filter(Boolean);
if (missing.length === 0) process.exit(0);

const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
const run = (command, args) => execFileSync(command, args, { stdio: 'inherit', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } });

try {
  console.log(`Installing Debian's ${missing.join(' and ')}...`);
  const apt = (...args) => (isRoot ? run('apt-get', args) : run('sudo', ['apt-get', ...args]));
  apt('update');
  apt('install', '-y', '--no-install-recommends', ...missing, 'fonts-liberation');
} catch {
  console.error(`Could not install ${missing.join(' and ')}. Install with: apt-get install -y chromium chromium-headless-shell`);
  process.exit(1);
}

for (const [path, variable] of [[chromiumPath, 'CHROMIUM_PATH'], [headlessShellPath, 'E2E_CHROMIUM_PATH']]) {
  if (!existsSync(path)) {
    console.error(`Chromium was installed but ${path} is still missing; set ${variable}.`);
    process.exit(1);
  }
}
