import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, before, describe, it } from 'node:test';
import { eq, like, sql } from 'drizzle-orm';
import { rolePermissions } from '../../src/domain/brands/team-permissions';
import { teamMessages as m } from '../../src/domain/brands/team.texts';
import { brandTeamInvites } from '../src/db/schema/brand-team.schema';
import { brandMembers } from '../src/db/schema/brands.schema';
import { outboxEvents } from '../src/db/schema/outbox-events.schema';
import { isOutboxMailer } from '../src/integrations/mailer/mailer';
import { signUpAndGetToken } from './helpers/auth.helpers';
import { apiCall, brandOwner, teamMember } from './helpers/campaign.helpers';
import { createTestApp, type TestApp } from './helpers/test-app';

/**
 * Team management (docs/team.md): who may do what per role, the last-admin rule, invites (e-mail with the link,
 * expiry, single use, revoked, other e-mail, resend) and the activity every change writes.
 */
let t: TestApp;
let call: ReturnType<typeof apiCall>;
let owner: Awaited<ReturnType<typeof brandOwner>>;
let other: Awaited<ReturnType<typeof brandOwner>>;
let manager: string;
let viewer: string;
let outsider: string;
const password = 'Secret!234';

interface Member { user_id: string; email: string; role: string; permissions: string[]; custom_permissions: boolean; last_active_at: string | null }
interface Invite { id: string; email: string; role: string; permissions: string[]; expired: boolean; expires_at: string }
interface Activity { action: string; subject_email: string | null; actor_name: string }

const team = (brandId: string, rest = '') => `brands/${brandId}/team/${rest}`;
const db = () => t.app.context.database.db;

async function members(token = owner.token, brandId = owner.brandId) {
  const response = await call('GET', team(brandId, 'members/'), token);
  assert.equal(response.statusCode, 200, response.body);
  return response.json() as { results: Member[]; can_manage: boolean; my_user_id: string };
}
const memberBy = async (email: string) => (await members()).results.find((member) => member.email === email);
async function activity(token = owner.token) {
  const response = await call('GET', team(owner.brandId, 'activity/?page_size=100'), token);
  assert.equal(response.statusCode, 200, response.body);
  return (response.json() as { results: Activity[] }).results;
}
async function invite(email: string, body: Record<string, unknown> = {}, token = owner.token) {
  const response = await call('POST', team(owner.brandId, 'invites/'), token, { email, role: 'manager', ...body });
  assert.equal(response.statusCode, 201, response.body);
  return response.json() as Invite;
}
async function mailsTo(email: string) {
  await t.app.context.outbox.deliverPending();
  const mailer = t.app.context.identity.mailer;
  assert.ok(isOutboxMailer(mailer));
  return (await mailer.list(0, 500)).results.filter((mail) => mail.to === email);
}
/** The token of the newest invite e-mail to `email`. */
async function tokenFor(email: string) {
  const mails = await mailsTo(email);
  const text = mails[0]?.text ?? ''; // newest first
  const token = text.match(/\/team\/invite\/([\w-]+)/)?.[1];
  assert.ok(token, `invite link in: ${text}`);
  return token;
}
const signUp = (email: string, persona: 'brand' | 'influencer' = 'brand') => signUpAndGetToken(t.app, { email, password, name: 'New Person', persona });

before(async () => {
  t = await createTestApp();
  call = apiCall(t);
  owner = await brandOwner(t, 'team-owner@example.test');
  other = await brandOwner(t, 'team-other@example.test', 'Other Brand');
  manager = await teamMember(t, 'team-manager@example.test', owner.brandId, 'manager');
  viewer = await teamMember(t, 'team-viewer@example.test', owner.brandId, 'viewer');
  outsider = await signUp('team-outsider@example.test');
});
after(() => t.close());

