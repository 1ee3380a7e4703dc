import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, before, describe, it } from 'node:test';
import { and, eq } from 'drizzle-orm';
import { campaignMessages } from '../../src/domain/campaigns/campaign.texts';
import { marketplaceMessages as m } from '../../src/domain/marketplace/marketplace.texts';
import {
  contentVerificationStatuses, nextVerificationStatus, verificationActions, verificationActor,
  type VerificationAction, type VerificationStatus,
} from '../../src/domain/marketplace/verification-status';
import { brandMembers } from '../src/db/schema/brands.schema';
import { contentSubmissionEvents, contentSubmissions } from '../src/db/schema/marketplace.schema';
import { notifications } from '../src/db/schema/notifications.schema';
import { apiCall, brandOwner, errorsOf, teamMember } from './helpers/campaign.helpers';
import { brandWithCampaign, enroll, influencerWithAccounts, staffToken, youtubeUrl, type TestInfluencer } from './helpers/submission.helpers';
import { createTestApp, testServiceToken, type TestApp } from './helpers/test-app';

let t: TestApp;
let call: ReturnType<typeof apiCall>;
let setup: Awaited<ReturnType<typeof brandWithCampaign>>;
let creator: TestInfluencer;
let rosterId: string;
let staff: string;

const reason = 'The product is not shown at all in this video.';
interface Thread { action: string; actor: { role: string; name: string | null }; from_status: string | null; to_status: string; message: string | null }
interface SubmissionBody { id: string; status: string; allowed_actions: string[]; events: Thread[] }

before(async () => {
  t = await createTestApp();
  call = apiCall(t);
  setup = await brandWithCampaign(t, 'owner@verification.test');
  creator = await influencerWithAccounts(t, 'creator@verification.test', 'verifycreator', 'Verify Creator');
  rosterId = await enroll(t, setup.campaign.id, creator.influencerId);
  staff = await staffToken(t);
});
after(async () => {
  await t?.close();
});

/** A submission already in `status` (inserted directly: the transitions are what is under test). */
async function submissionIn(status: VerificationStatus): Promise<string> {
  const db = t.app.context.database.db;
  const [row] = await db.insert(contentSubmissions).values({
    campaignId: setup.campaign.id, campaignInfluencerId: rosterId, influencerId: creator.influencerId, placementId: setup.youtube,
    platform: 'youtube', contentUrl: youtubeUrl(), status,
  }).returning();
  assert.ok(row);
  return row.id;
}

const base = (id: string) => `campaigns/${setup.campaign.id}/content-submissions/${id}`;
/** Performs `action` as its own actor: the brand owner, the influencer or the operator (service token). */
function act(action: VerificationAction, id: string, token?: string, body: Record<string, unknown> = { reason }) {
  if (verificationActor(action) === 'operator') {
    const decision = action === 'approve_rebuttal' ? 'approve' : 'reject';
    return t.app.inject({
      method: 'POST', url: `/api/v1/operator/disputes/${id}/decide/`, payload: { decision, ...body },
      headers: token ? { authorization: `Bearer ${token}` } : { 'x-service-token': testServiceToken },
    });
  }
  const who = token ?? (verificationActor(action) === 'brand' ? setup.owner.token : creator.token);
  return call('POST', `${base(id)}/${action}/`, who, body);
}

describe('verification transitions', () => {
  for (const from of contentVerificationStatuses) {
    for (const action of verificationActions) {
      const to = nextVerificationStatus(action, from);
      it(`${action} from ${from}: ${to ? `-> ${to}` : '409'}`, async () => {
        const id = await submissionIn(from);
        const response = await act(action, id);
        if (to) {
          assert.equal(response.statusCode, 200, response.body);
          const body = response.json() as SubmissionBody & { submission?: SubmissionBody };
          const saved = body.submission ?? body;
          assert.equal(saved.status, to);
          assert.deepEqual({ ...saved.events.at(-1), at: undefined, id: undefined, actor: undefined }, {
            action, from_status: from, to_status: to, message: reason, at: undefined, id: undefined, actor: undefined,
          });
          assert.equal(saved.events.at(-1)?.actor.role, verificationActor(action));
        } else {
          assert.equal(response.statusCode, 409, response.body);
          assert.equal(response.json().code, 'transition_refused');
          const [row] = await t.app.context.database.db.select().from(contentSubmissions).where(eq(contentSubmissions.id, id));
          assert.equal(row?.status, from, 'a refused step changes nothing');
        }
      });
    }
  }

  it('words the refusal with the status and the action', async () => {
    const response = await act('verify', await submissionIn('rejected'));
    assert.equal(response.json().detail, m.transitionRefused('rejected', 'verified'));
  });

  it('lets verify go without a note, and asks every other step for a 10-1000 character reason', async () => {
    const verified = await act('verify', await submissionIn('submitted'), undefined, {});
    assert.equal(verified.statusCode, 200, verified.body);
    for (const action of ['reject', 'dispute', 'respond', 'approve_rebuttal'] as const) {
      const from = action === 'reject' ? 'submitted' : action === 'dispute' ? 'rejected' : 'rebuttal_requested';
      for (const body of [{ reason: 'Too short' }, { reason: 'x'.repeat(1001) }, { reason: '   ' }]) {
        const response = await act(action, await submissionIn(from), undefined, body);
        assert.equal(response.statusCode, 400, `${action}: ${response.body}`);
        assert.deepEqual(errorsOf(response.body), { reason: [m.reasonLength] });
      }
    }
  });
});

