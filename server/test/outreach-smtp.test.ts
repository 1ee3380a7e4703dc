import assert from 'node:assert/strict';
import { generateKeyPairSync } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { after, before, describe, it } from 'node:test';
import { eq } from 'drizzle-orm';
import { simpleParser } from 'mailparser';
// mailauth 4.9.5: the last release for Node 20 (5.x needs Node 22.19); smtp-server 3.21.6 and mailparser 3.14.2 run on Node 20.
import { dkimVerify } from 'mailauth/lib/dkim/verify';
import { SMTPServer } from 'smtp-server';
import { emailSuppressions, outreachEmails } from '../src/db/schema/outreach-email.schema';
import { users } from '../src/db/schema/users.schema';
import { apiCall, brandOwner } from './helpers/campaign.helpers';
import { invitingCampaign, inviteRows, linksIn, rosterInfluencer } from './helpers/outreach.helpers';
import { createTestApp, testPublicUrl, type TestApp } from './helpers/test-app';

/**
 * Outreach e-mail through real SMTP (docs/outreach-email.md "Testing"): a local SMTP server on port 0 receives what
 * the nodemailer SMTP mailer sends; the tests parse it (mailparser) and verify its DKIM signature (mailauth, with the
 * test key's public half as the DNS answer). The server refuses one address with 550: a hard bounce.
 */
interface Received { from: string; to: string[]; raw: Buffer }
const received: Received[] = [];
const refused = (address: string) => address.startsWith('gone-');
let smtp: SMTPServer;
let t: TestApp;
let owner: Awaited<ReturnType<typeof brandOwner>>;
const dkimDomain = 'mail.influencehub.test';
const dkimSelector = 'outreach2026';
const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
const publicKeyTxt = `v=DKIM1; k=rsa; p=${publicKey.export({ type: 'spki', format: 'der' }).toString('base64')}`;

