import { Type, type Static } from '@sinclair/typebox';
import { jobTriggerNames } from '../../../../../../src/domain/jobs/job-triggers';
import { Nullable, StringEnum } from '../shared.schema';

const JobRun = Type.Object(
  {
    key: Type.String({ description: "The run's key: youtube or instagram for collect-video-stats, run for the others." }),
    status: StringEnum(['queued', 'already_queued', 'already_running'] as const, {
      description: 'queued: a new run was queued; already_queued: merged into the run already waiting (possibly deferred); already_running: merged into the run in progress.',
    }),
    start_after: Nullable(Type.String({ format: 'date-time', description: 'Not before this time (a deferred run: the YouTube quota reset, the end of an Instagram backoff).' })),
  },
  { additionalProperties: false },
);

export const JobTrigger = Type.Object(
  {
    job: StringEnum(jobTriggerNames),
    status: StringEnum(['queued', 'already_queued'] as const, {
      description: 'queued: at least one new run was queued; already_queued: every run merged into one already waiting or running.',
    }),
    runs: Type.Array(JobRun),
  },
  { $id: 'JobTrigger', additionalProperties: false },
);
export type JobTriggerView = Static<typeof JobTrigger>;

export const jobsComponents = [JobTrigger];
