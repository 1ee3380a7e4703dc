import sessionReducer, {
  selectAuthLoaded,
  selectIsSignedIn,
  selectSessionUser,
  sessionResolved,
  signedOut,
  type SessionUser,
} from './session.slice';

const user: SessionUser = { id: 'u1', email: 'asha@example.com', name: 'Asha', imageUrl: null, persona: 'influencer' };
const root = (session: ReturnType<typeof sessionReducer>) => ({ session });

describe('session slice', () => {
  it('starts loading: not resolved, not signed in', () => {
    const state = sessionReducer(undefined, { type: '@@init' });
    expect(state).toEqual({ status: 'loading', user: null });
    expect(selectAuthLoaded(root(state))).toBe(false);
    expect(selectIsSignedIn(root(state))).toBe(false);
  });

  it('loading -> signedIn when the provider resolves a user', () => {
    const state = sessionReducer(undefined, sessionResolved(user));
    expect(state).toEqual({ status: 'signedIn', user });
    expect(selectAuthLoaded(root(state))).toBe(true);
    expect(selectIsSignedIn(root(state))).toBe(true);
    expect(selectSessionUser(root(state))).toEqual(user);
  });

  it('loading -> signedOut when the provider resolves no user', () => {
    const state = sessionReducer(undefined, sessionResolved(null));
    expect(state).toEqual({ status: 'signedOut', user: null });
    expect(selectAuthLoaded(root(state))).toBe(true);
    expect(selectIsSignedIn(root(state))).toBe(false);
  });

  it('signedIn -> signedOut on sign-out, and back to signedIn with the next user', () => {
    const signedIn = sessionReducer(undefined, sessionResolved(user));
    const out = sessionReducer(signedIn, signedOut());
    expect(out).toEqual({ status: 'signedOut', user: null });
    const other = { ...user, id: 'u2', persona: 'brand' as const };
    expect(sessionReducer(out, sessionResolved(other))).toEqual({ status: 'signedIn', user: other });
  });

  it('replaces the user when the provider reports changed facts', () => {
    const signedIn = sessionReducer(undefined, sessionResolved(user));
    expect(sessionReducer(signedIn, sessionResolved({ ...user, name: 'Asha R.' })).user?.name).toBe('Asha R.');
  });

  it('keeps the same state when the provider confirms the same user, so nothing that reads it renders again', () => {
    const signedIn = sessionReducer(undefined, sessionResolved(user));
    const confirmed = sessionReducer(signedIn, sessionResolved({ ...user }));
    expect(confirmed).toBe(signedIn);
    expect(confirmed.user).toBe(signedIn.user);
    for (const change of [{ email: 'asha@elsewhere.com' }, { imageUrl: 'https://img.example/a.png' }, { persona: 'brand' as const }, { id: 'u9' }]) {
      expect(sessionReducer(signedIn, sessionResolved({ ...user, ...change })).user).toEqual({ ...user, ...change });
    }
  });
});
