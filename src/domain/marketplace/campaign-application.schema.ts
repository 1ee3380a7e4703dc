import * as yup from 'yup';
import { isIsoDate } from '../campaigns/campaign.schema';
import { isAmount } from '../campaigns/campaign-money';
import { schemaProblems } from '../validation/schema-problems';
import { marketplaceLimits as l, marketplaceMessages as m } from './marketplace.texts';

const text = () => yup.string().transform((value: unknown) => (typeof value === 'string' ? value.trim() : value));
const httpUrl = /^https?:\/\/[^\s/$.?#][^\s]*$/i;

/** Today as YYYY-MM-DD in UTC: a delivery date must be after it. */
const todayIso = () => new Date().toISOString().slice(0, 10);

/** SPEC §3's campaign application with SPEC §5's rules (POST influencers/campaign-invites/{id}/accept/). */
export const campaignApplicationSchema = yup.object({
  proposed_content: text().required(m.proposalRequired).min(l.proposalMin, m.proposalLength).max(l.proposalMax, m.proposalLength),
  previous_work: yup
    .array(text().required(m.previousWorkUrl).matches(httpUrl, m.previousWorkUrl))
    .max(l.previousWorkMax, m.previousWorkTooMany)
    .default([]),
  expected_delivery_date: yup
    .string()
    .required(m.deliveryDateRequired)
    .test('date', m.deliveryDateRequired, (value) => isIsoDate(value))
    .test('future', m.deliveryDateFuture, (value) => !isIsoDate(value) || value > todayIso()),
  requested_compensation: yup
    .mixed<string>()
    .transform((value: unknown) => (typeof value === 'number' ? String(value) : typeof value === 'string' ? value.trim() : value))
    .required(m.compensationInvalid)
    .test('amount', m.compensationInvalid, (value) => isAmount(value)),
  additional_notes: text().max(l.notesMax, m.notesLength).default(''),
  agreed_to_terms: yup.boolean().required(m.mustAgreeToTerms).oneOf([true], m.mustAgreeToTerms),
});
export type CampaignApplicationValues = yup.InferType<typeof campaignApplicationSchema>;

export const declineInviteSchema = yup.object({
  reason: text().required(m.declineReasonLength).min(l.declineReasonMin, m.declineReasonLength).max(l.declineReasonMax, m.declineReasonLength),
});
export type DeclineInviteValues = yup.InferType<typeof declineInviteSchema>;

/** Reasons of reject, dispute, respond and the operator's decision. */
export const verificationReasonSchema = yup.object({
  reason: text().required(m.reasonLength).min(l.reasonMin, m.reasonLength).max(l.reasonMax, m.reasonLength),
});

export const applicationProblems = (values: unknown) => schemaProblems(campaignApplicationSchema, values);
