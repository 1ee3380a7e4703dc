import type { FastifyBaseLogger } from 'fastify';
import type { CampaignSettlementService } from '../services/campaign-settlement.service';
import type { FundingRefundsService } from '../services/funding-refunds.service';
import type { JobDefinition, JobRunner } from './job-runner';

export const settleCampaignsJobName = 'settle-campaigns';

/**
 * Finished campaigns' money (docs/payments.md "Cut-off and refunds"): CPM lines, unused commitments back to the
 * escrow, refunds planned and sent. Every 10 minutes, and at once after a campaign is completed or cancelled. One
 * run at a time ('stately'); every step is idempotent anyway, so a run killed halfway is simply run again.
 */
export const settleCampaignsJob = (deps: {
  settlement: Pick<CampaignSettlementService, 'settleDue'>;
  refunds: Pick<FundingRefundsService, 'sendDue'>;
  logger: FastifyBaseLogger;
}): JobDefinition => ({
  name: settleCampaignsJobName,
  policy: 'stately',
  cron: '*/10 * * * *',
  cronSingletonKey: 'run',
  retryLimit: 3,
  handler: async () => {
    const settled = await deps.settlement.settleDue();
    const refunds = await deps.refunds.sendDue();
    if (settled.campaigns || Object.keys(refunds).length) deps.logger.info({ job: settleCampaignsJobName, ...settled, refunds }, 'campaigns settled');
  },
});

/** Queue a run now (merged into one already waiting). */
export const enqueueSettleCampaigns = (jobs: Pick<JobRunner, 'send'>) => () => jobs.send(settleCampaignsJobName, {}, { singletonKey: 'run' });
