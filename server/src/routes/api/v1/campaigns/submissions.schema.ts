import { Type, type Static } from '@sinclair/typebox';
import { contentVerificationStatuses, placementTypes, platforms } from '../../../../../../src/domain/constants';
import { verificationActions } from '../../../../../../src/domain/marketplace/verification-status';
import { pageQuery, paginated } from '../../../../plugins/pagination';
import { Nullable, ref, StringEnum } from '../shared.schema';

// Requests bound lengths and types only; the rules and their messages are src/domain/marketplace (400 with field errors).
export const SubmitContent = Type.Object(
  {
    placement_id: Type.Optional(Type.String({ maxLength: 64, description: 'Required: one of the campaign\'s placements.' })),
    content_url: Type.Optional(Nullable(Type.String({ maxLength: 2048, description: 'A YouTube or Instagram link of the placement\'s platform.' }))),
    asset_id: Type.Optional(Nullable(Type.String({ maxLength: 64, description: 'A file you uploaded (POST assets/); instead of content_url.' }))),
    note: Type.Optional(Nullable(Type.String({ maxLength: 2000, description: 'At most 500 characters.' }))),
  },
  { $id: 'SubmitContent', additionalProperties: false },
);
export type SubmitContentBody = Static<typeof SubmitContent>;

export const VerificationReason = Type.Object(
  { reason: Type.String({ maxLength: 4000, description: '10-1000 characters.' }) },
  { $id: 'VerificationReason', additionalProperties: false },
);
export const VerifyContent = Type.Object(
  { reason: Type.Optional(Nullable(Type.String({ maxLength: 4000, description: 'Optional note, at most 1000 characters.' }))) },
  { $id: 'VerifyContent', additionalProperties: false },
);

export const SubmissionEvent = Type.Object(
  {
    id: Type.String({ format: 'uuid' }),
    actor: Type.Object(
      {
        id: Nullable(Type.String({ format: 'uuid' })),
        role: StringEnum(['influencer', 'brand', 'operator'] as const),
        name: Nullable(Type.String()),
      },
      { additionalProperties: false },
    ),
    action: Type.String({ description: `submit, ${verificationActions.join(', ')}.` }),
    from_status: Nullable(StringEnum(contentVerificationStatuses)),
    to_status: StringEnum(contentVerificationStatuses),
    message: Nullable(Type.String()),
    at: Type.String({ format: 'date-time' }),
  },
  { $id: 'ContentSubmissionEvent', additionalProperties: false },
);

export const ContentSubmission = Type.Object(
  {
    id: Type.String({ format: 'uuid' }),
    campaign_id: Type.String({ format: 'uuid' }),
    placement_id: Type.String({ format: 'uuid' }),
    placement_type: StringEnum(placementTypes),
    platform: Nullable(StringEnum(platforms)),
    influencer: Type.Object(
      { id: Type.String({ format: 'uuid' }), display_name: Type.String(), profile_picture: Nullable(Type.String()) },
      { additionalProperties: false },
    ),
    content_url: Nullable(Type.String()),
    asset: Nullable(Type.Object(
      { id: Type.String({ format: 'uuid' }), file_name: Nullable(Type.String()), content_type: Nullable(Type.String()) },
      { additionalProperties: false },
    )),
    note: Nullable(Type.String()),
    status: StringEnum(contentVerificationStatuses),
    ownership_checked: Type.Boolean({ description: 'true: the platform confirmed the link is on the influencer\'s connected account (the YouTube video\'s channel, or the Instagram account\'s own media); false: not verified (an unconnected account, the platform did not answer, or an uploaded file). docs/marketplace.md "Content ownership".' }),
    submitted_at: Type.String({ format: 'date-time' }),
    updated_at: Type.String({ format: 'date-time' }),
    allowed_actions: Type.Array(StringEnum(verificationActions), { description: 'What the caller may do next.' }),
    events: Type.Array(ref(SubmissionEvent), { description: 'The review thread, oldest step first.' }),
  },
  { $id: 'ContentSubmission', additionalProperties: false },
);
export type ContentSubmissionView = Static<typeof ContentSubmission>;
export type SubmissionEventView = Static<typeof SubmissionEvent>;

export const PaginatedContentSubmissionList = paginated(ref(ContentSubmission), 'PaginatedContentSubmissionList');

const statusList = `(${contentVerificationStatuses.join('|')})`;
export const statusesQuery = Type.Optional(Type.String({ pattern: `^${statusList}(,${statusList})*$`, description: 'One status or a comma list.' }));
export const ContentSubmissionQuery = Type.Object({
  ...pageQuery(['submitted_at'], '-submitted_at').properties,
  status: statusesQuery,
  placement_id: Type.Optional(Type.String({ format: 'uuid' })),
  influencer_id: Type.Optional(Type.String({ format: 'uuid' })),
});
export interface ContentSubmissionQueryValue {
  page: number; page_size: number; ordering: 'submitted_at' | '-submitted_at';
  status?: string; placement_id?: string; influencer_id?: string;
}

export const CampaignIdParams = Type.Object({ id: Type.String({ format: 'uuid' }) });
export const SubmissionParams = Type.Object({ id: Type.String({ format: 'uuid' }), submissionId: Type.String({ format: 'uuid' }) });

export const submissionsComponents = [SubmitContent, VerificationReason, VerifyContent, SubmissionEvent, ContentSubmission, PaginatedContentSubmissionList];
