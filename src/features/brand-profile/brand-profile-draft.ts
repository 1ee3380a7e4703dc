import { emptyBrandProfile, type BrandProfileValues } from '../../domain/brands/brand-profile';

/** What the setup wizard keeps in localStorage while a brand types (the server saves only at the end). */
export interface BrandProfileDraft {
  step: 0 | 1;
  values: BrandProfileValues;
}

const keyFor = (userId: string) => `influencehub.brandProfileDraft.${userId}`;

/** Merges a stored value over the empty shape, so an old or tampered draft cannot break the forms. */
function merge<T extends Record<string, unknown>>(base: T, stored: unknown): T {
  if (!stored || typeof stored !== 'object') return base;
  const result: Record<string, unknown> = { ...base };
  for (const [key, value] of Object.entries(base)) {
    const incoming = (stored as Record<string, unknown>)[key];
    if (value && typeof value === 'object') result[key] = merge(value as Record<string, unknown>, incoming);
    else if (typeof incoming === 'string') result[key] = incoming;
  }
  return result as T;
}

export function loadBrandDraft(userId: string): BrandProfileDraft | null {
  try {
    const raw = window.localStorage.getItem(keyFor(userId));
    if (!raw) return null;
    const parsed = JSON.parse(raw) as { step?: unknown; values?: unknown };
    return { step: parsed.step === 1 ? 1 : 0, values: merge(emptyBrandProfile as unknown as Record<string, unknown>, parsed.values) as unknown as BrandProfileValues };
  } catch {
    return null;
  }
}

export function saveBrandDraft(userId: string, draft: BrandProfileDraft): void {
  try {
    window.localStorage.setItem(keyFor(userId), JSON.stringify(draft));
  } catch {
    // Storage full or disabled: the wizard still works, it just forgets on reload.
  }
}

export function clearBrandDraft(userId: string): void {
  try {
    window.localStorage.removeItem(keyFor(userId));
  } catch {
    // Nothing to clear.
  }
}

/**
 * The primary contact starts as the person who signed up (their name and e-mail), so setup does not ask again for
 * what the account already holds; only empty fields are filled, so a typed or restored value always wins.
 */
export function withAccountContact(values: BrandProfileValues, account: { name: string | null; email: string | null }): BrandProfileValues {
  const contact = values.contact.primaryContact;
  return {
    ...values,
    contact: {
      ...values.contact,
      primaryContact: { ...contact, name: contact.name || account.name?.trim() || '', email: contact.email || account.email?.trim() || '' },
    },
  };
}
