import type { OperatorDispute } from '../../api/generated/api';

const at = (daysAgo: number) => new Date(Date.UTC(2026, 5, 20) - daysAgo * 86_400_000).toISOString();

const brandUser = { id: 'u-brenda', name: 'Brenda Brand', role: 'brand' as const };
const ivy = { id: 'u-ivy', name: 'ivy.creates', role: 'influencer' as const };

/** A dispute the brand has answered (rebuttal_responsed). */
export const answeredDispute: OperatorDispute = {
  brand: { id: 'b1', name: 'Acme Demo Co.' },
  campaign: { id: 'c1', name: 'Monsoon Launch' },
  submission: {
    id: 's1', campaign_id: 'c1', placement_id: 'p1', placement_type: 'yt_dedicated_video', platform: 'youtube',
    content_url: 'https://www.youtube.com/watch?v=aaaaaaaaaaa', asset: null, note: 'Daylight shot at 02:10.', ownership_checked: true,
    status: 'rebuttal_responsed', submitted_at: at(4), updated_at: at(1), allowed_actions: ['approve_rebuttal', 'reject_rebuttal'],
    influencer: { id: 'i1', display_name: 'ivy.creates', profile_picture: null },
    events: [
      { id: 'e1', action: 'submit', actor: ivy, at: at(4), from_status: null, to_status: 'submitted', message: null },
      { id: 'e2', action: 'reject', actor: brandUser, at: at(3), from_status: 'submitted', to_status: 'rejected', message: 'The product is not shown in daylight as the brief asks.' },
      { id: 'e3', action: 'dispute', actor: ivy, at: at(2), from_status: 'rejected', to_status: 'rebuttal_requested', message: 'The daylight shot is at 02:10, right after the intro.' },
      { id: 'e4', action: 'respond', actor: brandUser, at: at(1), from_status: 'rebuttal_requested', to_status: 'rebuttal_responsed', message: 'That shot is too short to count as a product feature.' },
    ],
  },
};

/** A dispute the brand has not answered yet (rebuttal_requested): the operator may still decide. */
export const silentBrandDispute: OperatorDispute = {
  brand: { id: 'b2', name: 'Zest Foods' },
  campaign: { id: 'c2', name: 'Festive Snacks' },
  submission: {
    ...answeredDispute.submission,
    id: 's2', campaign_id: 'c2', placement_type: 'ig_branded_reel', platform: 'instagram', content_url: 'https://www.instagram.com/reel/Cabcdef123/',
    status: 'rebuttal_requested', influencer: { id: 'i3', display_name: 'meera.threads', profile_picture: null },
    events: answeredDispute.submission.events.slice(0, 3).map((event) => ({ ...event, id: `${event.id}-b`, actor: event.actor.role === 'influencer' ? { ...event.actor, name: 'meera.threads' } : event.actor })),
  },
};
