import { inviteNotificationTexts as n } from '../../../src/domain/marketplace/invite-notifications.texts';
import { assertEmailVerified } from './account-security';
import { fromCents, toCents } from '../../../src/domain/campaigns/campaign-money';
import { inviteExpiresAt, inviteLifetimeDays, isInvitingCampaignStatus, inviteStatuses, type InviteStatus } from '../../../src/domain/marketplace/invite-status';
import { marketplaceLimits, marketplaceMessages as mm } from '../../../src/domain/marketplace/marketplace.texts';
import { directoryMessages as dm } from '../../../src/domain/directory/directory.texts';
import type { CampaignPlacementRow, CampaignRow } from '../db/schema/campaigns.schema';
import type { UserRow } from '../db/schema/users.schema';
import { conflict, notFound, validationFailed } from '../plugins/api-error';
import { parseOrdering } from '../plugins/pagination';
import type { CampaignRosterRepository, RosterAccount, RosterListRow, RosterOrderField } from '../repositories/campaign-roster.repository';
import type { CampaignsRepository } from '../repositories/campaigns.repository';
import type { RosterEntryView, RosterInviteBody, RosterQueryValue } from '../routes/api/v1/campaigns/campaign-roster.schema';
import type { CampaignAccess } from './campaign-access';
import type { CampaignWorkflowService } from './campaign-workflow.service';
import { inviteEmailEvent } from './outreach-email';
import { notificationEvents } from './notification-outbox';
import type { OutboxKick } from './outbox.service';
import { offerFor } from './roster-offer';
import { formatMoney } from '../../../src/domain/format/display-format';
import { paymentTexts } from '../../../src/domain/payments/payment.texts';

/** What the campaign's funds still allow: the escrow not yet committed, in minor units (docs/payments.md "Invites"). */
export type CampaignFundsReader = (campaign: Pick<CampaignRow, 'id' | 'brandId' | 'currency'>) => Promise<number>;

/** Campaign statuses that allow invites (published, not paused, completed or canceled). */

const followersByPlatform = (accounts: RosterAccount[]) => {
  const map = new Map<string, number | null>();
  for (const a of accounts) map.set(a.platform, Math.max(map.get(a.platform) ?? 0, a.followers ?? 0));
  return map;
};