describe('team: who may see and change it', () => {
  it('lists members with role, effective flags and e-mail to every member; admins may manage', async () => {
    const list = await members();
    assert.equal(list.can_manage, true);
    assert.deepEqual(list.results.map((member) => [member.email, member.role]), [
      ['team-owner@example.test', 'admin'], ['team-manager@example.test', 'manager'], ['team-viewer@example.test', 'viewer'],
    ]);
    assert.deepEqual(list.results[2]!.permissions, [...rolePermissions.viewer]);
    assert.equal((await members(manager)).can_manage, false);
    assert.equal((await members(viewer)).can_manage, false);
  });

  it('hides the team from non-members (404) and anonymous callers (401)', async () => {
    for (const path of ['members/', 'invites/', 'activity/']) {
      assert.equal((await call('GET', team(owner.brandId, path), outsider)).statusCode, 404);
      assert.equal((await call('GET', team(owner.brandId, path), other.token)).statusCode, 404);
      assert.equal((await call('GET', team(owner.brandId, path))).statusCode, 401);
    }
  });

  it('refuses managers and viewers every change (403 with why), and outsiders (404)', async () => {
    const target = (await memberBy('team-viewer@example.test'))!.user_id;
    const changes: Array<[string, string, unknown?]> = [
      ['POST', team(owner.brandId, 'invites/'), { email: 'x@example.test', role: 'viewer' }],
      ['PATCH', team(owner.brandId, `members/${target}/`), { role: 'manager' }],
      ['DELETE', team(owner.brandId, `members/${target}/`)],
    ];
    for (const [method, path, body] of changes) {
      for (const token of [manager, viewer]) {
        const response = await call(method as 'POST', path, token, body);
        assert.equal(response.statusCode, 403, response.body);
        assert.equal(response.json().detail, m.manageNotPermitted);
      }
      assert.equal((await call(method as 'POST', path, outsider, body)).statusCode, 404);
    }
  });

  it('validates an invite with the shared rules, every field at once', async () => {
    const response = await call('POST', team(owner.brandId, 'invites/'), owner.token, { email: 'nope', role: 'boss', permissions: ['campaigns.fly'], message: 'x'.repeat(501) });
    assert.equal(response.statusCode, 400, response.body);
    const errors = response.json().errors as Record<string, string[]>;
    assert.deepEqual(errors.email, ['Please enter a valid email address']);
    assert.deepEqual(errors.role, [m.roleInvalid]);
    assert.deepEqual(errors.permissions, [m.permissionInvalid]);
    assert.deepEqual(errors.message, [m.messageTooLong]);
  });
});

describe('team: changing members and the last admin', () => {
  it('changes a role and flags; the server then checks the flags, not the role', async () => {
    const target = (await memberBy('team-viewer@example.test'))!;
    const patched = await call('PATCH', team(owner.brandId, `members/${target.user_id}/`), owner.token, { permissions: ['campaigns.view', 'campaigns.create'] });
    assert.equal(patched.statusCode, 200, patched.body);
    assert.deepEqual(patched.json().permissions, ['campaigns.create', 'campaigns.view']);
    assert.equal(patched.json().custom_permissions, true);
    const back = await call('PATCH', team(owner.brandId, `members/${target.user_id}/`), owner.token, { role: 'viewer' });
    assert.equal(back.json().custom_permissions, false);
    assert.equal((await call('PATCH', team(owner.brandId, `members/${target.user_id}/`), owner.token, {})).statusCode, 400);
    assert.equal((await call('PATCH', team(owner.brandId, `members/${randomUUID()}/`), owner.token, { role: 'viewer' })).statusCode, 404);
  });

  it('never demotes, removes or lets leave the last admin (409 last_admin)', async () => {
    const attempts = [
      await call('PATCH', team(owner.brandId, `members/${owner.userId}/`), owner.token, { role: 'manager' }),
      await call('DELETE', team(owner.brandId, `members/${owner.userId}/`), owner.token),
      await call('POST', team(owner.brandId, 'leave/'), owner.token),
    ];
    for (const response of attempts) {
      assert.equal(response.statusCode, 409, response.body);
      assert.deepEqual([response.json().code, response.json().detail], ['last_admin', m.lastAdmin]);
    }
    assert.equal((await memberBy('team-owner@example.test'))!.role, 'admin');
  });

  it('lets anyone leave, and an admin remove a member; both recorded', async () => {
    const leaver = await teamMember(t, 'team-leaver@example.test', owner.brandId, 'viewer');
    const left = await call('POST', team(owner.brandId, 'leave/'), leaver);
    assert.equal(left.statusCode, 204, left.body);
    const removable = await teamMember(t, 'team-removed@example.test', owner.brandId, 'manager');
    const removedId = (await memberBy('team-removed@example.test'))!.user_id;
    assert.equal((await call('DELETE', team(owner.brandId, `members/${removedId}/`), owner.token)).statusCode, 204);
    assert.equal((await call('GET', team(owner.brandId, 'members/'), removable)).statusCode, 404);
    const actions = (await activity()).map((row) => `${row.action} ${row.subject_email}`);
    assert.ok(actions.includes('member.left team-leaver@example.test'), actions.join());
    assert.ok(actions.includes('member.removed team-removed@example.test'), actions.join());
    assert.ok(actions.includes('member.updated team-viewer@example.test'), actions.join());
  });

  it('replays a retried change with the same Idempotency-Key', async () => {
    const target = (await memberBy('team-viewer@example.test'))!.user_id;
    const send = () => t.app.inject({
      method: 'PATCH', url: `/api/v1/${team(owner.brandId, `members/${target}/`)}`,
      headers: { authorization: `Bearer ${owner.token}`, 'idempotency-key': `team-${target}` }, payload: { role: 'manager' },
    });
    const first = await send();
    const again = await send();
    assert.equal(first.statusCode, 200, first.body);
    assert.equal(again.headers['idempotent-replayed'], 'true');
    await call('PATCH', team(owner.brandId, `members/${target}/`), owner.token, { role: 'viewer' });
  });

  it('marks a member active at most every few minutes', async () => {
    await members(viewer);
    // Written after the answer is sent.
    let stamp: string | null = null;
    for (let tries = 0; !stamp && tries < 50; tries += 1) {
      await new Promise((resolve) => setTimeout(resolve, 20));
      stamp = (await memberBy('team-viewer@example.test'))!.last_active_at;
    }
    assert.ok(stamp);
    await members(viewer);
    assert.equal((await memberBy('team-viewer@example.test'))!.last_active_at, stamp);
  });
});

