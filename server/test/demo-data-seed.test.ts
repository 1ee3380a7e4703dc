import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { and, count, eq, sql } from 'drizzle-orm';
import { influencerMessages } from '../../src/domain/influencers/influencer-profile.texts';
import { welcomeNotification } from '../../src/domain/notifications/welcome-notification';
import { loadConfig } from '../src/config';
import { notifications } from '../src/db/schema/notifications.schema';
import { socialAccounts } from '../src/db/schema/influencers.schema';
import { demoCandidateEmail, demoInvitedInfluencerEmail } from '../src/db/seed/demo-accounts.seed';
import { withDemoStaff } from '../src/db/seed/demo-staff';
import { retiredDemoNotificationKeys, seedDemoNotifications } from '../src/db/seed/notifications.seed';
import { demoAccounts, demoPassword, runDemoSeed } from '../src/db/seed/seed';
import { bearer, signInAndGetToken } from './helpers/auth.helpers';
import { createTestApp, testStaffEmail, type TestApp } from './helpers/test-app';

interface NotificationBody { id: string; type: string; title: string; message: string; action_url: string | null; action_label: string | null; read: boolean }

/**
 * Demo data tells the truth (issue 13): every notification the demo accounts find points at a row that exists, as
 * the signed-in person can see it, in the state the notification announces.
 */
