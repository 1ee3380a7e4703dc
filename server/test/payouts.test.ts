import assert from 'node:assert/strict';
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { sql } from 'drizzle-orm';
import { payoutMessages } from '../../src/domain/payouts/payout.messages';
import { loadConfig } from '../src/config';
import { createSecretBox, SecretBoxError } from '../src/crypto/secret-box';
import { bearer, signUpAndGetToken } from './helpers/auth.helpers';
import { createTestApp, type TestApp } from './helpers/test-app';

let t: TestApp;
let ivy: string;
let ian: string;
let brand: string;

const call = (method: 'GET' | 'POST' | 'DELETE', route: string, token?: string, payload?: object) =>
  t.app.inject({ method, url: `/api/v1/influencers/payment/${route}/`, headers: token ? bearer(token) : {}, ...(payload ? { payload } : {}) });

const bank = {
  account_number: '123456789012',
  account_holder_name: 'Ivy Rao',
  bank_name: 'HDFC Bank',
  ifsc_code: 'hdfc0001234',
  account_type: 'savings',
};

before(async () => {
  t = await createTestApp();
  const signUp = (email: string, persona: 'brand' | 'influencer') =>
    signUpAndGetToken(t.app, { email, password: 'Secret!234', name: 'Pay Test', persona });
  ivy = await signUp('ivy@example.test', 'influencer');
  ian = await signUp('ian@example.test', 'influencer');
  brand = await signUp('bo@example.test', 'brand');
});
after(() => t.close());

describe('payout details', () => {
  it('starts empty', async () => {
    const response = await call('GET', 'get_payment_info', ivy);
    assert.equal(response.statusCode, 200);
    assert.deepEqual(response.json(), { has_payment_info: false, payment_method: null, upi: null, bank: null, updated_at: null });
  });

  it('saves a UPI id and returns it masked; saving it again is harmless', async () => {
    for (let attempt = 0; attempt < 2; attempt += 1) {
      const saved = await call('POST', 'update_upi', ivy, { upi_id: ' ivy.rao@okhdfc ' });
      assert.equal(saved.statusCode, 200, saved.body);
      assert.equal(saved.json().upi.upi_id_masked, 'iv*****@okhdfc');
    }
    const read = await call('GET', 'get_payment_info', ivy);
    assert.equal(read.json().payment_method, 'upi');
    assert.ok(!read.body.includes('ivy.rao'));
  });

  it('switches to bank transfer, showing only the last 4 digits', async () => {
    const saved = await call('POST', 'update_bank_details', ivy, bank);
    assert.equal(saved.statusCode, 200, saved.body);
    const body = saved.json();
    assert.equal(body.payment_method, 'bank_transfer');
    assert.equal(body.upi, null);
    assert.deepEqual(body.bank, {
      account_number_masked: 'XXXXXXXX9012',
      account_number_last4: '9012',
      account_holder_name: 'Ivy Rao',
      bank_name: 'HDFC Bank',
      ifsc_code: 'HDFC0001234',
      account_type: 'savings',
    });
    assert.ok(!saved.body.includes('123456789012'));
  });

  it('keeps no plaintext account number, UPI id or holder name in the database', async () => {
    await call('POST', 'update_bank_details', ian, { ...bank, account_number: '998877665544', account_holder_name: 'Ian Secretname' });
    const rows = await t.database.db.execute(sql`select * from payout_details`);
    const dump = JSON.stringify(rows);
    assert.ok(dump.length > 50);
    for (const secret of ['998877665544', '123456789012', 'ivy.rao', 'Secretname', 'HDFC0001234']) assert.ok(!dump.includes(secret), secret);
  });

  it('keeps the key outside the database, in DATA_DIR/secrets with mode 0600', async () => {
    const keyFile = path.join(t.dataDir, 'secrets', 'payout-encryption.key');
    assert.equal((await stat(keyFile)).mode & 0o777, 0o600);
    assert.equal(Buffer.from((await readFile(keyFile, 'utf8')).trim(), 'base64').length, 32);
  });

  it('refuses every invalid field with its message', async () => {
    const upi = await call('POST', 'update_upi', ivy, { upi_id: 'not-a-upi' });
    assert.equal(upi.statusCode, 400);
    assert.deepEqual(upi.json().errors, { upi_id: [payoutMessages.upiInvalid] });
    assert.deepEqual((await call('POST', 'update_upi', ivy, {})).json().errors, { upi_id: [payoutMessages.upiRequired] });
    const wrong = await call('POST', 'update_bank_details', ivy, {
      account_number: '12ab',
      account_holder_name: 'I',
      bank_name: '',
      ifsc_code: 'HDFC1001234',
      account_type: 'fixed',
    });
    assert.equal(wrong.statusCode, 400);
    assert.deepEqual(wrong.json().errors, {
      account_number: [payoutMessages.accountNumberInvalid],
      account_holder_name: [payoutMessages.holderInvalid],
      bank_name: [payoutMessages.bankNameRequired],
      ifsc_code: [payoutMessages.ifscInvalid],
      account_type: [payoutMessages.accountTypeInvalid],
    });
    assert.ok(!wrong.body.includes('12ab') && !wrong.body.includes('HDFC1001234'), 'errors do not echo the values');
    // The refused update left the saved details alone.
    assert.equal((await call('GET', 'get_payment_info', ivy)).json().payment_method, 'bank_transfer');
  });

  it('answers 403 to brands and 401 without a token', async () => {
    for (const [method, route, payload] of [
      ['GET', 'get_payment_info', undefined], ['POST', 'update_upi', { upi_id: 'bo@okhdfc' }],
      ['POST', 'update_bank_details', bank], ['DELETE', 'delete_payment_info', undefined],
    ] as const) {
      assert.equal((await call(method, route, brand, payload)).statusCode, 403, route);
      assert.equal((await call(method, route, undefined, payload)).statusCode, 401, route);
    }
  });

  it("never shows one influencer another's details", async () => {
    const ians = (await call('GET', 'get_payment_info', ian)).json();
    assert.equal(ians.bank.account_number_last4, '5544');
    assert.equal(ians.bank.account_holder_name, 'Ian Secretname');
  });

  it('removes the details; removing again is harmless', async () => {
    assert.equal((await call('DELETE', 'delete_payment_info', ivy)).statusCode, 204);
    assert.equal((await call('DELETE', 'delete_payment_info', ivy)).statusCode, 204);
    assert.equal((await call('GET', 'get_payment_info', ivy)).json().has_payment_info, false);
    assert.equal(await t.app.context.services.payouts.hasPayoutDetails((await whoamiId(ian))), true);
  });
});