before(async () => {
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['AUTH', 'STARTTLS'],
    logger: false,
    onRcptTo(address, _session, callback) {
      if (refused(address.address)) return callback(Object.assign(new Error('5.1.1 The email account that you tried to reach does not exist'), { responseCode: 550 }));
      return callback();
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        received.push({ from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '', to: session.envelope.rcptTo.map((r) => r.address), raw: Buffer.concat(chunks) });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  const { port } = smtp.server.address() as AddressInfo;
  t = await createTestApp({
    SMTP_URL: `smtp://127.0.0.1:${port}`,
    MAIL_FROM: `InfluenceHub <outreach@${dkimDomain}>`,
    DKIM_DOMAIN: dkimDomain,
    DKIM_SELECTOR: dkimSelector,
    // Newlines written as \n, as an env file would hold it.
    DKIM_PRIVATE_KEY: privateKey.export({ type: 'pkcs8', format: 'pem' }).toString().replace(/\n/g, '\\n'),
  });
  owner = await brandOwner(t, 'owner@smtp.test', 'SMTP Brand');
});
after(async () => {
  await t?.close();
  await new Promise<void>((resolve) => smtp.close(() => resolve()));
});

const arrivedFor = (address: string) => received.filter((mail) => mail.to.includes(address));

describe('outreach e-mail through SMTP', () => {
  it('arrives DKIM-signed, the signature covering both unsubscribe headers, with working links', async () => {
    const campaign = await invitingCampaign(t, owner.token, owner.brandId, { name: 'Wire Test' });
    const asha = await rosterInfluencer(t, owner.token, campaign.id, 'Asha Wire');
    await inviteRows(t, owner.token, campaign.id, [asha.rosterId]);
    const [mail] = arrivedFor(asha.email);
    assert.ok(mail, 'the invite e-mail reached the SMTP server');
    const parsed = await simpleParser(mail.raw);
    assert.equal(parsed.subject, 'SMTP Brand invites you to "Wire Test"');
    const [message] = await t.app.context.database.db.select().from(outreachEmails).where(eq(outreachEmails.campaignId, campaign.id));
    const unsubscribeUrl = `${testPublicUrl}/api/v1/email-tracking/unsubscribe/${message.id}.`;
    // Read from the raw header lines: List-Unsubscribe must stay on one line (a folded one broke DKIM with nodemailer).
    const headerLine = (name: string) => parsed.headerLines.find((line) => line.key === name.toLowerCase())?.line ?? '';
    assert.match(headerLine('List-Unsubscribe'), new RegExp(`^List-Unsubscribe: <${unsubscribeUrl.replace(/[.?]/g, '\\$&')}[^>\\s]+/>$`));
    assert.equal(headerLine('List-Unsubscribe-Post'), 'List-Unsubscribe-Post: List-Unsubscribe=One-Click');

    const dkimHeader = headerLine('DKIM-Signature').replace(/\r?\n\s*/g, ' ');
    assert.match(dkimHeader, new RegExp(`d=${dkimDomain.replace(/\./g, '\\.')};`));
    assert.match(dkimHeader, new RegExp(`s=${dkimSelector};`));
    const signed = dkimHeader.match(/;\s*h=([^;]+);/)![1].replace(/\s/g, '').toLowerCase().split(':');
    assert.ok(signed.includes('list-unsubscribe') && signed.includes('list-unsubscribe-post'), signed.join(':'));
    const verification = await dkimVerify(mail.raw, {
      resolver: async (name: string, type: string) => {
        assert.equal(`${name}/${type}`, `${dkimSelector}._domainkey.${dkimDomain}/TXT`);
        return [[publicKeyTxt]];
      },
    });
    assert.equal(verification.results[0]?.status.result, 'pass', JSON.stringify(verification.results[0]?.status));

    // The links of the text part: the tracked invite link redirects to the invite; the unsubscribe link asks first.
    const text = parsed.text ?? '';
    const invite = linksIn(text).find((link) => link.includes('/email-tracking/c/'))!;
    const click = await t.app.inject({ method: 'GET', url: invite.replace(testPublicUrl, '') });
    assert.equal(click.headers.location, `${testPublicUrl}/campaigns/invites/${asha.rosterId}`);
    assert.ok(String(parsed.html).includes(`/api/v1/email-tracking/o/${message.id}/?s=`), 'the HTML part has the pixel');
  });

  it('a 550 answer is a hard bounce: recorded, the address suppressed, nothing retried', async () => {
    const campaign = await invitingCampaign(t, owner.token, owner.brandId);
    const gone = await rosterInfluencer(t, owner.token, campaign.id, 'Gone Person');
    const { db } = t.app.context.database;
    // The refused address: the SMTP server answers 550 to RCPT TO for gone-...
    const bouncing = `gone-${gone.email}`;
    await db.update(users).set({ email: bouncing }).where(eq(users.id, gone.userId));
    await inviteRows(t, owner.token, campaign.id, [gone.rosterId]);
    const counts = await t.app.context.outbox.deliverPending();
    assert.equal(counts.failed, 0, 'a bounce is no failure to retry');
    assert.deepEqual(arrivedFor(bouncing), []);
    const [message] = await db.select().from(outreachEmails).where(eq(outreachEmails.campaignId, campaign.id));
    assert.equal(message.status, 'bounced');
    assert.match(message.detail!, /^550 /);
    const [suppression] = await db.select().from(emailSuppressions).where(eq(emailSuppressions.email, bouncing));
    assert.equal(suppression?.reason, 'hard_bounce');
    const analytics = (await apiCall(t)('GET', `email-tracking/analytics/campaign/${campaign.id}/`, owner.token)).json();
    assert.equal(analytics.totals.bounced, 1);
    assert.equal(analytics.totals.delivered, 0);
  });

  it('transactional mail (a team invite) ignores the suppression list and carries no unsubscribe headers', async () => {
    const address = 'suppressed-member@smtp.test';
    await t.app.context.database.db.insert(emailSuppressions).values({ email: address, reason: 'unsubscribed' });
    const response = await apiCall(t)('POST', `brands/${owner.brandId}/team/invites/`, owner.token, { email: address, role: 'manager' });
    assert.equal(response.statusCode, 201, response.body);
    await t.app.context.outbox.deliverPending();
    const [mail] = arrivedFor(address);
    assert.ok(mail, 'the team invite arrived');
    const parsed = await simpleParser(mail.raw);
    assert.equal(parsed.headers.get('list-unsubscribe'), undefined);
    assert.ok(parsed.headers.get('dkim-signature'), 'signed like every SMTP mail');
  });
});
