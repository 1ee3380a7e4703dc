import type { MatchingService } from '../services/matching.service';
import type { JobDefinition, JobRunner } from './job-runner';

export const matchingJobName = 'campaign-matching';

export interface MatchingJobData {
  campaignId: string;
}

/** Ranks a published campaign's candidates; one queued job per campaign ('stately' + singleton key). */
export const matchingJob = (matching: Pick<MatchingService, 'runForCampaign'>): JobDefinition<MatchingJobData> => ({
  name: matchingJobName,
  policy: 'stately',
  retryLimit: 3,
  handler: async ({ campaignId }) => {
    await matching.runForCampaign(campaignId);
  },
});

/** What publishing calls: queue matching once per campaign, however often a publish is retried. */
export const enqueueMatching = (jobs: Pick<JobRunner, 'send'>) => (campaignId: string) =>
  jobs.send(matchingJobName, { campaignId } satisfies MatchingJobData, { singletonKey: campaignId });
