import { eq } from 'drizzle-orm';
import { formatDateRange, formatDay, formatMoney } from '../../../src/domain/format/display-format';
import { inviteTimeLeft } from '../../../src/domain/marketplace/invite-notifications.texts';
import { inviteExpiryReminderHours } from '../../../src/domain/marketplace/invite-status';
import { outreachEmailTexts as texts, type OutreachEmailKind } from '../../../src/domain/outreach/outreach-email.texts';
import {
  defaultOutreachTemplate, renderOutreachTemplate, type OutreachMergeValues, type OutreachTemplate,
} from '../../../src/domain/outreach/outreach-template';
import { settingsFromApi } from '../../../src/domain/settings/user-settings.mapper';
import type { Database } from '../db/database';
import { campaignInfluencers } from '../db/schema/marketplace.schema';
import { isHardBounce, type Mailer } from '../integrations/mailer/mailer';
import { joinedInvites, type InviteRecord } from '../repositories/invites.repository';
import { notificationRecipient } from '../repositories/notification-recipients.repository';
import type { OutboxEventInput } from '../repositories/outbox.repository';
import type { OutreachEmailRepository } from '../repositories/outreach-email.repository';
import { messageIdOf, type TrackingLinks } from './email-tracking-links';
import { OutboxDeferral, type OutboxDeliverer } from './outbox.service';

/** Outbox events of this kind send an outreach e-mail (docs/outreach-email.md). */
export const outreachEmailKind = 'outreach-email';

export interface OutreachEmailPayload {
  inviteId: string;
  kind: OutreachEmailKind;
}

/** The invite e-mail of a roster row: one per invite, so a retried invite request writes nothing new. */
export const inviteEmailEvent = (inviteId: string): OutboxEventInput<OutreachEmailPayload> => ({
  eventKey: `${outreachEmailKind}:invite:${inviteId}`, kind: outreachEmailKind, payload: { inviteId, kind: 'invite' },
});

/**
 * The reminder of an invite in one reminder slot (inviteExpiryReminderSlots: 72 h and 24 h before it expires). The
 * slot is part of the key, so a job run twice, or on two workers, writes one reminder per invite per slot; the 24 h
 * slot's key is the one it had when it was the only slot.
 */
export const reminderEmailEvent = (inviteId: string, slotHours = inviteExpiryReminderHours): OutboxEventInput<OutreachEmailPayload> => ({
  eventKey: `${outreachEmailKind}:reminder-${slotHours}h:${inviteId}`, kind: outreachEmailKind, payload: { inviteId, kind: 'reminder' },
});

export const inviteLinkPath = (inviteId: string) => `/campaigns/invites/${inviteId}`;

/** The merge values of one invitee; `inviteLink` is what {{invite_link}} becomes (a tracked link in a sent e-mail). */
export function mergeValues(input: {
  record: Pick<InviteRecord, 'campaign' | 'brand' | 'influencer'>;
  offeredAmount: string | null;
  message: string | null;
  expiresAt: Date | null;
  inviteLink: string;
  now?: Date;
}): OutreachMergeValues {
  const { campaign, brand, influencer } = input.record;
  const now = input.now ?? new Date();
  const daysLeft = input.expiresAt ? Math.max(0, Math.ceil((input.expiresAt.getTime() - now.getTime()) / 86_400_000)) : 7;
  return {
    influencer_name: influencer.displayName.trim() || 'there',
    brand_name: brand.name,
    campaign_name: campaign.name,
    campaign_dates: formatDateRange(campaign.startDate, campaign.endDate),
    brief: (campaign.description ?? '').trim(),
    offer: input.offeredAmount ? formatMoney(input.offeredAmount, campaign.currency) : '',
    brand_message: (input.message ?? '').trim(),
    invite_link: input.inviteLink,
    expires_on: input.expiresAt ? formatDay(input.expiresAt) : '',
    days_left: String(daysLeft),
  };
}

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');

/** Plain text to simple HTML: paragraphs, line breaks, and the product's own links made clickable. */
export function textToHtml(text: string, options: { pixelUrl?: string } = {}): string {
  const paragraphs = text.split(/\n{2,}/).map((paragraph) => {
    const linked = escapeHtml(paragraph).replace(/https?:\/\/[^\s<]+/g, (url) => `<a href="${url}">${url}</a>`);
    return `<p>${linked.replace(/\n/g, '<br>')}</p>`;
  });
  const pixel = options.pixelUrl ? `<img src="${escapeHtml(options.pixelUrl)}" width="1" height="1" alt="" style="display:block;border:0">` : '';
  return `<!doctype html><html><body style="font-family:Arial,sans-serif;line-height:1.5">${paragraphs.join('')}${pixel}</body></html>`;
}

