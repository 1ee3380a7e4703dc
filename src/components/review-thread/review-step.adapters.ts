import type { ActiveSubmissionEvent, ContentSubmissionEvent } from '../../api/generated/api';
import type { ReviewThreadStep } from './review-thread.component';

/** The brand's and operator's lists (ContentSubmission.events): the actor nested, oldest first. */
export const stepsFromSubmissionEvents = (events: ContentSubmissionEvent[]): ReviewThreadStep[] =>
  events.map((event) => ({
    id: event.id, action: event.action, actorRole: event.actor.role, actorName: event.actor.name, toStatus: event.to_status, at: event.at, message: event.message,
  }));

/** The influencer's list (GET influencers/campaigns/active/{id}/content/): the actor flat, newest first. */
export const stepsFromActiveEvents = (events: ActiveSubmissionEvent[]): ReviewThreadStep[] =>
  events.map((event) => ({
    id: event.id, action: event.action, actorRole: event.actor_role, actorName: event.actor_name, toStatus: event.to_status, at: event.created_at, message: event.message,
  }));
