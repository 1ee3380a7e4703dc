import type { BrandingPosition, CampaignObjective } from './campaign-options';
import type { BrandStatusAction, CampaignStatus } from './campaign-status';
import { countOf } from '../format/display-format';

/** What the screens call each status, action and objective (one place for the list, details, dashboard and wizard). */
export const campaignStatusLabels: Record<CampaignStatus, string> = {
  draft: 'Draft',
  planned: 'Published',
  processing_influencers: 'Finding influencers',
  outreach_pending: 'Outreach pending',
  outreach_in_progress: 'Outreach in progress',
  active: 'Active',
  paused: 'Paused',
  completed: 'Completed',
  reverted: 'Unpublished',
  canceled: 'Canceled',
};

/** Colour family of a status chip: MUI palette names. */
export const campaignStatusTone: Record<CampaignStatus, 'default' | 'info' | 'success' | 'warning' | 'error' | 'primary'> = {
  draft: 'default',
  planned: 'info',
  processing_influencers: 'info',
  outreach_pending: 'info',
  outreach_in_progress: 'primary',
  active: 'success',
  paused: 'warning',
  completed: 'success',
  reverted: 'default',
  canceled: 'error',
};

export const campaignActionLabels: Record<BrandStatusAction | 'publish', string> = {
  publish: 'Publish',
  pause: 'Pause',
  resume: 'Resume',
  cancel: 'Cancel campaign',
  complete: 'Mark completed',
  revert: 'Unpublish',
};

export const campaignObjectiveLabels: Record<CampaignObjective, string> = {
  awareness: 'Brand awareness',
  consideration: 'Consideration',
  conversions: 'Conversions',
  app_installs: 'App installs',
  other: 'Other',
};

/** Where the brand mention goes in an existing video (old-video branding). */
export const brandingPositionLabels: Record<BrandingPosition, string> = {
  start: 'At the start',
  middle: 'In the middle',
  end: 'At the end',
};

export { platformLabels } from '../constants';

/** The notes the server writes on a campaign's history entries (GET campaigns/{id}/events/). */
export const campaignEventNotes = {
  candidatesMatched: (count: number) => `${countOf(count, 'candidate')} matched`,
  oldVideosAdded: (count: number, position: BrandingPosition) => `${countOf(count, 'video')}, ${brandingPositionLabels[position].toLowerCase()}`,
};