/** The brand's view of a campaign's roster: candidates, hand edits and bulk invites (docs/marketplace.md). */
export function createCampaignRosterService(deps: {
  roster: CampaignRosterRepository;
  campaigns: Pick<CampaignsRepository, 'placementsOf' | 'findById'>;
  access: CampaignAccess;
  workflow: Pick<CampaignWorkflowService, 'advance'>;
  outbox: OutboxKick;
  /** The campaign's funded money not yet committed to accepted placements. */
  fundsAvailable: CampaignFundsReader;
  now?: () => Date;
}) {
  const { roster, access } = deps;
  const now = deps.now ?? (() => new Date());

  async function views(rows: RosterListRow[], placements: CampaignPlacementRow[]): Promise<RosterEntryView[]> {
    const accounts = await roster.accountsOf(rows.map((r) => r.row.influencerId));
    return rows.map(({ row, displayName, profilePicture }) => {
      const own = accounts.filter((a) => a.influencerId === row.influencerId);
      return {
        id: row.id, influencer_id: row.influencerId, display_name: displayName, profile_picture: profilePicture,
        accounts: own.map((a) => ({
          platform: a.platform as RosterEntryView['accounts'][number]['platform'], handle: a.handle, followers: a.followers, metrics_provenance: a.metricsProvenance,
        })),
        fit_score: row.fitScore, fit: row.fit ?? null, status: row.status, source: row.source as RosterEntryView['source'],
        offered_amount: row.offeredAmount, offered_placements: row.offeredPlacements ?? null,
        projected_amount: offerFor(placements, followersByPlatform(own)).amount,
        message: row.message, invited_at: row.invitedAt?.toISOString() ?? null, expires_at: row.expiresAt?.toISOString() ?? null,
        responded_at: row.respondedAt?.toISOString() ?? null, created_at: row.createdAt.toISOString(),
      };
    });
  }

  const budgetOf = async (campaign: CampaignRow, committed: string) => {
    const budgetCents = toCents(campaign.budget);
    const room = BigInt(await deps.fundsAvailable(campaign)) - (toCents(await roster.pendingInvitedTotal(campaign.id)) ?? 0n);
    return {
      currency: campaign.currency, budget: campaign.budget, committed: fromCents(toCents(committed) ?? 0n),
      left: budgetCents === null ? null : fromCents(budgetCents - (toCents(committed) ?? 0n)),
      campaign_status: campaign.status, can_invite: isInvitingCampaignStatus(campaign.status),
      funded_room: fromCents(room < 0n ? 0n : room),
    };
  };

  async function list(user: UserRow, campaignId: string, query: RosterQueryValue) {
    const { campaign } = await access.changeable(user, campaignId, 'influencers.view');
    const statuses = query.status?.split(',').map((s) => s.trim()).filter(Boolean);
    const unknown = statuses?.filter((s) => !(inviteStatuses as readonly string[]).includes(s));
    if (unknown?.length) throw validationFailed({ status: [`Unknown status: ${unknown.join(', ')}.`] });
    const ordering = parseOrdering(query.ordering as RosterOrderField | `-${RosterOrderField}`);
    const { count, rows } = await roster.page(campaign.id, {
      statuses: statuses as InviteStatus[] | undefined, source: query.source, platform: query.platform, minFit: query.min_fit, search: query.search?.trim() || undefined,
    }, ordering, (query.page - 1) * query.page_size, query.page_size);
    return { count, results: await views(rows, await deps.campaigns.placementsOf([campaign.id])) };
  }

  async function budget(user: UserRow, campaignId: string) {
    const { campaign } = await access.changeable(user, campaignId, 'influencers.view');
    return budgetOf(campaign, await roster.committedTotal(campaign.id));
  }

  async function entry(campaign: CampaignRow, rosterId: string) {
    const row = await roster.findOne(campaign.id, rosterId);
    if (!row) throw notFound();
    return (await views([row], await deps.campaigns.placementsOf([campaign.id])))[0];
  }

  /** POST: a completed profile by hand (409 when already on the roster; a removed one is restored). */
  async function add(user: UserRow, campaignId: string, influencerId: string) {
    const { campaign } = await access.changeable(user, campaignId, 'influencers.invite');
    if (!(await roster.isCompletedInfluencer(influencerId))) throw validationFailed({ influencer_id: ['Choose an influencer with a completed profile.'] });
    const id = await roster.addManual(campaign.id, influencerId);
    if (!id) throw conflict('This influencer is already on the campaign\'s roster.', 'already_on_roster');
    return entry(campaign, id);
  }

  async function remove(user: UserRow, campaignId: string, rosterId: string) {
    const { campaign } = await access.changeable(user, campaignId, 'influencers.invite');
    const row = await roster.findOne(campaign.id, rosterId);
    if (!row) throw notFound();
    if (row.row.status === 'removed') return;
    if (!(await roster.remove(campaign.id, rosterId))) throw conflict('Only candidates can be removed; this influencer was invited already.', 'invalid_status');
  }

  /**
   * POST invite/: all or nothing, the influencers' notifications included (outbox); rows invited before are
   * reported, not re-invited (a retried request).
   */
  async function invite(user: UserRow, campaignId: string, body: RosterInviteBody) {
    const { campaign } = await access.changeable(user, campaignId, 'influencers.invite');
    assertEmailVerified(user, 'invite');
    const message = body.message?.trim() || null;
    if (message && message.length > marketplaceLimits.inviteMessageMax) throw validationFailed({ message: [mm.inviteMessageLength] });
    if (!isInvitingCampaignStatus(campaign.status)) throw conflict(mm.campaignNotInviting, 'invalid_status');
    const placements = await deps.campaigns.placementsOf([campaign.id]);
    const invitedAt = now();
    const alreadyInvited: string[] = [];
    const fundsAvailable = BigInt(await deps.fundsAvailable(campaign));
    const invitedIds = await roster.invite(campaign.id, body.roster_ids, async (rows, accounts, committed, pendingInvited) => {
      if (rows.length !== body.roster_ids.length) throw notFound('Some of these influencers are not on this campaign\'s roster.');
      const fresh = rows.filter((r) => {
        if (r.row.status === 'invited') alreadyInvited.push(r.row.id);
        return r.row.status !== 'invited';
      });
      const refused = fresh.filter((r) => r.row.status !== 'candidate');
      if (refused.length) throw conflict(`Only candidates can be invited: ${refused.map((r) => `${r.displayName} is ${r.row.status}`).join(', ')}.`, 'invalid_status');
      const offers = fresh.map((r) => ({ id: r.row.id, offer: offerFor(placements, followersByPlatform(accounts.filter((a) => a.influencerId === r.row.influencerId))) }));
      const neededCents = offers.reduce((sum, o) => sum + o.offer.amountCents, 0n);
      const budgetCents = toCents(campaign.budget);
      const leftCents = budgetCents === null ? null : budgetCents - (toCents(committed) ?? 0n);
      if (leftCents !== null && neededCents > leftCents) {
        throw validationFailed({ roster_ids: [mm.overBudget(fromCents(neededCents), fromCents(leftCents < 0n ? 0n : leftCents), campaign.currency)] }, mm.overBudget(fromCents(neededCents), fromCents(leftCents < 0n ? 0n : leftCents), campaign.currency));
      }
      // Funded money, not the budget, pays creators: invites may promise only what is funded and not yet promised
      // (an accepted offer is committed in the ledger; an open invite will be when accepted).
      const roomCents = fundsAvailable - (toCents(pendingInvited) ?? 0n);
      if (neededCents > roomCents) {
        const money = (cents: bigint) => formatMoney(fromCents(cents < 0n ? 0n : cents), campaign.currency);
        const text = paymentTexts.notEnoughFunds(money(neededCents), money(roomCents), money(neededCents - (roomCents < 0n ? 0n : roomCents)));
        throw validationFailed({ roster_ids: [text] }, text);
      }
      return offers.map((o) => ({ id: o.id, offeredAmount: o.offer.amount, offeredPlacements: o.offer.placements }));
    }, { message, invitedBy: user.id, invitedAt, expiresAt: inviteExpiresAt(invitedAt) }, (rows) => rows.flatMap((row) => [...notificationEvents([row.userId], {
      event: 'campaign.invite', eventKey: `invite:${row.id}`, type: 'info', title: n.invitedTitle,
      message: n.invited(campaign.name, campaign.currency, row.offeredAmount, inviteLifetimeDays, { start: campaign.startDate, end: campaign.endDate }),
      actionUrl: `/campaigns/invites/${row.id}`, actionLabel: n.viewInvite,
    }), inviteEmailEvent(row.id)]));
    if (invitedIds.length) {
      deps.outbox.kick();
      await deps.workflow.advance(campaign.id, 'start_outreach', user.id, `${invitedIds.length} invite(s) sent`);
    }
    const invited = await Promise.all(invitedIds.map((id) => roster.findOne(campaign.id, id)));
    return {
      invited: await views(invited.filter((r): r is RosterListRow => r !== null), placements),
      already_invited: alreadyInvited,
      budget: await budgetOf((await deps.campaigns.findById(campaign.id)) ?? campaign, await roster.committedTotal(campaign.id)),
    };
  }

  /**
   * Invites creators by influencer id (a directory selection, a shortlist, the shell's quick action; docs/directory.md):
   * adds the ones not on the roster as hand-picked candidates, then invites through `invite` above, so the budget,
   * funds and status rules are the roster's. Idempotent: those invited before are reported in already_invited, those
   * who answered an earlier invite (accepted, declined, expired) in skipped, and neither is invited again.
   */
  async function inviteInfluencers(user: UserRow, campaignId: string, body: { influencer_ids: string[]; message?: string | null }) {
    const { campaign } = await access.changeable(user, campaignId, 'influencers.invite');
    const ids = [...new Set(body.influencer_ids)];
    if (ids.length === 0) throw validationFailed({ influencer_ids: [dm.inviteNone] }, dm.inviteNone);
    if (ids.length > marketplaceLimits.bulkInviteMax) throw validationFailed({ influencer_ids: [dm.inviteTooMany] }, dm.inviteTooMany);
    if (!isInvitingCampaignStatus(campaign.status)) throw conflict(mm.campaignNotInviting, 'invalid_status');
    const findable = new Set(await roster.findableInfluencers(ids));
    if (ids.some((id) => !findable.has(id))) throw validationFailed({ influencer_ids: [dm.creatorNotFound] }, dm.creatorNotFound);
    const existing = new Map((await roster.rowsOfInfluencers(campaign.id, ids)).map((row) => [row.influencerId, row]));
    const rosterIds: string[] = [];
    const skipped: string[] = [];
    for (const id of ids) {
      const row = existing.get(id);
      if (row && (row.status === 'candidate' || row.status === 'invited')) rosterIds.push(row.id);
      else if (row && row.status !== 'removed') skipped.push(id);
      else {
        const added = await roster.addManual(campaign.id, id);
        if (added) rosterIds.push(added);
      }
    }
    if (rosterIds.length === 0) {
      return { invited: [], already_invited: [], skipped, budget: await budgetOf(campaign, await roster.committedTotal(campaign.id)) };
    }
    return { ...(await invite(user, campaignId, { roster_ids: rosterIds, message: body.message ?? null })), skipped };
  }

  /** What an invite would offer each creator now, and the budget left (the quick action's preview). */
  async function offerPreview(user: UserRow, campaignId: string, influencerIds: string[]) {
    const { campaign } = await access.changeable(user, campaignId, 'influencers.view');
    const placements = await deps.campaigns.placementsOf([campaign.id]);
    const accounts = await roster.accountsOf(influencerIds);
    const offers = influencerIds.map((id) => {
      const offer = offerFor(placements, followersByPlatform(accounts.filter((a) => a.influencerId === id)));
      return { influencer_id: id, amount: offer.amount, cents: offer.amountCents };
    });
    const total = offers.reduce((sum, o) => sum + o.cents, 0n);
    return {
      offers: offers.map(({ influencer_id, amount }) => ({ influencer_id, amount })),
      total: fromCents(total),
      budget: await budgetOf(campaign, await roster.committedTotal(campaign.id)),
    };
  }

  return { list, budget, add, remove, invite, entry, inviteInfluencers, offerPreview };
}

export type CampaignRosterService = ReturnType<typeof createCampaignRosterService>;
