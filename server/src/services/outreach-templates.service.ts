import { hasTeamPermission } from '../../../src/domain/brands/team-permissions';
import {
  defaultOutreachTemplate, outreachMergeFieldNames, outreachMergeFields, renderOutreachTemplate, validateOutreachTemplate, type OutreachTemplate,
} from '../../../src/domain/outreach/outreach-template';
import { inviteExpiresAt } from '../../../src/domain/marketplace/invite-status';
import { outreachEmailTexts } from '../../../src/domain/outreach/outreach-email.texts';
import type { UserRow } from '../db/schema/users.schema';
import { permissionDenied, validationFailed } from '../plugins/api-error';
import type { BrandsRepository } from '../repositories/brands.repository';
import type { OutreachEmailRepository } from '../repositories/outreach-email.repository';
import type { CampaignAccess } from './campaign-access';
import type { CampaignRosterService } from './campaign-roster.service';
import { inviteLinkPath, mergeValues, textToHtml } from './outreach-email';

export const outreachTemplateTexts = {
  cannotEdit: 'Only team members who may invite influencers can change the invitation e-mail.',
} as const;

/** The sample invitee of a preview without one chosen. */
const sampleInvitee = { displayName: 'Asha Sharma', offeredAmount: '25000.00', message: 'We love your travel videos and would like you on board.' };

/**
 * A campaign's invite e-mail template (docs/outreach-email.md "Templates"): read by its members, changed and
 * previewed by those who may invite influencers (influencers.invite). Unknown merge fields are refused (400).
 */
export function createOutreachTemplatesService(deps: {
  repository: OutreachEmailRepository;
  access: CampaignAccess;
  brands: Pick<BrandsRepository, 'findById'>;
  roster: Pick<CampaignRosterService, 'entry'>;
  publicUrl: string;
}) {
  const { repository, access } = deps;

  const fields = outreachMergeFieldNames.map((name) => ({ name, description: outreachMergeFields[name] }));

  async function view(campaignId: string) {
    const own = await repository.template(campaignId);
    return {
      subject: own?.subject ?? defaultOutreachTemplate.subject,
      body: own?.body ?? defaultOutreachTemplate.body,
      is_default: !own,
      updated_at: own?.updatedAt.toISOString() ?? null,
      default_subject: defaultOutreachTemplate.subject,
      default_body: defaultOutreachTemplate.body,
      merge_fields: fields,
    };
  }

  async function editable(user: UserRow, campaignId: string) {
    const found = await access.visible(user, campaignId);
    if (!hasTeamPermission(found.member, 'influencers.invite')) throw permissionDenied(outreachTemplateTexts.cannotEdit);
    return found;
  }

  function checked(body: { subject: string; body: string }): OutreachTemplate {
    const template = { subject: body.subject, body: body.body.replace(/\r\n/g, '\n') };
    const errors = validateOutreachTemplate(template);
    if (Object.keys(errors).length) throw validationFailed(errors as Record<string, string[]>, Object.values(errors).flat()[0]);
    return template;
  }

  async function get(user: UserRow, campaignId: string) {
    await access.visible(user, campaignId);
    return view(campaignId);
  }

  async function save(user: UserRow, campaignId: string, body: { subject: string; body: string }) {
    await editable(user, campaignId);
    await repository.saveTemplate(campaignId, checked(body), user.id);
    return view(campaignId);
  }

  async function reset(user: UserRow, campaignId: string) {
    await editable(user, campaignId);
    await repository.deleteTemplate(campaignId);
    return view(campaignId);
  }

  /** The e-mail as `roster_id` (a row of this campaign's roster) would get it, or as a sample invitee would. */
  async function preview(user: UserRow, campaignId: string, body: { subject: string; body: string; roster_id?: string | null }) {
    const { campaign } = await editable(user, campaignId);
    const template = checked(body);
    const brand = await deps.brands.findById(campaign.brandId);
    const entry = body.roster_id ? await deps.roster.entry(campaign, body.roster_id) : null;
    const now = new Date();
    const values = mergeValues({
      record: {
        campaign,
        brand: { id: campaign.brandId, name: brand?.name ?? '', logoUrl: null },
        influencer: { userId: '', displayName: entry?.display_name ?? sampleInvitee.displayName },
      },
      offeredAmount: entry ? (entry.offered_amount ?? entry.projected_amount) : sampleInvitee.offeredAmount,
      message: entry ? (entry.message ?? '') : sampleInvitee.message,
      expiresAt: entry?.expires_at ? new Date(entry.expires_at) : inviteExpiresAt(now),
      inviteLink: `${deps.publicUrl.replace(/\/$/, '')}${inviteLinkPath(entry?.id ?? 'preview')}`,
      now,
    });
    const rendered = renderOutreachTemplate(template, values);
    const text = `${rendered.body}\n\n--\n${outreachEmailTexts.footer(brand?.name ?? '')}`;
    return { subject: rendered.subject, text, html: textToHtml(text), roster_id: entry?.id ?? null, influencer_name: values.influencer_name };
  }

  return { get, save, reset, preview };
}

export type OutreachTemplatesService = ReturnType<typeof createOutreachTemplatesService>;
