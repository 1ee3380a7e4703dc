#!/usr/bin/env node
// End-to-end tests drive Debian's Chromium (browser downloads are blocked on our machines).
// Installs the `chromium` package when it is missing and we are allowed to (root + apt-get).
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const chromiumPath = process.env.CHROMIUM_PATH || '/usr/bin/chromium';

if (existsSync(chromiumPath)) {
  process.exit(0);
}

const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
const run = (command, args) => execFileSync(command, args, { stdio: 'inherit', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } });

try {
  console.log(`Chromium not found at ${chromiumPath}; installing Debian's chromium package...`);
  const sudo = isRoot ? [] : ['sudo'];
  const apt = (...args) => (sudo.length ? run('sudo', ['apt-get', ...args]) : run('apt-get', args));
  apt('update');
  apt('install', '-y', '--no-install-recommends', 'chromium', 'fonts-liberation');
} catch (error) {
  console.error('Could not install chromium. Install it with: apt-get install -y chromium');
  process.exit(1);
}

if (!existsSync(chromiumPath)) {
  console.error(`chromium was installed but ${chromiumPath} is still missing; set CHROMIUM_PATH.`);
  process.exit(1);
}
