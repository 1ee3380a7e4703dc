import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { eq } from 'drizzle-orm';
import { inviteExpiresAt } from '../../src/domain/marketplace/invite-status';
import { campaigns } from '../src/db/schema/campaigns.schema';
import { campaignInfluencers } from '../src/db/schema/marketplace.schema';
import { apiCall, brandOwner, createCampaign } from './helpers/campaign.helpers';
import { seedMatchingSet, statusOf } from './helpers/roster.helpers';
import { createTestApp, type TestApp } from './helpers/test-app';

let t: TestApp;
let owner: Awaited<ReturnType<typeof brandOwner>>;
let set: Awaited<ReturnType<typeof seedMatchingSet>>;

before(async () => {
  t = await createTestApp();
  owner = await brandOwner(t, 'owner@schedules.test');
  set = await seedMatchingSet(t);
});
after(async () => {
  await t?.close();
});

const db = () => t.app.context.database.db;

describe('recurring marketplace jobs', () => {
  it('re-queues matching for a campaign published minutes ago whose job was lost, and leaves fresh ones to their own job', async () => {
    const lost = await createCampaign(t, owner.token, owner.brandId, { name: 'Lost Job Campaign' });
    const fresh = await createCampaign(t, owner.token, owner.brandId, { name: 'Fresh Campaign' });
    for (const { id } of [lost, fresh]) assert.equal((await apiCall(t)('POST', `campaigns/${id}/publish/`, owner.token)).statusCode, 200);
    // Publishing queued both; pretend the queue lost them, and that `lost` was published ten minutes ago.
    await db().update(campaigns).set({ publishedAt: new Date(Date.now() - 10 * 60_000) }).where(eq(campaigns.id, lost.id));
    while (t.app.context.jobs.pendingCount > 0) await t.app.context.jobs.drain().then(() => undefined);
    await db().update(campaigns).set({ status: 'planned' }).where(eq(campaigns.id, lost.id));
    await db().update(campaigns).set({ status: 'planned' }).where(eq(campaigns.id, fresh.id));

    await t.app.context.jobs.runNow('match-unmatched-campaigns');
    await t.app.context.jobs.drain();
    assert.equal(await statusOf(t, lost.id), 'outreach_pending');
    assert.equal(await statusOf(t, fresh.id), 'planned');
    const roster = await db().select().from(campaignInfluencers).where(eq(campaignInfluencers.campaignId, lost.id));
    assert.ok(roster.some((row) => row.influencerId === set.perfect.id));
  });

  it('expires overdue invites on its tick, once', async () => {
    const campaign = await createCampaign(t, owner.token, owner.brandId, { name: 'Expiring Campaign' });
    await db().update(campaigns).set({ status: 'outreach_in_progress' }).where(eq(campaigns.id, campaign.id));
    const invitedAt = new Date(Date.now() - 8 * 86_400_000);
    const [row] = await db().insert(campaignInfluencers).values({
      campaignId: campaign.id, influencerId: set.perfect.id, status: 'invited', invitedAt, expiresAt: inviteExpiresAt(invitedAt), offeredAmount: '1000.00',
    }).returning();
    await t.app.context.jobs.runNow('expire-invites');
    await t.app.context.jobs.runNow('expire-invites');
    const [after] = await db().select().from(campaignInfluencers).where(eq(campaignInfluencers.id, row.id));
    assert.equal(after.status, 'expired');
  });
});
