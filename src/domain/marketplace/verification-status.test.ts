import {
  allowedVerificationActions, contentVerificationStatuses, isFinalVerification, isVerified, nextVerificationStatus, verificationActions,
  verificationActor, verificationActorLabels, verificationStepPhrases, type VerificationAction, type VerificationStatus,
} from './verification-status';

describe('content verification machine', () => {
  const allowed: Array<[VerificationAction, VerificationStatus, VerificationStatus]> = [
    ['verify', 'submitted', 'verified'],
    ['reject', 'submitted', 'rejected'],
    ['dispute', 'rejected', 'rebuttal_requested'],
    ['respond', 'rebuttal_requested', 'rebuttal_responsed'],
    ['approve_rebuttal', 'rebuttal_responsed', 'rebuttal_approved'],
    ['reject_rebuttal', 'rebuttal_responsed', 'rebuttal_rejected'],
    ['approve_rebuttal', 'rebuttal_requested', 'rebuttal_approved'],
    ['reject_rebuttal', 'rebuttal_requested', 'rebuttal_rejected'],
  ];
  it.each(allowed)('%s: %s -> %s', (action, from, to) => {
    expect(nextVerificationStatus(action, from)).toBe(to);
  });

  it('refuses every other step, so a rejection is disputed at most once and final statuses never change', () => {
    const allowedPairs = new Set(allowed.map(([action, from]) => `${action}:${from}`));
    for (const action of verificationActions) {
      for (const from of contentVerificationStatuses) {
        if (!allowedPairs.has(`${action}:${from}`)) expect([action, from, nextVerificationStatus(action, from)]).toEqual([action, from, null]);
      }
    }
    for (const status of ['verified', 'rebuttal_approved', 'rebuttal_rejected'] as const) expect(allowedVerificationActions(status)).toEqual([]);
  });

  it('gives each step to one side: the brand reviews and answers, the influencer disputes, the operator decides', () => {
    expect(verificationActor('verify')).toBe('brand');
    expect(verificationActor('respond')).toBe('brand');
    expect(verificationActor('dispute')).toBe('influencer');
    expect(verificationActor('approve_rebuttal')).toBe('operator');
    expect(allowedVerificationActions('submitted', 'influencer')).toEqual([]);
    expect(allowedVerificationActions('rebuttal_requested', 'brand')).toEqual(['respond']);
  });

  it('counts an upheld dispute as verified content and a denied one as final', () => {
    expect(isVerified('rebuttal_approved')).toBe(true);
    expect(isVerified('rebuttal_rejected')).toBe(false);
    expect(isFinalVerification('rebuttal_rejected')).toBe(true);
    expect(isFinalVerification('rejected')).toBe(false);
  });

  it('words every step and names every side of a review thread', () => {
    for (const action of verificationActions) {
      expect(verificationStepPhrases[action]).toBeTruthy();
      expect(verificationActorLabels[verificationActor(action)]).toBeTruthy();
    }
  });
});
