import { campaignStatuses } from '../constants';
import { allowedActions, allowedTransitions, canTransition, nextStatus, type CampaignAction, type CampaignStatus } from './campaign-status';

describe('campaign status machine', () => {
  const allowed: Array<[CampaignAction, CampaignStatus, CampaignStatus, CampaignStatus | null]> = [
    ['publish', 'draft', 'planned', null],
    ['publish', 'reverted', 'planned', null],
    ['start_matching', 'planned', 'processing_influencers', null],
    ['queue_outreach', 'processing_influencers', 'outreach_pending', null],
    ['start_outreach', 'outreach_pending', 'outreach_in_progress', null],
    ['activate', 'outreach_in_progress', 'active', null],
    ['pause', 'active', 'paused', null],
    ['pause', 'outreach_pending', 'paused', null],
    ['pause', 'outreach_in_progress', 'paused', null],
    ['resume', 'paused', 'outreach_in_progress', 'outreach_in_progress'],
    ['resume', 'paused', 'active', 'active'],
    ['complete', 'active', 'completed', null],
    ['revert', 'planned', 'reverted', null],
    ['revert', 'processing_influencers', 'reverted', null],
    ['revert', 'outreach_pending', 'reverted', null],
    ['cancel', 'draft', 'canceled', null],
    ['cancel', 'paused', 'canceled', null],
    ['cancel', 'reverted', 'canceled', null],
  ];
  it.each(allowed)('%s: %s -> %s', (action, from, to, pausedFrom) => {
    expect(nextStatus(action, from, pausedFrom)).toBe(to);
    expect(canTransition(from, to, pausedFrom)).toBe(true);
  });

  const refused: Array<[CampaignAction, CampaignStatus]> = [
    ['publish', 'planned'], ['publish', 'active'], ['pause', 'draft'], ['pause', 'planned'], ['pause', 'paused'],
    ['resume', 'active'], ['complete', 'paused'], ['complete', 'planned'], ['revert', 'active'],
    ['revert', 'outreach_in_progress'], ['cancel', 'completed'], ['cancel', 'canceled'], ['start_matching', 'draft'],
  ];
  it.each(refused)('%s is refused from %s', (action, from) => {
    expect(nextStatus(action, from)).toBeNull();
  });

  it('final statuses allow nothing', () => {
    expect(allowedTransitions('completed')).toEqual([]);
    expect(allowedTransitions('canceled')).toEqual([]);
  });

  it('lists what a draft and a paused campaign may do', () => {
    expect(allowedActions('draft')).toEqual(['publish', 'cancel']);
    expect(allowedTransitions('paused', 'active')).toEqual(['active', 'canceled']);
    expect(allowedTransitions('paused')).toEqual(['outreach_pending', 'outreach_in_progress', 'active', 'canceled']);
  });

  it('never allows staying in place or a move the table does not list', () => {
    for (const status of campaignStatuses) expect(canTransition(status, status)).toBe(false);
    expect(canTransition('draft', 'active')).toBe(false);
    expect(canTransition('completed', 'active')).toBe(false);
  });
});
