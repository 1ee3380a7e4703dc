/**
 * The one rule for the name the product shows for a signed-in person (shell: sidebar, top bar, user menu; whoami
 * `name`), docs/profiles-and-names.md:
 * - an influencer whose profile has a first and last name: those names (what setup or My Profile saved last);
 * - a brand member who is their brand's primary contact (the contact's e-mail is the account's): the contact name;
 * - else the name the account signed up with (the identity provider's), else null (the shell shows the e-mail).
 * Read at request time, never copied, so a profile edit shows everywhere at once and a sign-in cannot undo it.
 */
export interface AccountNameFacts {
  accountName: string | null;
  accountEmail: string | null;
  influencerFirstName?: string | null;
  influencerLastName?: string | null;
  brandContactName?: string | null;
  brandContactEmail?: string | null;
}

const clean = (value: string | null | undefined) => value?.trim().replace(/\s+/g, ' ') ?? '';

export function accountName(facts: AccountNameFacts): string | null {
  const first = clean(facts.influencerFirstName);
  const last = clean(facts.influencerLastName);
  if (first && last) return `${first} ${last}`;
  const contact = clean(facts.brandContactName);
  const contactEmail = clean(facts.brandContactEmail).toLowerCase();
  if (contact && contactEmail && contactEmail === clean(facts.accountEmail).toLowerCase()) return contact;
  return clean(facts.accountName) || null;
}

/**
 * How setup splits the sign-up name into the influencer's first and last name (prefill; the person can change
 * both): the last word is the last name, the rest the first name; a single word is a first name only.
 */
export function splitPersonName(name: string | null | undefined): { firstName: string; lastName: string } {
  const words = clean(name).split(' ').filter(Boolean);
  if (words.length < 2) return { firstName: words[0] ?? '', lastName: '' };
  return { firstName: words.slice(0, -1).join(' '), lastName: words[words.length - 1] ?? '' };
}
