import type { InfluencerProfile } from '../../api/enhanced-api';
import { firstIncompleteStep } from './setup-steps';
import { completeProfile, profileThrough } from './testing/influencer-profile.fixtures';

const without = (changes: Partial<InfluencerProfile>): InfluencerProfile => ({ ...completeProfile, ...changes });

describe('firstIncompleteStep: where setup resumes after a reload (0 About … 5 Payout, 6 Review)', () => {
  it.each([
    ['no profile yet (GET answered 404)', 0, null, false],
    ['no profile yet, whatever the payout', 0, undefined, true],
    ['a profile created but nothing filled', 0, profileThrough(0), false],
    ['About saved', 1, profileThrough(1), false],
    ['About and Niches saved', 2, profileThrough(2), false],
    ['up to Location saved', 3, profileThrough(3), false],
    ['up to Social accounts saved', 4, profileThrough(4), false],
    ['up to Content preferences saved, no payout', 5, profileThrough(5), false],
    ['everything saved with payout details', 6, profileThrough(5), true],
    ['a completed profile', 6, completeProfile, true],
  ])('%s → step %d', (_case, step, profile, hasPayout) => {
    expect(firstIncompleteStep(profile, hasPayout)).toBe(step);
  });

  it.each([
    ['display name', 0, without({ display_name: '' })],
    ['first name', 0, without({ first_name: null })],
    ['last name', 0, without({ last_name: '' })],
    ['bio', 0, without({ bio: null })],
    ['categories', 1, without({ categories: [] })],
    ['languages', 1, without({ languages: [] })],
    ['city', 2, without({ city: null })],
    ['country', 2, without({ country: '' })],
    ['date of birth', 2, without({ date_of_birth: null })],
    ['social accounts', 3, without({ social_accounts: [] })],
    ['content preferences', 4, without({ content_preferences: null })],
  ])('a complete profile missing its %s resumes at step %d', (_field, step, profile) => {
    expect(firstIncompleteStep(profile, true)).toBe(step);
  });

  it('the optional profile picture never holds setup back', () => {
    expect(firstIncompleteStep(without({ profile_picture: null }), true)).toBe(6);
  });

  it('the earliest gap wins when several steps are missing', () => {
    expect(firstIncompleteStep(without({ bio: null, city: null, social_accounts: [] }), false)).toBe(0);
    expect(firstIncompleteStep(without({ languages: [], content_preferences: null }), false)).toBe(1);
  });
});
