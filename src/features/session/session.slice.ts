import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { Persona } from '../../domain/constants';

/** Who the identity provider says is signed in. Profile and role facts come from whoami (RTK Query). */
export interface SessionUser {
  id: string;
  email: string;
  name: string | null;
  imageUrl: string | null;
  persona: Persona | null;
}

export interface SessionState {
  status: 'loading' | 'signedOut' | 'signedIn';
  user: SessionUser | null;
}

const initialState: SessionState = { status: 'loading', user: null };

const sameUser = (a: SessionUser | null, b: SessionUser | null) =>
  a === b || (!!a && !!b && a.id === b.id && a.email === b.email && a.name === b.name && a.imageUrl === b.imageUrl && a.persona === b.persona);

export const sessionSlice = createSlice({
  name: 'session',
  initialState,
  reducers: {
    sessionResolved(state, action: PayloadAction<SessionUser | null>) {
      state.status = action.payload ? 'signedIn' : 'signedOut';
      // The same person again (the identity adapter confirming the session the page carried) leaves the state as it was:
      // a new but equal user object would render every component that reads it again, synchronously, after the first screen.
      if (!sameUser(state.user, action.payload)) state.user = action.payload;
    },
    signedOut(state) {
      state.status = 'signedOut';
      state.user = null;
    },
  },
  selectors: {
    selectAuthLoaded: (state) => state.status !== 'loading',
    selectIsSignedIn: (state) => state.status === 'signedIn',
    selectSessionUser: (state) => state.user,
  },
});

export const { sessionResolved, signedOut } = sessionSlice.actions;
export const { selectAuthLoaded, selectIsSignedIn, selectSessionUser } = sessionSlice.selectors;
export default sessionSlice.reducer;
