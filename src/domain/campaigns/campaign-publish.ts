import * as yup from 'yup';
import { brandingPositions, isoDate } from './campaign-options';
import { isAmount, overBudgetMessage, type PricedPlacement } from './campaign-money';
import { campaignProblems, isIsoDate, isYoutubeVideoUrl } from './campaign.schema';
import { campaignLimits as l, campaignMessages as m } from './campaign.texts';

/** What publishing reads of a campaign (the API shape). */
export interface PublishableCampaign {
  name?: string | null;
  description?: string | null;
  objective?: string | null;
  start_date?: string | null;
  end_date?: string | null;
  budget?: string | null;
  currency?: string | null;
  placements?: readonly PricedPlacement[] | null;
  [field: string]: unknown;
}

const add = (problems: Record<string, string[]>, path: string, message: string) => {
  const list = (problems[path] ??= []);
  if (!list.includes(message)) list.push(message);
};

/**
 * Everything that stops `campaign` from being published, by API path (empty: it can be published):
 * the field rules, the fields publishing needs (description, objective, dates, budget, currency, a placement),
 * a start date not in the past (today, UTC, is fine) and placements that fit the budget.
 */
export function publishProblems(campaign: PublishableCampaign, today: Date = new Date()): Record<string, string[]> {
  const problems = campaignProblems(campaign);
  for (const field of ['description', 'objective', 'start_date', 'end_date', 'budget', 'currency'] as const) {
    if (campaign[field] === null || campaign[field] === undefined || campaign[field] === '') add(problems, field, m.required);
  }
  const placements = campaign.placements ?? [];
  if (placements.length === 0) add(problems, 'placements', m.placementsRequired);
  if (isIsoDate(campaign.start_date) && campaign.start_date < isoDate(today)) add(problems, 'start_date', m.startInPast);
  if (!problems.budget && !problems.placements && campaign.currency) {
    const over = overBudgetMessage(placements, campaign.budget, campaign.currency);
    if (over) add(problems, 'budget', over);
  }
  return problems;
}

/** Body of POST campaigns/{id}/old-video-branding/. */
export const oldVideoBrandingSchema = yup.object({
  video_urls: yup
    .array(yup.string().test('youtube', m.videoUrlInvalid, (value) => isYoutubeVideoUrl(value)).required())
    .required(m.videosCount)
    .min(l.oldVideosMin, m.videosCount)
    .max(l.oldVideosMax, m.videosCount),
  position: yup.string().oneOf([...brandingPositions], m.positionInvalid).required(m.positionInvalid),
  price_per_video: yup.mixed<string>().test('amount', m.priceInvalid, (value) => isAmount(value)).required(m.priceInvalid),
});
