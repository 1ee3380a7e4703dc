/**
 * The one place the API layer asks for a bearer token. The active identity adapter (built-in or Clerk)
 * registers its getter when it mounts; until then, and when signed out, calls go without authorization
 * (SPEC §6).
 */
type AccessTokenGetter = () => Promise<string | null>;

let getter: AccessTokenGetter = async () => null;

export function setAccessTokenGetter(next: AccessTokenGetter): void {
  getter = next;
}

export async function getAccessToken(): Promise<string | null> {
  try {
    return await getter();
  } catch {
    return null;
  }
}
