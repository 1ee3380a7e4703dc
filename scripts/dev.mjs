#!/usr/bin/env node
/**
 * `npm run dev`: the API in watch mode (`npm run dev -w server`, http://localhost:3000) and webpack-dev-server with
 * hot reload (http://localhost:8080, proxying /api to the API), side by side. Output is forwarded line by line with
 * a prefix; Ctrl+C (or either process ending) stops both.
 */
import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';

const processes = [
  { name: 'api', color: 36, command: 'npm', args: ['run', 'dev', '-w', 'server'] },
  {
    name: 'spa',
    color: 35,
    command: process.execPath,
    args: ['--import', 'tsx', 'node_modules/webpack-cli/bin/cli.js', 'serve', '--mode', 'development'],
  },
];

const useColor = process.stdout.isTTY && !process.env.NO_COLOR;
const prefix = ({ name, color }) => (useColor ? `\x1b[${color}m[${name}]\x1b[0m ` : `[${name}] `);

let stopping = false;
const children = processes.map((definition) => {
  // Each child leads its own process group, so stopping it also stops what it started (tsx watch, node).
  const child = spawn(definition.command, definition.args, {
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
    env: { ...process.env, FORCE_COLOR: process.env.FORCE_COLOR ?? (useColor ? '1' : '0') },
  });
  for (const [stream, target] of [
    [child.stdout, process.stdout],
    [child.stderr, process.stderr],
  ]) {
    createInterface({ input: stream }).on('line', (line) => target.write(`${prefix(definition)}${line}\n`));
  }
  child.on('exit', (code, signal) => {
    child.exited = true;
    if (!stopping) {
      process.stderr.write(`${prefix(definition)}exited (${signal ?? code}); stopping the others\n`);
      stop(code ?? 1);
    } else if (children.every((other) => other.exited)) {
      process.exit(process.exitCode ?? 0);
    }
  });
  return child;
});

function stop(exitCode = 0) {
  if (stopping) return;
  stopping = true;
  process.exitCode = exitCode;
  for (const child of children) {
    if (child.exited) continue;
    try {
      process.kill(-child.pid, 'SIGTERM');
    } catch {
      // already gone
    }
  }
  // Whatever ignores SIGTERM for 5 s is killed.
  setTimeout(() => {
    for (const child of children) {
      if (!child.exited) {
        try {
          process.kill(-child.pid, 'SIGKILL');
        } catch {
          // already gone
        }
      }
    }
    process.exit(exitCode);
  }, 5000).unref();
  if (children.every((child) => child.exited)) process.exit(exitCode);
}

process.on('SIGINT', () => stop(0));
process.on('SIGTERM', () => stop(0));
