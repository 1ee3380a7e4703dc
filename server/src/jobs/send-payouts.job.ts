import type { FastifyBaseLogger } from 'fastify';
import type { PayoutSendingService } from '../services/payout-sending.service';
import type { JobDefinition, JobRunner } from './job-runner';

export const sendPayoutsJobName = 'send-payouts';

/**
 * Sends approved earnings (docs/payments.md "Payouts"): every minute, and at once after an approval or a change of
 * payout details. One run at a time ('stately' with one singleton key): two runs never prepare the same line, and a
 * line's compare-and-set would refuse the second anyway.
 */
export const sendPayoutsJob = (deps: { sending: Pick<PayoutSendingService, 'sendDue'>; logger: FastifyBaseLogger }): JobDefinition => ({
  name: sendPayoutsJobName,
  policy: 'stately',
  cron: '* * * * *',
  cronSingletonKey: 'run',
  retryLimit: 3,
  handler: async () => {
    const outcome = await deps.sending.sendDue();
    if (outcome.sent || outcome.resent) deps.logger.info({ job: sendPayoutsJobName, ...outcome }, 'payouts sent');
  },
});

/** Queue a run now (merged into one already waiting). */
export const enqueueSendPayouts = (jobs: Pick<JobRunner, 'send'>) => () => jobs.send(sendPayoutsJobName, {}, { singletonKey: 'run' });
