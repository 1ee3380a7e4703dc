import { placementTypeInfo, type PlacementType } from '../../../src/domain/campaigns/campaign-options';
import { isInvitingCampaignStatus } from '../../../src/domain/marketplace/invite-status';
import type { InviteRecord } from '../repositories/invites.repository';
import type { CampaignInviteDetailView, CampaignInviteView } from '../routes/api/v1/influencers/campaign-invites.schema';
import type { CollateralFileView } from './campaign-collateral.service';

const iso = (date: Date | null) => date?.toISOString() ?? null;

/** A list item of GET influencers/campaign-invites/. */
export function toInviteView({ invite, campaign, brand }: InviteRecord): CampaignInviteView {
  return {
    id: invite.id,
    status: invite.status as CampaignInviteView['status'],
    campaign: {
      id: campaign.id,
      name: campaign.name,
      description: campaign.description,
      brand: { id: brand.id, name: brand.name, logo_url: brand.logoUrl },
      objective: campaign.objective,
      start_date: campaign.startDate,
      end_date: campaign.endDate,
      currency: campaign.currency,
      platforms: campaign.platforms as CampaignInviteView['campaign']['platforms'],
    },
    offered_amount: invite.offeredAmount,
    offered_placements: (invite.offeredPlacements ?? []).map((p) => ({ ...p, type: p.type as PlacementType })),
    message: invite.message,
    invited_at: iso(invite.invitedAt),
    expires_at: iso(invite.expiresAt),
    responded_at: iso(invite.respondedAt),
  };
}

/**
 * GET influencers/campaign-invites/{id}/: the list item plus the brief (with the attached `files`, which the caller
 * passes only while the invite is open or accepted), the placements with deadlines and the answer.
 */
export function toInviteDetailView(record: InviteRecord, files: CollateralFileView[], now: Date = new Date()): CampaignInviteDetailView {
  const { invite, campaign } = record;
  const collateral = campaign.collateral;
  const application = invite.status === 'accepted' ? invite.application ?? null : null;
  return {
    ...toInviteView(record),
    brief: {
      description: campaign.description,
      guidelines: collateral?.guidelines ?? '',
      talking_points: collateral?.talking_points ?? [],
      dos: collateral?.dos ?? [],
      donts: collateral?.donts ?? [],
      links: collateral?.links ?? [],
      files,
    },
    placements: (invite.offeredPlacements ?? []).map((p) => ({
      ...p,
      type: p.type as PlacementType,
      platform: placementTypeInfo[p.type as PlacementType]?.platform ?? null,
      deadline: campaign.endDate,
      expected_delivery_date: application?.expected_delivery_date ?? null,
    })),
    application: application
      ? {
          proposed_content: application.proposed_content,
          previous_work: application.previous_work ?? [],
          expected_delivery_date: application.expected_delivery_date,
          requested_compensation: String(application.requested_compensation),
          additional_notes: application.additional_notes ?? '',
          agreed_to_terms: application.agreed_to_terms,
        }
      : null,
    decline_reason: invite.status === 'declined' ? invite.declineReason : null,
    can_answer: invite.status === 'invited' && (invite.expiresAt === null || invite.expiresAt > now) && isInvitingCampaignStatus(record.campaign.status),
  };
}
