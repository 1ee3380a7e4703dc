// @postgres: also run on the PostgreSQL server in CI (docs/testing.md): the daily cap's advisory lock and two reminder runs at once.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { and, eq, sql } from 'drizzle-orm';
import { defaultOutreachTemplate, outreachTemplateMessages as tm } from '../../src/domain/outreach/outreach-template';
import { campaignInfluencers } from '../src/db/schema/marketplace.schema';
import { emailSuppressions, emailTrackingEvents, outreachEmails } from '../src/db/schema/outreach-email.schema';
import { outboxEvents } from '../src/db/schema/outbox-events.schema';
import { users } from '../src/db/schema/users.schema';
import { apiCall, brandOwner, teamMember } from './helpers/campaign.helpers';
import { invitingCampaign, inviteRows, linksIn, mailsTo, rosterInfluencer, rosterRowOf } from './helpers/outreach.helpers';
import { createTestApp, testPublicUrl, testServiceToken, type TestApp } from './helpers/test-app';

let t: TestApp;
let call: ReturnType<typeof apiCall>;
let owner: Awaited<ReturnType<typeof brandOwner>>;
let viewer: string;
const dailyCap = 3;

before(async () => {
  t = await createTestApp({ OUTREACH_DAILY_CAP: String(dailyCap) });
  call = apiCall(t);
  owner = await brandOwner(t, 'owner@outreach.test', 'Outreach Brand');
  viewer = await teamMember(t, 'viewer@outreach.test', owner.brandId, 'viewer');
});
after(async () => {
  await t?.close();
});

const messagesOf = (campaignId: string) => t.app.context.database.db.select().from(outreachEmails).where(eq(outreachEmails.campaignId, campaignId));
/** Fetches a link of an e-mail the way a mail client or browser would (no bearer token). */
const fetchLink = (url: string, init: { method?: 'GET' | 'POST'; headers?: Record<string, string>; payload?: string } = {}) =>
  t.app.inject({ method: init.method ?? 'GET', url: url.replace(testPublicUrl, ''), headers: init.headers, payload: init.payload });
const trackedInviteLink = (text: string) => linksIn(text).find((link) => link.includes('/email-tracking/c/'))!;

describe('the invite e-mail', () => {
  it('goes out once per invite, from the default template, with tracked links and RFC 8058 headers', async () => {
    const campaign = await invitingCampaign(t, owner.token, owner.brandId, { name: 'Monsoon Mail', description: 'Three looks for the rainy season.' });
    const asha = await rosterInfluencer(t, owner.token, campaign.id, 'Asha Mail');
    await inviteRows(t, owner.token, campaign.id, [asha.rosterId], 'We love your travel videos.');
    // A retried request invites nobody again and writes no second e-mail.
    await inviteRows(t, owner.token, campaign.id, [asha.rosterId], 'We love your travel videos.');
    const mails = await mailsTo(t, asha.email);
    assert.equal(mails.length, 1);
    const [mail] = mails;
    assert.equal(mail.subject, 'Outreach Brand invites you to "Monsoon Mail"');
    const paragraphs = mail.text.split('\n\n');
    assert.match(paragraphs[0], /^You are invited to "Monsoon Mail" \(.+\) for ₹40,000\. Answer within 7 days\.$/);
    assert.equal(paragraphs[1], 'Hi Asha Mail,');
    assert.equal(paragraphs[2], 'We love your travel videos.');
    assert.equal(paragraphs[3], 'About the campaign: Three looks for the rainy season.');
    const [message] = await messagesOf(campaign.id);
    assert.equal(message.status, 'sent');
    assert.equal(message.kind, 'invite');
    const unsubscribe = `${testPublicUrl}/api/v1/email-tracking/unsubscribe/${message.id}.`;
    assert.ok(mail.headers?.['List-Unsubscribe']?.startsWith(`<${unsubscribe}`), JSON.stringify(mail.headers));
    assert.equal(mail.headers?.['List-Unsubscribe-Post'], 'List-Unsubscribe=One-Click');
    assert.ok(mail.text.includes(unsubscribe), 'the text has the unsubscribe link too');
    assert.ok(mail.html?.includes(`${testPublicUrl}/api/v1/email-tracking/o/${message.id}/?s=`), 'the HTML part has the open pixel');
    // The invite link goes through the click redirect to the invite page.
    const click = await fetchLink(trackedInviteLink(mail.text));
    assert.equal(click.statusCode, 302);
    assert.equal(click.headers.location, `${testPublicUrl}/campaigns/invites/${asha.rosterId}`);
  });

  it("is not sent when the influencer turned e-mail notifications off (the in-product invite still is)", async () => {
    const campaign = await invitingCampaign(t, owner.token, owner.brandId);
    const quiet = await rosterInfluencer(t, owner.token, campaign.id, 'Quiet Mail');
    await t.app.context.userSettings.save(quiet.userId, { notifications: { email: false } });
    await inviteRows(t, owner.token, campaign.id, [quiet.rosterId]);
    assert.deepEqual(await mailsTo(t, quiet.email), []);
    assert.deepEqual(await messagesOf(campaign.id), []);
  });
});

