/**
 * Choices of the settings form (SPEC §3 groups). Profile visibility: SPEC §5's influencer options (public,
 * brands_only, private) plus connections_only, the account-settings option stored before; the server enforces
 * each of them (docs/decisions.md, "Privacy settings").
 */
export const profileVisibilities = ['public', 'brands_only', 'connections_only', 'private'] as const;
export type ProfileVisibility = (typeof profileVisibilities)[number];
export const campaignViews = ['grid', 'list'] as const;
export const dashboardLayouts = ['default', 'compact'] as const;

/** The 34 languages of SPEC §3 as ISO 639-1 codes (the settings store a code; 'en' is the SPEC default). */
export const languageCodes = {
  en: 'English', hi: 'Hindi', bn: 'Bengali', te: 'Telugu', mr: 'Marathi', ta: 'Tamil', ur: 'Urdu', gu: 'Gujarati',
  kn: 'Kannada', ml: 'Malayalam', or: 'Odia', pa: 'Punjabi', as: 'Assamese', ks: 'Kashmiri', ne: 'Nepali',
  sd: 'Sindhi', sa: 'Sanskrit', es: 'Spanish', fr: 'French', de: 'German', pt: 'Portuguese', ru: 'Russian',
  ja: 'Japanese', ko: 'Korean', zh: 'Chinese', ar: 'Arabic', it: 'Italian', nl: 'Dutch', tr: 'Turkish', pl: 'Polish',
  th: 'Thai', vi: 'Vietnamese', id: 'Indonesian', ms: 'Malay',
} as const;
export type LanguageCode = keyof typeof languageCodes;

/** True for 'UTC' and every IANA zone the runtime knows (Intl throws a RangeError for anything else). */
export function isValidTimeZone(value: string): boolean {
  if (!value || value.length > 64) return false;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: value });
    return true;
  } catch {
    return false;
  }
}

/** The zones offered by the form's picker: what the runtime supports, UTC first. */
export function timeZoneChoices(): string[] {
  const supported = typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [];
  return ['UTC', ...supported.filter((zone) => zone !== 'UTC')];
}
