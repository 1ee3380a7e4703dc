import type { FetchArgs } from '@reduxjs/toolkit/query';
import { timing } from '../domain/constants';
import { idempotencyKeyHeader } from '../domain/idempotency/idempotency';
import {
  generatedApi,
  useGetWhoamiQuery,
  type GetRuntimeConfigApiResponse,
  type GetWhoamiApiResponse,
  type ListNoticesApiResponse,
  type SendThreadMessageApiArg,
} from './generated/api';

const activeWorkTags = ['Influencers', 'Campaign invites', 'Content submissions'] as const;

/**
 * The generated endpoints with the SPA's cache rules (SPEC §7). Import `api` from here (never from
 * ./generated) so these overrides are always applied.
 */
export const api = generatedApi.enhanceEndpoints({
  addTagTypes: ['Whoami', 'Notices', 'RuntimeConfig', 'Notifications', 'UserSettings', 'Campaigns', 'BrandDashboard', 'InfluencerRates', 'EmailSuppression'],
  endpoints: {
    getRuntimeConfig: { providesTags: ['RuntimeConfig'] },
    getWhoami: { providesTags: ['Whoami'], keepUnusedDataFor: timing.whoamiCacheMs / 1000 },
    listNotices: { providesTags: ['Notices'] },
    // The notifications saga polls and reconciles itself (subscribe: false); the tags keep any hook-based
    // reader in step after a change.
    listNotifications: { providesTags: ['Notifications'] },
    getNotificationUnreadCount: { providesTags: ['Notifications'] },
    // Stored user settings (/settings): a save refetches the document the form starts from.
    getUserSettings: { providesTags: ['UserSettings'] },
    // An influencer's settings display name is their profile's (docs/profiles-and-names.md): the profile views and the
    // shell refresh too.
    updateUserSettings: { invalidatesTags: ['UserSettings', 'Whoami', 'Influencers'] },
    // The person's own address on the suppression list (/settings): only its notice refetches, not the other account lists.
    getMyEmailSuppression: { providesTags: ['EmailSuppression'] },
    removeMyEmailSuppression: { invalidatesTags: ['EmailSuppression'] },
    // Account deletion answers 400 with field errors the dialog shows; never retried.
    deleteMyAccount: { extraOptions: { maxRetries: 0 } },
    // Brand setup and new brands change whoami (is_profile_completed, brand_id).
    setupBrandProfile: { invalidatesTags: ['Brands', 'Whoami'] },
    createBrand: { invalidatesTags: ['Brands', 'Whoami'] },
    // Switching brand is not retried behind the person's back: a failure is a toast, the menu can be used again.
    setCurrentBrand: { extraOptions: { maxRetries: 0 } },
    // A new logo or profile picture is the top bar's avatar (whoami image_url).
    updateBrand: { invalidatesTags: ['Brands', 'Whoami'] },
    saveMyInfluencerProfile: { invalidatesTags: ['Influencers', 'Whoami'] },
    updateInfluencerProfile: { invalidatesTags: ['Influencers', 'Whoami'] },
    replaceInfluencerProfile: { invalidatesTags: ['Influencers', 'Whoami'] },
    // The creator's own rates and availability (/profile): a save refetches the card only, not the whole profile.
    getMyRates: { providesTags: ['InfluencerRates'] },
    replaceMyRates: { invalidatesTags: ['InfluencerRates'] },
    // Null before the first step (an empty state); a failure is shown with a Retry button, not retried behind it.
    getMyInfluencerProfile: { extraOptions: { maxRetries: 0 } },
    // Metrics and error reports: failures are ignored, never retried (SPEC §7; no retry storm).
    ingestMetrics: { extraOptions: { maxRetries: 0 } },
    // Palette results go stale quickly (profiles and help change); a reopened palette may reuse them briefly.
    search: { keepUnusedDataFor: 30 },
    // Campaigns (issue 5): every write refreshes lists, details, history and the brand dashboard that show it.
    listCampaigns: { providesTags: ['Campaigns'] },
    getCampaign: { providesTags: ['Campaigns'] },
    listCampaignEvents: { providesTags: ['Campaigns'] },
    getBrandDashboard: { providesTags: ['BrandDashboard'] },
    createCampaign: { invalidatesTags: ['Campaigns', 'BrandDashboard'] },
    updateCampaign: { invalidatesTags: ['Campaigns', 'BrandDashboard'] },
    deleteCampaign: { invalidatesTags: ['Campaigns', 'BrandDashboard'] },
    publishCampaign: { invalidatesTags: ['Campaigns', 'BrandDashboard'] },
    changeCampaignStatus: { invalidatesTags: ['Campaigns', 'BrandDashboard'] },
    addOldVideoBranding: { invalidatesTags: ['Campaigns', 'BrandDashboard'] },
    // Content submission and review (issue 6): a step also changes the influencer's active-campaign views.
    submitCampaignContent: { invalidatesTags: ['Content submissions', 'Influencers'] },
    disputeCampaignContentSubmission: { invalidatesTags: ['Content submissions', 'Influencers'] },
    // Influencer's active work and dashboard: refreshed by an accepted or declined invite, a submission and every review step.
    listActiveCampaigns: { providesTags: activeWorkTags },
    getActiveCampaignDashboard: { providesTags: activeWorkTags },
    getActiveCampaignStats: { providesTags: activeWorkTags },
    listActiveCampaignPlacements: { providesTags: activeWorkTags },
    listActiveCampaignContent: { providesTags: activeWorkTags },
    getInfluencerDashboard: { providesTags: activeWorkTags },
    getInfluencerDashboardStats: { providesTags: activeWorkTags },
    // Brand views of campaign influencers (docs/marketplace.md): refreshed by invites, answers and every review step.
    listBrandInfluencers: { providesTags: ['Campaigns', ...activeWorkTags] },
    getBrandInfluencerDetails: { providesTags: ['Campaigns', ...activeWorkTags] },
    // Campaign roster (issue 6): an invite moves the campaign to outreach_in_progress and reaches the influencer's side.
    inviteCampaignRoster: { invalidatesTags: ['Campaign roster', 'Campaigns', 'BrandDashboard', ...activeWorkTags] },
    // Inviting from the directory (docs/directory.md): the profile's collaborations change too; a send is never retried
    // behind the person's back (the server is idempotent, the person sees the answer).
    inviteCampaignCreators: { invalidatesTags: ['Campaign roster', 'Campaigns', 'BrandDashboard', 'Directory', ...activeWorkTags], extraOptions: { maxRetries: 0 } },
    // Connected accounts (docs/social-integrations.md): verifying changes the numbers the profile shows; starting a
    // connection changes nothing yet (the browser leaves for the platform), so it is not retried behind the person's back.
    verifyYouTube: { invalidatesTags: ['Influencers'] },
    verifyInstagram: { invalidatesTags: ['Influencers'] },
    connectYouTube: { invalidatesTags: [], extraOptions: { maxRetries: 0 } },
    connectInstagram: { invalidatesTags: [], extraOptions: { maxRetries: 0 } },
    // Conversations (docs/messages.md): the composer passes its own Idempotency-Key so Retry of a failed send
    // reuses it and the server stores the message once.
    sendThreadMessage: (definition) => {
      const query = definition.query!;
      definition.query = (arg: SendThreadMessageApiArg & { idempotencyKey?: string }) => {
        const base = query(arg) as FetchArgs;
        return arg.idempotencyKey ? { ...base, headers: { [idempotencyKeyHeader]: arg.idempotencyKey } } : base;
      };
    },
  },
});

