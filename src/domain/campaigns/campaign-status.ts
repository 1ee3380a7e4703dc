import { campaignStatuses } from '../constants';

/** The ten campaign statuses of SPEC §4. */
export type CampaignStatus = (typeof campaignStatuses)[number];
export { campaignStatuses };

/** Actions of POST campaigns/{id}/status/ (admins and managers). Publishing has its own call. */
export const brandStatusActions = ['pause', 'resume', 'cancel', 'complete', 'revert'] as const;
export type BrandStatusAction = (typeof brandStatusActions)[number];

/** Steps of the marketplace's matching job (a later issue); the API never accepts them from users. */
export const matcherActions = ['start_matching', 'queue_outreach', 'start_outreach', 'activate'] as const;
export type MatcherAction = (typeof matcherActions)[number];

export type CampaignAction = 'publish' | BrandStatusAction | MatcherAction;

/** Statuses nothing leaves. `reverted` is not final: it is an unpublished campaign the brand may edit and publish again. */
export const finalStatuses = ['completed', 'canceled'] as const satisfies readonly CampaignStatus[];

/** Statuses a brand may pause (outreach or running); resume returns to the stored one. */
export const pausableStatuses = ['outreach_pending', 'outreach_in_progress', 'active'] as const satisfies readonly CampaignStatus[];

/** Statuses whose every field may change (PATCH campaigns/{id}/). */
export const editableStatuses = ['draft', 'reverted'] as const satisfies readonly CampaignStatus[];

/** Published statuses where only end_date, description and collateral may change. */
export const limitedEditStatuses = [
  'planned', 'processing_influencers', 'outreach_pending', 'outreach_in_progress', 'active', 'paused',
] as const satisfies readonly CampaignStatus[];

const includes = (list: readonly string[], status: string) => list.includes(status);

/** from -> to of every action except resume (whose target is the stored paused_from_status). */
const fixedEdges: Record<Exclude<CampaignAction, 'resume' | 'cancel' | 'pause'>, { from: readonly CampaignStatus[]; to: CampaignStatus }> = {
  publish: { from: ['draft', 'reverted'], to: 'planned' },
  start_matching: { from: ['planned'], to: 'processing_influencers' },
  queue_outreach: { from: ['processing_influencers'], to: 'outreach_pending' },
  start_outreach: { from: ['outreach_pending'], to: 'outreach_in_progress' },
  activate: { from: ['outreach_in_progress'], to: 'active' },
  complete: { from: ['active'], to: 'completed' },
  revert: { from: ['planned', 'processing_influencers', 'outreach_pending'], to: 'reverted' },
};

/**
 * The status `action` leads to from `from`, or null when the action is not allowed there.
 * `pausedFrom` is the stored status a paused campaign returns to on resume.
 */
export function nextStatus(action: CampaignAction, from: CampaignStatus, pausedFrom?: CampaignStatus | null): CampaignStatus | null {
  switch (action) {
    case 'pause':
      return includes(pausableStatuses, from) ? 'paused' : null;
    case 'resume':
      return from === 'paused' ? (pausedFrom && includes(pausableStatuses, pausedFrom) ? pausedFrom : 'active') : null;
    case 'cancel':
      return includes(finalStatuses, from) ? null : 'canceled';
    default: {
      const edge = fixedEdges[action];
      return edge.from.includes(from) ? edge.to : null;
    }
  }
}

const allActions: readonly CampaignAction[] = ['publish', ...brandStatusActions, ...matcherActions];

/** The actions allowed from `from`. */
export const allowedActions = (from: CampaignStatus, pausedFrom?: CampaignStatus | null): CampaignAction[] =>
  allActions.filter((action) => nextStatus(action, from, pausedFrom) !== null);

/** Every status reachable in one step from `from` (resume counts every status a campaign can be paused from). */
export function allowedTransitions(from: CampaignStatus, pausedFrom?: CampaignStatus | null): CampaignStatus[] {
  const targets = allowedActions(from, pausedFrom).map((action) => nextStatus(action, from, pausedFrom) as CampaignStatus);
  if (from === 'paused' && !pausedFrom) targets.push(...pausableStatuses);
  return campaignStatuses.filter((status) => targets.includes(status));
}

export const canTransition = (from: CampaignStatus, to: CampaignStatus, pausedFrom?: CampaignStatus | null) =>
  allowedTransitions(from, pausedFrom).includes(to);

export const isFinal = (status: CampaignStatus) => includes(finalStatuses, status);
export const isFullyEditable = (status: CampaignStatus) => includes(editableStatuses, status);
export const isLimitedEditable = (status: CampaignStatus) => includes(limitedEditStatuses, status);
