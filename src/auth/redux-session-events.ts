import type { Dispatch } from '@reduxjs/toolkit';
import { sessionResolved, signedOut } from '../features/session/session.slice';
import type { BuiltinSessionEvents } from './builtin/builtin-auth-client';

/** The app's answer to the built-in client's session events: `state.session` follows them. */
export function reduxSessionEvents(dispatch: Dispatch): BuiltinSessionEvents {
  return {
    signedIn: (user) => dispatch(sessionResolved(user)),
    signedOut: () => dispatch(signedOut()),
  };
}
