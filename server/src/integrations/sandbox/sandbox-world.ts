import type { InstagramFakeMedia, InstagramFakeUser } from '../instagram/instagram.fake';
import type { YoutubeFakeAccount, YoutubeFakeVideo } from '../youtube/youtube.fake';

/**
 * The demo world of the sandbox (docs/social-integrations.md "Sandbox"): a few Google accounts with channels (and one
 * without), two Instagram professional accounts, and their uploads, whose views grow every hour on the real clock.
 * Publication dates are fixed, so the numbers are the same after a restart and only ever grow.
 */
export interface SandboxYoutubeAccount extends YoutubeFakeAccount {
  /** What the consent page shows for a Google account without a channel. */
  email: string;
}

const hoursAgoIso = (anchor: string, days: number) => new Date(Date.parse(anchor) - days * 86_400_000).toISOString();

export const sandboxYoutubeAccounts: SandboxYoutubeAccount[] = [
  { id: 'sbx-google-ivy', email: 'ivy.creates@gmail.example', channel: { id: 'UCsbxIvyCreates000000001', title: 'Ivy Creates', customUrl: '@ivycreates', country: 'IN', subscriberCount: 48_200, publishedAt: '2019-03-14T10:00:00Z', description: 'Monsoon fashion hauls, gadget picks and weekend travel vlogs from Mumbai.' } },
  { id: 'sbx-google-ivy-travels', email: 'ivy.travels@gmail.example', channel: { id: 'UCsbxIvyTravels000000002', title: 'Ivy Travels', customUrl: '@ivytravels', country: 'IN', subscriberCount: 12_900, publishedAt: '2022-07-02T10:00:00Z', description: 'Weekend trips from Mumbai.' } },
  { id: 'sbx-google-nova', email: 'hello@studionova.example', channel: { id: 'UCsbxStudioNova000000003', title: 'Studio Nova', customUrl: '@studionova', country: 'IN', subscriberCount: 231_000, publishedAt: '2017-01-20T10:00:00Z', description: 'Tech explained in Hindi and English.' } },
  { id: 'sbx-google-personal', email: 'ivy.personal@gmail.example', channel: null },
];

/** Six uploads per channel, a week apart, the newest on 1 Nov 2026; older videos started bigger, all keep growing. */
const videoAnchor = '2026-11-01T09:00:00Z';
const videoPlan: Array<{ channel: string; prefix: string; titles: string[]; baseViews: number; viewsPerHour: number }> = [
  { channel: 'UCsbxIvyCreates000000001', prefix: 'ivyc', baseViews: 6_000, viewsPerHour: 4, titles: ['Monsoon haul under ₹2,000', 'Budget earbuds tested in the rain', 'Lonavala in one day', 'Office looks, five ways', 'My desk setup 2026', 'Street food crawl in Bandra'] },
  { channel: 'UCsbxIvyTravels000000002', prefix: 'ivyt', baseViews: 1_500, viewsPerHour: 1, titles: ['Alibaug by ferry', 'Matheran toy train', 'Goa off-season', 'Igatpuri waterfalls', 'Pune food weekend', 'Kashid beach camp'] },
  { channel: 'UCsbxStudioNova000000003', prefix: 'nova', baseViews: 40_000, viewsPerHour: 25, titles: ['Phones under ₹20,000', 'How UPI works', 'Laptop buying guide', 'AI tools for students', 'Home Wi-Fi fixed', 'Smartwatch showdown'] },
];

/**
 * Ids are 11 characters like real ones, so their links pass the content URL rules and can be submitted:
 * https://www.youtube.com/watch?v=sbxivyc0001 is Ivy Creates' newest upload, sbxivyt0001 Ivy Travels', sbxnova0001
 * Studio Nova's (docs/marketplace.md "Content ownership" lists the sandbox's links).
 */
export const sandboxYoutubeVideos: YoutubeFakeVideo[] = videoPlan.flatMap((plan) => plan.titles.map((title, index) => ({
  id: `sbx${plan.prefix}${String(index + 1).padStart(4, '0')}`,
  channelId: plan.channel,
  title,
  publishedAt: hoursAgoIso(videoAnchor, index * 7),
  baseViews: plan.baseViews + index * plan.baseViews * 0.4,
  viewsPerHour: plan.viewsPerHour,
})));

export const sandboxInstagramUsers: InstagramFakeUser[] = [
  { userId: '17841400000000101', username: 'ivy.creates', name: 'Ivy Iyer', accountType: 'MEDIA_CREATOR', followersCount: 36_500, followsCount: 410 },
  { userId: '17841400000000102', username: 'studio.nova', name: 'Studio Nova', accountType: 'BUSINESS', followersCount: 88_000, followsCount: 120 },
];

const mediaPlan: Array<{ userId: string; prefix: string; likes: number; comments: number; viewsPerHour: number }> = [
  { userId: '17841400000000101', prefix: 'ivy', likes: 1_900, comments: 85, viewsPerHour: 6 },
  { userId: '17841400000000102', prefix: 'nova', likes: 3_400, comments: 160, viewsPerHour: 14 },
];

export const sandboxInstagramMedia: InstagramFakeMedia[] = mediaPlan.flatMap((plan) => Array.from({ length: 8 }, (_, index) => ({
  id: `1790000${plan.prefix === 'ivy' ? '1' : '2'}${String(index + 1).padStart(8, '0')}`,
  userId: plan.userId,
  mediaProductType: index % 3 === 2 ? ('FEED' as const) : ('REELS' as const),
  shortcode: `Sbx${plan.prefix}${index + 1}`,
  caption: `${plan.prefix === 'ivy' ? 'Ivy' : 'Nova'} post ${index + 1}`,
  timestamp: hoursAgoIso(videoAnchor, index * 4),
  likeCount: plan.likes - index * 90,
  commentsCount: plan.comments - index * 4,
  viewsPerHour: plan.viewsPerHour,
})));

/** The Ivy Creates channel the demo influencer (influencer@demo.local) has connected (seed: sandbox-connection.seed.ts). */
export const demoConnectedChannel = { accountId: 'sbx-google-ivy', channelId: 'UCsbxIvyCreates000000001', handle: '@ivycreates' } as const;

/**
 * Links to submit in the sandbox (docs/marketplace.md "Content ownership"): a video of the demo influencer's connected
 * channel (accepted, verified) and one of another channel (refused, naming her channel).
 */
export const sandboxContentLinks = {
  ownVideo: 'https://www.youtube.com/watch?v=sbxivyc0001',
  otherChannelVideo: 'https://www.youtube.com/watch?v=sbxnova0001',
} as const;
