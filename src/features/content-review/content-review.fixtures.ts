import type { ContentSubmission, ContentSubmissionEvent } from '../../api/generated/api';
import type { VerificationStatus } from '../../domain/marketplace/verification-status';

const creator = { id: 'u-inf', role: 'influencer' as const, name: 'Glow Creator' };
const brand = { id: 'u-brand', role: 'brand' as const, name: 'Priya (Acme)' };
const operator = { id: 'u-op', role: 'operator' as const, name: 'Platform Operator' };

const step = (n: number, actor: ContentSubmissionEvent['actor'], action: string, from: VerificationStatus | null, to: VerificationStatus, message: string | null): ContentSubmissionEvent => ({
  id: `e${n}`, actor, action, from_status: from, to_status: to, message, at: `2026-11-0${n}T10:00:00Z`,
});

/** The steps that lead to each status, as the API records them. */
export function threadFor(status: VerificationStatus): ContentSubmissionEvent[] {
  const submitted = step(1, creator, 'submit', null, 'submitted', 'Posted on launch day, product at 0:45.');
  if (status === 'submitted') return [submitted];
  if (status === 'verified') return [submitted, step(2, brand, 'verify', 'submitted', 'verified', null)];
  const rejected = step(2, brand, 'reject', 'submitted', 'rejected', 'The product is on screen for one second only.');
  if (status === 'rejected') return [submitted, rejected];
  const disputed = step(3, creator, 'dispute', 'rejected', 'rebuttal_requested', 'It is in the whole intro, see 0:05 to 0:30.');
  if (status === 'rebuttal_requested') return [submitted, rejected, disputed];
  const responded = step(4, brand, 'respond', 'rebuttal_requested', 'rebuttal_responsed', 'Most viewers skip the intro.');
  if (status === 'rebuttal_responsed') return [submitted, rejected, disputed, responded];
  const approved = status === 'rebuttal_approved';
  return [submitted, rejected, disputed, responded,
    step(5, operator, approved ? 'approve_rebuttal' : 'reject_rebuttal', 'rebuttal_responsed', status, approved ? 'The product is clearly visible at 0:05.' : 'The brief asked for a mid-roll mention.')];
}

const nextFor: Record<VerificationStatus, ContentSubmission['allowed_actions']> = {
  submitted: ['verify', 'reject'],
  verified: [],
  rejected: [],
  rebuttal_requested: ['respond'],
  rebuttal_responsed: [],
  rebuttal_approved: [],
  rebuttal_rejected: [],
};

export function sampleSubmission(status: VerificationStatus = 'submitted', overrides: Partial<ContentSubmission> = {}): ContentSubmission {
  return {
    id: `s-${status}`,
    campaign_id: 'c1',
    placement_id: 'p-yt',
    placement_type: 'yt_dedicated_video',
    platform: 'youtube',
    influencer: { id: 'i1', display_name: 'Glow Creator', profile_picture: null },
    content_url: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
    asset: null,
    note: 'Posted on launch day, product at 0:45.',
    status,
    ownership_checked: true,
    submitted_at: '2026-11-01T10:00:00Z',
    updated_at: '2026-11-02T10:00:00Z',
    allowed_actions: nextFor[status],
    events: threadFor(status),
    ...overrides,
  };
}

export const samplePlacements = [
  { id: 'p-yt', label: 'Dedicated video' },
  { id: 'p-ig', label: 'Branded reel' },
];
