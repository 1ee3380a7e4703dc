import { eq, inArray } from 'drizzle-orm';
import { hasTeamPermission } from '../../../src/domain/brands/team-permissions';
import type { OutreachMessageStatus } from '../../../src/domain/outreach/outreach-email.texts';
import type { Database } from '../db/database';
import { outreachEmails } from '../db/schema/outreach-email.schema';
import type { UserRow } from '../db/schema/users.schema';
import { notFound, permissionDenied } from '../plugins/api-error';
import type { BrandsRepository } from '../repositories/brands.repository';
import type { OutreachEmailRepository, OutreachTotals } from '../repositories/outreach-email.repository';
import type { CampaignAccess } from './campaign-access';
import type { TrackingLinks } from './email-tracking-links';
import { machineOpenReason } from './machine-open';

export const emailTrackingTexts = {
  noAnalytics: 'Your role in this brand does not include analytics.',
  notMember: 'You are no member of this brand.',
} as const;

/** "a•••@example.com": enough for the owner to recognise, not enough to harvest from a forwarded link. */
export function maskEmail(email: string): string {
  const [local = '', domain = ''] = email.split('@');
  return `${local.slice(0, 1)}•••@${domain}`;
}

const zeroTotals: OutreachTotals = { sent: 0, delivered: 0, bounced: 0, suppressed: 0, opened: 0, opened_human: 0, opened_machine: 0, clicked: 0, unsubscribed: 0 };

/**
 * E-mail tracking (docs/outreach-email.md "Tracking"): records opens, clicks and unsubscribes from the links of
 * outreach e-mails, and reports them to the brand (per campaign, per influencer, per day) and to operators.
 */