describe('who may take each step', () => {
  it('keeps brand steps to brand editors: viewers 403, the influencer 403, other brands and influencers 404', async () => {
    const id = await submissionIn('submitted');
    const viewer = await teamMember(t, 'viewer@verification.test', setup.owner.brandId, 'viewer');
    const viewerTry = await act('verify', id, viewer);
    assert.equal(viewerTry.statusCode, 403);
    assert.equal(viewerTry.json().detail, campaignMessages.viewersCannotChange);
    assert.equal((await call('GET', base(id) + '/', viewer)).statusCode, 200, 'viewers can read it');
    const manager = await teamMember(t, 'manager@verification.test', setup.owner.brandId, 'manager');
    assert.equal((await act('reject', id, creator.token)).statusCode, 403);
    const other = await brandOwner(t, 'other@verification.test', 'Other Brand');
    assert.equal((await act('verify', id, other.token)).statusCode, 404);
    assert.equal((await call('GET', base(id) + '/', other.token)).statusCode, 404);
    const rival = await influencerWithAccounts(t, 'rival@verification.test', 'rival');
    assert.equal((await act('verify', id, rival.token)).statusCode, 404);
    const wrongCampaign = await call('POST', `campaigns/${randomUUID()}/content-submissions/${id}/verify/`, setup.owner.token, {});
    assert.equal(wrongCampaign.statusCode, 404);
    assert.equal((await act('verify', id, manager, {})).statusCode, 200);
  });

  it("follows the member's own flags: a viewer granted campaigns.edit may verify, a manager without it is refused", async () => {
    const withFlags = async (email: string, role: 'manager' | 'viewer', permissions: string[]) => {
      const token = await teamMember(t, email, setup.owner.brandId, role);
      const me = (await call('GET', 'accounts/whoami/', token)).json() as { id: string };
      await t.app.context.database.db.update(brandMembers).set({ permissions })
        .where(and(eq(brandMembers.brandId, setup.owner.brandId), eq(brandMembers.userId, me.id)));
      return token;
    };
    const limitedManager = await withFlags('limited-manager@verification.test', 'manager', ['campaigns.view', 'influencers.view']);
    const editingViewer = await withFlags('editing-viewer@verification.test', 'viewer', ['campaigns.view', 'campaigns.edit']);
    const id = await submissionIn('submitted');
    const refused = await act('verify', id, limitedManager, {});
    assert.equal(refused.statusCode, 403, refused.body);
    assert.equal((await act('verify', id, editingViewer, {})).statusCode, 200);
  });

  it("keeps disputes to the influencer who submitted: another influencer's 404, the brand 403", async () => {
    const id = await submissionIn('rejected');
    const rival = await influencerWithAccounts(t, 'rival2@verification.test', 'rivaltwo');
    await enroll(t, setup.campaign.id, rival.influencerId);
    assert.equal((await act('dispute', id, rival.token)).statusCode, 404);
    assert.equal((await call('GET', base(id) + '/', rival.token)).statusCode, 404);
    assert.equal((await act('dispute', id, setup.owner.token)).statusCode, 403);
    assert.equal((await act('dispute', randomUUID())).statusCode, 404);
    assert.equal((await act('dispute', id)).statusCode, 200);
  });

  it('keeps the operator desk to staff and the service token', async () => {
    const id = await submissionIn('rebuttal_requested');
    for (const token of [setup.owner.token, creator.token]) {
      assert.equal((await act('approve_rebuttal', id, token)).statusCode, 403);
      assert.equal((await t.app.inject({ method: 'GET', url: '/api/v1/operator/disputes/', headers: { authorization: `Bearer ${token}` } })).statusCode, 403);
    }
    assert.equal((await t.app.inject({ method: 'GET', url: '/api/v1/operator/disputes/' })).statusCode, 401);
    assert.equal((await t.app.inject({ method: 'GET', url: '/api/v1/operator/disputes/', headers: { 'x-service-token': 'wrong-token-0123456789' } })).statusCode, 403);
    assert.equal((await act('approve_rebuttal', randomUUID(), staff)).statusCode, 404);
    const decided = await act('reject_rebuttal', id, staff);
    assert.equal(decided.statusCode, 200, decided.body);
    const body = decided.json() as { submission: SubmissionBody; campaign: { id: string }; brand: { id: string; name: string } };
    assert.equal(body.submission.status, 'rebuttal_rejected');
    assert.equal(body.campaign.id, setup.campaign.id);
    assert.equal(body.brand.id, setup.owner.brandId);
    assert.equal(body.submission.events.at(-1)?.actor.name, 'Platform Operator');
  });
});

