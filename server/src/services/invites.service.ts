import { fromCents, toCents } from '../../../src/domain/campaigns/campaign-money';
import { campaignApplicationSchema, declineInviteSchema } from '../../../src/domain/marketplace/campaign-application.schema';
import { influencerVisibleInviteStatuses, isInvitingCampaignStatus } from '../../../src/domain/marketplace/invite-status';
import { canSeeCollateral } from '../../../src/domain/campaigns/campaign-collateral';
import { inviteCallMessages, inviteNotificationTexts as n } from '../../../src/domain/marketplace/invite-notifications.texts';
import { marketplaceMessages as m } from '../../../src/domain/marketplace/marketplace.texts';
import type { UserRow } from '../db/schema/users.schema';
import { ApiError, conflict, notFound, permissionDenied } from '../plugins/api-error';
import { paymentTexts } from '../../../src/domain/payments/payment.texts';
import type { Database } from '../db/database';
import { LedgerInsufficientBalanceError } from '../repositories/ledger.repository';
import { parseOrdering } from '../plugins/pagination';
import { validateOrThrow } from '../plugins/yup-validation';
import type { InviteRecord, InvitesRepository } from '../repositories/invites.repository';
import type { CampaignInviteListQueryValue } from '../routes/api/v1/influencers/campaign-invites.schema';
import type { CampaignWorkflowService } from './campaign-workflow.service';
import { brandCampaignLink, influencerName, type InviteExpiryService } from './invite-expiry.service';
import type { CampaignCollateralService } from './campaign-collateral.service';
import { toInviteDetailView, toInviteView } from './invite-view';
import { notificationEvents } from './notification-outbox';
import type { OutboxKick } from './outbox.service';