export function createEmailTrackingService(deps: {
  db: Database;
  repository: OutreachEmailRepository;
  links: TrackingLinks;
  access: CampaignAccess;
  brands: Pick<BrandsRepository, 'listMemberships' | 'findMembership'>;
}) {
  const { repository, links } = deps;

  /** The pixel was fetched: an open, by a person or (marked) by a proxy. A bad signature records nothing. */
  async function open(messageId: string, signature: string | undefined, client: { userAgent?: string; ip?: string }) {
    if (!links.pixelValid(messageId, signature) || !(await repository.message(messageId))) return;
    const reason = machineOpenReason(client.userAgent, client.ip);
    await repository.addEvent(deps.db, { messageId, type: 'open', machine: reason !== null, machineReason: reason, userAgent: client.userAgent ?? null });
  }

  /** Where a click link goes, and the click recorded; null when the link was forged or changed (no redirect). */
  async function click(messageId: string, target: string | undefined, signature: string | undefined, client: { userAgent?: string }) {
    const url = links.clickTarget(messageId, target, signature);
    if (!url) return null;
    if (await repository.message(messageId)) {
      await repository.addEvent(deps.db, { messageId, type: 'click', url, userAgent: client.userAgent ?? null });
    }
    return url;
  }

  /** The masked address an unsubscribe link is for, or null for a bad or unknown token (GET: nothing changes). */
  async function unsubscribeTarget(token: string) {
    const messageId = links.unsubscribeMessage(token);
    const message = messageId ? await repository.message(messageId) : null;
    return message ? { email: maskEmail(message.toEmail) } : null;
  }

  /** RFC 8058 one-click: suppresses the address for outreach e-mail; idempotent. Null for a bad token. */
  async function unsubscribe(token: string) {
    const messageId = links.unsubscribeMessage(token);
    const message = messageId ? await repository.message(messageId) : null;
    if (!message) return null;
    await deps.db.transaction(async (tx) => {
      await repository.suppress(tx, message.toEmail, 'unsubscribed', message.id);
      if (!(await repository.hasEvent(tx, message.id, 'unsubscribe'))) await repository.addEvent(tx, { messageId: message.id, type: 'unsubscribe' });
    });
    return { email: maskEmail(message.toEmail) };
  }

  async function analyticsCampaign(user: UserRow, campaignId: string) {
    const { campaign, member } = await deps.access.visible(user, campaignId);
    if (!hasTeamPermission(member, 'analytics.view')) throw permissionDenied(emailTrackingTexts.noAnalytics);
    const totals = await repository.totals(eq(outreachEmails.campaignId, campaign.id));
    const influencers = (await repository.perInfluencer(campaign.id)).map((row) => ({
      user_id: row.userId, influencer_name: row.influencerName, last_sent_at: new Date(row.lastSentAt).toISOString(),
      last_event_at: row.lastEventAt ? new Date(row.lastEventAt).toISOString() : null,
      sent: row.sent, delivered: row.delivered, bounced: row.bounced, suppressed: row.suppressed, opened: row.opened,
      opened_human: row.opened_human, opened_machine: row.opened_machine, clicked: row.clicked, unsubscribed: row.unsubscribed,
    }));
    const { sent, events } = await repository.perDay(campaign.id);
    const days = new Map<string, { day: string; sent: number; bounced: number; opened_human: number; opened_machine: number; clicked: number; unsubscribed: number }>();
    const dayOf = (day: string) => {
      let entry = days.get(day);
      if (!entry) days.set(day, (entry = { day, sent: 0, bounced: 0, opened_human: 0, opened_machine: 0, clicked: 0, unsubscribed: 0 }));
      return entry;
    };
    for (const row of sent) Object.assign(dayOf(row.day), { sent: row.sent, bounced: row.bounced });
    for (const row of events) {
      const entry = dayOf(row.day);
      if (row.type === 'open') entry[row.machine ? 'opened_machine' : 'opened_human'] += 1;
      else if (row.type === 'click') entry.clicked += 1;
      else if (row.type === 'unsubscribe') entry.unsubscribed += 1;
    }
    return {
      campaign_id: campaign.id,
      totals,
      influencers,
      days: [...days.values()].sort((a, b) => a.day.localeCompare(b.day)),
    };
  }

  /**
   * Totals for the caller: operators (staff) see every brand's, or one brand's with `brand_id`; a brand member
   * sees the brands where they have analytics.view (or the one of `brand_id`).
   */
  async function summary(user: UserRow, brandId: string | undefined) {
    if (user.isStaff) {
      const totals = brandId ? await repository.totals(eq(outreachEmails.brandId, brandId)) : await repository.totals(undefined);
      return { scope: brandId ? 'brand' as const : 'all' as const, brand_ids: brandId ? [brandId] : [], totals };
    }
    let brandIds: string[];
    if (brandId) {
      const membership = await deps.brands.findMembership(brandId, user.id);
      if (!membership) throw notFound();
      if (!hasTeamPermission(membership, 'analytics.view')) throw permissionDenied(emailTrackingTexts.noAnalytics);
      brandIds = [brandId];
    } else {
      const memberships = await deps.brands.listMemberships(user.id);
      brandIds = [];
      for (const { brand } of memberships) {
        const membership = await deps.brands.findMembership(brand.id, user.id);
        if (membership && hasTeamPermission(membership, 'analytics.view')) brandIds.push(brand.id);
      }
    }
    const totals = brandIds.length ? await repository.totals(inArray(outreachEmails.brandId, brandIds)) : zeroTotals;
    return { scope: 'brand' as const, brand_ids: brandIds, totals };
  }

  async function records(filter: { brand_id?: string; campaign_id?: string; status?: OutreachMessageStatus; search?: string }, offset: number, limit: number, ascending: boolean) {
    const { count, rows } = await repository.records({
      brandId: filter.brand_id, campaignId: filter.campaign_id, status: filter.status, search: filter.search?.trim() || undefined,
    }, offset, limit, ascending);
    return {
      count,
      results: rows.map(({ message, brandName, campaignName, opensHuman, opensMachine, clicks, unsubscribed, lastEventAt }) => ({
        id: message.id, kind: message.kind, status: message.status, detail: message.detail, to: message.toEmail, subject: message.subject,
        brand_id: message.brandId, brand_name: brandName, campaign_id: message.campaignId, campaign_name: campaignName,
        influencer_name: message.influencerName, created_at: message.createdAt.toISOString(),
        opens_human: opensHuman, opens_machine: opensMachine, clicks, unsubscribed,
        last_event_at: lastEventAt ? new Date(lastEventAt).toISOString() : null,
      })),
    };
  }

  return { open, click, unsubscribeTarget, unsubscribe, analyticsCampaign, summary, records };
}

export type EmailTrackingService = ReturnType<typeof createEmailTrackingService>;