const startOfUtcDay = (at: Date) => new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), at.getUTCDate()));
const nextUtcDay = (at: Date) => new Date(startOfUtcDay(at).getTime() + 86_400_000);

/** The template a campaign's e-mails use: its own, or the default. */
export async function templateOf(repository: OutreachEmailRepository, campaignId: string, executor?: Database): Promise<OutreachTemplate> {
  const own = await repository.template(campaignId, executor);
  return own ? { subject: own.subject, body: own.body } : defaultOutreachTemplate;
}

/**
 * Sends one outreach e-mail (docs/outreach-email.md "Sending"): only while the invite is open, only when the
 * influencer's settings allow e-mail (e-mail notifications and campaign updates), never to a suppressed address,
 * within the brand's daily cap (over it the event waits for the next UTC day), with the tracking links, the
 * open pixel and RFC 8058 one-click unsubscribe headers. A permanent 5xx answer is a hard bounce: recorded, the
 * address suppressed, and the event done. Calls out of the database, so at least once (the message id is derived
 * from the event key, so a repeat keeps its links).
 */
export function createOutreachEmailDeliverer(deps: {
  mailer: Mailer;
  repository: OutreachEmailRepository;
  links: TrackingLinks;
  dailyCap: () => number;
  now?: () => Date;
}): OutboxDeliverer {
  const { repository, links } = deps;
  const now = deps.now ?? (() => new Date());
  return async (tx, raw, event) => {
    const payload = raw as OutreachEmailPayload;
    const [record] = (await joinedInvites(tx).where(eq(campaignInfluencers.id, payload.inviteId)).limit(1)) as InviteRecord[];
    // Answered, expired or withdrawn meanwhile (or past its deadline, the expiry job not yet run): nothing to invite
    // to or remind of.
    if (!record || record.invite.status !== 'invited') return;
    if (record.invite.expiresAt && record.invite.expiresAt <= now()) return;
    const recipient = await notificationRecipient(tx, record.influencer.userId);
    if (!recipient?.email) return;
    const settings = settingsFromApi(recipient.settings ?? undefined);
    if (!settings.notifications.email || !settings.notifications.campaignUpdates) return;

    const messageId = messageIdOf(event.eventKey);
    const base = {
      id: messageId, eventKey: event.eventKey, brandId: record.brand.id, campaignId: record.campaign.id, inviteId: record.invite.id,
      userId: record.influencer.userId, toEmail: recipient.email, influencerName: record.influencer.displayName, kind: payload.kind,
    };
    const suppressed = await repository.suppression(tx, recipient.email);
    const template = await templateOf(repository, record.campaign.id, tx);
    const values = mergeValues({
      record, offeredAmount: record.invite.offeredAmount, message: record.invite.message, expiresAt: record.invite.expiresAt,
      inviteLink: links.click(messageId, inviteLinkPath(record.invite.id)), now: now(),
    });
    const rendered = renderOutreachTemplate(template, values);
    // The time left when the e-mail leaves (it may have waited for the daily cap), not when the job wrote it.
    const subject = payload.kind === 'reminder'
      ? texts.reminderSubject(record.campaign.name, inviteTimeLeft(record.invite.expiresAt ?? now(), now()))
      : rendered.subject;
    if (suppressed) {
      await repository.insertMessage(tx, { ...base, subject, status: 'suppressed', detail: suppressed.reason });
      return;
    }
    const at = now();
    const sentToday = await repository.sentSinceLocked(tx, record.brand.id, startOfUtcDay(at));
    if (sentToday >= deps.dailyCap()) {
      throw new OutboxDeferral(nextUtcDay(at), `${record.brand.name} reached its daily cap of ${deps.dailyCap()} outreach e-mails`);
    }

    const unsubscribeUrl = links.unsubscribe(messageId);
    const text = [
      ...(payload.kind === 'reminder' ? [texts.reminderIntro(values.expires_on)] : []),
      rendered.body,
      `--\n${texts.footer(record.brand.name)}\n${texts.unsubscribeLine(unsubscribeUrl)}`,
    ].join('\n\n');
    await repository.insertMessage(tx, { ...base, subject, status: 'sent' });
    try {
      await deps.mailer.send({
        to: recipient.email,
        subject,
        text,
        html: textToHtml(text, { pixelUrl: links.pixel(messageId) }),
        headers: {
          'List-Unsubscribe': `<${unsubscribeUrl}>`,
          'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
          'X-InfluenceHub-Message-Id': messageId,
        },
      });
    } catch (error) {
      if (!isHardBounce(error)) throw error;
      const answer = `${error.responseCode} ${(error as { response?: string }).response ?? error.message}`;
      await repository.markBounced(tx, messageId, answer);
      await repository.addEvent(tx, { messageId, type: 'bounce' });
      await repository.suppress(tx, recipient.email, 'hard_bounce', messageId);
    }
  };
}
