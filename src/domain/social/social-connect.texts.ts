import { platformLabels } from '../constants';
import type { CallbackRefusal, CombinedProvenance, ConnectFailureReason, SocialPlatform } from './social-connect.rules';

/**
 * Every text of connecting, verifying and disconnecting social accounts, once for the server and the SPA.
 * SPEC §8: "Social failures (verification, connection, disconnection, OAuth start) each name the platform."
 */
const label = (platform: SocialPlatform) => platformLabels[platform];
/** What one account is called on each platform. */
export const accountNoun: Record<SocialPlatform, string> = { youtube: 'YouTube channel', instagram: 'Instagram account' };

/** SPEC §8's four social failures. */
export const socialFailureMessages = {
  verification: (platform: SocialPlatform) => `Could not verify your ${accountNoun[platform]}. Please try again.`,
  connection: (platform: SocialPlatform) => `Could not connect your ${accountNoun[platform]}. Please try again.`,
  disconnection: (platform: SocialPlatform) => `Could not disconnect your ${accountNoun[platform]}. Please try again.`,
  oauthStart: (platform: SocialPlatform) => `Could not start ${label(platform)} sign-in. Please try again.`,
  /** A refusal with its reason (e.g. the last account of a complete profile). */
  disconnectionBecause: (platform: SocialPlatform, reason: string) => `Could not disconnect your ${accountNoun[platform]}: ${reason}`,
} as const;

/** Why a connection failed, shown after "Could not connect your …:" on the page the person returns to. */
export const connectFailureTexts: Record<ConnectFailureReason, (platform: SocialPlatform) => string> = {
  code_rejected: (platform) => `${label(platform)} did not accept the sign-in. Please start again.`,
  no_channel: (platform) => (platform === 'youtube'
    ? 'That Google account has no YouTube channel. Choose the account that owns your channel.'
    : 'That Instagram account cannot be connected. Switch it to a professional (creator or business) account first.'),
  taken: (platform) => `This ${accountNoun[platform]} is already connected to another InfluenceHub account.`,
  missing_permission: (platform) => `${label(platform)} permissions were not all granted. Connect again and allow every permission asked for.`,
  provider_unavailable: (platform) => `${label(platform)} is not answering right now. Please try again in a few minutes.`,
  provider_error: (platform) => `${label(platform)} reported a problem with the sign-in. Please try again.`,
};

/** The callback's 400 answers: the `state` it came back with cannot be used. */
export const callbackRefusalTexts: Record<CallbackRefusal, (platform: SocialPlatform) => string> = {
  state_invalid: (platform) => `This ${label(platform)} sign-in link is not valid. Start again from your profile.`,
  state_used: (platform) => `This ${label(platform)} sign-in link was already used. Start again from your profile.`,
  state_expired: (platform) => `This ${label(platform)} sign-in took more than 10 minutes and has expired. Start again from your profile.`,
  browser_mismatch: (platform) => `This ${label(platform)} sign-in was started in another browser. Start again from your profile in this browser.`,
};

export const connectOutcomeTexts = {
  connected: (platform: SocialPlatform) => `Your ${accountNoun[platform]} is connected. Its numbers are now verified.`,
  cancelled: (platform: SocialPlatform) => `${label(platform)} connection cancelled. Nothing was changed.`,
  failed: (platform: SocialPlatform, reason: ConnectFailureReason) => `Could not connect your ${accountNoun[platform]}. ${connectFailureTexts[reason](platform)}`,
} as const;

/** API refusals around connected accounts (the server's `detail`). */
export const socialApiMessages = {
  influencerOnly: 'Connecting social accounts is for influencer accounts.',
  returnPathInvalid: 'Choose a page of this site to come back to.',
  notConnected: (platform: SocialPlatform) => `This ${accountNoun[platform]} is not connected. Connect it first.`,
  needsReconnect: (platform: SocialPlatform) => `Reconnect your ${accountNoun[platform]} first: ${label(platform)} no longer accepts our access.`,
  chooseAccount: (platform: SocialPlatform) => `You have several connected ${label(platform)} accounts: say which one to verify.`,
  noConnectedAccount: (platform: SocialPlatform) => `You have no connected ${accountNoun[platform]}. Connect it first.`,
} as const;

