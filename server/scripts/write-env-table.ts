/**
 * Writes the README's environment-variable table from the lists the server validates against, so the two
 * cannot drift (server/test/readme-env.test.ts fails when a variable is missing from the README).
 *   node --import tsx server/scripts/write-env-table.ts
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { configVariables } from '../src/config.variables';
import { identityConfigVariables } from '../src/identity/identity.config';

const readmePath = fileURLToPath(new URL('../../README.md', import.meta.url));
const escape = (text: string) => text.replace(/\|/g, '\\|');
const rows = [...configVariables, ...identityConfigVariables].map(
  (variable) => `| \`${variable.name}\` | ${escape(variable.defaultValue)} | ${escape(variable.description)} |`,
);
const table = ['| Variable | Default | What it does |', '|---|---|---|', ...rows].join('\n');
const readme = readFileSync(readmePath, 'utf8');
const updated = readme.replace(/(<!-- env-table:start -->\n)[\s\S]*?(<!-- env-table:end -->)/, `$1${table}\n$2`);
writeFileSync(readmePath, updated);
console.log(`README.md: ${rows.length} variables`);
