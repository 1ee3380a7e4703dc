import type { CampaignPlatform } from '../campaigns/campaign-options';
import { platformLabels } from '../constants';

/**
 * Whose content a submitted link is (docs/marketplace.md "Content ownership"): the refusals the server answers next
 * to the Content URL field, and the label brands and the influencer read on a submission. SPEC §8 only says content
 * submission failures exist; these say which platform and what to do.
 */

/** "A", "A or B", "A, B or C". */
const either = (names: readonly string[]) =>
  names.length <= 1 ? names.join('') : `${names.slice(0, -1).join(', ')} or ${names[names.length - 1]}`;

/** How many of an Instagram account's newest posts are searched for a submitted one (pages of 100). */
export const instagramOwnershipSearchLimit = 500;

/** Refusals of POST campaigns/{id}/submissions/ (field `content_url`) after the platform was asked. */
export const contentOwnershipMessages = {
  /** videos.list says the video belongs to a channel the influencer has not connected. */
  youtubeOtherChannel: (connected: readonly string[]) =>
    `This video is on another YouTube channel, not on your connected channel${connected.length > 1 ? 's' : ''} ${either(connected)}. ` +
    'Submit a video of your own channel, or connect that channel on My Profile first.',
  /** videos.list does not return the id (unknown, deleted, or private to someone else). */
  youtubeVideoNotFound:
    'YouTube has no video at this link. Check the link: the video must exist and be public or unlisted.',
  /** The shortcode is not among the newest posts of any connected Instagram account. */
  instagramNotOnAccount: (connected: readonly string[]) =>
    `This post is not on your connected Instagram account ${either(connected)} (we looked through its latest ` +
    `${instagramOwnershipSearchLimit} posts). Check the link, or submit a post of your own account.`,
} as const;

/** The label of a submitted link: checked with the platform through a connected account, or not. */
export const contentOwnershipLabels = {
  verified: 'Account verified',
  notVerified: 'Account not verified',
  /** For the brand: what was checked. */
  verifiedHint: (platform: CampaignPlatform) =>
    `${platformLabels[platform]} confirmed this was posted from the influencer's connected ${platform === 'youtube' ? 'channel' : 'account'}.`,
  // Visible text rather than a tooltip, which a phone cannot open (issue 13).
  notVerifiedHint:
    "Not checked with the platform: the influencer's account is not connected, or the platform did not answer when " +
    'this was submitted. Open the content and check the account before you verify it.',
  /** For the influencer: what the brand sees. */
  ownVerifiedHint: (platform: CampaignPlatform) =>
    `${platformLabels[platform]} confirmed this is on your connected ${platform === 'youtube' ? 'channel' : 'account'}. The brand sees it as verified.`,
  ownNotVerifiedHint: (platform: CampaignPlatform) =>
    `The brand sees this as not verified: it was not checked with ${platformLabels[platform]}. Links from ` +
    `${platform === 'youtube' ? 'a channel' : 'an account'} you connected on My Profile are checked when you submit them.`,
} as const;