export type AppApi = typeof api;

/**
 * The current user (whoami): cached 5 min, refetched on reconnect but not on window focus (SPEC §7).
 * RTK Query decides focus refetching per subscription, so every caller goes through this hook.
 */
export function useWhoamiQuery(options: { skip?: boolean } = {}) {
  return useGetWhoamiQuery(undefined, { ...options, refetchOnFocus: false, refetchOnReconnect: true });
}

/** Subscription options for whoami outside React (`api.endpoints.getWhoami.initiate(undefined, whoamiSubscription)`). */
export const whoamiSubscription = { subscriptionOptions: { refetchOnFocus: false, refetchOnReconnect: true } } as const;

// Names derived from operation ids only, so they survive changes to the server's schema names.
export type Whoami = GetWhoamiApiResponse;
export type RuntimeConfig = GetRuntimeConfigApiResponse;
export type ApiNotice = ListNoticesApiResponse['results'][number];

export { useGetRuntimeConfigQuery, useListNoticesQuery } from './generated/api';

// Command palette search (GET /api/v1/search/).
export { useSearchQuery } from './generated/api';
export type { SearchApiResponse as SearchResults } from './generated/api';

// Help centre (GET /api/v1/help/categories/...): content changes only on deploy, so the default cache suits it.
export { useGetHelpArticleQuery, useGetHelpCategoryQuery, useListHelpCategoriesQuery } from './generated/api';
export type {
  ListHelpCategoriesApiResponse as HelpCategoryList,
  GetHelpCategoryApiResponse as HelpCategoryDetail,
  GetHelpArticleApiResponse as HelpArticleDetail,
} from './generated/api';