describe('the whole rebuttal thread', () => {
  it('records submit, reject, dispute (once), respond and the decision, visible to both sides, with notifications', async () => {
    const author = await influencerWithAccounts(t, 'thread@verification.test', 'threadcreator', 'Thread Creator');
    const authorRosterId = await enroll(t, setup.campaign.id, author.influencerId);
    const submitted = await call('POST', `campaigns/${setup.campaign.id}/submissions/`, author.token, { placement_id: setup.youtube, content_url: youtubeUrl() });
    assert.equal(submitted.statusCode, 201, submitted.body);
    const id = (submitted.json() as SubmissionBody).id;
    assert.equal((await act('reject', id, setup.owner.token, { reason: 'The product appears for one second only.' })).statusCode, 200);
    assert.equal((await act('dispute', id, author.token, { reason: 'It is on screen for the whole intro, see 0:05.' })).statusCode, 200);
    const second = await act('dispute', id, author.token, { reason: 'Disputing again, just in case.' });
    assert.equal(second.statusCode, 409);
    assert.equal(second.json().detail, m.alreadyDisputed);
    assert.equal((await act('respond', id, setup.owner.token, { reason: 'The intro is skipped by most viewers.' })).statusCode, 200);

    const queue = (await call('GET', `operator/disputes/?status=rebuttal_responsed`, staff)).json() as { results: Array<{ submission: SubmissionBody }> };
    assert.ok(queue.results.some((item) => item.submission.id === id));
    const open = (await call('GET', 'operator/disputes/', staff)).json() as { results: Array<{ submission: SubmissionBody }> };
    assert.ok(open.results.every((item) => ['rebuttal_requested', 'rebuttal_responsed'].includes(item.submission.status)));
    assert.equal((await act('approve_rebuttal', id, staff, { reason: 'The product is clearly visible at 0:05.' })).statusCode, 200);
    assert.equal((await act('reject_rebuttal', id, staff)).statusCode, 409, 'decided once');

    const expected = [
      ['submit', 'influencer', 'Thread Creator', null, 'submitted'],
      ['reject', 'brand', 'Brand Owner', 'submitted', 'rejected'],
      ['dispute', 'influencer', 'Thread Creator', 'rejected', 'rebuttal_requested'],
      ['respond', 'brand', 'Brand Owner', 'rebuttal_requested', 'rebuttal_responsed'],
      ['approve_rebuttal', 'operator', 'Platform Operator', 'rebuttal_responsed', 'rebuttal_approved'],
    ];
    for (const token of [author.token, setup.owner.token]) {
      const seen = (await call('GET', base(id) + '/', token)).json() as SubmissionBody;
      assert.equal(seen.status, 'rebuttal_approved');
      assert.deepEqual(seen.events.map((e) => [e.action, e.actor.role, e.actor.name, e.from_status, e.to_status]), expected);
      assert.ok(seen.events.slice(1).every((e) => e.message && e.message.length >= 10));
      assert.deepEqual(seen.allowed_actions, []);
    }
    const events = await t.app.context.database.db.select().from(contentSubmissionEvents).where(eq(contentSubmissionEvents.submissionId, id));
    assert.equal(events.length, 5);

    // The worker delivers the outbox within a second (docs/outbox.md); here the test runs it.
    await t.app.context.outbox.deliverPending();
    const titlesOf = async (userId: string) =>
      (await t.app.context.database.db.select().from(notifications).where(eq(notifications.userId, userId))).map((n) => n.title);
    const authorTitles = (await titlesOf(author.userId)).filter((title) => !title.startsWith('Welcome'));
    assert.deepEqual(authorTitles.sort(), ['Brand responded to your dispute', 'Content rejected', 'Dispute upheld'].sort());
    // The influencer's links open their Content tab of the campaign, which /campaigns/active/ finds by roster id.
    const authorLinks = (await t.app.context.database.db.select().from(notifications).where(eq(notifications.userId, author.userId)))
      .filter((n) => !n.title.startsWith('Welcome')).map((n) => n.actionUrl);
    assert.deepEqual([...new Set(authorLinks)], [`/campaigns/active/${authorRosterId}/content`]);
    const tab = await call('GET', `influencers/campaigns/active/${authorRosterId}/dashboard/`, author.token);
    assert.equal(tab.statusCode, 200, tab.body);
    const brandTitles = await titlesOf(setup.owner.userId);
    for (const title of ['Content submitted', 'Rejection disputed', 'Dispute upheld']) assert.ok(brandTitles.includes(title), title);
  });
});