/** The influencer's side of invites (docs/marketplace.md "Invites"): list, details, accept with an application, decline. */
export function createInvitesService(deps: {
  invites: InvitesRepository;
  expiry: Pick<InviteExpiryService, 'expireIfDue'>;
  workflow: Pick<CampaignWorkflowService, 'advance'>;
  outbox: OutboxKick;
  collateralFiles: CampaignCollateralService['filesOf'];
  /** Commits an accepted offer from the campaign's escrow inside the acceptance's transaction (money-movements). */
  commitAcceptance: (tx: Database, input: { brandId: string; campaignId: string; placementId: string; currency: string; amountMinor: number }) => Promise<unknown>;
}) {
  const { invites, expiry, outbox } = deps;

  /** The detail view; the campaign's files only while the invite is open or accepted (the download's own rule). */
  async function detailView(record: InviteRecord, now = new Date()) {
    const files = canSeeCollateral(record.invite.status) ? await deps.collateralFiles(record.campaign) : [];
    return toInviteDetailView(record, files, now);
  }

  /** The caller's influencer profile id; null when they have none yet (nothing was sent to them). */
  async function influencerOf(user: UserRow): Promise<string | null> {
    return user.persona === 'influencer' ? invites.influencerIdOf(user.id) : null;
  }

  async function list(user: UserRow, query: CampaignInviteListQueryValue, offset: number) {
    if (user.persona !== 'influencer') throw permissionDenied(inviteCallMessages.influencersOnly);
    const influencerId = await influencerOf(user);
    if (!influencerId) return { count: 0, results: [] };
    const filter = {
      statuses: query.status ? [query.status] : influencerVisibleInviteStatuses,
      platform: query.platform,
      search: query.search?.trim() || undefined,
    };
    const { count, rows } = await invites.pageForInfluencer(influencerId, filter, parseOrdering(query.ordering), offset, query.page_size);
    return { count, results: rows.map(toInviteView) };
  }

  /** The caller's invite, or 404 for anything else: another's invite, a roster row never sent, a brand caller. */
  async function own(user: UserRow, id: string): Promise<{ record: InviteRecord; influencerId: string }> {
    const influencerId = await influencerOf(user);
    const record = influencerId ? await invites.findForInfluencer(id, influencerId) : null;
    if (!record || !influencerId) throw notFound();
    return { record, influencerId };
  }

  async function get(user: UserRow, id: string) {
    return detailView((await own(user, id)).record);
  }

  /** 409 unless the invite can still be answered; an unanswered invite past its deadline is marked expired first. */
  async function requireOpen(record: InviteRecord, now: Date): Promise<void> {
    const { invite } = record;
    if (invite.status === 'expired') throw conflict(m.inviteExpired, 'invite_expired');
    if (invite.status !== 'invited') throw conflict(m.inviteAlreadyAnswered, 'invite_answered');
    if (invite.expiresAt && invite.expiresAt <= now) {
      await expiry.expireIfDue([invite.id], now);
      throw conflict(m.inviteExpired, 'invite_expired');
    }
    if (!isInvitingCampaignStatus(record.campaign.status)) throw conflict(m.campaignNotAnswerable, 'invalid_status');
  }

  /** After a lost compare-and-set: say why, from the row as it is now. */
  async function refused(user: UserRow, id: string, now: Date): Promise<never> {
    await requireOpen((await own(user, id)).record, now);
    throw conflict(m.inviteAlreadyAnswered, 'invite_answered');
  }

  /** The brand's admins and managers told about an answer (outbox events, written with the answer). */
  async function brandEvents(record: InviteRecord, event: string, title: string, message: string, type: 'success' | 'info') {
    return notificationEvents(await invites.brandManagerIds(record.brand.id), {
      event, eventKey: `${event}:${record.invite.id}`, type, title, message, actionUrl: brandCampaignLink(record), actionLabel: n.viewCampaign,
    });
  }

  /**
   * POST .../accept/: stores the application and the brand's notifications in one transaction. A second accept (a
   * retry after success included) is 409: the answer is final. The first acceptance of a campaign moves it to active.
   */
  async function accept(user: UserRow, id: string, body: unknown) {
    const now = new Date();
    const { record, influencerId } = await own(user, id);
    await requireOpen(record, now);
    const values = validateOrThrow(campaignApplicationSchema, body ?? {});
    const application = { ...values, requested_compensation: fromCents(toCents(values.requested_compensation) ?? 0n) };
    const events = await brandEvents(record, 'invite.accepted', n.acceptedTitle, n.accepted(influencerName(record), record.campaign.name), 'success');
    // The offer is committed from the campaign's funded escrow in the acceptance's own transaction: the acceptance and
    // the money set aside for it happen together or not at all (docs/payments.md "Invites and acceptances").
    const offerCents = toCents(record.invite.offeredAmount) ?? 0n;
    let saved;
    try {
      saved = await invites.answer(id, influencerId, now, { status: 'accepted', application }, events, offerCents > 0n
        ? (tx) => deps.commitAcceptance(tx, {
          brandId: record.campaign.brandId, campaignId: record.campaign.id, placementId: id, currency: record.campaign.currency, amountMinor: Number(offerCents),
        })
        : undefined);
    } catch (error) {
      if (error instanceof LedgerInsufficientBalanceError) throw new ApiError(409, 'insufficient_funds', paymentTexts.acceptUnfunded);
      throw error;
    }
    if (!saved) return refused(user, id, now);
    outbox.kick();
    const updated = { ...record, invite: saved };
    await deps.workflow.advance(record.campaign.id, 'activate', user.id);
    return detailView(updated, now);
  }

  /** POST .../decline/ with a reason the brand is told. */
  async function decline(user: UserRow, id: string, body: unknown) {
    const now = new Date();
    const { record, influencerId } = await own(user, id);
    await requireOpen(record, now);
    const { reason } = validateOrThrow(declineInviteSchema, body ?? {});
    const events = await brandEvents(record, 'invite.declined', n.declinedTitle, n.declined(influencerName(record), record.campaign.name, reason), 'info');
    const saved = await invites.answer(id, influencerId, now, { status: 'declined', declineReason: reason }, events);
    if (!saved) return refused(user, id, now);
    outbox.kick();
    const updated = { ...record, invite: saved };
    return detailView(updated, now);
  }

  return { list, get, accept, decline };
}

export type InvitesService = ReturnType<typeof createInvitesService>;
