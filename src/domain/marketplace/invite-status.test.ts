import { allowedInviteActions, inviteActions, inviteExpiresAt, inviteStatuses, nextInviteStatus, type InviteAction, type InviteStatus } from './invite-status';

describe('invite state machine', () => {
  const allowed: Array<[InviteAction, InviteStatus, InviteStatus]> = [
    ['invite', 'candidate', 'invited'],
    ['remove', 'candidate', 'removed'],
    ['restore', 'removed', 'candidate'],
    ['accept', 'invited', 'accepted'],
    ['decline', 'invited', 'declined'],
    ['expire', 'invited', 'expired'],
  ];
  it.each(allowed)('%s: %s -> %s', (action, from, to) => {
    expect(nextInviteStatus(action, from)).toBe(to);
  });

  it('refuses every other action in every status (an answered invite cannot be answered again)', () => {
    const allowedPairs = new Set(allowed.map(([action, from]) => `${action}:${from}`));
    for (const action of inviteActions) {
      for (const from of inviteStatuses) {
        if (!allowedPairs.has(`${action}:${from}`)) expect([action, from, nextInviteStatus(action, from)]).toEqual([action, from, null]);
      }
    }
  });

  it('lists what an influencer can still do with a pending invite, and nothing once it is answered', () => {
    expect(allowedInviteActions('invited')).toEqual(['accept', 'decline', 'expire']);
    expect(allowedInviteActions('accepted')).toEqual([]);
    expect(allowedInviteActions('declined')).toEqual([]);
    expect(allowedInviteActions('expired')).toEqual([]);
  });

  it('gives an invite seven days to be answered', () => {
    expect(inviteExpiresAt(new Date('2026-11-24T10:00:00Z')).toISOString()).toBe('2026-12-01T10:00:00.000Z');
  });
});
