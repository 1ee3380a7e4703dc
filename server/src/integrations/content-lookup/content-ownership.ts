import type { CampaignPlatform } from '../../../../src/domain/campaigns/campaign-options';
import { instagramUsernameIn } from '../../../../src/domain/marketplace/content-url';
import type { ContentLookup } from './content-lookup';

export interface LinkedAccount {
  platform: CampaignPlatform;
  handle: string;
  profileUrl: string;
}

/** true: one of the linked accounts published it; false: someone else did; null: nobody could tell. */
export type Ownership = boolean | null;

const bareHandle = (handle: string) => handle.trim().replace(/^@/, '').toLowerCase();

/** https://m.youtube.com/@Name/ -> youtube.com/@name (hosts and trailing slashes vary between links to one channel). */
export function normalizeProfileUrl(value: string): string {
  try {
    const url = new URL(value.trim());
    const host = url.hostname.toLowerCase().replace(/^(www|m)\./, '');
    return `${host}${url.pathname.replace(/\/+$/, '')}`.toLowerCase();
  } catch {
    return value.trim().toLowerCase();
  }
}

/** The @handle of a youtube.com/@handle channel URL. */
const youtubeHandleOf = (authorUrl: string) => /\/@([^/?#]+)/.exec(authorUrl)?.[1]?.toLowerCase() ?? null;

/**
 * Whether `url` is content of one of `accounts` (docs/marketplace.md, "Content ownership"): an Instagram link naming its
 * username is compared directly; anything else asks the content lookup for its author and compares that with the
 * linked channel's profile URL, then its handle.
 */
export async function contentOwnership(url: string, platform: CampaignPlatform, accounts: LinkedAccount[], lookup: ContentLookup): Promise<Ownership> {
  const linked = accounts.filter((account) => account.platform === platform);
  if (platform === 'instagram') {
    const username = instagramUsernameIn(url);
    if (username) return linked.some((account) => bareHandle(account.handle) === username);
  }
  const author = await lookup.author(url, platform);
  if (!author.found) return null;
  const authorUrl = author.authorUrl ? normalizeProfileUrl(author.authorUrl) : null;
  const authorHandle = author.authorUrl ? youtubeHandleOf(author.authorUrl) : null;
  const authorName = author.authorName?.toLowerCase() ?? null;
  return linked.some((account) => {
    const handle = bareHandle(account.handle);
    return (authorUrl !== null && normalizeProfileUrl(account.profileUrl) === authorUrl)
      || (authorHandle !== null && handle === authorHandle)
      || (authorName !== null && handle === authorName);
  });
}
