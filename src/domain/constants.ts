/** Business constants of SPEC §9 and the enumerations of SPEC §3. */
export const timing = {
  whoamiCacheMs: 300_000,
  queryStaleMs: 300_000,
  queryGcMs: 600_000,
  noticeRotationMs: 5_000,
  toastDurationMs: 4_000,
  offlineRetryDelayMs: 2_000,
  reconnectMessageMs: 3_000,
  prefetchDelayMs: 2_000,
  metricsQuietFlushMs: 5_000,
  /** A batch goes out at the latest this long after its first measurement, however busy the page stays. */
  metricsMaxBatchAgeMs: 15_000,
} as const;

export const limits = {
  offlineMaxRetries: 3,
  toastMaxVisible: 3,
  metricsBatchSize: 50,
  notificationBadgeMax: 99,
  minimumAge: 13,
  maxUploadMegabytes: 10,
  pageSizeDefault: 20,
  pageSizeMax: 100,
  passwordMinLength: 8,
  nameMin: 2,
  nameMax: 50,
  verificationCodeLength: 6,
  errorBreadcrumbCap: 100,
} as const;

export const personas = ['brand', 'influencer'] as const;
export type Persona = (typeof personas)[number];

export const noticeSeverities = ['info', 'warning', 'error', 'success'] as const;
export type NoticeSeverity = (typeof noticeSeverities)[number];

export const platforms = ['youtube', 'instagram'] as const;
/** How the screens name each platform. */
export const platformLabels: Record<(typeof platforms)[number], string> = { youtube: 'YouTube', instagram: 'Instagram' };
export const currencies = ['INR', 'USD', 'EUR'] as const;
export const accountTypes = ['savings', 'current'] as const;
export const influencerPaymentMethods = ['upi', 'bank_transfer'] as const;
export const placementPricingTypes = ['bundled', 'alacarte'] as const;
export const campaignPricingTypes = ['cpm', 'fixed'] as const;
export const campaignStatuses = [
  'draft', 'planned', 'processing_influencers', 'outreach_pending', 'outreach_in_progress',
  'active', 'paused', 'completed', 'reverted', 'canceled',
] as const;
export const contentVerificationStatuses = [
  'submitted', 'verified', 'rejected', 'rebuttal_requested', 'rebuttal_responsed', 'rebuttal_approved', 'rebuttal_rejected',
] as const;
export const placementTypes = [
  'yt_new_video_branding', 'yt_new_shorts_branding', 'yt_dedicated_video', 'yt_dedicated_short', 'yt_old_video_branding',
  'yt_channel_page', 'ig_channel_page', 'ig_dedicated_reel', 'ig_branded_reel', 'ig_branded_post',
] as const;
export const companySizes = ['1-10', '11-50', '51-200', '201-500', '500+'] as const;
export const teamRoles = ['admin', 'manager', 'viewer'] as const;

export const categories = [
  'AI & Machine Learning', 'Activewear', 'Anime & Manga', 'Art & Design', 'Beauty & Cosmetics', 'Beer, Wine & Spirits',
  'Books & Literature', 'Business & Careers', 'Camera & Photography', 'Cars & Motorbikes', 'Coffee, Tea & Beverages',
  'Clothes, Shoes, Handbags & Accessories', 'Cryptocurrency & Web3', 'Electronics & Computers', 'Entertainment & Comedy',
  'Finance & Investment', 'Fitness & Yoga', 'Friends, Family & Relationships', 'Gaming', 'Healthcare & Medicine',
  'History & Culture', 'Home Decor, Furniture & Garden', 'Jewellery & Watches', 'LGBTQ+ & Pride', 'Luxury Goods',
  "Men's Lifestyle", 'Music', 'News & Politics', 'Parenting & Motherhood', 'Pets', 'Real Estate',
  'Restaurants, Food & Grocery', 'Science & Nature', 'Shopping & Retail', 'Sports', 'Sustainability & Environment',
  'Technology & Software', 'Television & Film', 'Tobacco & Smoking', 'Toys, Children & Baby', 'Travel, Tourism & Aviation',
  'Wedding', "Women's Lifestyle",
] as const;

export const languages = [
  'English', 'Hindi', 'Bengali', 'Telugu', 'Marathi', 'Tamil', 'Urdu', 'Gujarati', 'Kannada', 'Malayalam', 'Odia',
  'Punjabi', 'Assamese', 'Kashmiri', 'Nepali', 'Sindhi', 'Sanskrit', 'Spanish', 'French', 'German', 'Portuguese',
  'Russian', 'Japanese', 'Korean', 'Chinese', 'Arabic', 'Italian', 'Dutch', 'Turkish', 'Polish', 'Thai', 'Vietnamese',
  'Indonesian', 'Malay',
] as const;

/**
 * SPEC §9 sidebar widths in 4-px units (docs/shell.md: 80 units at MUI's 8-px spacing would be 640 px, wider than a
 * phone): 176 px expanded, 56 px collapsed to icons, 320 px in the mobile drawer.
 */
export const sidebarWidthUnits = { expanded: 44, collapsed: 14, mobile: 80 } as const;
export const sidebarUnitPx = 4;
