import * as yup from 'yup';
import { categories, languages } from '../constants';
import { problemsOf } from '../validation/schema-problems';
import { cpmBases } from '../analytics/analytics-rules';
import { brandingPositions, campaignObjectives, campaignPricingTypes, currencies, placementPricingTypes, placementTypes, platforms } from './campaign-options';
import { isAmount } from './campaign-money';
import { campaignLimits as l, campaignMessages as m } from './campaign.texts';

const text = () => yup.string().transform((value: unknown) => (typeof value === 'string' ? value.trim() : value));
const amount = (message: string) => yup.mixed<string>().test('amount', message, (value) => value === null || value === undefined || isAmount(value))
  .transform((value: unknown) => (typeof value === 'number' ? String(value) : typeof value === 'string' ? value.trim() : value));

/** A real calendar day written YYYY-MM-DD. */
export function isIsoDate(value: unknown): value is string {
  if (typeof value !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
}
const day = () => yup.string().nullable().test('date', m.dateInvalid, (value) => value === null || value === undefined || isIsoDate(value));

const httpUrl = /^https?:\/\/[^\s/$.?#][^\s]*$/i;
/** youtube.com/watch?v=ID (www., m., music.) or youtu.be/ID, http(s). */
export function isYoutubeVideoUrl(value: unknown): boolean {
  if (typeof value !== 'string') return false;
  try {
    const url = new URL(value.trim());
    if (url.protocol !== 'https:' && url.protocol !== 'http:') return false;
    const id = /^[A-Za-z0-9_-]{11}$/;
    if (url.hostname === 'youtu.be') return id.test(url.pathname.slice(1));
    return /^((www|m|music)\.)?youtube\.com$/.test(url.hostname) && url.pathname === '/watch' && id.test(url.searchParams.get('v') ?? '');
  } catch {
    return false;
  }
}

const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const items = (max: number, what: string) =>
  yup.array(text().max(l.collateralItemMax, m.itemLength).required()).max(max, m.tooMany(what, max));

export const placementSchema = yup.object({
  type: yup.string().oneOf([...placementTypes], m.placementTypeInvalid).required(m.placementTypeInvalid),
  quantity: yup.number().typeError(m.quantityRange).integer(m.quantityRange).min(l.placementQuantityMin, m.quantityRange)
    .max(l.placementQuantityMax, m.quantityRange).required(m.quantityRange),
  pricing_type: yup.string().oneOf([...campaignPricingTypes], m.pricingTypeInvalid).required(m.pricingTypeInvalid),
  rate: amount(m.rateInvalid).required(m.rateInvalid),
  view_cap: yup.number().typeError(m.viewCapInvalid).integer(m.viewCapInvalid).min(1, m.viewCapInvalid).max(l.viewCapMax, m.viewCapInvalid)
    .nullable().test('cpm-only', m.viewCapFixed, function check(value) {
      return value === null || value === undefined || this.parent.pricing_type !== 'fixed';
    }),
  video_url: text().nullable().test('youtube', m.videoUrlInvalid, (value) => !value || isYoutubeVideoUrl(value)),
  position: yup.string().nullable().oneOf([...brandingPositions, null], m.positionInvalid),
});

export const influencerCriteriaSchema = yup.object({
  platforms: yup.array(yup.string().oneOf([...platforms], m.platformInvalid).required()).default([]),
  min_followers: yup.number().typeError(m.followersInvalid).integer(m.followersInvalid).min(0, m.followersInvalid).max(l.followersMax, m.followersInvalid).nullable(),
  max_followers: yup.number().typeError(m.followersInvalid).integer(m.followersInvalid).min(0, m.followersInvalid).max(l.followersMax, m.followersInvalid).nullable()
    .test('range', m.followersRange, function check(value) {
      const min = this.parent.min_followers as number | null | undefined;
      return value === null || value === undefined || min === null || min === undefined || min <= value;
    }),
  min_engagement: yup.number().typeError(m.engagementRange).min(0, m.engagementRange).max(100, m.engagementRange).nullable(),
});

export const collateralSchema = yup.object({
  guidelines: text().max(l.guidelinesMax, m.guidelinesLength).default(''),
  talking_points: items(l.talkingPointsMax, 'talking points').default([]),
  dos: items(l.dosDontsMax, "do's").default([]),
  donts: items(l.dosDontsMax, "don'ts").default([]),
  links: yup.array(text().matches(httpUrl, m.linkInvalid).max(2048, m.linkInvalid).required()).max(l.linksMax, m.tooMany('links', l.linksMax)).default([]),
  asset_ids: yup.array(yup.string().matches(uuid, m.assetInvalid).required()).max(l.assetsMax, m.tooMany('files', l.assetsMax)).default([]),
});

/** Every field of a campaign as the API writes it; a draft may leave everything but the name empty. */
export const campaignFields = {
  name: text().required(m.nameRequired).test('length', m.nameLength, (value) => !value || (value.length >= l.nameMin && value.length <= l.nameMax)),
  description: text().nullable().test('length', m.descriptionLength, (value) => !value || (value.length >= l.descriptionMin && value.length <= l.descriptionMax)),
  objective: yup.string().nullable().oneOf([...campaignObjectives, null], m.objectiveInvalid),
  start_date: day(),
  end_date: day().test('after-start', m.endBeforeStart, function check(value) {
    const start = this.parent.start_date as unknown;
    return !isIsoDate(value) || !isIsoDate(start) || value > start;
  }),
  budget: amount(m.budgetInvalid).nullable(),
  currency: yup.string().oneOf([...currencies], m.currencyInvalid),
  placement_pricing: yup.string().oneOf([...placementPricingTypes], m.placementPricingInvalid),
  cpm_basis: yup.string().oneOf([...cpmBases], m.cpmBasisInvalid),
  target_categories: yup.array(yup.string().oneOf([...categories], m.categoryUnknown).required()).max(l.targetsMax, m.tooMany('categories', l.targetsMax)),
  target_languages: yup.array(yup.string().oneOf([...languages], m.languageUnknown).required()).max(l.targetsMax, m.tooMany('languages', l.targetsMax)),
  target_locations: yup.array(text().min(2, m.locationLength).max(l.locationMax, m.locationLength).required()).max(l.targetsMax, m.tooMany('locations', l.targetsMax)),
  influencer_criteria: influencerCriteriaSchema.default(undefined),
  collateral: collateralSchema.default(undefined),
  placements: yup.array(placementSchema.required()).max(l.placementsMax, m.tooMany('placements', l.placementsMax)),
};

export const campaignSchema = yup.object(campaignFields);
export type CampaignValues = yup.InferType<typeof campaignSchema>;
export type PlacementValues = yup.InferType<typeof placementSchema>;

/** yup paths as API paths: `placements[0].rate` -> `placements.0.rate`; a bad item of a plain list reports on the list. */
export const campaignPathToApi = (path: string) => path.replace(/\[\d+\]$/, '').replace(/\[(\d+)\]/g, '.$1');

/** Every problem of `values` by API path; empty when valid. */
export function campaignProblems(values: unknown, schema: yup.AnySchema = campaignSchema): Record<string, string[]> {
  try {
    schema.validateSync(values, { abortEarly: false });
    return {};
  } catch (error) {
    if (!(error instanceof yup.ValidationError)) throw error;
    return problemsOf(error, campaignPathToApi);
  }
}

/** The values trimmed and with defaults filled in; call after `campaignProblems` found nothing. */
export const cleanCampaign = <T>(values: T, schema: yup.AnySchema = campaignSchema): T =>
  schema.validateSync(values, { abortEarly: false, stripUnknown: true }) as T;
