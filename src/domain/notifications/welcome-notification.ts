import type { Persona } from '../constants';
import type { NotificationType } from './notification-types';

export interface WelcomeNotification {
  event: 'account.welcome';
  eventKey: 'account.welcome';
  type: NotificationType;
  title: string;
  message: string;
  actionUrl: string | null;
  actionLabel: string | null;
}

export const welcomeTitle = 'Welcome to InfluenceHub';

/**
 * The first notification of every account, written when the account is created. Role aware: it points a
 * brand at the brand profile and an influencer at theirs; an account without a persona yet gets no link.
 */
export function welcomeNotification(persona: Persona | null): WelcomeNotification {
  const base = { event: 'account.welcome', eventKey: 'account.welcome', type: 'info', title: welcomeTitle } as const;
  if (persona === 'brand') {
    return {
      ...base,
      message: 'Set up your brand profile to start creating campaigns and inviting influencers.',
      actionUrl: '/brand-profile-setup',
      actionLabel: 'Set up brand profile',
    };
  }
  if (persona === 'influencer') {
    return {
      ...base,
      message: 'Complete your profile so brands can discover you and invite you to campaigns.',
      actionUrl: '/profile-setup',
      actionLabel: 'Complete profile',
    };
  }
  return { ...base, message: 'Your account is ready.', actionUrl: null, actionLabel: null };
}