/** Labels wherever numbers are shown (brands and the influencer alike). */
export const provenanceTexts = {
  verified: 'Verified',
  selfReported: 'Self-reported',
  mixed: 'Partly self-reported',
  verifiedHint: (platform: SocialPlatform) => `Read from ${label(platform)}`,
  selfReportedHint: 'Typed in by the influencer, not checked with the platform',
  readAt: (when: string) => `Read ${when}`,
} as const;

/** The one word next to a number (lists and chips): Verified, Self-reported, Partly self-reported. */
export const provenanceLabel = (provenance: CombinedProvenance): string =>
  provenance === 'verified' ? provenanceTexts.verified : provenance === 'mixed' ? provenanceTexts.mixed : provenanceTexts.selfReported;

/** The notification an influencer gets when a connection stops working. */
export const needsReconnectNotification = {
  title: (platform: SocialPlatform) => `Reconnect ${label(platform)}`,
  message: (platform: SocialPlatform, handle: string) =>
    `${label(platform)} no longer accepts our access to ${handle}. Reconnect it so brands keep seeing verified numbers.`,
  actionLabel: 'Reconnect',
  actionUrl: '/profile',
} as const;

/** The notification the owner of a typed account gets when the real owner connects that handle. */
export const claimRemovedNotification = {
  title: (platform: SocialPlatform) => `${label(platform)} account removed`,
  message: (platform: SocialPlatform, handle: string) =>
    `${handle} was connected through ${label(platform)} by its owner, so it was removed from your profile.`,
  actionLabel: 'Open profile',
  actionUrl: '/profile',
} as const;

/** The connected-accounts screens (My Profile, the setup's social step). */
export const socialConnectLabels = {
  heading: 'Connected accounts',
  intro: 'Connect your channel so brands see numbers read from the platform, marked verified. Numbers you type in are shown as self-reported.',
  empty: 'No connected accounts yet.',
  loading: 'Loading your accounts…',
  loadFailed: 'Could not load your social accounts.',
  retry: 'Retry',
  connectGroup: 'Connect an account',
  connect: (platform: SocialPlatform) => `Connect ${label(platform)}`,
  connecting: (platform: SocialPlatform) => `Opening ${label(platform)}…`,
  verify: 'Verify now',
  verifying: 'Verifying…',
  reconnect: (platform: SocialPlatform) => `Reconnect ${label(platform)}`,
  needsReconnectChip: 'Needs reconnect',
  disconnect: 'Disconnect',
  remove: 'Remove',
  needsReconnect: (platform: SocialPlatform) => `${label(platform)} no longer accepts our access. Reconnect it so brands keep seeing verified numbers.`,
  verified: (platform: SocialPlatform) => `Your ${accountNoun[platform]} was read again.`,
  followers: (platform: SocialPlatform) => (platform === 'youtube' ? 'Subscribers' : 'Followers'),
  media: (platform: SocialPlatform) => (platform === 'youtube' ? 'Videos' : 'Posts'),
  averageViews: 'Avg. views (recent)',
  engagement: 'Engagement',
  notShown: '—',
  confirmTitle: (handle: string) => `Disconnect ${handle}?`,
  confirmBody: (platform: SocialPlatform) =>
    `We stop reading ${label(platform)}, give up our access and forget it, and the account is removed from your profile. You can connect it again at any time.`,
  confirm: 'Disconnect',
  confirmRemoveTitle: (handle: string) => `Remove ${handle}?`,
  confirmRemoveBody: 'The account and the numbers you typed in are removed from your profile.',
  confirmRemove: 'Remove',
  cancel: 'Cancel',
  dismiss: 'Dismiss',
  disconnected: (platform: SocialPlatform) => `Your ${accountNoun[platform]} was disconnected.`,
} as const;
