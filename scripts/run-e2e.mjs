#!/usr/bin/env node
/**
 * Runs the Playwright journeys in shards side by side, each shard with its own production server and its own fresh
 * embedded database (E2E_PORT 3100, 3101, ...), so CI's two cores both work while one shard waits on a browser or a
 * 5-second rotation. The spec files are dealt to the shards by their usual duration (longest first, each to the shard
 * with the least so far; `e2e/spec-durations.json`, a file missing there counts as its default): each shard always
 * runs the same files, in alphabetical order, against a world only they touch, so a run is as deterministic as one
 * worker. A new spec file needs no entry to run; an entry only keeps the shards even.
 *
 *   node scripts/run-e2e.mjs                 every journey, E2E_SHARDS (default 2) shards
 *   node scripts/run-e2e.mjs e2e/x.spec.ts   arguments go to one plain `playwright test` (no sharding)
 *
 * Each shard's output folder is test-results/e2e-<i> (failure screenshots and traces); the layout tour's screenshots
 * go to test-results/layout-tour whichever shard runs it. Every line a shard prints is prefixed with [i/n].
 */
import { spawn } from 'node:child_process';
import { readdirSync, readFileSync, rmSync } from 'node:fs';
import { createInterface } from 'node:readline';

const args = process.argv.slice(2);
const shards = args.length > 0 ? 1 : Math.max(1, Number(process.env.E2E_SHARDS ?? 2));
const basePort = Number(process.env.E2E_PORT ?? 3100);
const playwright = 'node_modules/.bin/playwright';

/** Longest first, each file to the shard with the least expected time; each shard's files in alphabetical order. */
function dealSpecFiles() {
  const { defaultSeconds, seconds } = JSON.parse(readFileSync('e2e/spec-durations.json', 'utf8'));
  const files = readdirSync('e2e').filter((file) => file.endsWith('.spec.ts'));
  const expected = (file) => seconds[file] ?? defaultSeconds;
  const dealt = Array.from({ length: shards }, () => ({ files: [], seconds: 0 }));
  for (const file of [...files].sort((a, b) => expected(b) - expected(a) || a.localeCompare(b))) {
    const lightest = dealt.reduce((least, shard) => (shard.seconds < least.seconds ? shard : least));
    lightest.files.push(file);
    lightest.seconds += expected(file);
  }
  return dealt.map((shard) => ({ ...shard, files: shard.files.sort() }));
}

/** e2e/journey.fixture.ts closes the browsers a test opened for a second person; Playwright's own `test` does not. */
function refuseSpecsWithoutTheJourneyFixture() {
  const offenders = readdirSync('e2e')
    .filter((file) => file.endsWith('.ts') && file !== 'journey.fixture.ts')
    .filter((file) => readFileSync(`e2e/${file}`, 'utf8').includes("from '@playwright/test'"));
  if (offenders.length === 0) return;
  console.error(`Import test and expect from './journey.fixture', not '@playwright/test' (it closes the contexts a test opens): ${offenders.join(', ')}`);
  process.exit(1);
}

refuseSpecsWithoutTheJourneyFixture();
const dealt = shards > 1 ? dealSpecFiles() : [];

function runShard(index) {
  // A file name is a regular expression to Playwright: anchor it to the end of the path so one never matches another.
  const filters = () => dealt[index - 1].files.map((file) => `e2e/${file.replaceAll('.', '\\.')}$`);
  const shardArgs = shards === 1 ? ['test', ...args] : ['test', `--output=test-results/e2e-${index}`, '--reporter=list', ...filters()];
  const child = spawn(playwright, shardArgs, {
    env: { ...process.env, E2E_PORT: String(basePort + index - 1) },
    stdio: shards === 1 ? 'inherit' : ['ignore', 'pipe', 'pipe'],
  });
  if (shards > 1) {
    for (const stream of [child.stdout, child.stderr]) {
      createInterface({ input: stream }).on('line', (line) => console.log(`[${index}/${shards}] ${line}`));
    }
  }
  return new Promise((resolve) => child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0))));
}

if (args.length === 0) rmSync('test-results', { recursive: true, force: true });
for (const [at, shard] of dealt.entries()) {
  console.log(`e2e shard ${at + 1}/${shards} (about ${shard.seconds} s): ${shard.files.join(' ')}`);
}
const codes = await Promise.all(Array.from({ length: shards }, (_, at) => runShard(at + 1)));
const failed = codes.map((code, at) => ({ code, shard: at + 1 })).filter(({ code }) => code !== 0);
if (shards > 1) {
  console.log(failed.length === 0 ? `\nAll ${shards} e2e shards passed.` : `\nFailed e2e shards: ${failed.map(({ shard }) => `${shard}/${shards}`).join(', ')}`);
}
process.exit(failed.length === 0 ? 0 : 1);