describe('team invites', () => {
  it('invites by e-mail: one outbox event in the change, an e-mail with the link, an activity row', async () => {
    const sent = await invite('New.Hire@Example.test', { role: 'manager', message: 'Welcome aboard!' });
    assert.equal(sent.email, 'new.hire@example.test');
    assert.equal(sent.expired, false);
    const days = (Date.parse(sent.expires_at) - Date.now()) / 86_400_000;
    assert.ok(days > 6.9 && days <= 7, String(days));
    const events = await db().select().from(outboxEvents).where(like(outboxEvents.eventKey, `team-invite-email:${sent.id}:%`));
    assert.equal(events.length, 1);
    assert.ok(!JSON.stringify(events[0]!.payload).includes('/team/invite/'), 'the link is not stored in clear');
    const [row] = await db().select().from(brandTeamInvites).where(eq(brandTeamInvites.id, sent.id));
    assert.match(row!.tokenHash, /^[0-9a-f]{64}$/);
    const mails = await mailsTo('new.hire@example.test');
    assert.equal(mails.length, 1);
    assert.equal(mails[0]!.subject, "You're invited to join Acme Demo Co. on InfluenceHub");
    assert.match(mails[0]!.text, new RegExp(`${t.config.publicUrl}/team/invite/[\\w-]{43}`));
    assert.match(mails[0]!.text, /Welcome aboard!/);
    assert.doesNotMatch(mails[0]!.text, /unsubscribe|settings/i);
    assert.equal((await activity())[0]!.action, 'invite.sent');
    const listed = await call('GET', team(owner.brandId, 'invites/'), viewer);
    assert.ok((listed.json().results as Invite[]).some((item) => item.id === sent.id));
  });

  it('refuses a second pending invite and inviting a member (409)', async () => {
    const again = await call('POST', team(owner.brandId, 'invites/'), owner.token, { email: 'new.hire@example.test', role: 'viewer' });
    assert.deepEqual([again.statusCode, again.json().detail], [409, m.alreadyInvited]);
    const member = await call('POST', team(owner.brandId, 'invites/'), owner.token, { email: 'team-viewer@example.test', role: 'viewer' });
    assert.deepEqual([member.statusCode, member.json().detail], [409, m.alreadyMember]);
  });

  it('shows the link to anyone, and lets only the invited address accept, once', async () => {
    const token = await tokenFor('new.hire@example.test');
    const shown = await call('GET', `team-invites/${token}/`);
    assert.equal(shown.statusCode, 200, shown.body);
    assert.deepEqual([shown.json().brand_name, shown.json().role, shown.json().status, shown.json().inviter_name], ['Acme Demo Co.', 'manager', 'pending', 'Brand Owner']);
    assert.equal((await call('GET', `team-invites/not-a-token/`)).statusCode, 404);

    const wrong = await call('POST', `team-invites/${token}/accept/`, outsider);
    assert.deepEqual([wrong.statusCode, wrong.json().code, wrong.json().detail], [403, 'invite_other_email', m.inviteOtherEmail('new.hire@example.test')]);
    const influencer = await signUp('influencer.hire@example.test', 'influencer');
    assert.equal((await call('POST', `team-invites/${token}/accept/`, influencer)).statusCode, 403);
    assert.equal((await call('POST', `team-invites/${token}/accept/`)).statusCode, 401);

    const hire = await signUp('new.hire@example.test');
    const accepted = await call('POST', `team-invites/${token}/accept/`, hire);
    assert.equal(accepted.statusCode, 200, accepted.body);
    assert.deepEqual(accepted.json(), { brand_id: owner.brandId, role: 'manager' });
    const whoami = (await call('GET', 'accounts/whoami/', hire)).json();
    assert.deepEqual([whoami.brand_id, whoami.is_brand, whoami.is_profile_completed], [owner.brandId, true, true]);
    const reused = await call('POST', `team-invites/${token}/accept/`, hire);
    assert.deepEqual([reused.statusCode, reused.json().code, reused.json().detail], [409, 'invite_used', m.inviteUsed]);
    assert.equal((await call('GET', `team-invites/${token}/`)).json().status, 'accepted');
    assert.equal((await activity())[0]!.action, 'invite.accepted');
  });

  it('refuses an expired link (410), and resend gives a new link and 7 more days; the old link stops working', async () => {
    const sent = await invite('late@example.test', { role: 'viewer' });
    const oldToken = await tokenFor('late@example.test');
    await db().update(brandTeamInvites).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(brandTeamInvites.id, sent.id));
    const late = await signUp('late@example.test');
    const expired = await call('POST', `team-invites/${oldToken}/accept/`, late);
    assert.deepEqual([expired.statusCode, expired.json().code, expired.json().detail], [410, 'invite_expired', m.inviteExpired]);
    assert.equal((await call('GET', `team-invites/${oldToken}/`)).json().status, 'expired');

    for (const token of [manager, viewer]) assert.equal((await call('POST', team(owner.brandId, `invites/${sent.id}/resend/`), token)).statusCode, 403);
    const resent = await call('POST', team(owner.brandId, `invites/${sent.id}/resend/`), owner.token);
    assert.equal(resent.statusCode, 200, resent.body);
    assert.equal(resent.json().expired, false);
    const newToken = await tokenFor('late@example.test');
    assert.notEqual(newToken, oldToken);
    assert.equal((await mailsTo('late@example.test')).length, 2);
    assert.equal((await call('POST', `team-invites/${oldToken}/accept/`, late)).statusCode, 404);
    assert.equal((await call('POST', `team-invites/${newToken}/accept/`, late)).statusCode, 200);
    assert.ok((await activity()).some((row) => row.action === 'invite.resent' && row.subject_email === 'late@example.test'));
  });

  it('re-inviting after expiry replaces the expired invite', async () => {
    const sent = await invite('again@example.test', { role: 'viewer' });
    await db().update(brandTeamInvites).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(brandTeamInvites.id, sent.id));
    const second = await invite('again@example.test', { role: 'manager' });
    assert.notEqual(second.id, sent.id);
  });

  it('revoking stops the link (410 invite_revoked); only admins revoke', async () => {
    const sent = await invite('revoked@example.test', { role: 'viewer', permissions: ['campaigns.view', 'analytics.view'] });
    assert.deepEqual(sent.permissions, ['campaigns.view', 'analytics.view']);
    const token = await tokenFor('revoked@example.test');
    assert.equal((await call('DELETE', team(owner.brandId, `invites/${sent.id}/`), manager)).statusCode, 403);
    assert.equal((await call('DELETE', team(owner.brandId, `invites/${sent.id}/`), owner.token)).statusCode, 204);
    assert.equal((await call('DELETE', team(owner.brandId, `invites/${sent.id}/`), owner.token)).statusCode, 404);
    const person = await signUp('revoked@example.test');
    const refused = await call('POST', `team-invites/${token}/accept/`, person);
    assert.deepEqual([refused.statusCode, refused.json().code, refused.json().detail], [410, 'invite_revoked', m.inviteRevoked]);
    assert.equal((await call('POST', team(owner.brandId, `invites/${sent.id}/resend/`), owner.token)).statusCode, 404);
    assert.ok((await activity()).some((row) => row.action === 'invite.revoked'));
  });

  it('keeps the invited flags for the new member, and the server honours them', async () => {
    const sent = await invite('flags@example.test', { role: 'viewer', permissions: ['campaigns.view', 'campaigns.create'] });
    const token = await tokenFor('flags@example.test');
    const person = await signUp('flags@example.test');
    assert.equal((await call('POST', `team-invites/${token}/accept/`, person)).statusCode, 200);
    const [row] = await db().select().from(brandMembers).where(sql`${brandMembers.brandId} = ${owner.brandId} and ${brandMembers.userId} = (select accepted_by from brand_team_invites where id = ${sent.id})`);
    assert.deepEqual(row!.permissions, ['campaigns.create', 'campaigns.view']);
    const created = await call('POST', 'campaigns/', person, { brand_id: owner.brandId, name: 'Flagged campaign' });
    assert.notEqual(created.statusCode, 403, created.body);
  });
});
