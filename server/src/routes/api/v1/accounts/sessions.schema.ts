import { Type } from '@sinclair/typebox';
import { Nullable, ref } from '../shared.schema';

export const AccountSession = Type.Object(
  {
    id: Type.String(),
    device: Type.String({ description: 'Browser and system from the user agent, e.g. "Chrome on Windows".' }),
    user_agent: Nullable(Type.String()),
    ip_address: Nullable(Type.String({ description: 'The address the session signed in from.' })),
    signed_in_at: Type.String({ format: 'date-time' }),
    last_active_at: Type.String({ format: 'date-time', description: 'Last API call with this session (to within 5 minutes).' }),
    current: Type.Boolean({ description: 'The session of the token making this request ("This device").' }),
  },
  { $id: 'AccountSession', additionalProperties: false },
);

export const AccountSessionList = Type.Object(
  { results: Type.Array(ref(AccountSession)) },
  { $id: 'AccountSessionList', additionalProperties: false },
);

export const EndedSessions = Type.Object(
  { ended: Type.Integer({ minimum: 0, description: 'How many sessions were signed out.' }) },
  { $id: 'EndedSessions', additionalProperties: false },
);

export const sessionsComponents = [AccountSession, AccountSessionList, EndedSessions];
