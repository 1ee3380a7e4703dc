import { Type } from '@sinclair/typebox';
import { outreachMergeFieldNames, outreachTemplateLimits } from '../../../../../../src/domain/outreach/outreach-template';
import { Nullable, ref, StringEnum } from '../shared.schema';

/** A campaign's invite e-mail template (docs/outreach-email.md "Templates"). Rules: src/domain/outreach/outreach-template.ts. */
export const EmailMergeField = Type.Object({
  name: StringEnum(outreachMergeFieldNames),
  description: Type.String(),
}, { $id: 'EmailMergeField', additionalProperties: false });

export const CampaignEmailTemplate = Type.Object({
  subject: Type.String(),
  body: Type.String({ description: 'Plain text; paragraphs separated by a blank line; {{merge_fields}}.' }),
  is_default: Type.Boolean({ description: 'No template of its own: the default is used.' }),
  updated_at: Nullable(Type.String({ format: 'date-time' })),
  default_subject: Type.String(),
  default_body: Type.String(),
  merge_fields: Type.Array(ref(EmailMergeField)),
}, { $id: 'CampaignEmailTemplate', additionalProperties: false });

// Lengths are checked by the shared rules (400 with the field's message); these limits only bound the request.
export const CampaignEmailTemplateUpdate = Type.Object({
  subject: Type.String({ maxLength: outreachTemplateLimits.subjectMax * 2, description: `At most ${outreachTemplateLimits.subjectMax} characters, one line.` }),
  body: Type.String({ maxLength: outreachTemplateLimits.bodyMax * 2, description: `At most ${outreachTemplateLimits.bodyMax} characters; must contain {{invite_link}}.` }),
}, { $id: 'CampaignEmailTemplateUpdate', additionalProperties: false });

export const CampaignEmailPreviewRequest = Type.Object({
  subject: Type.String({ maxLength: outreachTemplateLimits.subjectMax * 2 }),
  body: Type.String({ maxLength: outreachTemplateLimits.bodyMax * 2 }),
  roster_id: Type.Optional(Nullable(Type.String({ format: 'uuid', description: "A row of the campaign's roster; none: a sample invitee." }))),
}, { $id: 'CampaignEmailPreviewRequest', additionalProperties: false });

export const CampaignEmailPreview = Type.Object({
  subject: Type.String(),
  text: Type.String({ description: 'The e-mail text as the invitee would get it (tracking links shown as plain links).' }),
  html: Type.String(),
  roster_id: Nullable(Type.String({ format: 'uuid' })),
  influencer_name: Type.String(),
}, { $id: 'CampaignEmailPreview', additionalProperties: false });

export const campaignEmailTemplateComponents = [EmailMergeField, CampaignEmailTemplate, CampaignEmailTemplateUpdate, CampaignEmailPreviewRequest, CampaignEmailPreview];
