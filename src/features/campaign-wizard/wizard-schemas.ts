import * as yup from 'yup';
import { isAmount } from '../../domain/campaigns/campaign-money';
import { campaignObjectives, currencies, isoDate, placementPricingTypes } from '../../domain/campaigns/campaign-options';
import { campaignFields, collateralSchema as domainCollateralSchema, influencerCriteriaSchema, isIsoDate, placementSchema } from '../../domain/campaigns/campaign.schema';
import { campaignMessages as m } from '../../domain/campaigns/campaign.texts';
import { wizardTexts as t } from './wizard-texts';

/** Form text boxes hold '' when blank; the domain rules expect null. */
const blankToNull = (value: unknown, original: unknown) => (original === '' ? null : value);
type OptionalNumber = yup.NumberSchema<number | null | undefined>;
const number = (schema: unknown) => (schema as OptionalNumber).transform(blankToNull).nullable();
const requiredDay = () => yup.string().required(t.required).test('date', m.dateInvalid, (value) => isIsoDate(value));

/**
 * Campaign Details: the domain rules, plus what publishing needs (description, objective, dates, budget), checked
 * here so a step is never left with data that would stop the campaign from being published later.
 */
export const generalSchema = yup.object({
  name: campaignFields.name,
  description: yup.string().trim().required(t.required).min(10, m.descriptionLength).max(500, m.descriptionLength),
  objective: yup.string().required(t.required).oneOf([...campaignObjectives], m.objectiveInvalid),
  start_date: requiredDay().test('future', m.startInPast, (value) => !isIsoDate(value) || value >= isoDate(new Date())),
  end_date: requiredDay().test('after-start', m.endBeforeStart, function check(value) {
    const start = this.parent.start_date as unknown;
    return !isIsoDate(value) || !isIsoDate(start) || value > start;
  }),
  budget: yup.string().trim().required(t.required).test('amount', m.budgetInvalid, (value) => isAmount(value)),
  currency: yup.string().required(m.currencyInvalid).oneOf([...currencies], m.currencyInvalid),
  target_categories: campaignFields.target_categories,
  target_languages: campaignFields.target_languages,
  target_locations: campaignFields.target_locations,
  influencer_criteria: yup.object({
    platforms: influencerCriteriaSchema.fields.platforms,
    min_followers: number(influencerCriteriaSchema.fields.min_followers),
    max_followers: number(influencerCriteriaSchema.fields.max_followers),
    min_engagement: number(influencerCriteriaSchema.fields.min_engagement),
  }),
});

export const placementsSchema = yup.object({
  platforms: yup.array(yup.string().required()).min(1, t.platformsRequired),
  placement_pricing: yup.string().oneOf([...placementPricingTypes], m.placementPricingInvalid),
  placements: yup.array(placementSchema.shape({
    view_cap: number(placementSchema.fields.view_cap),
  })).min(1, m.placementsRequired),
});

export const collateralFormSchema = domainCollateralSchema;