describe('templates', () => {
  it('reads the default, refuses unknown merge fields and a missing link, saves, previews for an invitee, and resets', async () => {
    const campaign = await invitingCampaign(t, owner.token, owner.brandId, { name: 'Template Trip' });
    const ben = await rosterInfluencer(t, owner.token, campaign.id, 'Ben Template');
    const path = `campaigns/${campaign.id}/email-template/`;
    const initial = (await call('GET', path, viewer)).json();
    assert.equal(initial.is_default, true);
    assert.equal(initial.body, defaultOutreachTemplate.body);
    assert.ok(initial.merge_fields.some((field: { name: string }) => field.name === 'invite_link'));

    const unknown = await call('PUT', path, owner.token, { subject: 'Hi {{first_name}}', body: 'Hello {{nickname}}: {{invite_link}}' });
    assert.equal(unknown.statusCode, 400);
    assert.deepEqual(unknown.json().errors.subject, [tm.unknownFields(['first_name'])]);
    assert.deepEqual(unknown.json().errors.body, [tm.unknownFields(['nickname'])]);
    assert.match(unknown.json().errors.subject[0], /Unknown merge field: \{\{first_name\}\}\. Use only \{\{influencer_name\}\}/);
    const noLink = await call('PUT', path, owner.token, { subject: 'Hi', body: 'Hello {{influencer_name}}' });
    assert.deepEqual(noLink.json().errors.body, [tm.bodyNeedsLink]);
    assert.equal((await call('PUT', path, viewer, { subject: 'Hi', body: '{{invite_link}}' })).statusCode, 403);

    const template = { subject: '{{influencer_name}}, {{brand_name}} has an offer', body: 'Hi {{influencer_name}},\n\nWe offer {{offer}} for {{campaign_name}}.\n\n{{brand_message}}\n\nAnswer by {{expires_on}}: {{invite_link}}' };
    const preview = await call('POST', `${path}preview/`, owner.token, { ...template, roster_id: ben.rosterId });
    assert.equal(preview.statusCode, 200, preview.body);
    assert.equal(preview.json().subject, 'Ben Template, Outreach Brand has an offer');
    assert.ok(preview.json().text.startsWith('Hi Ben Template,\n\nWe offer ₹40,000 for Template Trip.\n\nAnswer by '), preview.json().text);
    assert.ok(preview.json().text.includes(`${testPublicUrl}/campaigns/invites/${ben.rosterId}`));
    assert.equal((await call('GET', path, owner.token)).json().is_default, true, 'a preview saves nothing');
    const badPreview = await call('POST', `${path}preview/`, owner.token, { subject: '{{oops}}', body: '{{invite_link}}' });
    assert.equal(badPreview.statusCode, 400);

    const saved = await call('PUT', path, owner.token, template);
    assert.equal(saved.statusCode, 200, saved.body);
    assert.equal(saved.json().is_default, false);
    await inviteRows(t, owner.token, campaign.id, [ben.rosterId], 'Come along!');
    const [mail] = await mailsTo(t, ben.email);
    assert.equal(mail.subject, 'Ben Template, Outreach Brand has an offer');
    assert.ok(mail.text.startsWith('Hi Ben Template,\n\nWe offer ₹40,000 for Template Trip.\n\nCome along!\n\nAnswer by '), mail.text);

    const reset = await call('DELETE', path, owner.token);
    assert.equal(reset.json().is_default, true);
    assert.equal(reset.json().subject, defaultOutreachTemplate.subject);
  });
});

