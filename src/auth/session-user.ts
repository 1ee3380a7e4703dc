import { personas, type Persona } from '../domain/constants';
import type { SessionUser } from '../features/session/session.slice';

export const asPersona = (value: unknown): Persona | null =>
  typeof value === 'string' && (personas as readonly string[]).includes(value) ? (value as Persona) : null;

/** The user record of the built-in provider (better-auth) as the session slice stores it. */
export function sessionUserFromBuiltin(
  user: { id: string; email: string; name?: string | null; image?: string | null; persona?: unknown } | null | undefined,
): SessionUser | null {
  if (!user) return null;
  return {
    id: user.id,
    email: user.email,
    name: user.name || null,
    imageUrl: user.image ?? null,
    persona: asPersona(user.persona),
  };
}

/** A stable key for "the same user with the same facts", so adapters dispatch only on real changes. */
export const sessionUserKey = (user: SessionUser | null): string => (user ? JSON.stringify(user) : 'signed-out');
