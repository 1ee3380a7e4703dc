import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { eq } from 'drizzle-orm';
import { amountMessages } from '../../src/domain/payments/money-amount';
import { rateMessages as m } from '../../src/domain/directory/rates.texts';
import { influencerRates } from '../src/db/schema/directory.schema';
import { influencers } from '../src/db/schema/influencers.schema';
import { signUpAndGetToken } from './helpers/auth.helpers';
import { apiCall, brandOwner, errorsOf } from './helpers/campaign.helpers';
import { keyedCall, newKey } from './helpers/idempotency.helpers';
import { staffToken } from './helpers/submission.helpers';
import { createTestApp, type TestApp } from './helpers/test-app';

interface MyRates {
  availability: string;
  rates: Array<{ placement_type: string; amount: string; currency: string }>;
}

const rate = (placement_type: string, amount: string | number, currency = 'INR') => ({ placement_type, amount, currency });

describe('a creator edits their own rates and availability: GET / PUT influencers/me/rates/', () => {
  let t: TestApp;
  let call: ReturnType<typeof apiCall>;
  let owner: Awaited<ReturnType<typeof brandOwner>>;
  let asha: { token: string; influencerId: string };
  let ben: { token: string; influencerId: string };

  /** An influencer with a completed profile, as the directory lists it. */
  async function creator(email: string, name: string) {
    const token = await signUpAndGetToken(t.app, { email, password: 'Secret!234', name, persona: 'influencer' });
    const me = (await call('GET', 'accounts/whoami/', token)).json() as { id: string };
    const row = await t.app.context.influencers.createForUser({ userId: me.id, displayName: name, profileCompletedAt: new Date() });
    await t.app.context.influencers.update(row.id, { categories: ['Gaming'], languages: ['Hindi'] });
    return { token, influencerId: row.id };
  }

  const get = async (token: string) => {
    const response = await call('GET', 'influencers/me/rates/', token);
    assert.equal(response.statusCode, 200, response.body);
    return response.json() as MyRates;
  };
  const put = (token: string, body: unknown) => call('PUT', 'influencers/me/rates/', token, body);
  const rowsOf = (influencerId: string) =>
    t.database.db.select().from(influencerRates).where(eq(influencerRates.influencerId, influencerId));
  const refused = (response: { statusCode: number; body: string }, errors: Record<string, string[]>) => {
    assert.equal(response.statusCode, 400, response.body);
    assert.equal((JSON.parse(response.body) as { code: string }).code, 'validation_error');
    assert.deepEqual(errorsOf(response.body), errors);
  };

  before(async () => {
    t = await createTestApp();
    call = apiCall(t);
    owner = await brandOwner(t, 'owner@rates.test');
    asha = await creator('asha@rates.test', 'Asha_Rates');
    ben = await creator('ben@rates.test', 'Ben_Rates');
  });
  after(() => t.close());

  it('before any are set: available and no rates', async () => {
    assert.deepEqual(await get(asha.token), { availability: 'available', rates: [] });
  });

  it('saves the set: amounts as typed become decimal strings, listed in the placement types order', async () => {
    const response = await put(asha.token, {
      availability: 'limited',
      rates: [rate('ig_branded_reel', '900.5', 'USD'), rate('yt_dedicated_video', '25,000'), rate('yt_dedicated_short', 12000)],
    });
    assert.equal(response.statusCode, 200, response.body);
    const expected = {
      availability: 'limited',
      rates: [rate('yt_dedicated_video', '25000.00'), rate('yt_dedicated_short', '12000.00'), rate('ig_branded_reel', '900.50', 'USD')],
    };
    assert.deepEqual(response.json(), expected);
    assert.deepEqual(await get(asha.token), expected);
  });

  it('replaces the whole set: a placement type left out is removed, [] removes every rate', async () => {
    await put(asha.token, { availability: 'available', rates: [rate('yt_dedicated_video', '40000'), rate('ig_branded_reel', '15000')] });
    const response = await put(asha.token, { availability: 'available', rates: [rate('yt_dedicated_video', '42000')] });
    assert.deepEqual(response.json(), { availability: 'available', rates: [rate('yt_dedicated_video', '42000.00')] });
    assert.deepEqual((await rowsOf(asha.influencerId)).map((row) => row.placementType), ['yt_dedicated_video']);
    const none = await put(asha.token, { availability: 'unavailable', rates: [] });
    assert.deepEqual(none.json(), { availability: 'unavailable', rates: [] });
    assert.equal((await rowsOf(asha.influencerId)).length, 0);
  });

  it('refuses every problem with its own message under its field, and changes nothing', async () => {
    const before = await put(asha.token, { availability: 'limited', rates: [rate('yt_dedicated_video', '30000')] });
    assert.equal(before.statusCode, 200, before.body);
    const cases: Array<[unknown, Record<string, string[]>]> = [
      [{ availability: 'sometimes', rates: [] }, { availability: [m.availabilityUnknown] }],
      [{ availability: 'available', rates: [rate('tiktok_dance', '100')] }, { 'rates.0.placement_type': [m.placementTypeUnknown] }],
      [
        { availability: 'available', rates: [rate('yt_dedicated_video', '100'), rate('yt_dedicated_video', '200')] },
        { 'rates.1.placement_type': [m.placementTypeRepeated('Dedicated video')] },
      ],
      [{ availability: 'available', rates: [rate('yt_dedicated_video', '0')] }, { 'rates.0.amount': [amountMessages.positive] }],
      [{ availability: 'available', rates: [rate('yt_dedicated_video', '-10')] }, { 'rates.0.amount': [amountMessages.positive] }],
      [{ availability: 'available', rates: [rate('yt_dedicated_video', '10.999')] }, { 'rates.0.amount': [amountMessages.invalid] }],
      [{ availability: 'available', rates: [rate('yt_dedicated_video', 'lots')] }, { 'rates.0.amount': [amountMessages.invalid] }],
      [{ availability: 'available', rates: [rate('yt_dedicated_video', '')] }, { 'rates.0.amount': [amountMessages.required] }],
      [{ availability: 'available', rates: [rate('yt_dedicated_video', '10000000.01')] }, { 'rates.0.amount': [m.amountTooLarge] }],
      [{ availability: 'available', rates: [rate('yt_dedicated_video', '100', 'GBP')] }, { 'rates.0.currency': [m.currencyUnknown] }],
      [
        { availability: 'available', rates: Array.from({ length: 11 }, (_item, index) => rate(['yt_dedicated_video', 'ig_branded_post'][index % 2]!, '1')) },
        { rates: [m.tooManyRates(10)], 'rates.2.placement_type': [m.placementTypeRepeated('Dedicated video')] },
      ],
      // Fields nobody reads are refused by name, at the top and inside a rate.
      [{ availability: 'available', rates: [], verified: true }, { verified: ['Unknown field.'] }],
      [{ availability: 'available', rates: [{ ...rate('yt_dedicated_video', '100'), discount: '10' }] }, { 'rates.0.discount': ['Unknown field.'] }],
      [{ rates: [] }, { availability: ['This field is required.'] }],
      [{ availability: 'available' }, { rates: ['This field is required.'] }],
    ];
    for (const [body, errors] of cases) refused(await put(asha.token, body), errors);
    assert.deepEqual(await get(asha.token), { availability: 'limited', rates: [rate('yt_dedicated_video', '30000.00')] });
  });

  it('replacements sent at once all succeed and leave exactly one of the sets, never a mix', async () => {
    const sets = [
      [rate('yt_dedicated_video', '1000'), rate('yt_dedicated_short', '1000')],
      [rate('yt_dedicated_video', '2000'), rate('ig_branded_post', '2000')],
      [rate('ig_branded_post', '3000'), rate('yt_dedicated_short', '3000')],
      [rate('yt_dedicated_video', '4000')],
    ];
    const answers = await Promise.all(sets.map((rates) => put(asha.token, { availability: 'available', rates })));
    assert.deepEqual(answers.map((answer) => answer.statusCode), [200, 200, 200, 200], answers.map((answer) => answer.body).join('\n'));
    const amounts = new Set((await get(asha.token)).rates.map((saved) => saved.amount));
    assert.equal(amounts.size, 1, `one set's amounts only: ${[...amounts].join(', ')}`);
  });

  it("another creator's rates and availability are untouched", async () => {
    await put(ben.token, { availability: 'unavailable', rates: [rate('ig_dedicated_reel', '5000')] });
    await put(asha.token, { availability: 'available', rates: [rate('ig_dedicated_reel', '7000')] });
    await put(asha.token, { availability: 'limited', rates: [] });
    assert.deepEqual(await get(ben.token), { availability: 'unavailable', rates: [rate('ig_dedicated_reel', '5000.00')] });
    assert.deepEqual((await rowsOf(ben.influencerId)).map((row) => [row.placementType, row.amount]), [['ig_dedicated_reel', '5000.00']]);
  });

  it("the directory's rate and availability filters see the new values", async () => {
    const names = async (query: string) => {
      const response = await call('GET', `influencers/directory/?${query}`, owner.token);
      assert.equal(response.statusCode, 200, response.body);
      return (response.json() as { results: Array<{ display_name: string; availability: string; rates: unknown[] }> }).results;
    };
    const filter = 'placement_type=yt_dedicated_video&currency=INR&price_max=20000';
    await put(asha.token, { availability: 'available', rates: [rate('yt_dedicated_video', '35000')] });
    assert.deepEqual((await names(filter)).map((entry) => entry.display_name), []);
    await put(asha.token, { availability: 'limited', rates: [rate('yt_dedicated_video', '18000')] });
    const found = await names(filter);
    assert.deepEqual(found.map((entry) => [entry.display_name, entry.availability, entry.rates]), [['Asha_Rates', 'limited', [rate('yt_dedicated_video', '18000.00')]]]);
    assert.deepEqual((await names('availability=limited')).map((entry) => entry.display_name), ['Asha_Rates']);
    // Dropped: no longer found by that placement type.
    await put(asha.token, { availability: 'limited', rates: [rate('ig_branded_post', '18000')] });
    assert.deepEqual(await names(filter), []);
  });

  it('a creator without a profile yet: GET answers the defaults, PUT starts a draft profile', async () => {
    const token = await signUpAndGetToken(t.app, { email: 'new@rates.test', password: 'Secret!234', name: 'New Creator', persona: 'influencer' });
    assert.deepEqual(await get(token), { availability: 'available', rates: [] });
    const response = await put(token, { availability: 'limited', rates: [rate('yt_channel_page', '2000')] });
    assert.equal(response.statusCode, 200, response.body);
    const me = (await call('GET', 'accounts/whoami/', token)).json() as { id: string };
    const [draft] = await t.database.db.select().from(influencers).where(eq(influencers.userId, me.id));
    assert.equal(draft?.profileCompletedAt, null, 'a draft, not a completed profile');
    assert.deepEqual(await get(token), { availability: 'limited', rates: [rate('yt_channel_page', '2000.00')] });
  });

  it('brands and staff get 403, for reading and for changing', async () => {
    const staff = await staffToken(t);
    for (const token of [owner.token, staff]) {
      for (const response of [await call('GET', 'influencers/me/rates/', token), await put(token, { availability: 'available', rates: [] })]) {
        assert.equal(response.statusCode, 403, response.body);
        assert.deepEqual(response.json().detail, m.notInfluencer);
      }
    }
    assert.equal((await call('GET', 'influencers/me/rates/')).statusCode, 401);
  });

  it('Idempotency-Key: a retry replays the answer without running again; the key with another body is 422', async () => {
    const keyed = keyedCall(t);
    const key = newKey();
    const body = { availability: 'available', rates: [rate('yt_new_video_branding', '9000')] };
    const first = await keyed('PUT', 'influencers/me/rates/', ben.token, key, body);
    assert.equal(first.statusCode, 200, first.body);
    // Changed meanwhile by another call: the retry must not put the keyed values back.
    await put(ben.token, { availability: 'limited', rates: [] });
    const retried = await keyed('PUT', 'influencers/me/rates/', ben.token, key, body);
    assert.equal(retried.headers['idempotent-replayed'], 'true');
    assert.equal(retried.body, first.body);
    assert.deepEqual(await get(ben.token), { availability: 'limited', rates: [] });
    const reused = await keyed('PUT', 'influencers/me/rates/', ben.token, key, { ...body, availability: 'unavailable' });
    assert.equal(reused.statusCode, 422, reused.body);
  });
});
