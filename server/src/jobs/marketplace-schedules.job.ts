import type { InviteExpiryService } from '../services/invite-expiry.service';
import type { JobDefinition, JobRunner } from './job-runner';
import { enqueueMatching } from './matching.job';

/** A published campaign still `planned` this long after publishing lost its matching job (e.g. the queue was down). */
const matchingGraceMs = 2 * 60_000;

/**
 * The marketplace's recurring jobs (docs/marketplace.md "Jobs"): invite deadlines and a sweep that re-queues matching
 * for campaigns whose job was never queued. Every handler is idempotent, so a tick that runs twice changes nothing.
 */
export function marketplaceSchedules(deps: {
  inviteExpiry: Pick<InviteExpiryService, 'expireDue' | 'remindExpiring'>;
  campaigns: { plannedSince(before: Date): Promise<string[]> };
  jobs: Pick<JobRunner, 'send'>;
}): JobDefinition[] {
  const queueMatching = enqueueMatching(deps.jobs);
  return [
    { name: 'expire-invites', cron: '*/5 * * * *', handler: async () => void (await deps.inviteExpiry.expireDue(new Date())) },
    { name: 'remind-expiring-invites', cron: '*/15 * * * *', handler: async () => void (await deps.inviteExpiry.remindExpiring(new Date())) },
    {
      name: 'match-unmatched-campaigns',
      cron: '*/5 * * * *',
      handler: async () => {
        for (const id of await deps.campaigns.plannedSince(new Date(Date.now() - matchingGraceMs))) await queueMatching(id);
      },
    },
  ];
}
