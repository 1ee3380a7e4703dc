import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { runDemoSeed } from '../src/db/seed/seed';
import { demoPayoutDetails, seedDemoPayoutDetails } from '../src/db/seed/payouts.seed';
import { createTestApp, type TestApp } from './helpers/test-app';

let t: TestApp;

before(async () => {
  t = await createTestApp();
});
after(() => t.close());

describe('demo payout details', () => {
  it('gives the demo influencers masked payout details once, keeping what a visitor changed', async () => {
    await runDemoSeed(t.app.context);
    const { users, services } = t.app.context;
    const ivy = await users.findByEmail('influencer@demo.local');
    const leo = await users.findByEmail('leaver@demo.local');
    assert.ok(ivy && leo);
    const ivyInfo = await services.payouts.get(ivy);
    assert.equal(ivyInfo.payment_method, 'upi');
    assert.equal(ivyInfo.upi?.upi_id_masked, 'iv*********@okhdfc');
    const leoInfo = await services.payouts.get(leo);
    assert.equal(leoInfo.payment_method, 'bank_transfer');
    assert.equal(leoInfo.bank?.account_number_last4, '9012');

    await services.payouts.remove(ivy);
    await services.payouts.updateUpi(ivy, { upi_id: 'ivy.new@oksbi' });
    assert.equal(await seedDemoPayoutDetails(t.app.context), 0, 'nothing missing');
    assert.equal((await services.payouts.get(ivy)).upi?.upi_id_masked, 'iv*****@oksbi');

    const newbie = await users.findByEmail('newbie@demo.local');
    assert.ok(newbie);
    assert.equal(await services.payouts.hasPayoutDetails(newbie.id), false, 'the new influencer sets them up');
    assert.deepEqual(Object.keys(demoPayoutDetails).sort(), ['creator@demo.local', 'influencer@demo.local', 'leaver@demo.local']);
  });
});
