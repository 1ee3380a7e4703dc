import type { ActiveSubmissionEvent, ContentSubmissionEvent } from '../../api/generated/api';
import { stepsFromActiveEvents, stepsFromSubmissionEvents } from './review-step.adapters';

const expected = { id: 'e2', action: 'reject', actorRole: 'brand', actorName: 'Priya', toStatus: 'rejected', at: '2026-11-02T10:00:00Z', message: 'Not visible.' };

describe('review step adapters', () => {
  it('reads the nested actor of the brand and operator lists', () => {
    const event: ContentSubmissionEvent = {
      id: 'e2', action: 'reject', actor: { id: 'u1', role: 'brand', name: 'Priya' }, from_status: 'submitted', to_status: 'rejected', message: 'Not visible.', at: '2026-11-02T10:00:00Z',
    };
    expect(stepsFromSubmissionEvents([event])).toEqual([expected]);
  });

  it("reads the flat actor and created_at of the influencer's list", () => {
    const event: ActiveSubmissionEvent = {
      id: 'e2', action: 'reject', actor_role: 'brand', actor_name: 'Priya', from_status: 'submitted', to_status: 'rejected', message: 'Not visible.', created_at: '2026-11-02T10:00:00Z',
    };
    expect(stepsFromActiveEvents([event])).toEqual([expected]);
  });
});
