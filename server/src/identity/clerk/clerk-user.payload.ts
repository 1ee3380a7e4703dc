import { isPersona } from '../persona';
import type { Persona } from '../../../../src/domain/constants';

/** The fields of Clerk's user object (webhook `data`) the API keeps; everything else is ignored. */
export interface ClerkUserFields {
  subject: string;
  email: string | null;
  name: string | null;
  imageUrl: string | null;
  persona: Persona | null;
}

type Json = Record<string, unknown>;

const isObject = (value: unknown): value is Json => typeof value === 'object' && value !== null && !Array.isArray(value);
const text = (value: unknown): string | null => (typeof value === 'string' && value.trim() ? value.trim() : null);

/** The primary address (primary_email_address_id), else the first; null when the user has none. */
function primaryEmail(data: Json): string | null {
  const addresses = Array.isArray(data.email_addresses) ? data.email_addresses.filter(isObject) : [];
  const primary = addresses.find((address) => address.id === data.primary_email_address_id) ?? addresses[0];
  return text(primary?.email_address)?.toLowerCase() ?? null;
}

/** Reads a user.created / user.updated `data` object; null when it lacks the user id. */
export function parseClerkUser(data: unknown): ClerkUserFields | null {
  if (!isObject(data)) return null;
  const subject = text(data.id);
  if (!subject) return null;
  const name = [text(data.first_name), text(data.last_name)].filter(Boolean).join(' ');
  const publicMetadata = isObject(data.public_metadata) ? data.public_metadata : {};
  // The SPA can only write unsafe_metadata at sign-up; it counts on first sight only, because the users
  // repository never changes a persona once set, so editing it later changes nothing.
  const unsafeMetadata = isObject(data.unsafe_metadata) ? data.unsafe_metadata : {};
  const persona = [publicMetadata.persona, unsafeMetadata.persona].find(isPersona) ?? null;
  return {
    subject,
    email: primaryEmail(data),
    name: name || null,
    imageUrl: text(data.image_url),
    persona,
  };
}

/** The id of a user.deleted `data` object (`{id, deleted: true, object: 'user'}`). */
export function parseDeletedUserId(data: unknown): string | null {
  return isObject(data) ? text(data.id) : null;
}
