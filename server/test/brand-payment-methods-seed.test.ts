import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { runDemoSeed } from '../src/db/seed/seed';
import { seedDemoPaymentMethod } from '../src/db/seed/payments.seed';
import { createTestApp, type TestApp } from './helpers/test-app';

let t: TestApp;

before(async () => {
  t = await createTestApp();
});
after(() => t.close());

describe('demo brand payment method', () => {
  it('gives the demo brand one HDFC Bank account as its default, once, keeping what a visitor changed', async () => {
    await runDemoSeed(t.app.context);
    const { users, brands, services } = t.app.context;
    const owner = await users.findByEmail('brand@demo.local');
    assert.ok(owner);
    const brand = (await brands.listMemberships(owner.id))[0]!.brand;
    const { results } = await services.brandPaymentMethods.list(owner, brand.id);
    assert.equal(results.length, 1);
    assert.equal(results[0]!.type, 'bank');
    assert.equal(results[0]!.is_default, true);
    assert.equal(results[0]!.summary, 'HDFC Bank ••••5678');
    assert.equal(results[0]!.details.ifsc_code, 'HDFC0001234');
    // The viewer sees it too (payments.view), without the right to change it.
    const viewer = await users.findByEmail('viewer@demo.local');
    assert.ok(viewer);
    assert.equal((await services.brandPaymentMethods.list(viewer, brand.id)).can_manage, false);

    await services.brandPaymentMethods.add(owner, brand.id, { type: 'upi', details: { upi_id: 'acme@okhdfcbank' } });
    await services.brandPaymentMethods.remove(owner, brand.id, results[0]!.id);
    await seedDemoPaymentMethod(t.app.context);
    assert.deepEqual((await services.brandPaymentMethods.list(owner, brand.id)).results.map((method) => [method.type, method.is_default]), [['upi', true]]);
  });
});
