/**
 * SPEC §4 Login: idle -> submitting -> complete (session activated) or failed (error toast);
 * a failed login may be submitted again. Google sign-in: idle -> processing -> redirect; on error the
 * button is re-enabled (processing -> idle).
 */
export type LoginStatus = 'idle' | 'submitting' | 'complete' | 'failed';
export type LoginEvent = 'submit' | 'succeeded' | 'failed';

export function loginTransition(status: LoginStatus, event: LoginEvent): LoginStatus {
  switch (event) {
    case 'submit':
      return status === 'idle' || status === 'failed' ? 'submitting' : status;
    case 'succeeded':
      return status === 'submitting' ? 'complete' : status;
    case 'failed':
      return status === 'submitting' ? 'failed' : status;
  }
}

export type GoogleStatus = 'idle' | 'processing';
export type GoogleEvent = 'start' | 'failed';

export function googleTransition(status: GoogleStatus, event: GoogleEvent): GoogleStatus {
  if (event === 'start') return 'processing';
  return 'idle';
}