// Notifications (GET/POST/DELETE /api/v1/notifications/...), driven by the notifications saga.
export type {
  ListNotificationsApiResponse as NotificationPage,
  MarkNotificationReadApiResponse as ApiNotification,
} from './generated/api';

// Settings and account (GET/PUT accounts/settings/, accounts/delete/).
export {
  useDeleteMyAccountMutation,
  useGetAccountDeletionRequirementsQuery,
  useGetUserSettingsQuery,
  useUpdateUserSettingsMutation,
} from './generated/api';
export type { GetUserSettingsApiResponse as UserSettingsResponse } from './generated/api';

// Brands and their company profiles (POST brands/profile-setup/, GET/POST brands/, GET/PATCH brands/{id}/).
export { useGetBrandQuery, useListBrandsQuery, useSetupBrandProfileMutation, useUpdateBrandMutation } from './generated/api';
// The top bar's brand switcher (docs/team.md "Several brands"); its answer is the new whoami, written into the cache.
export { useSetCurrentBrandMutation } from './generated/api';
export type { GetBrandApiResponse as ApiBrand } from './generated/api';

// Payout details (influencers/payment/...): the generated 'Payouts' tag refetches the card after a change.
export {
  useDeletePaymentInfoMutation,
  useGetPaymentInfoQuery,
  useUpdateBankDetailsMutation,
  useUpdateUpiMutation,
} from './generated/api';
export type { GetPaymentInfoApiResponse as PaymentInfo } from './generated/api';

// Tax details (influencers/me/tax-details/): the generated 'Payments' tag refetches the card after a save.
export { useGetMyTaxDetailsQuery, useUpdateMyTaxDetailsMutation } from './generated/api';
export type { GetMyTaxDetailsApiResponse as TaxDetails } from './generated/api';

// Influencer profiles and social accounts (influencers/profile/..., influencers/me/social-accounts/...).
export {
  useAddMySocialAccountMutation,
  useCompleteInfluencerProfileSetupMutation,
  useGetMyInfluencerProfileQuery,
  useRemoveMySocialAccountMutation,
  useSaveMyInfluencerProfileMutation,
  useUpdateInfluencerProfileMutation,
} from './generated/api';
export type { InfluencerProfile } from './generated/api';

// The creator's own rates and availability (influencers/me/rates/), on /profile.
export { useGetMyRatesQuery, useReplaceMyRatesMutation } from './generated/api';
export type { MyRates, MyRatesUpdate } from './generated/api';

// Connecting YouTube and Instagram (integrations/{platform}/connect/ and verify/).
export {
  useConnectInstagramMutation,
  useConnectYouTubeMutation,
  useVerifyInstagramMutation,
  useVerifyYouTubeMutation,
} from './generated/api';
export type { SocialAccount } from './generated/api';

// Remote pictures load through the image proxy with a signed, expiring link (an <img> cannot send a token).
export { useSignImageProxyUrlQuery } from './generated/api';

// Settings > Sessions (accounts/sessions/): the generated 'Accounts' tag refetches the list after a sign-out.
export { useEndAccountSessionMutation, useEndOtherAccountSessionsMutation, useListAccountSessionsQuery } from './generated/api';
export type { AccountSession } from './generated/api';
