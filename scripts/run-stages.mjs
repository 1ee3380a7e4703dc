#!/usr/bin/env node
/**
 * Runs named stages one after another and prints how long each took, so a slow CI run says where its time went
 * (issue 13: `.ci/run` under 35 minutes on a 2-core machine, printing each stage's time).
 *
 *   node scripts/run-stages.mjs "typecheck=npm run typecheck" "spa=npm run test:spa" ...
 *
 * A stage is `name=command` (run by the shell). The first failing stage stops the run; the table is printed either
 * way, and the exit code is that stage's. `--parallel` first runs the stages side by side (for single-threaded
 * commands such as the two type checks on a 2-core machine) and waits for all of them. STAGE_TIMES_FILE, when set, also receives the rows (tab-separated), so
 * `.ci/run` can print one table over `npm test` and its own stages.
 */
import { spawn } from 'node:child_process';
import { appendFileSync } from 'node:fs';

const parallel = process.argv.includes('--parallel');
const stages = process.argv.slice(2).filter((argument) => argument !== '--parallel').map((argument) => {
  const at = argument.indexOf('=');
  if (at < 1) throw new Error(`A stage is name=command, not "${argument}".`);
  return { name: argument.slice(0, at), command: argument.slice(at + 1) };
});

const rows = [];
const scriptStarted = Date.now();
const seconds = (ms) => `${(ms / 1000).toFixed(0)} s`;

function printTable() {
  const width = Math.max(5, ...rows.map((row) => row.name.length));
  console.log(`\n${'stage'.padEnd(width)}  ${'time'.padStart(7)}  result`);
  for (const row of rows) console.log(`${row.name.padEnd(width)}  ${seconds(row.ms).padStart(7)}  ${row.result}`);
  console.log(`${'total'.padEnd(width)}  ${seconds(Date.now() - scriptStarted).padStart(7)}\n`);
}

function run(command) {
  return new Promise((resolve) => {
    const child = spawn(command, { shell: true, stdio: 'inherit' });
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

function record(row) {
  rows.push(row);
  if (process.env.STAGE_TIMES_FILE) appendFileSync(process.env.STAGE_TIMES_FILE, `${row.name}\t${row.ms}\t${row.result}\n`);
}
const resultOf = (code) => (code === 0 ? 'passed' : `FAILED (exit ${code})`);

let exitCode = 0;
if (parallel) {
  const started = Date.now();
  const codes = await Promise.all(
    stages.map(async (stage) => {
      console.log(`\n=== ${stage.name}: ${stage.command}`);
      const code = await run(stage.command);
      record({ name: stage.name, ms: Date.now() - started, result: resultOf(code) });
      return code;
    }),
  );
  exitCode = codes.find((code) => code !== 0) ?? 0;
}
for (const stage of parallel ? [] : stages) {
  console.log(`\n=== ${stage.name}: ${stage.command}`);
  const started = Date.now();
  const code = await run(stage.command);
  record({ name: stage.name, ms: Date.now() - started, result: resultOf(code) });
  if (code !== 0) {
    exitCode = code;
    break;
  }
}
printTable();
process.exit(exitCode);
