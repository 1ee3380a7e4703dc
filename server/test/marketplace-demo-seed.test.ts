import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { count, eq, inArray } from 'drizzle-orm';
import { loadConfig } from '../src/config';
import { influencers, socialAccounts } from '../src/db/schema/influencers.schema';
import { users } from '../src/db/schema/users.schema';
import { demoOperatorEmail, withDemoStaff } from '../src/db/seed/demo-staff';
import { demoCreatorIssuer } from '../src/db/seed/marketplace-creators.seed';
import { demoPassword, runDemoSeed } from '../src/db/seed/seed';
import { sampleCampaign } from '../../src/domain/campaigns/campaign.fixtures';
import { bearer, signInAndGetToken } from './helpers/auth.helpers';
import { createTestApp, testStaffEmail, type TestApp } from './helpers/test-app';

describe('marketplace demo data: the operator, the demo creators and a matching demo influencer', () => {
  let t: TestApp;

  before(async () => {
    // The staff list exactly as `npm start` builds it (demo data on: the embedded default).
    const demoStaff = withDemoStaff(loadConfig({ NODE_ENV: 'test', STAFF_EMAILS: testStaffEmail })).staffEmails;
    t = await createTestApp({ STAFF_EMAILS: demoStaff.join(',') });
    await runDemoSeed(t.app.context);
    await runDemoSeed(t.app.context);
  });
  after(async () => t.close());

  it('makes the demo operator staff only while demo data is on', () => {
    assert.ok(withDemoStaff(loadConfig({ NODE_ENV: 'test' })).staffEmails.includes(demoOperatorEmail));
    // A real database without SEED_DEMO (every production configuration) or SEED_DEMO=false: nobody is added.
    for (const env of [{ NODE_ENV: 'test', DATABASE_URL: 'postgres://db/app' }, { NODE_ENV: 'test', SEED_DEMO: 'false' }]) {
      const config = loadConfig(env);
      assert.equal(config.seedDemo, false);
      assert.deepEqual(withDemoStaff(config).staffEmails, config.staffEmails);
    }
  });

  it('lets the demo operator sign in as staff', async () => {
    const { token } = await signInAndGetToken(t.app, demoOperatorEmail, demoPassword);
    const me = (await t.app.inject({ method: 'GET', url: '/api/v1/accounts/whoami/', headers: bearer(token) })).json();
    assert.equal(me.is_staff, true);
    assert.equal(me.is_profile_completed, true);
  });

  it('seeds thirty completed demo creators with linked accounts, once', async () => {
    const { db } = t.app.context.database;
    const creators = await db.select({ id: influencers.id, completed: influencers.profileCompletedAt, categories: influencers.categories })
      .from(influencers).innerJoin(users, eq(users.id, influencers.userId)).where(eq(users.issuer, demoCreatorIssuer));
    assert.equal(creators.length, 30);
    assert.ok(creators.every((creator) => creator.completed !== null && creator.categories.length > 0));
    const [accounts] = await db.select({ n: count() }).from(socialAccounts).where(inArray(socialAccounts.influencerId, creators.map((c) => c.id)));
    assert.ok(accounts && accounts.n >= 30 && accounts.n <= 60, `one or two accounts each, got ${accounts?.n}`);
  });

  it("makes the demo influencer a strong match for the demo brand's published campaign", async () => {
    const user = await t.app.context.users.findByEmail('influencer@demo.local');
    assert.ok(user);
    const ivy = await t.app.context.influencers.findByUserId(user.id);
    assert.ok(ivy);
    const campaign = sampleCampaign();
    assert.ok(campaign.target_categories.every((category) => ivy.categories.includes(category)));
    assert.ok(campaign.target_languages.every((language) => ivy.languages.includes(language)));
    assert.ok(campaign.target_locations.includes(ivy.city ?? ''));
    const own = await t.app.context.database.db.select().from(socialAccounts).where(eq(socialAccounts.influencerId, ivy.id));
    assert.deepEqual(own.map((account) => account.platform).sort(), ['instagram', 'youtube']);
    const { min_followers, max_followers, min_engagement } = campaign.influencer_criteria;
    for (const account of own) {
      assert.ok((account.followers ?? 0) >= min_followers && (account.followers ?? 0) <= max_followers);
      assert.ok((account.averageEngagement ?? 0) >= min_engagement);
    }
  });
});
