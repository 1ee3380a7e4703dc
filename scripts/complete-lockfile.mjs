#!/usr/bin/env node
/**
 * Our npm registry mirror serves only the platform packages of the machines we run on, so `npm install` cannot
 * record the other platforms' optional binaries (e.g. @swc/core-darwin-arm64) in package-lock.json, and `npm ci`
 * then refuses the lock file as out of sync. This adds the missing optional entries with the os/cpu their names
 * declare, so `npm ci` skips them on other platforms exactly as it would with a complete lock file.
 * Run after every `npm install` that changes dependencies: `node scripts/complete-lockfile.mjs`.
 */
import { readFileSync, writeFileSync } from 'node:fs';

const lockPath = new URL('../package-lock.json', import.meta.url);
const lock = JSON.parse(readFileSync(lockPath, 'utf8'));
const packages = lock.packages;
const osNames = ['darwin', 'linux', 'win32', 'android', 'freebsd', 'openbsd', 'netbsd', 'sunos', 'aix', 'wasi', 'openharmony'];
const cpuNames = ['arm64', 'x64', 'ia32', 'arm', 'ppc64', 's390x', 'riscv64', 'loong64', 'wasm32', 'mips64el'];

function platformOf(name) {
  const parts = name.split('/').pop().split('-');
  const os = parts.find((part) => osNames.includes(part));
  const cpu = parts.find((part) => cpuNames.includes(part));
  const libc = parts.find((part) => /^(gnu|musl)/.test(part));
  return {
    os: [os ?? (cpu === 'wasm32' ? 'wasi' : 'unknown')],
    ...(cpu ? { cpu: [cpu] } : {}),
    ...(libc ? { libc: [libc.startsWith('musl') ? 'musl' : 'glibc'] } : {}),
  };
}

/** Where node would resolve `name` from the package at `location` (its own node_modules, then upwards). */
function resolveLocation(location, name) {
  let base = location;
  for (;;) {
    const candidate = base ? `${base}/node_modules/${name}` : `node_modules/${name}`;
    if (packages[candidate]) return candidate;
    if (!base) return null;
    const index = base.lastIndexOf('/node_modules/');
    base = index === -1 ? '' : base.slice(0, index);
  }
}

const addedLocations = new Set();
for (const [location, entry] of Object.entries(packages)) {
  for (const [name, version] of Object.entries(entry.optionalDependencies ?? {})) {
    const existing = resolveLocation(location, name);
    // A real entry (installed for this platform) or one we added for the same version: nothing to do.
    if (existing && (!addedLocations.has(existing) || packages[existing].version === version)) continue;
    // Another version of the same binary was added at the top already (several esbuild versions): nest it.
    const target = existing ? `${location}/node_modules/${name}` : `node_modules/${name}`;
    packages[target] = { version, optional: true, ...platformOf(name) };
    addedLocations.add(target);
  }
}
const added = addedLocations.size;
lock.packages = Object.fromEntries(Object.entries(packages).sort(([a], [b]) => (a === '' ? -1 : b === '' ? 1 : a.localeCompare(b))));
writeFileSync(lockPath, `${JSON.stringify(lock, null, 2)}\n`);
console.log(`package-lock.json: added ${added} optional platform entries`);