describe('demo data: notifications, invites and candidates agree with the rows they point at', () => {
  let t: TestApp;
  const tokens = new Map<string, string>();
  const get = async (email: string, url: string) => t.app.inject({ method: 'GET', url: `/api/v1/${url}`, headers: bearer(tokens.get(email) ?? '') });
  const whoami = async (email: string) => (await get(email, 'accounts/whoami/')).json();
  const notificationsOf = async (email: string): Promise<NotificationBody[]> => (await get(email, 'notifications/?page_size=100')).json().results;

  before(async () => {
    // The staff list exactly as `npm start` builds it with demo data on (the operator is staff).
    t = await createTestApp({ STAFF_EMAILS: withDemoStaff(loadConfig({ NODE_ENV: 'test', STAFF_EMAILS: testStaffEmail })).staffEmails.join(',') });
    await runDemoSeed(t.app.context);
    await runDemoSeed(t.app.context);
    for (const account of demoAccounts) tokens.set(account.email, (await signInAndGetToken(t.app, account.email, demoPassword)).token);
  });
  after(async () => t.close());

  /** What a notification's link opens, checked against what the notification says. */
  async function assertTrue(email: string, item: NotificationBody): Promise<void> {
    const me = await whoami(email);
    const url = item.action_url;
    const label = `${email}: "${item.title}" (${url})`;
    if (url === null) {
      if (item.title === 'New team member') {
        const [, name, brandName, role] = item.message.match(/^(.+) joined (.+) as an? (admin|manager|viewer)\.$/) ?? [];
        const member = demoAccounts.find((account) => account.name === name);
        assert.ok(member?.profile?.kind === 'brand-member', label);
        assert.equal(member.profile.role, role, label);
        const memberMe = await whoami(member.email);
        assert.equal(memberMe.brand_id, me.brand_id, label);
        assert.equal((await get(email, `brands/${me.brand_id}/`)).json().name, brandName, label);
      } else {
        assert.fail(`${label}: no check for this notification`);
      }
      return;
    }
    const invite = url.match(/^\/campaigns\/invites\/([0-9a-f-]{36})$/);
    const campaign = url.match(/^\/brands\/([0-9a-f-]{36})\/campaigns\/([0-9a-f-]{36})$/);
    const campaignList = url.match(/^\/brands\/([0-9a-f-]{36})\/campaigns$/);
    if (invite) {
      const response = await get(email, `influencers/campaign-invites/${invite[1]}/`);
      assert.equal(response.statusCode, 200, label);
      const body = response.json();
      assert.equal(body.status, 'invited', `${label}: still open`);
      assert.ok(item.message.includes(`"${body.campaign.name}"`), label);
      const pending = (await get(email, 'influencers/campaign-invites/?status=invited')).json();
      assert.ok(pending.results.some((row: { id: string }) => row.id === invite[1]), `${label}: listed as pending`);
    } else if (campaign) {
      assert.equal(campaign[1], me.brand_id, label);
      const response = await get(email, `campaigns/${campaign[2]}/`);
      assert.equal(response.statusCode, 200, label);
      const { name } = response.json();
      assert.ok(item.message.includes(`"${name}"`), label);
      const matched = item.message.match(/^(\d+) candidates? found/);
      assert.ok(matched, `${label}: no check for this notification`);
      // Only those who may invite are asked to: a viewer is not told to do what it cannot.
      assert.ok(item.message.endsWith(me.brand_role === 'viewer' ? 'Review them on the campaign.' : 'Review them and send invites.'), `${label}: ${item.message}`);
      // Every matched candidate is on the roster (some may have been invited since).
      const roster = (await get(email, `campaigns/${campaign[2]}/influencers/?page_size=1`)).json();
      assert.equal(roster.count, Number(matched[1]), label);
    } else if (campaignList) {
      assert.equal(campaignList[1], me.brand_id, label);
      assert.equal(me.is_profile_completed, true, label);
      assert.ok(item.message.includes((await get(email, `brands/${me.brand_id}/`)).json().name), label);
    } else if (url === '/profile') {
      assert.equal(me.is_influencer, true, label);
      assert.equal(me.is_profile_completed, true, `${label}: the profile is complete, as announced`);
    } else if (url === '/profile-setup') {
      assert.equal(me.is_profile_completed, false, `${label}: asks for a setup still to do`);
    } else if (url === '/operator/disputes') {
      assert.equal(me.is_staff, true, label);
    } else {
      assert.fail(`${label}: no check for this link`);
    }
  }

  it('points every seeded notification of every demo account at a row in the announced state', async () => {
    for (const account of demoAccounts) {
      const items = await notificationsOf(account.email);
      assert.ok(items.some((item) => item.title === 'Welcome to InfluenceHub'), account.email);
      for (const item of items) await assertTrue(account.email, item);
    }
  });

  it('tells the demo influencer about the pending invite the brand really sent, and nothing about payouts never sent', async () => {
    const items = await notificationsOf(demoInvitedInfluencerEmail);
    const invite = items.find((item) => item.title === 'New campaign invite');
    assert.ok(invite?.action_url);
    assert.match(invite.message, /"Monsoon Launch"/);
    assert.ok(!items.some((item) => /payout|complete your profile/i.test(`${item.title} ${item.message}`)), JSON.stringify(items));
    const pending = (await get(demoInvitedInfluencerEmail, 'influencers/campaign-invites/?status=invited')).json();
    assert.equal(pending.count, 1);
    assert.equal(pending.results[0].campaign.name, 'Monsoon Launch');
    assert.equal(invite.action_url, `/campaigns/invites/${pending.results[0].id}`);
  });

  it("lists signable demo creators among the published campaign's candidates: one invited, one left to invite", async () => {
    const campaigns = (await get('brand@demo.local', 'campaigns/?status=outreach_in_progress')).json();
    const monsoon = campaigns.results.find((row: { name: string }) => row.name === 'Monsoon Launch');
    assert.ok(monsoon, JSON.stringify(campaigns.results));
    const roster = (await get('brand@demo.local', `campaigns/${monsoon.id}/influencers/?page_size=100`)).json();
    const byInfluencer = new Map<string, string>(roster.results.map((row: { influencer_id: string; status: string }) => [row.influencer_id, row.status]));
    assert.equal(byInfluencer.get((await whoami(demoInvitedInfluencerEmail)).influencer_id), 'invited');
    assert.equal(byInfluencer.get((await whoami(demoCandidateEmail)).influencer_id), 'candidate');
    assert.equal((await get(demoCandidateEmail, 'influencers/campaign-invites/')).json().count, 0, 'the candidate waits for a visitor to invite them');
  });

  it('links every handle to one account per platform and says so when someone links a taken one', async () => {
    const { db } = t.app.context.database;
    const duplicates = await db.select({ platform: socialAccounts.platform, handle: sql<string>`lower(${socialAccounts.handle})`, n: count() })
      .from(socialAccounts).groupBy(socialAccounts.platform, sql`lower(${socialAccounts.handle})`).having(sql`count(*) > 1`);
    assert.deepEqual(duplicates, []);

    const link = (handle: string) => t.app.inject({
      method: 'POST', url: '/api/v1/influencers/me/social-accounts/', headers: bearer(tokens.get(demoCandidateEmail) ?? ''),
      payload: { platform: 'youtube', handle, profile_url: `https://www.youtube.com/${handle}` },
    });
    const taken = await link('@IvyCreates');
    assert.equal(taken.statusCode, 409);
    assert.equal(taken.json().detail, influencerMessages.handleTaken);
    const own = await link('@KIRANFILMS');
    assert.equal(own.statusCode, 409);
    assert.equal(own.json().detail, influencerMessages.duplicateAccount);
  });

  it('corrects a database seeded by an older version: untrue notifications go, the welcome of a completed profile is rewritten', async () => {
    const ivy = await t.app.context.users.findByEmail(demoInvitedInfluencerEmail);
    assert.ok(ivy);
    const old = welcomeNotification('influencer');
    await t.app.context.database.db.update(notifications).set({ message: old.message, actionUrl: old.actionUrl, actionLabel: old.actionLabel })
      .where(and(eq(notifications.userId, ivy.id), eq(notifications.eventKey, old.eventKey)));
    await t.app.context.notifications.insertMany(retiredDemoNotificationKeys.map((key) => ({
      userId: ivy.id, event: `demo.${key}`, eventKey: `demo.${key}`, type: 'success' as const, title: 'Payout sent', message: '₹12,500 for Monsoon Sale Shorts was sent to your UPI ID.',
    })));

    assert.equal(await seedDemoNotifications(t.app.context), 0, 'nothing new to add');
    const items = await notificationsOf(demoInvitedInfluencerEmail);
    assert.ok(!items.some((item) => item.title === 'Payout sent'));
    const welcome = items.find((item) => item.title === 'Welcome to InfluenceHub');
    assert.equal(welcome?.action_url, '/profile');
    for (const item of items) await assertTrue(demoInvitedInfluencerEmail, item);
  });
});