async function whoamiId(token: string): Promise<string> {
  return (await t.app.inject({ method: 'GET', url: '/api/v1/accounts/whoami/', headers: bearer(token) })).json().id;
}

describe('the secret box', () => {
  const key = Buffer.alloc(32, 7);
  const box = createSecretBox(new Map([['k1', key]]), 'k1');

  it('opens what it sealed, with a fresh IV each time', () => {
    const a = box.seal('secret', 'user-1');
    assert.notEqual(a, box.seal('secret', 'user-1'));
    assert.equal(box.open(a, 'user-1'), 'secret');
  });
  it('refuses a tampered value, another owner and another key', () => {
    const sealed = box.seal('secret', 'user-1');
    const parts = sealed.split('.');
    const flipped = Buffer.from(parts[4]!, 'base64url');
    flipped[0] = flipped[0]! ^ 1;
    assert.throws(() => box.open([...parts.slice(0, 4), flipped.toString('base64url')].join('.'), 'user-1'), SecretBoxError);
    assert.throws(() => box.open(sealed, 'user-2'), SecretBoxError);
    const other = createSecretBox(new Map([['k1', Buffer.alloc(32, 8)]]), 'k1');
    assert.throws(() => other.open(sealed, 'user-1'), SecretBoxError);
  });
  it('opens values sealed under an older key after rotation', () => {
    const old = box.seal('kept', 'u');
    const rotated = createSecretBox(new Map([['k1', key], ['k2', Buffer.alloc(32, 9)]]), 'k2');
    assert.equal(rotated.open(old, 'u'), 'kept');
    assert.match(rotated.seal('new', 'u'), /^v1\.k2\./);
  });
});

describe('PAYOUT_ENCRYPTION_KEY', () => {
  const base = { NODE_ENV: 'test', DATA_DIR: '/tmp/x' };
  it('accepts the base64 of 32 bytes and refuses anything else', () => {
    assert.equal(loadConfig({ ...base, PAYOUT_ENCRYPTION_KEY: Buffer.alloc(32, 1).toString('base64') }).payoutKey.key?.length, 32);
    for (const bad of ['short', Buffer.alloc(16).toString('base64'), 'not base64 at all!!!!!!!!!!!!!!!!!!!!!!!!']) {
      assert.throws(() => loadConfig({ ...base, PAYOUT_ENCRYPTION_KEY: bad }), /PAYOUT_ENCRYPTION_KEY must be the base64 of exactly 32 bytes/);
    }
  });
  it('is required in production with DATABASE_URL', () => {
    assert.throws(
      () => loadConfig({ NODE_ENV: 'production', DATABASE_URL: 'postgres://x@localhost/db', BETTER_AUTH_SECRET: 'x'.repeat(40) }),
      /PAYOUT_ENCRYPTION_KEY is required in production/,
    );
  });
});
