import type { OAuthStatesRepository } from '../repositories/oauth-states.repository';
import type { JobDefinition } from './job-runner';

/** States stay a day past their expiry, so a late replay is still told apart from a forgery, then go (hourly). */
export const oauthStatesKeptMs = 24 * 3_600_000;

export function pruneOAuthStatesJob(states: Pick<OAuthStatesRepository, 'pruneExpired'>): JobDefinition {
  return { name: 'prune-oauth-states', cron: '41 * * * *', handler: async () => void (await states.pruneExpired(new Date(Date.now() - oauthStatesKeptMs))) };
}
