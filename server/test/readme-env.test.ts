import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { describe, it } from 'node:test';
import { configVariables } from '../src/config.variables';
import { identityConfigVariables } from '../src/identity/identity.config';

describe('README environment table', () => {
  it('lists every variable the server reads (regenerate with server/scripts/write-env-table.ts)', () => {
    const readme = readFileSync(new URL('../../README.md', import.meta.url), 'utf8');
    const missing = [...configVariables, ...identityConfigVariables]
      .map((variable) => variable.name)
      .filter((name) => !readme.includes(`| \`${name}\` |`));
    assert.deepEqual(missing, []);
  });
});