// The daily cap counts per brand (OUTREACH_DAILY_CAP=3 here): each group of tests sends for a brand of its own.
describe('tracking links', () => {
  let tracker: Awaited<ReturnType<typeof brandOwner>>;
  let campaignId: string;
  let messageId: string;
  let text: string;
  let html: string;
  before(async () => {
    tracker = await brandOwner(t, 'tracker@outreach.test', 'Tracker Brand');
    const campaign = await invitingCampaign(t, tracker.token, tracker.brandId);
    campaignId = campaign.id;
    const cleo = await rosterInfluencer(t, tracker.token, campaign.id, 'Cleo Links');
    await inviteRows(t, tracker.token, campaign.id, [cleo.rosterId]);
    const [mail] = await mailsTo(t, cleo.email);
    text = mail.text;
    html = mail.html!;
    messageId = (await messagesOf(campaign.id))[0].id;
  });
  const eventsOf = () => t.app.context.database.db.select().from(emailTrackingEvents).where(eq(emailTrackingEvents.messageId, messageId));

  it('refuses a changed target, a foreign target and a forged signature with a 400 page, never a redirect', async () => {
    const link = new URL(trackedInviteLink(text));
    const changed = new URL(link);
    changed.searchParams.set('u', `${testPublicUrl}/settings`);
    const foreign = new URL(link);
    foreign.searchParams.set('u', 'https://evil.example/phish');
    const forged = new URL(link);
    forged.searchParams.set('s', `${link.searchParams.get('s')!.slice(0, -2)}AA`);
    const otherMessage = new URL(link.toString().replace(messageId, '00000000-0000-4000-8000-000000000000'));
    for (const bad of [changed, foreign, forged, otherMessage]) {
      const response = await fetchLink(bad.toString());
      assert.equal(response.statusCode, 400, bad.toString());
      assert.equal(response.headers.location, undefined);
      assert.match(response.headers['content-type'] as string, /text\/html/);
      assert.match(response.body, /This link is not valid/);
    }
    assert.equal((await eventsOf()).filter((e) => e.type === 'click').length, 0);
  });

  it('records opens, telling proxy prefetchers (machine opens) from people', async () => {
    const pixel = html.match(/<img src="([^"]+)"/)![1].replace(/&amp;/g, '&');
    const human = await fetchLink(pixel, { headers: { 'user-agent': 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko)' } });
    assert.equal(human.statusCode, 200);
    assert.equal(human.headers['content-type'], 'image/gif');
    assert.equal(human.rawPayload.length, 42);
    await fetchLink(pixel, { headers: { 'user-agent': 'Mozilla/5.0' } });
    await fetchLink(pixel, { headers: { 'user-agent': 'Mozilla/5.0 (Windows NT 5.1; rv:11.0) Gecko Firefox/11.0 (via ggpht.com GoogleImageProxy)' } });
    const badPixel = await fetchLink(pixel.replace(/s=[^&]+/, 's=forged'), { headers: { 'user-agent': 'Mozilla/5.0 (X11; Linux x86_64)' } });
    assert.equal(badPixel.statusCode, 200, 'a bad pixel still answers a GIF');
    const opens = (await eventsOf()).filter((e) => e.type === 'open');
    assert.deepEqual(opens.map((e) => [e.machine, e.machineReason]).sort(), [[false, null], [true, 'apple-mpp'], [true, 'google-image-proxy']]);
    const analytics = (await call('GET', `email-tracking/analytics/campaign/${campaignId}/`, tracker.token)).json();
    assert.equal(analytics.totals.opened_human, 1);
    assert.equal(analytics.totals.opened_machine, 0, 'a message a person opened counts as a human open only');
  });

  it('unsubscribes on POST only: GET shows a confirmation page and changes nothing; the next invite is suppressed', async () => {
    const campaign = await invitingCampaign(t, tracker.token, tracker.brandId);
    const dev = await rosterInfluencer(t, tracker.token, campaign.id, 'Dev Unsub');
    await inviteRows(t, tracker.token, campaign.id, [dev.rosterId]);
    const [mail] = await mailsTo(t, dev.email);
    const url = mail.headers!['List-Unsubscribe'].slice(1, -1);
    const suppressed = async () => (await t.app.context.database.db.select().from(emailSuppressions).where(eq(emailSuppressions.email, dev.email))).length;

    const page = await fetchLink(url);
    assert.equal(page.statusCode, 200);
    assert.match(page.body, /<form method="post">/);
    assert.match(page.body, /Unsubscribe<\/button>/);
    assert.equal(await suppressed(), 0, 'GET does not unsubscribe');
    assert.equal((await fetchLink(url.replace(/\.[^./]+\/$/, '.forged/'), { method: 'POST' })).statusCode, 404);
    assert.equal(await suppressed(), 0);

    const oneClick = { 'content-type': 'application/x-www-form-urlencoded' };
    const post = await fetchLink(url, { method: 'POST', headers: oneClick, payload: 'List-Unsubscribe=One-Click' });
    assert.equal(post.statusCode, 200, post.body);
    assert.match(post.body, /You are unsubscribed/);
    assert.equal((await fetchLink(url, { method: 'POST', headers: oneClick, payload: 'List-Unsubscribe=One-Click' })).statusCode, 200, 'idempotent');
    assert.equal(await suppressed(), 1);

    const next = await invitingCampaign(t, tracker.token, tracker.brandId);
    await inviteRows(t, tracker.token, next.id, [await rosterRowOf(t, tracker.token, next.id, dev.id)]);
    assert.equal((await mailsTo(t, dev.email)).length, 1, 'no second e-mail');
    const [record] = await messagesOf(next.id);
    assert.equal(record.status, 'suppressed');
    assert.equal(record.detail, 'unsubscribed');
  });
});

describe('daily cap and reminders', () => {
  it(`sends ${dailyCap} outreach e-mails per brand per UTC day and defers the rest to the next day`, async () => {
    const capped = await brandOwner(t, 'capped@outreach.test', 'Capped Brand');
    const campaign = await invitingCampaign(t, capped.token, capped.brandId, { budget: '500000.00' });
    const people = [];
    for (const name of ['Cap One', 'Cap Two', 'Cap Three', 'Cap Four']) people.push(await rosterInfluencer(t, capped.token, campaign.id, name));
    await inviteRows(t, capped.token, campaign.id, people.map((p) => p.rosterId));
    const sent = await Promise.all(people.map(async (p) => (await mailsTo(t, p.email)).length));
    assert.equal(sent.reduce((a, b) => a + b, 0), dailyCap);
    const [deferred] = await t.app.context.database.db.select().from(outboxEvents)
      .where(and(eq(outboxEvents.kind, 'outreach-email'), sql`${outboxEvents.deliveredAt} is null`, sql`${outboxEvents.lastError} like 'deferred:%'`));
    assert.ok(deferred, 'one e-mail waits');
    assert.equal(deferred.attempts, 0, 'waiting is no failed attempt');
    const midnight = new Date();
    midnight.setUTCHours(24, 0, 0, 0);
    assert.equal(deferred.availableAt.toISOString(), midnight.toISOString());
    assert.match(deferred.lastError!, /Capped Brand reached its daily cap of 3 outreach e-mails/);
    // Another brand is not held back by this one's cap.
    const other = await invitingCampaign(t, owner.token, owner.brandId);
    const free = await rosterInfluencer(t, owner.token, other.id, 'Other Brand Person');
    await inviteRows(t, owner.token, other.id, [free.rosterId]);
    assert.equal((await mailsTo(t, free.email)).length, 1);
    // The next day: yesterday's sends no longer count, and the deferred e-mail goes.
    await t.app.context.database.db.update(outreachEmails).set({ createdAt: sql`${outreachEmails.createdAt} - interval '1 day'` }).where(eq(outreachEmails.brandId, capped.brandId));
    await t.app.context.outbox.deliverPending({ at: midnight });
    const after = await Promise.all(people.map(async (p) => (await mailsTo(t, p.email)).length));
    assert.deepEqual(after, [1, 1, 1, 1]);
  });

  it('e-mails one reminder per invite per slot, even when the job runs twice at once', async () => {
    const reminding = await brandOwner(t, 'reminding@outreach.test', 'Reminding Brand');
    const campaign = await invitingCampaign(t, reminding.token, reminding.brandId, { name: 'Reminder Run' });
    const eve = await rosterInfluencer(t, reminding.token, campaign.id, 'Eve Reminder');
    await inviteRows(t, reminding.token, campaign.id, [eve.rosterId]);
    // Six days and 21 hours old: in the 24 h slot (server/test/invite-reminders.test.ts has every slot rule).
    const expiresAt = new Date(Date.now() + 3 * 3_600_000);
    await t.app.context.database.db.update(campaignInfluencers).set({ invitedAt: new Date(expiresAt.getTime() - 7 * 86_400_000), expiresAt })
      .where(eq(campaignInfluencers.id, eve.rosterId));
    const expiry = t.app.context.services.inviteExpiry;
    const counts = await Promise.all([expiry.remindExpiring(), expiry.remindExpiring()]);
    assert.equal(counts[0] + counts[1], 1);
    await expiry.remindExpiring();
    await t.app.context.outbox.deliverPending();
    await t.app.context.outbox.deliverPending();
    const mails = await mailsTo(t, eve.email);
    assert.equal(mails.length, 2, 'the invite and one reminder');
    assert.equal(mails[0].subject, 'Reminder: your invite to "Reminder Run" expires within 3 hours');
    assert.match(mails[0].text, /^A reminder: this invite expires on \d{1,2} [A-Z][a-z]{2} \d{4}\. After that it can no longer be accepted\./);
    const kinds = (await messagesOf(campaign.id)).map((m) => m.kind).sort();
    assert.deepEqual(kinds, ['invite', 'reminder']);
  });

  it("goes with the account: deleting the influencer's user deletes their outreach e-mails and tracking", async () => {
    const leaving = await brandOwner(t, 'leaving@outreach.test', 'Leaving Brand');
    const campaign = await invitingCampaign(t, leaving.token, leaving.brandId);
    const gone = await rosterInfluencer(t, leaving.token, campaign.id, 'Gone Soon');
    await inviteRows(t, leaving.token, campaign.id, [gone.rosterId]);
    assert.equal((await messagesOf(campaign.id)).length, 1);
    await t.app.context.database.db.delete(users).where(eq(users.id, gone.userId));
    assert.deepEqual(await messagesOf(campaign.id), []);
  });
});
