/**
 * Outreach e-mail templates (docs/outreach-email.md "Templates"): the invite e-mail a brand sends an influencer,
 * editable per campaign, with {{merge_fields}} the server fills in for each invitee. Shared by the SPA (the editor's
 * hints and checks) and the server (validation, preview, rendering), so both refuse the same templates.
 */
import { formatNumber } from '../format/display-format';

export const outreachMergeFields = {
  influencer_name: "The influencer's display name.",
  brand_name: "Your brand's name.",
  campaign_name: "The campaign's name.",
  campaign_dates: "The campaign's dates, e.g. 1 Dec 2026 – 31 Dec 2026 (empty when none are set).",
  brief: "The campaign's description (the brief).",
  offer: 'The amount offered to this influencer, e.g. ₹52,000.',
  brand_message: 'The message written when inviting (empty when none).',
  invite_link: 'The link to the invite, where the influencer accepts or declines.',
  expires_on: 'The day the invite expires, e.g. 4 Dec 2026.',
  days_left: 'Days the influencer has to answer, e.g. 7.',
} as const;

export type OutreachMergeField = keyof typeof outreachMergeFields;
export const outreachMergeFieldNames = Object.keys(outreachMergeFields) as OutreachMergeField[];
export type OutreachMergeValues = Record<OutreachMergeField, string>;

export interface OutreachTemplate {
  subject: string;
  body: string;
}

export const outreachTemplateLimits = { subjectMax: 200, bodyMax: 5_000 } as const;

/**
 * Used until the brand saves its own. The first paragraph is the invite notification's sentence, word for word
 * (the notification and the e-mail say the same).
 */
export const defaultOutreachTemplate: OutreachTemplate = {
  subject: '{{brand_name}} invites you to "{{campaign_name}}"',
  body: [
    'You are invited to "{{campaign_name}}" ({{campaign_dates}}) for {{offer}}. Answer within {{days_left}} days.',
    'Hi {{influencer_name}},',
    '{{brand_message}}',
    'About the campaign: {{brief}}',
    'See the invite and answer by {{expires_on}}: {{invite_link}}',
    '{{brand_name}}',
  ].join('\n\n'),
};

const fieldPattern = /\{\{\s*([^{}]*?)\s*\}\}/g;

export const outreachTemplateMessages = {
  unknownFields: (names: string[]) =>
    `Unknown merge field${names.length === 1 ? '' : 's'}: ${names.map((name) => `{{${name}}}`).join(', ')}. Use only ${outreachMergeFieldNames.map((name) => `{{${name}}}`).join(', ')}.`,
  subjectRequired: 'Enter a subject.',
  subjectLength: `Keep the subject to ${outreachTemplateLimits.subjectMax} characters.`,
  subjectOneLine: 'The subject must be one line.',
  bodyRequired: 'Enter the e-mail text.',
  bodyLength: `Keep the e-mail text to ${formatNumber(outreachTemplateLimits.bodyMax)} characters.`,
  bodyNeedsLink: 'The e-mail text must contain {{invite_link}}, so the influencer can open the invite.',
  unbalanced: 'A merge field is not closed: write it as {{field_name}}.',
} as const;

/** The merge field names used in `text`, in order of first use. */
export function mergeFieldsIn(text: string): string[] {
  const names: string[] = [];
  for (const match of text.matchAll(fieldPattern)) if (!names.includes(match[1]!)) names.push(match[1]!);
  return names;
}

/** Unknown field names in `text` (an empty list when every {{field}} is known). */
export const unknownMergeFields = (text: string) =>
  mergeFieldsIn(text).filter((name) => !(outreachMergeFieldNames as string[]).includes(name));

/** True when braces are left over once every {{field}} is taken out ("{{brand_name}" or "{{ name"). */
const hasLooseBraces = (text: string) => /\{\{|\}\}/.test(text.replace(fieldPattern, ''));

/** Problems per field ({subject?, body?}), in the API's validation-error shape; empty when the template is fine. */
export function validateOutreachTemplate(template: OutreachTemplate): Partial<Record<keyof OutreachTemplate, string[]>> {
  const m = outreachTemplateMessages;
  const errors: Partial<Record<keyof OutreachTemplate, string[]>> = {};
  const add = (field: keyof OutreachTemplate, message: string) => {
    (errors[field] ??= []).push(message);
  };
  const subject = template.subject.trim();
  if (!subject) add('subject', m.subjectRequired);
  if (template.subject.length > outreachTemplateLimits.subjectMax) add('subject', m.subjectLength);
  if (/[\r\n]/.test(template.subject)) add('subject', m.subjectOneLine);
  if (!template.body.trim()) add('body', m.bodyRequired);
  if (template.body.length > outreachTemplateLimits.bodyMax) add('body', m.bodyLength);
  for (const field of ['subject', 'body'] as const) {
    const unknown = unknownMergeFields(template[field]);
    if (unknown.length) add(field, m.unknownFields(unknown));
    if (hasLooseBraces(template[field])) add(field, m.unbalanced);
  }
  if (template.body.trim() && !mergeFieldsIn(template.body).includes('invite_link')) add('body', m.bodyNeedsLink);
  return errors;
}

/**
 * Fills in the merge fields. A paragraph whose merge fields are all empty (no brand message, no brief) is dropped,
 * and an empty "()" left by missing dates is removed, so the e-mail never shows holes.
 */
export function renderOutreachText(text: string, values: OutreachMergeValues): string {
  return text
    .split(/\n{2,}/)
    .map((paragraph) => {
      const fields = mergeFieldsIn(paragraph);
      const filled = paragraph.replace(fieldPattern, (_all, name: string) => values[name as OutreachMergeField] ?? '');
      const allEmpty = fields.length > 0 && fields.every((name) => !(values[name as OutreachMergeField] ?? '').trim());
      return allEmpty ? null : filled.replace(/ \(\)/g, '');
    })
    .filter((paragraph): paragraph is string => paragraph !== null)
    .join('\n\n')
    .trim();
}

export function renderOutreachTemplate(template: OutreachTemplate, values: OutreachMergeValues): OutreachTemplate {
  return { subject: renderOutreachText(template.subject, values).replace(/\s+/g, ' '), body: renderOutreachText(template.body, values) };
}
