import { emptyApi as api } from "../empty-api";
export const addTagTypes = [
  "Accounts",
  "Analytics",
  "Assets",
  "Integrations",
  "Brands",
  "Payments",
  "Campaigns",
  "Internal",
  "Content submissions",
  "Campaign roster",
  "Config",
  "Dev",
  "Health",
  "Help",
  "Campaign invites",
  "Influencers",
  "Payouts",
  "Jobs",
  "Metrics",
  "Notices",
  "Notifications",
  "Operator",
  "Webhooks",
  "Search",
  "Utilities",
] as const;
const injectedRtkApi = api
  .enhanceEndpoints({
    addTagTypes,
  })
  .injectEndpoints({
    endpoints: (build) => ({
      deleteMyAccount: build.mutation<
        DeleteMyAccountApiResponse,
        DeleteMyAccountApiArg
      >({
        query: (queryArg) => ({
          url: `/accounts/delete/`,
          method: "POST",
          body: queryArg.deleteAccountBody,
        }),
        invalidatesTags: ["Accounts"],
      }),
      getAccountDeletionRequirements: build.query<
        GetAccountDeletionRequirementsApiResponse,
        GetAccountDeletionRequirementsApiArg
      >({
        query: () => ({ url: `/accounts/delete/requirements/` }),
        providesTags: ["Accounts"],
      }),
      getUserSettings: build.query<
        GetUserSettingsApiResponse,
        GetUserSettingsApiArg
      >({
        query: () => ({ url: `/accounts/settings/` }),
        providesTags: ["Accounts"],
      }),
      updateUserSettings: build.mutation<
        UpdateUserSettingsApiResponse,
        UpdateUserSettingsApiArg
      >({
        query: (queryArg) => ({
          url: `/accounts/settings/`,
          method: "PUT",
          body: queryArg.updateUserSettingsBody,
        }),
        invalidatesTags: ["Accounts"],
      }),
      getWhoami: build.query<GetWhoamiApiResponse, GetWhoamiApiArg>({
        query: () => ({ url: `/accounts/whoami/` }),
        providesTags: ["Accounts"],
      }),
      getMyPerformance: build.query<
        GetMyPerformanceApiResponse,
        GetMyPerformanceApiArg
      >({
        query: (queryArg) => ({
          url: `/analytics/my-performance/`,
          params: {
            from: queryArg["from"],
            to: queryArg.to,
          },
        }),
        providesTags: ["Analytics"],
      }),
      getBrandPerformance: build.query<
        GetBrandPerformanceApiResponse,
        GetBrandPerformanceApiArg
      >({
        query: (queryArg) => ({
          url: `/analytics/performance/`,
          params: {
            brand_id: queryArg.brandId,
            currency: queryArg.currency,
            from: queryArg["from"],
            to: queryArg.to,
            group_by: queryArg.groupBy,
          },
        }),
        providesTags: ["Analytics"],
      }),
      exportBrandPerformance: build.query<
        ExportBrandPerformanceApiResponse,
        ExportBrandPerformanceApiArg
      >({
        query: (queryArg) => ({
          url: `/analytics/performance/export/`,
          params: {
            brand_id: queryArg.brandId,
            currency: queryArg.currency,
            from: queryArg["from"],
            to: queryArg.to,
            group_by: queryArg.groupBy,
            table: queryArg.table,
          },
        }),
        providesTags: ["Analytics"],
      }),
      listAssets: build.query<ListAssetsApiResponse, ListAssetsApiArg>({
        query: (queryArg) => ({
          url: `/assets/`,
          params: {
            page: queryArg.page,
            page_size: queryArg.pageSize,
            kind: queryArg.kind,
            purpose: queryArg.purpose,
          },
        }),
        providesTags: ["Assets"],
      }),
      uploadAsset: build.mutation<UploadAssetApiResponse, UploadAssetApiArg>({
        query: (queryArg) => ({
          url: `/assets/`,
          method: "POST",
          body: queryArg.body,
        }),
        invalidatesTags: ["Assets"],
      }),
      deleteAsset: build.mutation<DeleteAssetApiResponse, DeleteAssetApiArg>({
        query: (queryArg) => ({
          url: `/assets/${queryArg.id}/`,
          method: "DELETE",
        }),
        invalidatesTags: ["Assets"],
      }),
      getAsset: build.query<GetAssetApiResponse, GetAssetApiArg>({
        query: (queryArg) => ({ url: `/assets/${queryArg.id}/` }),
        providesTags: ["Assets"],
      }),
      updateAsset: build.mutation<UpdateAssetApiResponse, UpdateAssetApiArg>({
        query: (queryArg) => ({
          url: `/assets/${queryArg.id}/`,
          method: "PATCH",
          body: queryArg.body,
        }),
        invalidatesTags: ["Assets"],
      }),
      replaceAsset: build.mutation<ReplaceAssetApiResponse, ReplaceAssetApiArg>(
        {
          query: (queryArg) => ({
            url: `/assets/${queryArg.id}/`,
            method: "PUT",
            body: queryArg.body,
          }),
          invalidatesTags: ["Assets"],
        },
      ),
      downloadAsset: build.query<DownloadAssetApiResponse, DownloadAssetApiArg>(
        {
          query: (queryArg) => ({ url: `/assets/${queryArg.id}/download/` }),
          providesTags: ["Assets"],
        },
      ),
      showAsset: build.query<ShowAssetApiResponse, ShowAssetApiArg>({
        query: (queryArg) => ({ url: `/assets/${queryArg.id}/inline/` }),
        providesTags: ["Assets"],
      }),
      getAssetMetadata: build.query<
        GetAssetMetadataApiResponse,
        GetAssetMetadataApiArg
      >({
        query: (queryArg) => ({ url: `/assets/${queryArg.id}/metadata/` }),
        providesTags: ["Assets"],
      }),
      finishInstagramConnection: build.query<
        FinishInstagramConnectionApiResponse,
        FinishInstagramConnectionApiArg
      >({
        query: (queryArg) => ({
          url: `/auth/instagram/callback/`,
          params: {
            code: queryArg.code,
            state: queryArg.state,
            scope: queryArg.scope,
            error: queryArg.error,
            error_reason: queryArg.errorReason,
            error_description: queryArg.errorDescription,
          },
        }),
        providesTags: ["Integrations"],
      }),
      finishYouTubeConnection: build.query<
        FinishYouTubeConnectionApiResponse,
        FinishYouTubeConnectionApiArg
      >({
        query: (queryArg) => ({
          url: `/auth/youtube/callback/`,
          params: {
            code: queryArg.code,
            state: queryArg.state,
            scope: queryArg.scope,
            error: queryArg.error,
            error_reason: queryArg.errorReason,
            error_description: queryArg.errorDescription,
          },
        }),
        providesTags: ["Integrations"],
      }),
      listBrands: build.query<ListBrandsApiResponse, ListBrandsApiArg>({
        query: (queryArg) => ({
          url: `/brands/`,
          params: {
            page: queryArg.page,
            page_size: queryArg.pageSize,
            ordering: queryArg.ordering,
          },
        }),
        providesTags: ["Brands"],
      }),
      createBrand: build.mutation<CreateBrandApiResponse, CreateBrandApiArg>({
        query: (queryArg) => ({
          url: `/brands/`,
          method: "POST",
          body: queryArg.brandProfileInput,
        }),
        invalidatesTags: ["Brands"],
      }),
      setupBrandProfile: build.mutation<
        SetupBrandProfileApiResponse,
        SetupBrandProfileApiArg
      >({
        query: (queryArg) => ({
          url: `/brands/profile-setup/`,
          method: "POST",
          body: queryArg.brandProfileInput,
        }),
        invalidatesTags: ["Brands"],
      }),
      getBrand: build.query<GetBrandApiResponse, GetBrandApiArg>({
        query: (queryArg) => ({ url: `/brands/${queryArg.id}/` }),
        providesTags: ["Brands"],
      }),
      updateBrand: build.mutation<UpdateBrandApiResponse, UpdateBrandApiArg>({
        query: (queryArg) => ({
          url: `/brands/${queryArg.id}/`,
          method: "PATCH",
          body: queryArg.brandProfilePatch,
        }),
        invalidatesTags: ["Brands"],
      }),
      getBrandDashboard: build.query<
        GetBrandDashboardApiResponse,
        GetBrandDashboardApiArg
      >({
        query: (queryArg) => ({ url: `/brands/${queryArg.id}/dashboard/` }),
        providesTags: ["Brands"],
      }),
      createFundingOrder: build.mutation<
        CreateFundingOrderApiResponse,
        CreateFundingOrderApiArg
      >({
        query: (queryArg) => ({
          url: `/brands/${queryArg.id}/funding-orders/`,
          method: "POST",
          body: queryArg.fundingOrderCreate,
        }),
        invalidatesTags: ["Payments"],
      }),
      getBrandPayments: build.query<
        GetBrandPaymentsApiResponse,
        GetBrandPaymentsApiArg
      >({
        query: (queryArg) => ({ url: `/brands/${queryArg.id}/payments/` }),
        providesTags: ["Payments"],
      }),
      listBrandPayoutLines: build.query<
        ListBrandPayoutLinesApiResponse,
        ListBrandPayoutLinesApiArg
      >({
        query: (queryArg) => ({
          url: `/brands/${queryArg.id}/payout-lines/`,
          params: {
            status: queryArg.status,
          },
        }),
        providesTags: ["Payments"],
      }),
      listCampaigns: build.query<ListCampaignsApiResponse, ListCampaignsApiArg>(
        {
          query: (queryArg) => ({
            url: `/campaigns/`,
            params: {
              page: queryArg.page,
              page_size: queryArg.pageSize,
              ordering: queryArg.ordering,
              brand_id: queryArg.brandId,
              status: queryArg.status,
              platform: queryArg.platform,
              budget_min: queryArg.budgetMin,
              budget_max: queryArg.budgetMax,
              search: queryArg.search,
            },
          }),
          providesTags: ["Campaigns"],
        },
      ),
      createCampaign: build.mutation<
        CreateCampaignApiResponse,
        CreateCampaignApiArg
      >({
        query: (queryArg) => ({
          url: `/campaigns/`,
          method: "POST",
          body: queryArg.campaignCreate,
        }),
        invalidatesTags: ["Campaigns"],
      }),
      getCampaignDefaults: build.query<
        GetCampaignDefaultsApiResponse,
        GetCampaignDefaultsApiArg
      >({
        query: () => ({ url: `/campaigns/defaults/` }),
        providesTags: ["Campaigns"],
      }),
      getCampaignDiscoveryContext: build.query<
        GetCampaignDiscoveryContextApiResponse,
        GetCampaignDiscoveryContextApiArg
      >({
        query: (queryArg) => ({
          url: `/campaigns/internal/campaigns/${queryArg.id}/discovery-context/`,
        }),
        providesTags: ["Internal"],
      }),
      getCampaignTypeExposure: build.query<
        GetCampaignTypeExposureApiResponse,
        GetCampaignTypeExposureApiArg
      >({
        query: () => ({ url: `/campaigns/type-exposure/` }),
        providesTags: ["Campaigns"],
      }),
      deleteCampaign: build.mutation<
        DeleteCampaignApiResponse,
        DeleteCampaignApiArg
      >({
        query: (queryArg) => ({
          url: `/campaigns/${queryArg.id}/`,
          method: "DELETE",
        }),
        invalidatesTags: ["Campaigns"],
      }),
      getCampaign: build.query<GetCampaignApiResponse, GetCampaignApiArg>({
        query: (queryArg) => ({ url: `/campaigns/${queryArg.id}/` }),
        providesTags: ["Campaigns"],
      }),
      updateCampaign: build.mutation<
        UpdateCampaignApiResponse,
        UpdateCampaignApiArg
      >({
        query: (queryArg) => ({
          url: `/campaigns/${queryArg.id}/`,
          method: "PATCH",
          body: queryArg.campaignPatch,
        }),
        invalidatesTags: ["Campaigns"],
      }),
      listBrandInfluencers: build.query<
        ListBrandInfluencersApiResponse,
        ListBrandInfluencersApiArg
      >({
        query: (queryArg) => ({
          url: `/campaigns/${queryArg.id}/brand-influencers/`,
          params: {
            page: queryArg.page,
            page_size: queryArg.pageSize,
            ordering: queryArg.ordering,
            status: queryArg.status,
            search: queryArg.search,
          },
        }),
        providesTags: ["Campaigns"],
      }),
      getBrandInfluencerDetails: build.query<
        GetBrandInfluencerDetailsApiResponse,
        GetBrandInfluencerDetailsApiArg
      >({
        query: (queryArg) => ({
          url: `/campaigns/${queryArg.id}/brand-influencers/${queryArg.influencerId}/details/`,
        }),
        providesTags: ["Campaigns"],
      }),
      listCampaignCollateral: build.query<
        ListCampaignCollateralApiResponse,
        ListCampaignCollateralApiArg
      >({
        query: (queryArg) => ({ url: `/campaigns/${queryArg.id}/collateral/` }),
        providesTags: ["Campaigns"],
      }),
      downloadCampaignCollateral: build.query<
        DownloadCampaignCollateralApiResponse,
        DownloadCampaignCollateralApiArg
      >({
        query: (queryArg) => ({
          url: `/campaigns/${queryArg.id}/collateral/${queryArg.assetId}/download/`,
        }),
        providesTags: ["Campaigns"],
      }),
      listCampaignContentSubmissions: build.query<
        ListCampaignContentSubmissionsApiResponse,
        ListCampaignContentSubmissionsApiArg
      >({
        query: (queryArg) => ({
          url: `/campaigns/${queryArg.id}/content-submissions/`,
          params: {
            page: queryArg.page,
            page_size: queryArg.pageSize,
            ordering: queryArg.ordering,
            status: queryArg.status,
            placement_id: queryArg.placementId,
            influencer_id: queryArg.influencerId,
          },
        }),
        providesTags: ["Content submissions"],
      }),
      getCampaignContentSubmission: build.query<
        GetCampaignContentSubmissionApiResponse,
        GetCampaignContentSubmissionApiArg
      >({
        query: (queryArg) => ({
          url: `/campaigns/${queryArg.id}/content-submissions/${queryArg.submissionId}/`,
        }),
        providesTags: ["Content submissions"],
      }),
      disputeCampaignContentSubmission: build.mutation<
        DisputeCampaignContentSubmissionApiResponse,
        DisputeCampaignContentSubmissionApiArg
      >({
        query: (queryArg) => ({
          url: `/campaigns/${queryArg.id}/content-submissions/${queryArg.submissionId}/dispute/`,
          method: "POST",
          body: queryArg.verificationReason,
        }),
        invalidatesTags: ["Content submissions"],
      }),
      rejectCampaignContentSubmission: build.mutation<
        RejectCampaignContentSubmissionApiResponse,
        RejectCampaignContentSubmissionApiArg
      >({
        query: (queryArg) => ({
          url: `/campaigns/${queryArg.id}/content-submissions/${queryArg.submissionId}/reject/`,
          method: "POST",
          body: queryArg.verificationReason,
        }),
        invalidatesTags: ["Content submissions"],
      }),
      respondCampaignContentSubmission: build.mutation<
        RespondCampaignContentSubmissionApiResponse,
        RespondCampaignContentSubmissionApiArg
      >({
        query: (queryArg) => ({
          url: `/campaigns/${queryArg.id}/content-submissions/${queryArg.submissionId}/respond/`,
          method: "POST",
          body: queryArg.verificationReason,
        }),
        invalidatesTags: ["Content submissions"],
      }),
      verifyCampaignContentSubmission: build.mutation<
        VerifyCampaignContentSubmissionApiResponse,
        VerifyCampaignContentSubmissionApiArg
      >({
        query: (queryArg) => ({
          url: `/campaigns/${queryArg.id}/content-submissions/${queryArg.submissionId}/verify/`,
          method: "POST",
          body: queryArg.verifyContent,
        }),
        invalidatesTags: ["Content submissions"],
      }),
      listCampaignEvents: build.query<
        ListCampaignEventsApiResponse,
        ListCampaignEventsApiArg
      >({
        query: (queryArg) => ({
          url: `/campaigns/${queryArg.id}/events/`,
          params: {
            page: queryArg.page,
            page_size: queryArg.pageSize,
          },
        }),
        providesTags: ["Campaigns"],
      }),
      listCampaignRoster: build.query<
        ListCampaignRosterApiResponse,
        ListCampaignRosterApiArg
      >({
        query: (queryArg) => ({
          url: `/campaigns/${queryArg.id}/influencers/`,
          params: {
            page: queryArg.page,
            page_size: queryArg.pageSize,
            ordering: queryArg.ordering,
            status: queryArg.status,
            source: queryArg.source,
            platform: queryArg.platform,
            min_fit: queryArg.minFit,
            search: queryArg.search,
          },
        }),
        providesTags: ["Campaign roster"],
      }),
      addCampaignRosterInfluencer: build.mutation<
        AddCampaignRosterInfluencerApiResponse,
        AddCampaignRosterInfluencerApiArg
      >({
        query: (queryArg) => ({
          url: `/campaigns/${queryArg.id}/influencers/`,
          method: "POST",
          body: queryArg.campaignRosterAdd,
        }),
        invalidatesTags: ["Campaign roster"],
      }),
      getCampaignRosterBudget: build.query<
        GetCampaignRosterBudgetApiResponse,
        GetCampaignRosterBudgetApiArg
      >({
        query: (queryArg) => ({
          url: `/campaigns/${queryArg.id}/influencers/budget/`,
        }),
        providesTags: ["Campaign roster"],
      }),
      inviteCampaignRoster: build.mutation<
        InviteCampaignRosterApiResponse,
        InviteCampaignRosterApiArg
      >({
        query: (queryArg) => ({
          url: `/campaigns/${queryArg.id}/influencers/invite/`,
          method: "POST",
          body: queryArg.campaignRosterInvite,
        }),
        invalidatesTags: ["Campaign roster"],
      }),
      removeCampaignRosterInfluencer: build.mutation<
        RemoveCampaignRosterInfluencerApiResponse,
        RemoveCampaignRosterInfluencerApiArg
      >({
        query: (queryArg) => ({
          url: `/campaigns/${queryArg.id}/influencers/${queryArg.rosterId}/`,
          method: "DELETE",
        }),
        invalidatesTags: ["Campaign roster"],
      }),
      addOldVideoBranding: build.mutation<
        AddOldVideoBrandingApiResponse,
        AddOldVideoBrandingApiArg
      >({
        query: (queryArg) => ({
          url: `/campaigns/${queryArg.id}/old-video-branding/`,
          method: "POST",
          body: queryArg.campaignOldVideoBranding,
        }),
        invalidatesTags: ["Campaigns"],
      }),
      getCampaignPerformance: build.query<
        GetCampaignPerformanceApiResponse,
        GetCampaignPerformanceApiArg
      >({
        query: (queryArg) => ({
          url: `/campaigns/${queryArg.id}/performance/`,
          params: {
            from: queryArg["from"],
            to: queryArg.to,
            group_by: queryArg.groupBy,
          },
        }),
        providesTags: ["Analytics"],
      }),
      exportCampaignPerformance: build.query<
        ExportCampaignPerformanceApiResponse,
        ExportCampaignPerformanceApiArg
      >({
        query: (queryArg) => ({
          url: `/campaigns/${queryArg.id}/performance/export/`,
          params: {
            from: queryArg["from"],
            to: queryArg.to,
            group_by: queryArg.groupBy,
            table: queryArg.table,
          },
        }),
        providesTags: ["Analytics"],
      }),
      publishCampaign: build.mutation<
        PublishCampaignApiResponse,
        PublishCampaignApiArg
      >({
        query: (queryArg) => ({
          url: `/campaigns/${queryArg.id}/publish/`,
          method: "POST",
        }),
        invalidatesTags: ["Campaigns"],
      }),
      changeCampaignStatus: build.mutation<
        ChangeCampaignStatusApiResponse,
        ChangeCampaignStatusApiArg
      >({
        query: (queryArg) => ({
          url: `/campaigns/${queryArg.id}/status/`,
          method: "POST",
          body: queryArg.campaignStatusChange,
        }),
        invalidatesTags: ["Campaigns"],
      }),
      submitCampaignContent: build.mutation<
        SubmitCampaignContentApiResponse,
        SubmitCampaignContentApiArg
      >({
        query: (queryArg) => ({
          url: `/campaigns/${queryArg.id}/submissions/`,
          method: "POST",
          body: queryArg.submitContent,
        }),
        invalidatesTags: ["Content submissions"],
      }),
      getRuntimeConfig: build.query<
        GetRuntimeConfigApiResponse,
        GetRuntimeConfigApiArg
      >({
        query: () => ({ url: `/config/` }),
        providesTags: ["Config"],
      }),
      listOutboxMessages: build.query<
        ListOutboxMessagesApiResponse,
        ListOutboxMessagesApiArg
      >({
        query: (queryArg) => ({
          url: `/dev/outbox/`,
          params: {
            page: queryArg.page,
            page_size: queryArg.pageSize,
            ordering: queryArg.ordering,
          },
        }),
        providesTags: ["Dev"],
      }),
      getFundingOrder: build.query<
        GetFundingOrderApiResponse,
        GetFundingOrderApiArg
      >({
        query: (queryArg) => ({ url: `/funding-orders/${queryArg.id}/` }),
        providesTags: ["Payments"],
      }),
      getHealth: build.query<GetHealthApiResponse, GetHealthApiArg>({
        query: () => ({ url: `/health/` }),
        providesTags: ["Health"],
      }),
      getHealthDetailed: build.query<
        GetHealthDetailedApiResponse,
        GetHealthDetailedApiArg
      >({
        query: () => ({ url: `/health/detailed/` }),
        providesTags: ["Health"],
      }),
      getHealthLive: build.query<GetHealthLiveApiResponse, GetHealthLiveApiArg>(
        {
          query: () => ({ url: `/health/live/` }),
          providesTags: ["Health"],
        },
      ),
      getPrometheusMetrics: build.query<
        GetPrometheusMetricsApiResponse,
        GetPrometheusMetricsApiArg
      >({
        query: () => ({ url: `/health/metrics/` }),
        providesTags: ["Health"],
      }),
      getHealthReady: build.query<
        GetHealthReadyApiResponse,
        GetHealthReadyApiArg
      >({
        query: () => ({ url: `/health/ready/` }),
        providesTags: ["Health"],
      }),
      listHelpCategories: build.query<
        ListHelpCategoriesApiResponse,
        ListHelpCategoriesApiArg
      >({
        query: (queryArg) => ({
          url: `/help/categories/`,
          params: {
            page: queryArg.page,
            page_size: queryArg.pageSize,
            ordering: queryArg.ordering,
          },
        }),
        providesTags: ["Help"],
      }),
      getHelpCategory: build.query<
        GetHelpCategoryApiResponse,
        GetHelpCategoryApiArg
      >({
        query: (queryArg) => ({
          url: `/help/categories/${queryArg.category}/`,
        }),
        providesTags: ["Help"],
      }),
      getHelpArticle: build.query<
        GetHelpArticleApiResponse,
        GetHelpArticleApiArg
      >({
        query: (queryArg) => ({
          url: `/help/categories/${queryArg.category}/articles/${queryArg.slug}/`,
        }),
        providesTags: ["Help"],
      }),
      listCampaignInvites: build.query<
        ListCampaignInvitesApiResponse,
        ListCampaignInvitesApiArg
      >({
        query: (queryArg) => ({
          url: `/influencers/campaign-invites/`,
          params: {
            page: queryArg.page,
            page_size: queryArg.pageSize,
            ordering: queryArg.ordering,
            status: queryArg.status,
            platform: queryArg.platform,
            search: queryArg.search,
          },
        }),
        providesTags: ["Campaign invites"],
      }),
      getCampaignInvite: build.query<
        GetCampaignInviteApiResponse,
        GetCampaignInviteApiArg
      >({
        query: (queryArg) => ({
          url: `/influencers/campaign-invites/${queryArg.id}/`,
        }),
        providesTags: ["Campaign invites"],
      }),
      acceptCampaignInvite: build.mutation<
        AcceptCampaignInviteApiResponse,
        AcceptCampaignInviteApiArg
      >({
        query: (queryArg) => ({
          url: `/influencers/campaign-invites/${queryArg.id}/accept/`,
          method: "POST",
          body: queryArg.campaignApplicationBody,
        }),
        invalidatesTags: ["Campaign invites"],
      }),
      declineCampaignInvite: build.mutation<
        DeclineCampaignInviteApiResponse,
        DeclineCampaignInviteApiArg
      >({
        query: (queryArg) => ({
          url: `/influencers/campaign-invites/${queryArg.id}/decline/`,
          method: "POST",
          body: queryArg.declineInviteBody,
        }),
        invalidatesTags: ["Campaign invites"],
      }),
      listActiveCampaigns: build.query<
        ListActiveCampaignsApiResponse,
        ListActiveCampaignsApiArg
      >({
        query: (queryArg) => ({
          url: `/influencers/campaigns/active/`,
          params: {
            page: queryArg.page,
            page_size: queryArg.pageSize,
            ordering: queryArg.ordering,
            status: queryArg.status,
            search: queryArg.search,
          },
        }),
        providesTags: ["Influencers"],
      }),
      listActiveCampaignContent: build.query<
        ListActiveCampaignContentApiResponse,
        ListActiveCampaignContentApiArg
      >({
        query: (queryArg) => ({
          url: `/influencers/campaigns/active/${queryArg.id}/content/`,
          params: {
            page: queryArg.page,
            page_size: queryArg.pageSize,
            status: queryArg.status,
            placement_id: queryArg.placementId,
          },
        }),
        providesTags: ["Influencers"],
      }),
      getActiveCampaignDashboard: build.query<
        GetActiveCampaignDashboardApiResponse,
        GetActiveCampaignDashboardApiArg
      >({
        query: (queryArg) => ({
          url: `/influencers/campaigns/active/${queryArg.id}/dashboard/`,
        }),
        providesTags: ["Influencers"],
      }),
      getActiveCampaignStats: build.query<
        GetActiveCampaignStatsApiResponse,
        GetActiveCampaignStatsApiArg
      >({
        query: (queryArg) => ({
          url: `/influencers/campaigns/active/${queryArg.id}/dashboard/stats/`,
        }),
        providesTags: ["Influencers"],
      }),
      listActiveCampaignPlacements: build.query<
        ListActiveCampaignPlacementsApiResponse,
        ListActiveCampaignPlacementsApiArg
      >({
        query: (queryArg) => ({
          url: `/influencers/campaigns/active/${queryArg.id}/placements/`,
        }),
        providesTags: ["Influencers"],
      }),
      getInfluencerDashboardStats: build.query<
        GetInfluencerDashboardStatsApiResponse,
        GetInfluencerDashboardStatsApiArg
      >({
        query: () => ({ url: `/influencers/dashboard/stats/` }),
        providesTags: ["Influencers"],
      }),
      getMyEarnings: build.query<GetMyEarningsApiResponse, GetMyEarningsApiArg>(
        {
          query: () => ({ url: `/influencers/me/earnings/` }),
          providesTags: ["Payments"],
        },
      ),
      listMySocialAccounts: build.query<
        ListMySocialAccountsApiResponse,
        ListMySocialAccountsApiArg
      >({
        query: () => ({ url: `/influencers/me/social-accounts/` }),
        providesTags: ["Influencers"],
      }),
      addMySocialAccount: build.mutation<
        AddMySocialAccountApiResponse,
        AddMySocialAccountApiArg
      >({
        query: (queryArg) => ({
          url: `/influencers/me/social-accounts/`,
          method: "POST",
          body: queryArg.socialAccountBody,
        }),
        invalidatesTags: ["Influencers"],
      }),
      removeMySocialAccount: build.mutation<
        RemoveMySocialAccountApiResponse,
        RemoveMySocialAccountApiArg
      >({
        query: (queryArg) => ({
          url: `/influencers/me/social-accounts/${queryArg.id}/`,
          method: "DELETE",
        }),
        invalidatesTags: ["Influencers"],
      }),
      getMyTaxDetails: build.query<
        GetMyTaxDetailsApiResponse,
        GetMyTaxDetailsApiArg
      >({
        query: () => ({ url: `/influencers/me/tax-details/` }),
        providesTags: ["Payments"],
      }),
      updateMyTaxDetails: build.mutation<
        UpdateMyTaxDetailsApiResponse,
        UpdateMyTaxDetailsApiArg
      >({
        query: (queryArg) => ({
          url: `/influencers/me/tax-details/`,
          method: "PUT",
          body: queryArg.taxDetailsUpdate,
        }),
        invalidatesTags: ["Payments"],
      }),
      deletePaymentInfo: build.mutation<
        DeletePaymentInfoApiResponse,
        DeletePaymentInfoApiArg
      >({
        query: () => ({
          url: `/influencers/payment/delete_payment_info/`,
          method: "DELETE",
        }),
        invalidatesTags: ["Payouts"],
      }),
      getPaymentInfo: build.query<
        GetPaymentInfoApiResponse,
        GetPaymentInfoApiArg
      >({
        query: () => ({ url: `/influencers/payment/get_payment_info/` }),
        providesTags: ["Payouts"],
      }),
      updateBankDetails: build.mutation<
        UpdateBankDetailsApiResponse,
        UpdateBankDetailsApiArg
      >({
        query: (queryArg) => ({
          url: `/influencers/payment/update_bank_details/`,
          method: "POST",
          body: queryArg.updateBankDetailsBody,
        }),
        invalidatesTags: ["Payouts"],
      }),
      updateUpi: build.mutation<UpdateUpiApiResponse, UpdateUpiApiArg>({
        query: (queryArg) => ({
          url: `/influencers/payment/update_upi/`,
          method: "POST",
          body: queryArg.updateUpiBody,
        }),
        invalidatesTags: ["Payouts"],
      }),
      completeInfluencerProfileSetup: build.mutation<
        CompleteInfluencerProfileSetupApiResponse,
        CompleteInfluencerProfileSetupApiArg
      >({
        query: (queryArg) => ({
          url: `/influencers/profile-setup/`,
          method: "POST",
          body: queryArg.influencerProfileBody,
        }),
        invalidatesTags: ["Influencers"],
      }),
      getMyInfluencerProfile: build.query<
        GetMyInfluencerProfileApiResponse,
        GetMyInfluencerProfileApiArg
      >({
        query: () => ({ url: `/influencers/profile/` }),
        providesTags: ["Influencers"],
      }),
      saveMyInfluencerProfile: build.mutation<
        SaveMyInfluencerProfileApiResponse,
        SaveMyInfluencerProfileApiArg
      >({
        query: (queryArg) => ({
          url: `/influencers/profile/`,
          method: "POST",
          body: queryArg.influencerProfileBody,
        }),
        invalidatesTags: ["Influencers"],
      }),
      deleteInfluencerProfile: build.mutation<
        DeleteInfluencerProfileApiResponse,
        DeleteInfluencerProfileApiArg
      >({
        query: (queryArg) => ({
          url: `/influencers/profile/${queryArg.id}/`,
          method: "DELETE",
        }),
        invalidatesTags: ["Influencers"],
      }),
      getInfluencerProfile: build.query<
        GetInfluencerProfileApiResponse,
        GetInfluencerProfileApiArg
      >({
        query: (queryArg) => ({ url: `/influencers/profile/${queryArg.id}/` }),
        providesTags: ["Influencers"],
      }),
      updateInfluencerProfile: build.mutation<
        UpdateInfluencerProfileApiResponse,
        UpdateInfluencerProfileApiArg
      >({
        query: (queryArg) => ({
          url: `/influencers/profile/${queryArg.id}/`,
          method: "PATCH",
          body: queryArg.influencerProfileBody,
        }),
        invalidatesTags: ["Influencers"],
      }),
      replaceInfluencerProfile: build.mutation<
        ReplaceInfluencerProfileApiResponse,
        ReplaceInfluencerProfileApiArg
      >({
        query: (queryArg) => ({
          url: `/influencers/profile/${queryArg.id}/`,
          method: "PUT",
          body: queryArg.influencerProfileBody,
        }),
        invalidatesTags: ["Influencers"],
      }),
      getInfluencerDashboard: build.query<
        GetInfluencerDashboardApiResponse,
        GetInfluencerDashboardApiArg
      >({
        query: (queryArg) => ({
          url: `/influencers/${queryArg.id}/dashboard/`,
        }),
        providesTags: ["Influencers"],
      }),
      connectInstagram: build.mutation<
        ConnectInstagramApiResponse,
        ConnectInstagramApiArg
      >({
        query: (queryArg) => ({
          url: `/integrations/instagram/connect/`,
          method: "POST",
          body: queryArg.connectSocialAccountBody,
        }),
        invalidatesTags: ["Integrations"],
      }),
      verifyInstagram: build.mutation<
        VerifyInstagramApiResponse,
        VerifyInstagramApiArg
      >({
        query: (queryArg) => ({
          url: `/integrations/instagram/verify/`,
          method: "POST",
          body: queryArg.verifySocialAccountBody,
        }),
        invalidatesTags: ["Integrations"],
      }),
      connectYouTube: build.mutation<
        ConnectYouTubeApiResponse,
        ConnectYouTubeApiArg
      >({
        query: (queryArg) => ({
          url: `/integrations/youtube/connect/`,
          method: "POST",
          body: queryArg.connectSocialAccountBody,
        }),
        invalidatesTags: ["Integrations"],
      }),
      verifyYouTube: build.mutation<
        VerifyYouTubeApiResponse,
        VerifyYouTubeApiArg
      >({
        query: (queryArg) => ({
          url: `/integrations/youtube/verify/`,
          method: "POST",
          body: queryArg.verifySocialAccountBody,
        }),
        invalidatesTags: ["Integrations"],
      }),
      triggerCleanupAssets: build.mutation<
        TriggerCleanupAssetsApiResponse,
        TriggerCleanupAssetsApiArg
      >({
        query: () => ({ url: `/jobs/cleanup-assets/`, method: "POST" }),
        invalidatesTags: ["Jobs"],
      }),
      triggerCollectVideoStats: build.mutation<
        TriggerCollectVideoStatsApiResponse,
        TriggerCollectVideoStatsApiArg
      >({
        query: () => ({ url: `/jobs/collect-video-stats/`, method: "POST" }),
        invalidatesTags: ["Jobs"],
      }),
      triggerRefreshInstagramTokens: build.mutation<
        TriggerRefreshInstagramTokensApiResponse,
        TriggerRefreshInstagramTokensApiArg
      >({
        query: () => ({
          url: `/jobs/refresh-instagram-tokens/`,
          method: "POST",
        }),
        invalidatesTags: ["Jobs"],
      }),
      ingestMetrics: build.mutation<
        IngestMetricsApiResponse,
        IngestMetricsApiArg
      >({
        query: (queryArg) => ({
          url: `/metrics/`,
          method: "POST",
          body: queryArg.body,
        }),
        invalidatesTags: ["Metrics"],
      }),
      getMetricsSummary: build.query<
        GetMetricsSummaryApiResponse,
        GetMetricsSummaryApiArg
      >({
        query: (queryArg) => ({
          url: `/metrics/summary/`,
          params: {
            since: queryArg.since,
            route: queryArg.route,
            name: queryArg.name,
          },
        }),
        providesTags: ["Metrics"],
      }),
      listNotices: build.query<ListNoticesApiResponse, ListNoticesApiArg>({
        query: (queryArg) => ({
          url: `/notices/`,
          params: {
            page: queryArg.page,
            page_size: queryArg.pageSize,
            ordering: queryArg.ordering,
          },
        }),
        providesTags: ["Notices"],
      }),
      clearNotifications: build.mutation<
        ClearNotificationsApiResponse,
        ClearNotificationsApiArg
      >({
        query: () => ({ url: `/notifications/`, method: "DELETE" }),
        invalidatesTags: ["Notifications"],
      }),
      listNotifications: build.query<
        ListNotificationsApiResponse,
        ListNotificationsApiArg
      >({
        query: (queryArg) => ({
          url: `/notifications/`,
          params: {
            page: queryArg.page,
            page_size: queryArg.pageSize,
            unread: queryArg.unread,
          },
        }),
        providesTags: ["Notifications"],
      }),
      markAllNotificationsRead: build.mutation<
        MarkAllNotificationsReadApiResponse,
        MarkAllNotificationsReadApiArg
      >({
        query: () => ({ url: `/notifications/read-all/`, method: "POST" }),
        invalidatesTags: ["Notifications"],
      }),
      sendNotification: build.mutation<
        SendNotificationApiResponse,
        SendNotificationApiArg
      >({
        query: (queryArg) => ({
          url: `/notifications/send/`,
          method: "POST",
          body: queryArg.sendNotification,
        }),
        invalidatesTags: ["Notifications"],
      }),
      getNotificationUnreadCount: build.query<
        GetNotificationUnreadCountApiResponse,
        GetNotificationUnreadCountApiArg
      >({
        query: () => ({ url: `/notifications/unread-count/` }),
        providesTags: ["Notifications"],
      }),
      deleteNotification: build.mutation<
        DeleteNotificationApiResponse,
        DeleteNotificationApiArg
      >({
        query: (queryArg) => ({
          url: `/notifications/${queryArg.id}/`,
          method: "DELETE",
        }),
        invalidatesTags: ["Notifications"],
      }),
      markNotificationRead: build.mutation<
        MarkNotificationReadApiResponse,
        MarkNotificationReadApiArg
      >({
        query: (queryArg) => ({
          url: `/notifications/${queryArg.id}/read/`,
          method: "POST",
        }),
        invalidatesTags: ["Notifications"],
      }),
      listOperatorDisputes: build.query<
        ListOperatorDisputesApiResponse,
        ListOperatorDisputesApiArg
      >({
        query: (queryArg) => ({
          url: `/operator/disputes/`,
          params: {
            page: queryArg.page,
            page_size: queryArg.pageSize,
            status: queryArg.status,
          },
        }),
        providesTags: ["Operator"],
      }),
      decideOperatorDispute: build.mutation<
        DecideOperatorDisputeApiResponse,
        DecideOperatorDisputeApiArg
      >({
        query: (queryArg) => ({
          url: `/operator/disputes/${queryArg.submissionId}/decide/`,
          method: "POST",
          body: queryArg.disputeDecision,
        }),
        invalidatesTags: ["Operator"],
      }),
      returnFromRazorpayCheckout: build.mutation<
        ReturnFromRazorpayCheckoutApiResponse,
        ReturnFromRazorpayCheckoutApiArg
      >({
        query: (queryArg) => ({
          url: `/payments/razorpay/callback/`,
          method: "POST",
          params: {
            funding: queryArg.funding,
          },
        }),
        invalidatesTags: ["Webhooks"],
      }),
      approvePayoutLine: build.mutation<
        ApprovePayoutLineApiResponse,
        ApprovePayoutLineApiArg
      >({
        query: (queryArg) => ({
          url: `/payout-lines/${queryArg.id}/approve/`,
          method: "POST",
        }),
        invalidatesTags: ["Payments"],
      }),
      getPayoutStatement: build.query<
        GetPayoutStatementApiResponse,
        GetPayoutStatementApiArg
      >({
        query: (queryArg) => ({ url: `/payouts/${queryArg.id}/statement/` }),
        providesTags: ["Payments"],
      }),
      search: build.query<SearchApiResponse, SearchApiArg>({
        query: (queryArg) => ({
          url: `/search/`,
          params: {
            q: queryArg.q,
            limit: queryArg.limit,
          },
        }),
        providesTags: ["Search"],
      }),
      proxyImage: build.query<ProxyImageApiResponse, ProxyImageApiArg>({
        query: (queryArg) => ({
          url: `/utils/image-proxy/`,
          params: {
            url: queryArg.url,
            expires: queryArg.expires,
            signature: queryArg.signature,
          },
        }),
        providesTags: ["Utilities"],
      }),
      signImageProxyUrl: build.query<
        SignImageProxyUrlApiResponse,
        SignImageProxyUrlApiArg
      >({
        query: (queryArg) => ({
          url: `/utils/image-proxy/sign/`,
          params: {
            url: queryArg.url,
          },
        }),
        providesTags: ["Utilities"],
      }),
      receiveClerkWebhook: build.mutation<
        ReceiveClerkWebhookApiResponse,
        ReceiveClerkWebhookApiArg
      >({
        query: () => ({ url: `/webhooks/clerk/`, method: "POST" }),
        invalidatesTags: ["Webhooks"],
      }),
      receiveRazorpayWebhook: build.mutation<
        ReceiveRazorpayWebhookApiResponse,
        ReceiveRazorpayWebhookApiArg
      >({
        query: () => ({ url: `/webhooks/razorpay/`, method: "POST" }),
        invalidatesTags: ["Webhooks"],
      }),
      receiveRazorpayXWebhook: build.mutation<
        ReceiveRazorpayXWebhookApiResponse,
        ReceiveRazorpayXWebhookApiArg
      >({
        query: () => ({ url: `/webhooks/razorpayx/`, method: "POST" }),
        invalidatesTags: ["Webhooks"],
      }),
    }),
    overrideExisting: false,
  });
export { injectedRtkApi as generatedApi };
export type DeleteMyAccountApiResponse = unknown;
export type DeleteMyAccountApiArg = {
  deleteAccountBody: DeleteAccountBody;
};
export type GetAccountDeletionRequirementsApiResponse =
  /** status 200 The confirmation text and whether a password is asked. */ DeletionRequirements;
export type GetAccountDeletionRequirementsApiArg = void;
export type GetUserSettingsApiResponse =
  /** status 200 My settings. */ UserSettingsResponse;
export type GetUserSettingsApiArg = void;
export type UpdateUserSettingsApiResponse =
  /** status 200 The saved settings and the save time. */ UserSettingsResponse;
export type UpdateUserSettingsApiArg = {
  updateUserSettingsBody: UpdateUserSettingsBody;
};
export type GetWhoamiApiResponse = /** status 200 The signed-in user. */ Whoami;
export type GetWhoamiApiArg = void;
export type GetMyPerformanceApiResponse =
  /** status 200 My report. */ MyPerformance;
export type GetMyPerformanceApiArg = {
  /** First day, YYYY-MM-DD (UTC). Default: 29 days before `to`. */
  from?: string;
  /** Last day, YYYY-MM-DD (UTC), included. Default: today. At most 366 days in all. */
  to?: string;
};
export type GetBrandPerformanceApiResponse =
  /** status 200 The report. */ PerformanceReport;
export type GetBrandPerformanceApiArg = {
  /** One of my brands. */
  brandId: string;
  /** Campaigns in this currency. Default: the currency most of the brand's campaigns use. */
  currency?: "INR" | "USD" | "EUR";
  /** First day, YYYY-MM-DD (UTC). Default: 29 days before `to`. */
  from?: string;
  /** Last day, YYYY-MM-DD (UTC), included. Default: today. At most 366 days in all. */
  to?: string;
  groupBy: "day" | "placement" | "platform" | "influencer" | "campaign";
};
export type ExportBrandPerformanceApiResponse =
  /** status 200 The table as CSV (header row, CRLF), as an attachment named after the campaign or brand, grouping and dates. */ string;
export type ExportBrandPerformanceApiArg = {
  /** One of my brands. */
  brandId: string;
  /** Campaigns in this currency. Default: the currency most of the brand's campaigns use. */
  currency?: "INR" | "USD" | "EUR";
  /** First day, YYYY-MM-DD (UTC). Default: 29 days before `to`. */
  from?: string;
  /** Last day, YYYY-MM-DD (UTC), included. Default: today. At most 366 days in all. */
  to?: string;
  groupBy: "day" | "placement" | "platform" | "influencer" | "campaign";
  /** Which table of the report: rows (the series or breakdown), totals or top_content. */
  table: "rows" | "totals" | "top_content";
};
export type ListAssetsApiResponse =
  /** status 200 One page of my assets. */ PaginatedAssetList;
export type ListAssetsApiArg = {
  /** Page number, starting at 1. */
  page?: number;
  /** Results per page (at most 100). */
  pageSize?: number;
  kind?: "image" | "video";
  purpose?: "profile_picture" | "brand_logo" | "content" | "other";
};
export type UploadAssetApiResponse = /** status 201 Stored. */ Asset;
export type UploadAssetApiArg = {
  body: {
    /** jpeg, png, gif or webp image, or mp4, mpeg, quicktime or x-msvideo video; at most 10485760 bytes. */
    file: Blob;
    /** Default other. Send it before the file part. */
    purpose?: "profile_picture" | "brand_logo" | "content" | "other";
  };
};
export type DeleteAssetApiResponse = unknown;
export type DeleteAssetApiArg = {
  id: string;
};
export type GetAssetApiResponse = /** status 200 The asset. */ Asset;
export type GetAssetApiArg = {
  id: string;
};
export type UpdateAssetApiResponse = /** status 200 Updated. */ Asset;
export type UpdateAssetApiArg = {
  id: string;
  body: {
    /** jpeg, png, gif or webp image, or mp4, mpeg, quicktime or x-msvideo video; at most 10485760 bytes. */
    file?: Blob;
    file_name?: string;
    /** Default other. Send it before the file part. */
    purpose?: "profile_picture" | "brand_logo" | "content" | "other";
  };
};
export type ReplaceAssetApiResponse = /** status 200 Updated. */ Asset;
export type ReplaceAssetApiArg = {
  id: string;
  body: {
    /** jpeg, png, gif or webp image, or mp4, mpeg, quicktime or x-msvideo video; at most 10485760 bytes. */
    file?: Blob;
    file_name?: string;
    /** Default other. Send it before the file part. */
    purpose?: "profile_picture" | "brand_logo" | "content" | "other";
  };
};
export type DownloadAssetApiResponse =
  /** status 200 The bytes, with their detected Content-Type. */ Blob;
export type DownloadAssetApiArg = {
  id: string;
};
export type ShowAssetApiResponse =
  /** status 200 The bytes, with their detected Content-Type. */ Blob;
export type ShowAssetApiArg = {
  id: string;
};
export type GetAssetMetadataApiResponse =
  /** status 200 The metadata. */ AssetMetadata;
export type GetAssetMetadataApiArg = {
  id: string;
};
export type FinishInstagramConnectionApiResponse = unknown;
export type FinishInstagramConnectionApiArg = {
  code?: string;
  state?: string;
  scope?: string;
  error?: string;
  errorReason?: string;
  errorDescription?: string;
};
export type FinishYouTubeConnectionApiResponse = unknown;
export type FinishYouTubeConnectionApiArg = {
  code?: string;
  state?: string;
  scope?: string;
  error?: string;
  errorReason?: string;
  errorDescription?: string;
};
export type ListBrandsApiResponse =
  /** status 200 One page of my brands. */ PaginatedBrandList;
export type ListBrandsApiArg = {
  /** Page number, starting at 1. */
  page?: number;
  /** Results per page (at most 100). */
  pageSize?: number;
  /** Sort field; prefix with - for descending. One of: created_at, -created_at. */
  ordering?: "created_at" | "-created_at";
};
export type CreateBrandApiResponse = /** status 201 The new brand. */ Brand;
export type CreateBrandApiArg = {
  brandProfileInput: BrandProfileInput;
};
export type SetupBrandProfileApiResponse =
  | /** status 200 My brand, now complete. */ Brand
  | /** status 201 My brand, created complete. */ Brand;
export type SetupBrandProfileApiArg = {
  brandProfileInput: BrandProfileInput;
};
export type GetBrandApiResponse = /** status 200 The brand. */ Brand;
export type GetBrandApiArg = {
  id: string;
};
export type UpdateBrandApiResponse = /** status 200 The saved brand. */ Brand;
export type UpdateBrandApiArg = {
  id: string;
  brandProfilePatch: BrandProfilePatch;
};
export type GetBrandDashboardApiResponse =
  /** status 200 The dashboard. */ BrandDashboard;
export type GetBrandDashboardApiArg = {
  id: string;
};
export type CreateFundingOrderApiResponse =
  /** status 201 The funding (created) and where to pay. */ FundingCheckout;
export type CreateFundingOrderApiArg = {
  id: string;
  fundingOrderCreate: FundingOrderCreate;
};
export type GetBrandPaymentsApiResponse =
  /** status 200 Balances, escrow and fundings, all sums of the ledger. */ BrandPayments;
export type GetBrandPaymentsApiArg = {
  id: string;
};
export type ListBrandPayoutLinesApiResponse =
  /** status 200 The lines, newest first. */ PayoutLineList;
export type ListBrandPayoutLinesApiArg = {
  /** Only lines in this state (default: awaiting_approval). */
  status?: "awaiting_approval" | "approved" | "paying" | "paid" | "returned";
  id: string;
};
export type ListCampaignsApiResponse =
  /** status 200 One page of campaigns. */ PaginatedCampaignList;
export type ListCampaignsApiArg = {
  /** Page number, starting at 1. */
  page?: number;
  /** Results per page (at most 100). */
  pageSize?: number;
  /** Sort field; prefix with - for descending. One of: created_at, -created_at, name, -name, budget, -budget, start_date, -start_date. */
  ordering?:
    | "created_at"
    | "-created_at"
    | "name"
    | "-name"
    | "budget"
    | "-budget"
    | "start_date"
    | "-start_date";
  /** Only this brand (one of mine). */
  brandId?: string;
  /** One status or a comma list. */
  status?: string;
  platform?: "youtube" | "instagram";
  budgetMin?: number;
  budgetMax?: number;
  /** Name or description contains (wildcards match literally). */
  search?: string;
};
export type CreateCampaignApiResponse =
  /** status 201 The new draft. */ Campaign;
export type CreateCampaignApiArg = {
  campaignCreate: CampaignCreate;
};
export type GetCampaignDefaultsApiResponse =
  /** status 200 The defaults. */ CampaignDefaults;
export type GetCampaignDefaultsApiArg = void;
export type GetCampaignDiscoveryContextApiResponse =
  /** status 200 Nulls until the first run. */ CampaignDiscoveryContext;
export type GetCampaignDiscoveryContextApiArg = {
  id: string;
};
export type GetCampaignTypeExposureApiResponse =
  /** status 200 One row per placement type. */ CampaignTypeExposureList;
export type GetCampaignTypeExposureApiArg = void;
export type DeleteCampaignApiResponse = unknown;
export type DeleteCampaignApiArg = {
  id: string;
};
export type GetCampaignApiResponse = /** status 200 The campaign. */ Campaign;
export type GetCampaignApiArg = {
  id: string;
};
export type UpdateCampaignApiResponse =
  /** status 200 The saved campaign. */ Campaign;
export type UpdateCampaignApiArg = {
  id: string;
  campaignPatch: CampaignPatch;
};
export type ListBrandInfluencersApiResponse =
  /** status 200 One page of influencers. */ PaginatedBrandInfluencerList;
export type ListBrandInfluencersApiArg = {
  /** Page number, starting at 1. */
  page?: number;
  /** Results per page (at most 100). */
  pageSize?: number;
  /** Sort field; prefix with - for descending. One of: invited_at, -invited_at, responded_at, -responded_at, fit_score, -fit_score, display_name, -display_name. */
  ordering?:
    | "invited_at"
    | "-invited_at"
    | "responded_at"
    | "-responded_at"
    | "fit_score"
    | "-fit_score"
    | "display_name"
    | "-display_name";
  /** Only this invite status (default: all four). */
  status?: "invited" | "accepted" | "declined" | "expired";
  /** Display name or account handle contains. */
  search?: string;
  id: string;
};
export type GetBrandInfluencerDetailsApiResponse =
  /** status 200 The influencer in this campaign. */ BrandInfluencerDetails;
export type GetBrandInfluencerDetailsApiArg = {
  id: string;
  influencerId: string;
};
export type ListCampaignCollateralApiResponse =
  /** status 200 The attached files. */ CollateralFileList;
export type ListCampaignCollateralApiArg = {
  id: string;
};
export type DownloadCampaignCollateralApiResponse =
  /** status 200 The bytes, with their detected Content-Type. */ Blob;
export type DownloadCampaignCollateralApiArg = {
  id: string;
  assetId: string;
};
export type ListCampaignContentSubmissionsApiResponse =
  /** status 200 One page of submissions. */ PaginatedContentSubmissionList;
export type ListCampaignContentSubmissionsApiArg = {
  /** Page number, starting at 1. */
  page?: number;
  /** Results per page (at most 100). */
  pageSize?: number;
  /** Sort field; prefix with - for descending. One of: submitted_at, -submitted_at. */
  ordering?: "submitted_at" | "-submitted_at";
  /** One status or a comma list. */
  status?: string;
  placementId?: string;
  influencerId?: string;
  id: string;
};
export type GetCampaignContentSubmissionApiResponse =
  /** status 200 The submission. */ ContentSubmission;
export type GetCampaignContentSubmissionApiArg = {
  id: string;
  submissionId: string;
};
export type DisputeCampaignContentSubmissionApiResponse =
  /** status 200 The submission after the step. */ ContentSubmission;
export type DisputeCampaignContentSubmissionApiArg = {
  id: string;
  submissionId: string;
  verificationReason: VerificationReason;
};
export type RejectCampaignContentSubmissionApiResponse =
  /** status 200 The submission after the step. */ ContentSubmission;
export type RejectCampaignContentSubmissionApiArg = {
  id: string;
  submissionId: string;
  verificationReason: VerificationReason;
};
export type RespondCampaignContentSubmissionApiResponse =
  /** status 200 The submission after the step. */ ContentSubmission;
export type RespondCampaignContentSubmissionApiArg = {
  id: string;
  submissionId: string;
  verificationReason: VerificationReason;
};
export type VerifyCampaignContentSubmissionApiResponse =
  /** status 200 The submission after the step. */ ContentSubmission;
export type VerifyCampaignContentSubmissionApiArg = {
  id: string;
  submissionId: string;
  verifyContent: VerifyContent;
};
export type ListCampaignEventsApiResponse =
  /** status 200 One page of events. */ PaginatedCampaignEventList;
export type ListCampaignEventsApiArg = {
  /** Page number, starting at 1. */
  page?: number;
  /** Results per page (at most 100). */
  pageSize?: number;
  id: string;
};
export type ListCampaignRosterApiResponse =
  /** status 200 One page of the roster. */ PaginatedCampaignRosterList;
export type ListCampaignRosterApiArg = {
  /** Page number, starting at 1. */
  page?: number;
  /** Results per page (at most 100). */
  pageSize?: number;
  /** Sort field; prefix with - for descending. One of: fit_score, -fit_score, invited_at, -invited_at, display_name, -display_name. */
  ordering?:
    | "fit_score"
    | "-fit_score"
    | "invited_at"
    | "-invited_at"
    | "display_name"
    | "-display_name";
  /** Comma-separated: candidate, invited, accepted, declined, expired, removed. */
  status?: string;
  source?: "matched" | "manual";
  platform?: "youtube" | "instagram";
  minFit?: number;
  /** Part of the display name, case-insensitive. */
  search?: string;
  id: string;
};
export type AddCampaignRosterInfluencerApiResponse =
  /** status 201 The roster row. */ CampaignRosterEntry;
export type AddCampaignRosterInfluencerApiArg = {
  id: string;
  campaignRosterAdd: CampaignRosterAdd;
};
export type GetCampaignRosterBudgetApiResponse =
  /** status 200 The budget and what invites committed. */ CampaignRosterBudget;
export type GetCampaignRosterBudgetApiArg = {
  id: string;
};
export type InviteCampaignRosterApiResponse =
  /** status 200 What was sent. */ CampaignRosterInviteResult;
export type InviteCampaignRosterApiArg = {
  id: string;
  campaignRosterInvite: CampaignRosterInvite;
};
export type RemoveCampaignRosterInfluencerApiResponse = unknown;
export type RemoveCampaignRosterInfluencerApiArg = {
  id: string;
  rosterId: string;
};
export type AddOldVideoBrandingApiResponse =
  /** status 201 The campaign with the new placements. */ Campaign;
export type AddOldVideoBrandingApiArg = {
  id: string;
  campaignOldVideoBranding: CampaignOldVideoBranding;
};
export type GetCampaignPerformanceApiResponse =
  /** status 200 The report. */ PerformanceReport;
export type GetCampaignPerformanceApiArg = {
  /** First day, YYYY-MM-DD (UTC). Default: 29 days before `to`. */
  from?: string;
  /** Last day, YYYY-MM-DD (UTC), included. Default: today. At most 366 days in all. */
  to?: string;
  groupBy: "day" | "placement" | "platform" | "influencer";
  id: string;
};
export type ExportCampaignPerformanceApiResponse =
  /** status 200 The table as CSV (header row, CRLF), as an attachment named after the campaign or brand, grouping and dates. */ string;
export type ExportCampaignPerformanceApiArg = {
  /** First day, YYYY-MM-DD (UTC). Default: 29 days before `to`. */
  from?: string;
  /** Last day, YYYY-MM-DD (UTC), included. Default: today. At most 366 days in all. */
  to?: string;
  groupBy: "day" | "placement" | "platform" | "influencer";
  /** Which table of the report: rows (the series or breakdown), totals or top_content. */
  table: "rows" | "totals" | "top_content";
  id: string;
};
export type PublishCampaignApiResponse =
  /** status 200 The campaign after the change. */ Campaign;
export type PublishCampaignApiArg = {
  id: string;
};
export type ChangeCampaignStatusApiResponse =
  /** status 200 The campaign after the change. */ Campaign;
export type ChangeCampaignStatusApiArg = {
  id: string;
  campaignStatusChange: CampaignStatusChange;
};
export type SubmitCampaignContentApiResponse =
  | /** status 200 The same submission (a retried request). */ ContentSubmission
  | /** status 201 The new submission. */ ContentSubmission;
export type SubmitCampaignContentApiArg = {
  id: string;
  submitContent: SubmitContent;
};
export type GetRuntimeConfigApiResponse = /** status 200 Default Response */ {
  /** Google Analytics 4 measurement id the SPA sends metric events to; null: none. */
  analytics_measurement_id: string | null;
  /** Clerk mode: the publishable key for @clerk/clerk-react. */
  clerk_publishable_key: string | null;
  /** Sentry-compatible DSN for the SPA's error reports; null: reports go to POST /api/v1/metrics/. */
  error_reporting_dsn: string | null;
  /** Built-in mode: Google sign-in is configured on this server. */
  google_enabled: boolean;
  /** Which identity provider the SPA must use. */
  identity_provider: "builtin" | "clerk";
  /** Built-in mode: /api/auth/request-password-reset sends reset e-mails. */
  password_reset_enabled: boolean;
};
export type GetRuntimeConfigApiArg = void;
export type ListOutboxMessagesApiResponse = /** status 200 Default Response */ {
  /** Total number of results across all pages. */
  count: number;
  /** URL of the next page. */
  next: string | null;
  /** URL of the previous page. */
  previous: string | null;
  results: {
    created_at: string;
    id: string;
    subject: string;
    /** Plain-text body; password-reset mails carry the reset link. */
    text: string;
    to: string;
  }[];
};
export type ListOutboxMessagesApiArg = {
  /** Page number, starting at 1. */
  page?: number;
  /** Results per page (at most 100). */
  pageSize?: number;
  /** Sort field; prefix with - for descending. One of: created_at, -created_at. */
  ordering?: "created_at" | "-created_at";
};
export type GetFundingOrderApiResponse =
  /** status 200 The funding. */ FundingOrder;
export type GetFundingOrderApiArg = {
  id: string;
};
export type GetHealthApiResponse = /** status 200 The service is up. */ Health;
export type GetHealthApiArg = void;
export type GetHealthDetailedApiResponse =
  /** status 200 Diagnostics. */ HealthDetailed;
export type GetHealthDetailedApiArg = void;
export type GetHealthLiveApiResponse =
  /** status 200 The process is up. */ HealthLive;
export type GetHealthLiveApiArg = void;
export type GetPrometheusMetricsApiResponse =
  /** status 200 Prometheus text format 0.0.4. */ string;
export type GetPrometheusMetricsApiArg = void;
export type GetHealthReadyApiResponse =
  /** status 200 The database answers. */ HealthReady;
export type GetHealthReadyApiArg = void;
export type ListHelpCategoriesApiResponse =
  /** status 200 One page of categories. */ PaginatedHelpCategoryList;
export type ListHelpCategoriesApiArg = {
  /** Page number, starting at 1. */
  page?: number;
  /** Results per page (at most 100). */
  pageSize?: number;
  /** Sort field; prefix with - for descending. One of: position, -position, title, -title. */
  ordering?: "position" | "-position" | "title" | "-title";
};
export type GetHelpCategoryApiResponse =
  /** status 200 The category and its articles. */ HelpCategoryDetail;
export type GetHelpCategoryApiArg = {
  /** Category slug. */
  category: string;
};
export type GetHelpArticleApiResponse =
  /** status 200 The article. */ HelpArticle;
export type GetHelpArticleApiArg = {
  /** Category slug. */
  category: string;
  /** Article slug. */
  slug: string;
};
export type ListCampaignInvitesApiResponse =
  /** status 200 One page of invites. */ PaginatedCampaignInviteList;
export type ListCampaignInvitesApiArg = {
  /** Page number, starting at 1. */
  page?: number;
  /** Results per page (at most 100). */
  pageSize?: number;
  /** Sort field; prefix with - for descending. One of: invited_at, -invited_at, expires_at, -expires_at, offered_amount, -offered_amount. */
  ordering?:
    | "invited_at"
    | "-invited_at"
    | "expires_at"
    | "-expires_at"
    | "offered_amount"
    | "-offered_amount";
  /** Only invites in this status (default: all). */
  status?: "invited" | "accepted" | "declined" | "expired";
  /** Only campaigns on this platform. */
  platform?: "youtube" | "instagram";
  /** Part of the campaign or brand name. */
  search?: string;
};
export type GetCampaignInviteApiResponse =
  /** status 200 The invite. */ CampaignInviteDetail;
export type GetCampaignInviteApiArg = {
  id: string;
};
export type AcceptCampaignInviteApiResponse =
  /** status 200 Accepted. */ CampaignInviteDetail;
export type AcceptCampaignInviteApiArg = {
  id: string;
  campaignApplicationBody: CampaignApplicationBody;
};
export type DeclineCampaignInviteApiResponse =
  /** status 200 Declined. */ CampaignInviteDetail;
export type DeclineCampaignInviteApiArg = {
  id: string;
  declineInviteBody: DeclineInviteBody;
};
export type ListActiveCampaignsApiResponse =
  /** status 200 One page of my campaigns. */ PaginatedActiveCampaignList;
export type ListActiveCampaignsApiArg = {
  /** Page number, starting at 1. */
  page?: number;
  /** Results per page (at most 100). */
  pageSize?: number;
  /** Sort field; prefix with - for descending. One of: accepted_at, -accepted_at, name, -name, start_date, -start_date, end_date, -end_date. */
  ordering?:
    | "accepted_at"
    | "-accepted_at"
    | "name"
    | "-name"
    | "start_date"
    | "-start_date"
    | "end_date"
    | "-end_date";
  /** active (default): outreach_*, active or paused campaigns; completed; all. */
  status?: "active" | "completed" | "all";
  /** Campaign or brand name contains (wildcards match literally). */
  search?: string;
};
export type ListActiveCampaignContentApiResponse =
  /** status 200 Default Response */ PaginatedActiveSubmissionList;
export type ListActiveCampaignContentApiArg = {
  /** Page number, starting at 1. */
  page?: number;
  /** Results per page (at most 100). */
  pageSize?: number;
  status?:
    | "submitted"
    | "verified"
    | "rejected"
    | "rebuttal_requested"
    | "rebuttal_responsed"
    | "rebuttal_approved"
    | "rebuttal_rejected";
  placementId?: string;
  /** The accepted roster row (invite) id. */
  id: string;
};
export type GetActiveCampaignDashboardApiResponse =
  /** status 200 Default Response */ ActiveCampaignDashboard;
export type GetActiveCampaignDashboardApiArg = {
  /** The accepted roster row (invite) id. */
  id: string;
};
export type GetActiveCampaignStatsApiResponse =
  /** status 200 Default Response */ ActiveCampaignStats;
export type GetActiveCampaignStatsApiArg = {
  /** The accepted roster row (invite) id. */
  id: string;
};
export type ListActiveCampaignPlacementsApiResponse =
  /** status 200 Default Response */ ActivePlacementList;
export type ListActiveCampaignPlacementsApiArg = {
  /** The accepted roster row (invite) id. */
  id: string;
};
export type GetInfluencerDashboardStatsApiResponse =
  /** status 200 Default Response */ InfluencerDashboardStats;
export type GetInfluencerDashboardStatsApiArg = void;
export type GetMyEarningsApiResponse =
  /** status 200 Balances and lines. */ Earnings;
export type GetMyEarningsApiArg = void;
export type ListMySocialAccountsApiResponse =
  /** status 200 Default Response */ SocialAccount[];
export type ListMySocialAccountsApiArg = void;
export type AddMySocialAccountApiResponse =
  /** status 201 Linked. */ SocialAccount;
export type AddMySocialAccountApiArg = {
  socialAccountBody: SocialAccountBody;
};
export type RemoveMySocialAccountApiResponse = unknown;
export type RemoveMySocialAccountApiArg = {
  id: string;
};
export type GetMyTaxDetailsApiResponse =
  /** status 200 What is on file. */ TaxDetails;
export type GetMyTaxDetailsApiArg = void;
export type UpdateMyTaxDetailsApiResponse =
  /** status 200 What is on file now. */ TaxDetails;
export type UpdateMyTaxDetailsApiArg = {
  taxDetailsUpdate: TaxDetailsUpdate;
};
export type DeletePaymentInfoApiResponse = unknown;
export type DeletePaymentInfoApiArg = void;
export type GetPaymentInfoApiResponse =
  /** status 200 Masked payout details. */ PaymentInfo;
export type GetPaymentInfoApiArg = void;
export type UpdateBankDetailsApiResponse =
  /** status 200 Saved; masked. */ PaymentInfo;
export type UpdateBankDetailsApiArg = {
  updateBankDetailsBody: UpdateBankDetailsBody;
};
export type UpdateUpiApiResponse = /** status 200 Saved; masked. */ PaymentInfo;
export type UpdateUpiApiArg = {
  updateUpiBody: UpdateUpiBody;
};
export type CompleteInfluencerProfileSetupApiResponse =
  /** status 200 Complete (repeating is harmless). */ InfluencerProfile;
export type CompleteInfluencerProfileSetupApiArg = {
  influencerProfileBody: InfluencerProfileBody;
};
export type GetMyInfluencerProfileApiResponse =
  | /** status 200 The profile, or null when setup has not saved a step yet. */ InfluencerProfile
  | null;
export type GetMyInfluencerProfileApiArg = void;
export type SaveMyInfluencerProfileApiResponse =
  /** status 200 Saved. */ InfluencerProfile;
export type SaveMyInfluencerProfileApiArg = {
  influencerProfileBody: InfluencerProfileBody;
};
export type DeleteInfluencerProfileApiResponse = unknown;
export type DeleteInfluencerProfileApiArg = {
  id: string;
};
export type GetInfluencerProfileApiResponse =
  | /** status 200 Default Response */ InfluencerProfile
  | PublicInfluencerProfile;
export type GetInfluencerProfileApiArg = {
  id: string;
};
export type UpdateInfluencerProfileApiResponse =
  /** status 200 Saved. */ InfluencerProfile;
export type UpdateInfluencerProfileApiArg = {
  id: string;
  influencerProfileBody: InfluencerProfileBody;
};
export type ReplaceInfluencerProfileApiResponse =
  /** status 200 Saved. */ InfluencerProfile;
export type ReplaceInfluencerProfileApiArg = {
  id: string;
  influencerProfileBody: InfluencerProfileBody;
};
export type GetInfluencerDashboardApiResponse =
  /** status 200 Default Response */ InfluencerDashboard;
export type GetInfluencerDashboardApiArg = {
  /** My influencer profile id. */
  id: string;
};
export type ConnectInstagramApiResponse =
  /** status 200 The consent page to open; the browser-binding cookie is set. */ SocialAuthorization;
export type ConnectInstagramApiArg = {
  connectSocialAccountBody: ConnectSocialAccountBody;
};
export type VerifyInstagramApiResponse =
  /** status 200 The account as read now (connection_status needs_reconnect when the platform refused our access). */ SocialAccount;
export type VerifyInstagramApiArg = {
  verifySocialAccountBody: VerifySocialAccountBody;
};
export type ConnectYouTubeApiResponse =
  /** status 200 The consent page to open; the browser-binding cookie is set. */ SocialAuthorization;
export type ConnectYouTubeApiArg = {
  connectSocialAccountBody: ConnectSocialAccountBody;
};
export type VerifyYouTubeApiResponse =
  /** status 200 The account as read now (connection_status needs_reconnect when the platform refused our access). */ SocialAccount;
export type VerifyYouTubeApiArg = {
  verifySocialAccountBody: VerifySocialAccountBody;
};
export type TriggerCleanupAssetsApiResponse =
  /** status 202 Queued, or merged into the run already waiting or running. */ JobTrigger;
export type TriggerCleanupAssetsApiArg = void;
export type TriggerCollectVideoStatsApiResponse =
  /** status 202 Queued, or merged into the run already waiting or running. */ JobTrigger;
export type TriggerCollectVideoStatsApiArg = void;
export type TriggerRefreshInstagramTokensApiResponse =
  /** status 202 Queued, or merged into the run already waiting or running. */ JobTrigger;
export type TriggerRefreshInstagramTokensApiArg = void;
export type IngestMetricsApiResponse =
  /** status 202 Accepted. */ MetricsAccepted;
export type IngestMetricsApiArg = {
  body: any &
    any & {
      data: {
        [key: string]: any;
      };
      /** Epoch milliseconds or an ISO 8601 date-time, by the client clock. */
      timestamp: number | string;
      /** metric: data is a MetricBatchData; report: an ErrorReportData. */
      type: "metric" | "report";
    };
};
export type GetMetricsSummaryApiResponse =
  /** status 200 p75, count and rating per metric name and route. */ MetricsSummary;
export type GetMetricsSummaryApiArg = {
  /** Default: 24 hours ago. */
  since?: string;
  route?: string;
  name?:
    | "LCP"
    | "INP"
    | "CLS"
    | "FCP"
    | "TTFB"
    | "api_response_time"
    | "long_task"
    | "slow_resource"
    | "measure";
};
export type ListNoticesApiResponse =
  /** status 200 One page of active notices. */ PaginatedNoticeList;
export type ListNoticesApiArg = {
  /** Page number, starting at 1. */
  page?: number;
  /** Results per page (at most 100). */
  pageSize?: number;
  /** Sort field; prefix with - for descending. One of: created_at, -created_at. */
  ordering?: "created_at" | "-created_at";
};
export type ClearNotificationsApiResponse = unknown;
export type ClearNotificationsApiArg = void;
export type ListNotificationsApiResponse =
  /** status 200 One page of notifications. */ PaginatedNotificationList;
export type ListNotificationsApiArg = {
  /** Page number, starting at 1. */
  page?: number;
  /** Results per page (at most 100). */
  pageSize?: number;
  /** true: only unread notifications. */
  unread?: boolean;
};
export type MarkAllNotificationsReadApiResponse =
  /** status 200 How many changed. */ NotificationReadAllResult;
export type MarkAllNotificationsReadApiArg = void;
export type SendNotificationApiResponse =
  | /** status 200 Already sent with this event_key; the existing notification. */ Notification
  | /** status 201 Created. */ Notification;
export type SendNotificationApiArg = {
  sendNotification: SendNotification;
};
export type GetNotificationUnreadCountApiResponse =
  /** status 200 The unread count. */ NotificationUnreadCount;
export type GetNotificationUnreadCountApiArg = void;
export type DeleteNotificationApiResponse = unknown;
export type DeleteNotificationApiArg = {
  id: string;
};
export type MarkNotificationReadApiResponse =
  /** status 200 The notification, now read. */ Notification;
export type MarkNotificationReadApiArg = {
  id: string;
};
export type ListOperatorDisputesApiResponse =
  /** status 200 One page of disputes, oldest first. */ PaginatedOperatorDisputeList;
export type ListOperatorDisputesApiArg = {
  /** Page number, starting at 1. */
  page?: number;
  /** Results per page (at most 100). */
  pageSize?: number;
  /** One status or a comma list. */
  status?: string;
};
export type DecideOperatorDisputeApiResponse =
  /** status 200 The decided dispute. */ OperatorDispute;
export type DecideOperatorDisputeApiArg = {
  submissionId: string;
  disputeDecision: DisputeDecision;
};
export type ReturnFromRazorpayCheckoutApiResponse = unknown;
export type ReturnFromRazorpayCheckoutApiArg = {
  funding?: string;
};
export type ApprovePayoutLineApiResponse =
  /** status 200 The approved line. */ PayoutLine;
export type ApprovePayoutLineApiArg = {
  id: string;
};
export type GetPayoutStatementApiResponse =
  /** status 200 application/pdf */ Blob;
export type GetPayoutStatementApiArg = {
  id: string;
};
export type SearchApiResponse =
  /** status 200 Results grouped by kind. */ SearchResponse;
export type SearchApiArg = {
  /** Text to find, case-insensitive; trimmed, then 1 to 100 characters. % and _ match themselves. */
  q: string;
  /** Results per kind. */
  limit?: number;
};
export type ProxyImageApiResponse =
  /** status 200 The image bytes with their detected Content-Type. */ Blob;
export type ProxyImageApiArg = {
  /** The remote http(s) image address. */
  url: string;
  /** From image-proxy/sign/: seconds since the epoch. */
  expires?: number;
  /** From image-proxy/sign/. */
  signature?: string;
};
export type SignImageProxyUrlApiResponse =
  /** status 200 The proxy address to load. */ SignedImageUrl;
export type SignImageProxyUrlApiArg = {
  /** The remote http(s) image address. */
  url: string;
};
export type ReceiveClerkWebhookApiResponse =
  /** status 200 Default Response */ {
    status: "processed" | "duplicate" | "ignored";
  };
export type ReceiveClerkWebhookApiArg = void;
export type ReceiveRazorpayWebhookApiResponse =
  /** status 200 Applied, already applied (duplicate) or not ours (ignored). */ PaymentWebhookAck;
export type ReceiveRazorpayWebhookApiArg = void;
export type ReceiveRazorpayXWebhookApiResponse =
  /** status 200 Applied, already applied (duplicate) or not ours (ignored). */ PaymentWebhookAck;
export type ReceiveRazorpayXWebhookApiArg = void;
export type ValidationErrorResponse = {
  code: "validation_error";
  detail: string;
  /** Messages per field name; non_field_errors for the request as a whole. */
  errors: {
    [key: string]: string[];
  };
  /** The id of this request (also in the X-Request-Id response header and the server log); quote it when reporting a problem. */
  request_id: string;
};
export type ErrorResponse = {
  /** Stable machine-readable error code, e.g. not_authenticated. */
  code: string;
  /** Human-readable explanation. */
  detail: string;
  /** The id of this request (also in the X-Request-Id response header and the server log); quote it when reporting a problem. */
  request_id: string;
};
export type DeleteAccountBody = {
  /** Exactly 'DELETE MY ACCOUNT'. */
  confirmation: string;
  /** Accounts without a password (Google, Clerk): the account's e-mail address. */
  email?: string;
  /** The account password (accounts that have one). */
  password?: string;
  /** Optional, at most 500 characters; stored without the user. */
  reason?: string;
};
export type DeletionRequirements = {
  /** The text to type: 'DELETE MY ACCOUNT'. */
  confirmation_text: string;
  /** true: confirm with the password; false: with the e-mail address. */
  requires_password: boolean;
};
export type NotificationSettings = {
  campaign_updates: boolean;
  email: boolean;
  marketing_emails: boolean;
  payment_alerts: boolean;
  push: boolean;
  sms: boolean;
  weekly_digest: boolean;
};
export type PrivacySettings = {
  allow_data_collection: boolean;
  allow_third_party_sharing: boolean;
  profile_visibility: "public" | "brands_only" | "connections_only" | "private";
  show_email: boolean;
  show_location: boolean;
  show_phone: boolean;
};
export type ProfileSettings = {
  /** Empty or 10-500 characters. */
  bio: string;
  /** Empty or 3-30 letters, digits, dots, dashes, underscores. */
  display_name: string;
  /** ISO 639-1 code of one of the 34 languages, default en. */
  language: string;
  location: string;
  /** Empty or international format; spaces are ignored. */
  phone_number: string;
  /** IANA time zone, default UTC. */
  timezone: string;
  /** Empty or an http(s) URL. */
  website: string;
};
export type UiSettings = {
  animations_enabled: boolean;
  auto_play_videos: boolean;
  compact_mode: boolean;
  dashboard_layout: "default" | "compact";
  default_campaign_view: "grid" | "list";
  high_contrast_mode: boolean;
  show_onboarding: boolean;
};
export type UserSettingsDocument = {
  notifications: NotificationSettings;
  privacy: PrivacySettings;
  profile: ProfileSettings;
  ui: UiSettings;
};
export type UserSettingsResponse = {
  settings: UserSettingsDocument;
  updated_at: string | null;
};
export type UpdateUserSettingsBody = {
  settings: UserSettingsDocument;
};
export type Whoami = {
  brand_id: string | null;
  brand_role: ("admin" | "manager" | "viewer") | null;
  email: string | null;
  id: string;
  image_url: string | null;
  influencer_id: string | null;
  is_brand: boolean;
  is_influencer: boolean;
  /** Brand: member of a brand with a completed profile. Influencer: completed influencer profile. */
  is_profile_completed: boolean;
  is_staff: boolean;
  name: string | null;
  persona: ("brand" | "influencer") | null;
};
export type ContentFigureProvenance = {
  comments: ("first_party" | "estimated") | null;
  engaged_views: ("first_party" | "estimated") | null;
  engagement_rate: ("first_party" | "estimated") | null;
  engagements: ("first_party" | "estimated") | null;
  likes: ("first_party" | "estimated") | null;
  reach: ("first_party" | "estimated") | null;
  saves: ("first_party" | "estimated") | null;
  shares: ("first_party" | "estimated") | null;
  views: ("first_party" | "estimated") | null;
};
export type ContentFigures = {
  comments: number | null;
  engaged_views: number | null;
  engagement_rate: number | null;
  engagements: number | null;
  likes: number | null;
  provenance: ContentFigureProvenance;
  reach: number | null;
  saves: number | null;
  shares: number | null;
  /** My verified content items (verified or rebuttal_approved by the end of the range). */
  verified_content: number;
  views: number | null;
};
export type MyCampaignPerformance = {
  brand_name: string;
  campaign_id: string;
  figures: ContentFigures;
  name: string;
  /** My accepted invite: the campaign's page is /campaigns/active/{roster_id} (its Stats tab: /stats). */
  roster_id: string;
  status:
    | "draft"
    | "planned"
    | "processing_influencers"
    | "outreach_pending"
    | "outreach_in_progress"
    | "active"
    | "paused"
    | "completed"
    | "reverted"
    | "canceled";
};
export type MyPerformance = {
  /** Each accepted campaign with verified content of mine, largest views first (then by name). */
  campaigns: MyCampaignPerformance[];
  /** How the derived figures are computed (the same strings as PerformanceReport.formulas). */
  formulas: {
    engagement_rate: string;
    engagements: string;
  };
  from: string;
  influencer_id: string | null;
  to: string;
  totals: ContentFigures;
};
export type FigureProvenance = {
  comments: ("first_party" | "estimated") | null;
  cpe: ("first_party" | "estimated") | null;
  cpm: ("first_party" | "estimated") | null;
  cpv: ("first_party" | "estimated") | null;
  delivered_placements: ("first_party" | "estimated") | null;
  engaged_views: ("first_party" | "estimated") | null;
  engagement_rate: ("first_party" | "estimated") | null;
  engagements: ("first_party" | "estimated") | null;
  likes: ("first_party" | "estimated") | null;
  paid_views: ("first_party" | "estimated") | null;
  planned_cpm: ("first_party" | "estimated") | null;
  planned_placements: ("first_party" | "estimated") | null;
  reach: ("first_party" | "estimated") | null;
  saves: ("first_party" | "estimated") | null;
  shares: ("first_party" | "estimated") | null;
  spend: ("first_party" | "estimated") | null;
  views: ("first_party" | "estimated") | null;
};
export type PerformanceFigures = {
  comments: number | null;
  cpe: string | null;
  cpm: string | null;
  cpv: string | null;
  delivered_placements: number | null;
  engaged_views: number | null;
  engagement_rate: number | null;
  engagements: number | null;
  likes: number | null;
  paid_views: number | null;
  planned_cpm: string | null;
  planned_placements: number | null;
  provenance: FigureProvenance;
  reach: number | null;
  saves: number | null;
  shares: number | null;
  /** Amount owed from the agreed prices (2 decimals, the report currency); real payments arrive later. */
  spend: string;
  views: number | null;
};
export type PerformanceRow = {
  figures: PerformanceFigures;
  /** The group: a day (YYYY-MM-DD), placement type, platform, influencer id or campaign id. */
  key: string;
  /** What to show for the group. */
  label: string;
};
export type TopContentItem = {
  campaign_id: string;
  content_url: string | null;
  figures: PerformanceFigures;
  influencer: {
    display_name: string;
    id: string;
  };
  placement_type:
    | "yt_new_video_branding"
    | "yt_new_shorts_branding"
    | "yt_dedicated_video"
    | "yt_dedicated_short"
    | "yt_old_video_branding"
    | "yt_channel_page"
    | "ig_channel_page"
    | "ig_dedicated_reel"
    | "ig_branded_reel"
    | "ig_branded_post";
  platform: ("youtube" | "instagram") | null;
  submission_id: string;
  verified_on: string;
};
export type PerformanceReport = {
  brand_id: string;
  campaign_id: string | null;
  cpm_basis: ("views" | "engaged_views") | null;
  /** Currencies of the campaigns that could be reported (brand-wide: pick one with `currency`). */
  currencies: ("INR" | "USD" | "EUR")[];
  currency: "INR" | "USD" | "EUR";
  /** How each derived figure is computed. */
  formulas: {
    cpe: string;
    cpm: string;
    cpv: string;
    delivered_placements: string;
    engagement_rate: string;
    engagements: string;
    paid_views: string;
    planned_cpm: string;
    spend: string;
  };
  from: string;
  group_by: "day" | "placement" | "platform" | "influencer" | "campaign";
  influencer_id: string | null;
  /** The series (group_by=day: days with data, oldest first) or the breakdown (largest views first). */
  rows: PerformanceRow[];
  scope: "campaign" | "brand";
  to: string;
  /** At most 10 content items by views. */
  top_content: TopContentItem[];
  totals: PerformanceFigures;
};
export type Asset = {
  /** Decided by the file's bytes, not its name. */
  content_type: string;
  created_at: string;
  /** Display name only (sanitised); never a storage location. */
  file_name: string;
  id: string;
  kind: "image" | "video";
  /** profile_picture and brand_logo are publicly downloadable. */
  purpose: "profile_picture" | "brand_logo" | "content" | "other";
  /** Bytes. */
  size: number;
  updated_at: string;
  /** Where to display or download it: /api/v1/assets/{id}/download/. */
  url: string;
};
export type PaginatedAssetList = {
  /** Total number of results across all pages. */
  count: number;
  /** URL of the next page. */
  next: string | null;
  /** URL of the previous page. */
  previous: string | null;
  results: Asset[];
};
export type AssetMetadata = {
  /** Decided by the file's bytes, not its name. */
  content_type: string;
  created_at: string;
  /** Display name only (sanitised); never a storage location. */
  file_name: string;
  height: number | null;
  id: string;
  kind: "image" | "video";
  /** profile_picture and brand_logo are publicly downloadable. */
  purpose: "profile_picture" | "brand_logo" | "content" | "other";
  /** Bytes. */
  size: number;
  updated_at: string;
  /** Where to display or download it: /api/v1/assets/{id}/download/. */
  url: string;
  width: number | null;
};
export type BrandPrimaryContact = {
  email: string;
  /** At least 2 characters. */
  job_title: string;
  /** SPEC §5 name: 2-50 letters, spaces, hyphens, apostrophes. */
  name: string;
  /** Empty or international format; spaces are ignored. */
  phone: string;
};
export type BrandSocialMedia = {
  /** Empty or an instagram.com URL. */
  instagram: string;
  /** Empty or a linkedin.com URL. */
  linkedin: string;
  /** Empty or a youtube.com URL. */
  youtube: string;
};
export type BrandContactDetails = {
  billing_email: string;
  primary_contact: BrandPrimaryContact;
  social_media: BrandSocialMedia;
  support_email: string;
  support_phone: string;
};
export type BrandHeadquarters = {
  /** At least 5 characters. */
  address: string;
  /** At least 2 characters. */
  city: string;
  /** At least 2 characters. */
  country: string;
  /** Empty or at least 2 characters. */
  state: string;
  /** Empty or at least 3 characters. */
  zip_code: string;
};
export type Brand = {
  /** One of 1-10, 11-50, 51-200, 201-500, 500+. */
  company_size: string;
  contact_details: BrandContactDetails;
  created_at: string;
  /** 10-500 characters. */
  description: string;
  founded_year: null | number;
  headquarters: BrandHeadquarters;
  id: string;
  /** One of the industries of src/domain/brands/brand-options.ts. */
  industry: string;
  is_profile_completed: boolean;
  /** Empty or 2-100 characters. */
  legal_name: string;
  logo_url: null | string;
  /** Company name, 2-100 characters. */
  name: string;
  profile_completed_at: string | null;
  /** The caller's team role in this brand. */
  role: "admin" | "manager" | "viewer";
  updated_at: string;
  /** http(s) URL. */
  website: string;
};
export type PaginatedBrandList = {
  /** Total number of results across all pages. */
  count: number;
  /** URL of the next page. */
  next: string | null;
  /** URL of the previous page. */
  previous: string | null;
  results: Brand[];
};
export type BrandProfileInput = {
  /** One of 1-10, 11-50, 51-200, 201-500, 500+. */
  company_size: string;
  contact_details: BrandContactDetails;
  /** 10-500 characters. */
  description: string;
  founded_year: null | number;
  headquarters: BrandHeadquarters;
  /** One of the industries of src/domain/brands/brand-options.ts. */
  industry: string;
  /** Empty or 2-100 characters. */
  legal_name: string;
  logo_url: null | string;
  /** Company name, 2-100 characters. */
  name: string;
  /** http(s) URL. */
  website: string;
};
export type BrandProfilePatch = {
  /** One of 1-10, 11-50, 51-200, 201-500, 500+. */
  company_size?: string;
  contact_details?: BrandContactDetails;
  /** 10-500 characters. */
  description?: string;
  founded_year?: null | number;
  headquarters?: BrandHeadquarters;
  /** One of the industries of src/domain/brands/brand-options.ts. */
  industry?: string;
  /** Empty or 2-100 characters. */
  legal_name?: string;
  logo_url?: null | string;
  /** Company name, 2-100 characters. */
  name?: string;
  /** http(s) URL. */
  website?: string;
};
export type CampaignCollateral = {
  /** Ids of files you uploaded (POST assets/), at most 20. */
  asset_ids: string[];
  /** At most 20, each at most 300 characters. */
  donts: string[];
  /** At most 20, each at most 300 characters. */
  dos: string[];
  /** At most 5000 characters. */
  guidelines: string;
  /** http(s) URLs, at most 10. */
  links: string[];
  /** At most 20, each at most 300 characters. */
  talking_points: string[];
};
export type CampaignInfluencerCriteria = {
  max_followers: null | number;
  min_engagement: null | number;
  min_followers: null | number;
  /** One of youtube, instagram. */
  platforms: string[];
};
export type CampaignPlacement = {
  /** Committed cost (CPM without view cap: 0.00). */
  cost: string;
  /** quantity x the type exposure, each capped at view_cap. */
  expected_views: number;
  id: string;
  platform: "youtube" | "instagram";
  position: ("start" | "middle" | "end") | null;
  pricing_type: "cpm" | "fixed";
  quantity: number;
  rate: string;
  type:
    | "yt_new_video_branding"
    | "yt_new_shorts_branding"
    | "yt_dedicated_video"
    | "yt_dedicated_short"
    | "yt_old_video_branding"
    | "yt_channel_page"
    | "ig_channel_page"
    | "ig_dedicated_reel"
    | "ig_branded_reel"
    | "ig_branded_post";
  video_url: string | null;
  view_cap: number | null;
};
export type Campaign = {
  /** What the caller may do now: publish, pause, resume, cancel, complete, revert. */
  allowed_actions: string[];
  brand_id: string;
  budget: string | null;
  collateral: CampaignCollateral;
  /** The view count CPM placements are paid on: views, or engaged_views (YouTube only; Instagram content is paid on views). */
  cpm_basis: "views" | "engaged_views";
  created_at: string;
  created_by: string | null;
  currency: "INR" | "USD" | "EUR";
  description: string | null;
  end_date: string | null;
  expected_views: number;
  id: string;
  influencer_criteria: CampaignInfluencerCriteria;
  name: string;
  objective:
    | ("awareness" | "consideration" | "conversions" | "app_installs" | "other")
    | null;
  over_budget: boolean;
  paused_from_status:
    | (
        | "draft"
        | "planned"
        | "processing_influencers"
        | "outreach_pending"
        | "outreach_in_progress"
        | "active"
        | "paused"
        | "completed"
        | "reverted"
        | "canceled"
      )
    | null;
  placement_pricing: "bundled" | "alacarte";
  placements: CampaignPlacement[];
  /** Sum of the placements’ committed cost. */
  placements_total: string;
  platforms: ("youtube" | "instagram")[];
  published_at: string | null;
  /** The caller's team role in the campaign's brand. */
  role: "admin" | "manager" | "viewer";
  start_date: string | null;
  status:
    | "draft"
    | "planned"
    | "processing_influencers"
    | "outreach_pending"
    | "outreach_in_progress"
    | "active"
    | "paused"
    | "completed"
    | "reverted"
    | "canceled";
  target_categories: string[];
  target_languages: string[];
  target_locations: string[];
  /** CPM placements without a view cap (not in the total). */
  uncapped_cpm_placements: number;
  updated_at: string;
};
export type BrandSpend = {
  /** Budgets of the campaigns that are neither draft nor canceled. */
  budget: string;
  /** Placements total of those campaigns. */
  committed: string;
  currency: "INR" | "USD" | "EUR";
};
export type BrandDashboard = {
  /** Campaigns in outreach_pending, outreach_in_progress or active (SPEC activeCampaigns). */
  active_campaigns: number;
  brand_id: string;
  /** The 5 newest campaigns. */
  recent_campaigns: Campaign[];
  /** Budget vs committed, per currency. */
  spend: BrandSpend[];
  /** Influencers working on the brand’s campaigns (SPEC totalInfluencers). A real count: 0 until the marketplace (invites) exists. */
  total_influencers: number;
  /** Expected views of every placement of the campaigns that are neither draft nor canceled (SPEC totalReach). */
  total_reach: number;
};
export type FundingOrder = {
  /** The amount of this funding. */
  amount: string;
  campaign_id: string;
  campaign_name: string;
  created_at: string;
  currency: "INR" | "USD" | "EUR";
  failure_kind: ("declined" | "invalid_card" | "processing_failed") | null;
  failure_message: string | null;
  id: string;
  paid_at: string | null;
  provider: "razorpay" | "stripe";
  /** created (checkout open), authorized (the checkout reported success; waiting for the provider to confirm), paid (confirmed by the provider: money booked), failed, cancelled. */
  status: "created" | "authorized" | "paid" | "failed" | "cancelled";
};
export type FundingCheckout = {
  /** Where the browser goes to pay: a full-page form navigation, so no provider script runs in the SPA. */
  checkout: {
    /** Form fields to send with the navigation. */
    fields: {
      [key: string]: string;
    };
    method: "GET" | "POST";
    /** The provider's hosted checkout (the sandbox's own page in sandbox mode). */
    url: string;
  };
  funding: FundingOrder;
};
export type FundingOrderCreate = {
  /** Positive, at most 2 decimals, in the campaign currency (SPEC §5 "Amounts"). */
  amount: string;
  campaign_id: string;
};
export type PaymentBalance = {
  /** Funded money no placement has claimed yet: what new invites and acceptances may still use. */
  available: string;
  /** Set aside for accepted placements until their work is verified. */
  committed: string;
  currency: "INR" | "USD" | "EUR";
  /** Everything the platform holds for the brand in this currency: not yet committed plus committed. */
  held: string;
};
export type CampaignEscrow = {
  /** Funded and not committed: refundable when the campaign ends. */
  available: string;
  budget: string | null;
  campaign_id: string;
  campaign_name: string;
  campaign_status: string;
  /** Currently set aside for accepted placements. */
  committed: string;
  currency: "INR" | "USD" | "EUR";
  fund_up_to: string | null;
  /** Captured payments for this campaign. */
  funded: string;
  /** Returned to the brand. */
  refunded: string;
  /** Paid over to creators for verified work (before tax withheld). */
  released: string;
};
export type BrandPayments = {
  /** One per currency the brand has funded in. */
  balances: PaymentBalance[];
  /** Every campaign that can be or was funded, newest first. */
  campaigns: CampaignEscrow[];
  /** The latest 50 funding attempts, newest first. */
  fundings: FundingOrder[];
  permissions: {
    /** May approve payouts (payments.approve). */
    approve: boolean;
    /** May fund campaigns (payments.approve). */
    fund: boolean;
  };
  /** sandbox: simulated checkout, no real money moves. */
  provider_mode: "sandbox" | "live";
};
export type PayoutAttempt = {
  /** Where it goes, masked ('UPI as****@okhdfc', 'Bank ••••1234'). */
  destination: string;
  failure_reason: string | null;
  id: string;
  /** Paid to the creator, after tax withheld. */
  net: string;
  processed_at: string | null;
  status: "queued" | "processing" | "processed" | "reversed" | "failed";
  /** TDS withheld from this payout. */
  tax_withheld: string;
  utr: string | null;
};
export type PayoutLine = {
  approved_at: string | null;
  /** How the amount was reached (fixed price per item, or views x rate within the cap). */
  basis: string;
  campaign_id: string;
  campaign_name: string;
  content_url: string;
  created_at: string;
  currency: "INR" | "USD" | "EUR";
  /** What the work earned. */
  gross: string;
  id: string;
  influencer_id: string;
  influencer_name: string;
  payout: PayoutAttempt | null;
  placement_type: string;
  /** awaiting_approval (the brand approves it), approved (released to the creator), paying, paid, returned (a payout failed or was reversed: back in the balance). */
  status: "awaiting_approval" | "approved" | "paying" | "paid" | "returned";
};
export type PayoutLineList = {
  results: PayoutLine[];
};
export type PaginatedCampaignList = {
  /** Total number of results across all pages. */
  count: number;
  /** URL of the next page. */
  next: string | null;
  /** URL of the previous page. */
  previous: string | null;
  results: Campaign[];
};
export type CampaignPlacementInput = {
  position?: null | string;
  /** One of cpm, fixed. */
  pricing_type: string;
  /** 1-100. */
  quantity: number;
  /** CPM: price per 1,000 views; fixed: price per placement. Positive, at most 2 decimals, as a numeric string (numbers are accepted). */
  rate: string;
  /** One of yt_new_video_branding, yt_new_shorts_branding, yt_dedicated_video, yt_dedicated_short, yt_old_video_branding, yt_channel_page, ig_channel_page, ig_dedicated_reel, ig_branded_reel, ig_branded_post. */
  type: string;
  video_url?: null | string;
  view_cap?: null | number;
};
export type CampaignCreate = {
  brand_id: string;
  budget?: null | string;
  collateral?: CampaignCollateral;
  /** One of views, engaged_views. The view count CPM placements are paid on (default views; docs/analytics.md). Drafts only. */
  cpm_basis?: string;
  /** One of INR, USD, EUR. */
  currency?: string;
  description?: null | string;
  end_date?: null | string;
  influencer_criteria?: CampaignInfluencerCriteria;
  /** 3-100 characters. */
  name: string;
  objective?: null | string;
  /** One of bundled, alacarte. */
  placement_pricing?: string;
  /** Replaces every placement (at most 50). */
  placements?: CampaignPlacementInput[];
  start_date?: null | string;
  /** Categories of src/domain/constants. */
  target_categories?: string[];
  /** Languages of src/domain/constants. */
  target_languages?: string[];
  /** Free text, 2-100 characters each. */
  target_locations?: string[];
};
export type CampaignPlacementRate = {
  /** Suggested rate per 1,000 views (in the default currency). */
  cpm_rate: string;
  /** Suggested price per placement (in the default currency). */
  fixed_price: string;
  label: string;
  placement_type:
    | "yt_new_video_branding"
    | "yt_new_shorts_branding"
    | "yt_dedicated_video"
    | "yt_dedicated_short"
    | "yt_old_video_branding"
    | "yt_channel_page"
    | "ig_channel_page"
    | "ig_dedicated_reel"
    | "ig_branded_reel"
    | "ig_branded_post";
  platform: "youtube" | "instagram";
};
export type CampaignDefaults = {
  currency: "INR" | "USD" | "EUR";
  /** start_date + 30 days. */
  end_date: string;
  placement_pricing: "bundled" | "alacarte";
  rates: CampaignPlacementRate[];
  /** Tomorrow (UTC). */
  start_date: string;
};
export type CampaignDiscoveryContext = {
  campaign_id: string;
  campaign_status:
    | "draft"
    | "planned"
    | "processing_influencers"
    | "outreach_pending"
    | "outreach_in_progress"
    | "active"
    | "paused"
    | "completed"
    | "reverted"
    | "canceled";
  candidate_count: number;
  context: {
    [key: string]: any;
  } | null;
  duration_ms: number | null;
  finished_at: string | null;
  run_id: string | null;
  started_at: string | null;
};
export type CampaignTypeExposure = {
  /** Expected views of one placement: median followers x view_ratio. */
  expected_views: number;
  median_followers: number;
  placement_type:
    | "yt_new_video_branding"
    | "yt_new_shorts_branding"
    | "yt_dedicated_video"
    | "yt_dedicated_short"
    | "yt_old_video_branding"
    | "yt_channel_page"
    | "ig_channel_page"
    | "ig_dedicated_reel"
    | "ig_branded_reel"
    | "ig_branded_post";
  platform: "youtube" | "instagram";
  /** Linked accounts with a follower count on this platform (0: baseline). */
  sample_size: number;
  source: "social_accounts" | "baseline";
  view_ratio: number;
};
export type CampaignTypeExposureList = {
  results: CampaignTypeExposure[];
};
export type CampaignPatch = {
  budget?: null | string;
  collateral?: CampaignCollateral;
  /** One of views, engaged_views. The view count CPM placements are paid on (default views; docs/analytics.md). Drafts only. */
  cpm_basis?: string;
  /** One of INR, USD, EUR. */
  currency?: string;
  description?: null | string;
  end_date?: null | string;
  influencer_criteria?: CampaignInfluencerCriteria;
  /** 3-100 characters. */
  name?: string;
  objective?: null | string;
  /** One of bundled, alacarte. */
  placement_pricing?: string;
  /** Replaces every placement (at most 50). */
  placements?: CampaignPlacementInput[];
  start_date?: null | string;
  /** Categories of src/domain/constants. */
  target_categories?: string[];
  /** Languages of src/domain/constants. */
  target_languages?: string[];
  /** Free text, 2-100 characters each. */
  target_locations?: string[];
};
export type BrandInfluencer = {
  /** The campaign's currency (of offered_amount). */
  currency: string;
  expires_at: string | null;
  /** Fit 0..100 (docs/marketplace.md, matching). */
  fit_score: number;
  /** The roster row (campaign_influencers) id. */
  id: string;
  influencer: {
    bio: string | null;
    categories: string[];
    city: string | null;
    country: string | null;
    display_name: string;
    followers_provenance: ("verified" | "self_reported" | "mixed") | null;
    id: string;
    languages: string[];
    /** Platforms of the linked accounts. */
    platforms: ("youtube" | "instagram")[];
    profile_picture: string | null;
    /** Followers over all linked accounts. */
    total_followers: number;
  };
  invited_at: string | null;
  offered_amount: string | null;
  responded_at: string | null;
  /** matched (by the matching job) or manual (added by the brand). */
  source: string;
  status:
    "candidate" | "invited" | "accepted" | "declined" | "expired" | "removed";
  submission_counts: {
    rebuttal_approved: number;
    rebuttal_rejected: number;
    rebuttal_requested: number;
    rebuttal_responsed: number;
    rejected: number;
    submitted: number;
    verified: number;
  };
  submissions_total: number;
};
export type PaginatedBrandInfluencerList = {
  /** Total number of results across all pages. */
  count: number;
  /** URL of the next page. */
  next: string | null;
  /** URL of the previous page. */
  previous: string | null;
  results: BrandInfluencer[];
};
export type BrandInfluencerAccount = {
  average_engagement: number | null;
  followers: number | null;
  handle: string;
  id: string;
  /** The numbers were read from the platform (metrics_provenance = verified). */
  is_verified: boolean;
  media_count: number | null;
  /** verified: read from the platform API at verified_at; self_reported: typed in by the influencer. */
  metrics_provenance: "verified" | "self_reported";
  metrics_updated_at: string | null;
  platform: "youtube" | "instagram";
  profile_url: string;
  recent_average_views: number | null;
  verified_at: string | null;
};
export type BrandInfluencerProfile = {
  bio: string | null;
  categories: string[];
  city: string | null;
  country: string | null;
  display_name: string;
  id: string;
  languages: string[];
  profile_picture: string | null;
};
export type BrandInfluencerPlacement = {
  amount: string;
  latest_status:
    | (
        | "submitted"
        | "verified"
        | "rejected"
        | "rebuttal_requested"
        | "rebuttal_responsed"
        | "rebuttal_approved"
        | "rebuttal_rejected"
      )
    | null;
  placement_id: string;
  platform: ("youtube" | "instagram") | null;
  pricing_type: string;
  projected_views: number | null;
  quantity: number;
  rate: string;
  type: string;
};
export type BrandInfluencerReviewEvent = {
  /** submit, verify, reject, dispute, respond, approve_rebuttal, reject_rebuttal. */
  action: string;
  actor: {
    id: string | null;
    name: string | null;
    role: "influencer" | "brand" | "operator";
  };
  at: string;
  from_status:
    | (
        | "submitted"
        | "verified"
        | "rejected"
        | "rebuttal_requested"
        | "rebuttal_responsed"
        | "rebuttal_approved"
        | "rebuttal_rejected"
      )
    | null;
  id: string;
  message: string | null;
  to_status:
    | "submitted"
    | "verified"
    | "rejected"
    | "rebuttal_requested"
    | "rebuttal_responsed"
    | "rebuttal_approved"
    | "rebuttal_rejected";
};
export type BrandInfluencerSubmission = {
  asset_id: string | null;
  content_url: string | null;
  events: BrandInfluencerReviewEvent[];
  id: string;
  note: string | null;
  /** true: the platform confirmed the link is on the influencer's connected account (the YouTube video's channel, or the Instagram account's own media); false: not verified (an unconnected account, the platform did not answer, or an uploaded file). docs/marketplace.md "Content ownership". */
  ownership_checked: boolean;
  placement_id: string;
  placement_type:
    | (
        | "yt_new_video_branding"
        | "yt_new_shorts_branding"
        | "yt_dedicated_video"
        | "yt_dedicated_short"
        | "yt_old_video_branding"
        | "yt_channel_page"
        | "ig_channel_page"
        | "ig_dedicated_reel"
        | "ig_branded_reel"
        | "ig_branded_post"
      )
    | null;
  platform: ("youtube" | "instagram") | null;
  status:
    | "submitted"
    | "verified"
    | "rejected"
    | "rebuttal_requested"
    | "rebuttal_responsed"
    | "rebuttal_approved"
    | "rebuttal_rejected";
  submitted_at: string;
  updated_at: string;
};
export type BrandInfluencerDetails = {
  accounts: BrandInfluencerAccount[];
  campaign: {
    currency: string;
    end_date: string | null;
    id: string;
    name: string;
    status: string;
  };
  influencer: BrandInfluencerProfile;
  /** The invite's offered placements. */
  placements: BrandInfluencerPlacement[];
  roster: {
    application: {
      [key: string]: any;
    } | null;
    decline_reason: string | null;
    expires_at: string | null;
    fit: {
      categories: number;
      engagement: number;
      followers: number;
      languages: number;
      location: number;
      platforms: number;
      price: number;
    } | null;
    /** Fit 0..100 (docs/marketplace.md, matching). */
    fit_score: number;
    /** The roster row (campaign_influencers) id. */
    id: string;
    invited_at: string | null;
    message: string | null;
    offered_amount: string | null;
    responded_at: string | null;
    /** matched (by the matching job) or manual (added by the brand). */
    source: string;
    status:
      "candidate" | "invited" | "accepted" | "declined" | "expired" | "removed";
  };
  /** Newest first, each with its review events (oldest first). */
  submissions: BrandInfluencerSubmission[];
};
export type CollateralFile = {
  /** The type detected from the bytes at upload. */
  content_type: string;
  /** The display name given at upload (no path, no bidirectional controls). */
  file_name: string;
  /** The asset id. */
  id: string;
  /** Bytes. */
  size: number;
  /** Download address (bearer token; always an attachment). */
  url: string;
};
export type CollateralFileList = {
  /** In the order the brand attached them. */
  results: CollateralFile[];
};
export type ContentSubmissionEvent = {
  /** submit, verify, reject, dispute, respond, approve_rebuttal, reject_rebuttal. */
  action: string;
  actor: {
    id: string | null;
    name: string | null;
    role: "influencer" | "brand" | "operator";
  };
  at: string;
  from_status:
    | (
        | "submitted"
        | "verified"
        | "rejected"
        | "rebuttal_requested"
        | "rebuttal_responsed"
        | "rebuttal_approved"
        | "rebuttal_rejected"
      )
    | null;
  id: string;
  message: string | null;
  to_status:
    | "submitted"
    | "verified"
    | "rejected"
    | "rebuttal_requested"
    | "rebuttal_responsed"
    | "rebuttal_approved"
    | "rebuttal_rejected";
};
export type ContentSubmission = {
  /** What the caller may do next. */
  allowed_actions: (
    | "verify"
    | "reject"
    | "dispute"
    | "respond"
    | "approve_rebuttal"
    | "reject_rebuttal"
  )[];
  asset: {
    content_type: string | null;
    file_name: string | null;
    id: string;
  } | null;
  campaign_id: string;
  content_url: string | null;
  /** The review thread, oldest step first. */
  events: ContentSubmissionEvent[];
  id: string;
  influencer: {
    display_name: string;
    id: string;
    profile_picture: string | null;
  };
  note: string | null;
  /** true: the platform confirmed the link is on the influencer's connected account (the YouTube video's channel, or the Instagram account's own media); false: not verified (an unconnected account, the platform did not answer, or an uploaded file). docs/marketplace.md "Content ownership". */
  ownership_checked: boolean;
  placement_id: string;
  placement_type:
    | "yt_new_video_branding"
    | "yt_new_shorts_branding"
    | "yt_dedicated_video"
    | "yt_dedicated_short"
    | "yt_old_video_branding"
    | "yt_channel_page"
    | "ig_channel_page"
    | "ig_dedicated_reel"
    | "ig_branded_reel"
    | "ig_branded_post";
  platform: ("youtube" | "instagram") | null;
  status:
    | "submitted"
    | "verified"
    | "rejected"
    | "rebuttal_requested"
    | "rebuttal_responsed"
    | "rebuttal_approved"
    | "rebuttal_rejected";
  submitted_at: string;
  updated_at: string;
};
export type PaginatedContentSubmissionList = {
  /** Total number of results across all pages. */
  count: number;
  /** URL of the next page. */
  next: string | null;
  /** URL of the previous page. */
  previous: string | null;
  results: ContentSubmission[];
};
export type VerificationReason = {
  /** 10-1000 characters. */
  reason: string;
};
export type VerifyContent = {
  reason?: string | null;
};
export type CampaignEvent = {
  /** created, updated, publish, pause, resume, cancel, complete, revert, old_video_branding; from the matching job: start_matching, queue_outreach, start_outreach, activate. */
  action: string;
  actor: {
    id: string;
    name: string | null;
  } | null;
  created_at: string;
  from_status:
    | (
        | "draft"
        | "planned"
        | "processing_influencers"
        | "outreach_pending"
        | "outreach_in_progress"
        | "active"
        | "paused"
        | "completed"
        | "reverted"
        | "canceled"
      )
    | null;
  id: string;
  note: string | null;
  to_status:
    | (
        | "draft"
        | "planned"
        | "processing_influencers"
        | "outreach_pending"
        | "outreach_in_progress"
        | "active"
        | "paused"
        | "completed"
        | "reverted"
        | "canceled"
      )
    | null;
};
export type PaginatedCampaignEventList = {
  /** Total number of results across all pages. */
  count: number;
  /** URL of the next page. */
  next: string | null;
  /** URL of the previous page. */
  previous: string | null;
  results: CampaignEvent[];
};
export type CampaignRosterAccount = {
  followers: number | null;
  handle: string;
  /** verified: read from the platform; self_reported: typed in by the influencer. */
  metrics_provenance: "verified" | "self_reported";
  platform: "youtube" | "instagram";
};
export type CampaignRosterFit = {
  categories: number;
  engagement: number;
  followers: number;
  languages: number;
  location: number;
  platforms: number;
  price: number;
};
export type CampaignRosterOfferedPlacement = {
  amount: string;
  placement_id: string;
  pricing_type: string;
  projected_views: number | null;
  quantity: number;
  rate: string;
  type: string;
};
export type CampaignRosterEntry = {
  /** Linked accounts, largest audience first. */
  accounts: CampaignRosterAccount[];
  created_at: string;
  display_name: string;
  expires_at: string | null;
  fit: CampaignRosterFit | null;
  /** 0..100; 0 for hand-added rows. */
  fit_score: number;
  id: string;
  influencer_id: string;
  invited_at: string | null;
  message: string | null;
  offered_amount: string | null;
  offered_placements: CampaignRosterOfferedPlacement[] | null;
  profile_picture: string | null;
  /** What an invite would offer now (placements on the influencer's platforms). */
  projected_amount: string;
  responded_at: string | null;
  source: "matched" | "manual";
  status:
    "candidate" | "invited" | "accepted" | "declined" | "expired" | "removed";
};
export type PaginatedCampaignRosterList = {
  /** Total number of results across all pages. */
  count: number;
  /** URL of the next page. */
  next: string | null;
  /** URL of the previous page. */
  previous: string | null;
  results: CampaignRosterEntry[];
};
export type CampaignRosterAdd = {
  influencer_id: string;
};
export type CampaignRosterBudget = {
  budget: string | null;
  campaign_status:
    | "draft"
    | "planned"
    | "processing_influencers"
    | "outreach_pending"
    | "outreach_in_progress"
    | "active"
    | "paused"
    | "completed"
    | "reverted"
    | "canceled";
  /** The campaign status allows invites. */
  can_invite: boolean;
  /** Offers of invited and accepted influencers. */
  committed: string;
  currency: "INR" | "USD" | "EUR";
  /** Funded money not yet promised: the campaign's escrow not committed to accepted offers, less the offers of open invites. Invites may not exceed it (docs/payments.md). */
  funded_room: string;
  left: string | null;
};
export type CampaignRosterInviteResult = {
  /** Rows of the batch invited before (a retried request): left unchanged. */
  already_invited: string[];
  budget: CampaignRosterBudget;
  invited: CampaignRosterEntry[];
};
export type CampaignRosterInvite = {
  message?: string | null;
  roster_ids: string[];
};
export type CampaignOldVideoBranding = {
  /** start, middle or end. */
  position: string;
  /** Positive, at most 2 decimals. */
  price_per_video: string;
  /** 1-20 YouTube watch or youtu.be links. */
  video_urls: string[];
};
export type CampaignStatusChange = {
  action: "pause" | "resume" | "cancel" | "complete" | "revert";
  note?: string;
};
export type SubmitContent = {
  asset_id?: string | null;
  content_url?: string | null;
  note?: string | null;
  /** Required: one of the campaign's placements. */
  placement_id?: string;
};
export type Health = {
  status: "ok";
  version: string;
};
export type HealthDetailed = {
  database: {
    error: string | null;
    kind: "pglite" | "postgres";
    latency_ms: number | null;
    migrations: {
      applied: number | null;
      expected: number;
      last_applied_at: string | null;
    };
    reachable: boolean;
  };
  identity_mode: "builtin" | "clerk";
  memory: {
    heap_total_bytes: number;
    heap_used_bytes: number;
    rss_bytes: number;
  };
  node_version: string;
  status: "ok" | "degraded";
  uptime_seconds: number;
  version: string;
};
export type HealthLive = {
  status: "alive";
};
export type HealthReady = {
  status: "ready";
};
export type HealthUnavailable = {
  detail: string;
  status: "unavailable";
};
export type HelpCategory = {
  /** Articles in the category the caller may read. */
  article_count: number;
  /** Who the page is written for: all, brand or influencer. */
  audience: "all" | "brand" | "influencer";
  description: string;
  /** Addresses the category: /help/{slug}. */
  slug: string;
  title: string;
};
export type PaginatedHelpCategoryList = {
  /** Total number of results across all pages. */
  count: number;
  /** URL of the next page. */
  next: string | null;
  /** URL of the previous page. */
  previous: string | null;
  results: HelpCategory[];
};
export type HelpArticleSummary = {
  /** Who the page is written for: all, brand or influencer. */
  audience: "all" | "brand" | "influencer";
  category_slug: string;
  /** Addresses the article: /help/{category_slug}/{slug}. */
  slug: string;
  summary: string;
  title: string;
  /** When the content last changed. */
  updated_at: string;
};
export type HelpCategoryDetail = {
  article_count: number;
  /** In reading order. */
  articles: HelpArticleSummary[];
  /** Who the page is written for: all, brand or influencer. */
  audience: "all" | "brand" | "influencer";
  description: string;
  slug: string;
  title: string;
};
export type HelpArticle = {
  /** Who the page is written for: all, brand or influencer. */
  audience: "all" | "brand" | "influencer";
  /** CommonMark with GFM tables. Clients render it without raw HTML and honour only /path, http(s) and mailto: links. */
  body_markdown: string;
  category_slug: string;
  category_title: string;
  /** Other articles of the category the caller may read. */
  related: HelpArticleSummary[];
  slug: string;
  summary: string;
  title: string;
  updated_at: string;
};
export type InviteCampaign = {
  brand: {
    id: string;
    logo_url: string | null;
    name: string;
  };
  currency: "INR" | "USD" | "EUR";
  description: string | null;
  end_date: string | null;
  id: string;
  name: string;
  objective:
    | ("awareness" | "consideration" | "conversions" | "app_installs" | "other")
    | null;
  platforms: ("youtube" | "instagram")[];
  start_date: string | null;
};
export type OfferedPlacement = {
  /** What this line pays. */
  amount: string;
  placement_id: string;
  /** cpm or fixed. */
  pricing_type: string;
  projected_views: number | null;
  quantity: number;
  /** CPM: per 1,000 views; fixed: per placement. */
  rate: string;
  type:
    | "yt_new_video_branding"
    | "yt_new_shorts_branding"
    | "yt_dedicated_video"
    | "yt_dedicated_short"
    | "yt_old_video_branding"
    | "yt_channel_page"
    | "ig_channel_page"
    | "ig_dedicated_reel"
    | "ig_branded_reel"
    | "ig_branded_post";
};
export type CampaignInvite = {
  campaign: InviteCampaign;
  expires_at: string | null;
  /** The invite (roster row) id. */
  id: string;
  invited_at: string | null;
  message: string | null;
  offered_amount: string | null;
  offered_placements: OfferedPlacement[];
  responded_at: string | null;
  status: "invited" | "accepted" | "declined" | "expired";
};
export type PaginatedCampaignInviteList = {
  /** Total number of results across all pages. */
  count: number;
  /** URL of the next page. */
  next: string | null;
  /** URL of the previous page. */
  previous: string | null;
  results: CampaignInvite[];
};
export type CampaignApplication = {
  additional_notes: string;
  agreed_to_terms: boolean;
  /** YYYY-MM-DD. */
  expected_delivery_date: string;
  previous_work: string[];
  proposed_content: string;
  requested_compensation: string;
};
export type InvitePlacement = {
  amount: string;
  deadline: string | null;
  expected_delivery_date: string | null;
  placement_id: string;
  platform: ("youtube" | "instagram") | null;
  pricing_type: string;
  projected_views: number | null;
  quantity: number;
  rate: string;
  type:
    | "yt_new_video_branding"
    | "yt_new_shorts_branding"
    | "yt_dedicated_video"
    | "yt_dedicated_short"
    | "yt_old_video_branding"
    | "yt_channel_page"
    | "ig_channel_page"
    | "ig_dedicated_reel"
    | "ig_branded_reel"
    | "ig_branded_post";
};
export type CampaignInviteDetail = {
  application: CampaignApplication | null;
  brief: {
    description: string | null;
    donts: string[];
    dos: string[];
    /** Files the brand attached, while the invite is open or accepted. */
    files: CollateralFile[];
    guidelines: string;
    links: string[];
    talking_points: string[];
  };
  campaign: InviteCampaign;
  /** Invited and not past expires_at: accept and decline are open. */
  can_answer: boolean;
  decline_reason: string | null;
  expires_at: string | null;
  /** The invite (roster row) id. */
  id: string;
  invited_at: string | null;
  message: string | null;
  offered_amount: string | null;
  offered_placements: OfferedPlacement[];
  placements: InvitePlacement[];
  responded_at: string | null;
  status: "invited" | "accepted" | "declined" | "expired";
};
export type CampaignApplicationBody = {
  /** At most 500 characters. */
  additional_notes?: string;
  /** Must be true ('You must agree to the campaign terms'). */
  agreed_to_terms?: boolean;
  /** YYYY-MM-DD, after today. */
  expected_delivery_date?: string;
  /** At most 5 http(s) URLs. */
  previous_work?: string[];
  /** 50-1000 characters. */
  proposed_content?: string;
  /** Positive, at most 2 decimals. */
  requested_compensation?: string | number;
};
export type DeclineInviteBody = {
  /** 3-500 characters. */
  reason?: string;
};
export type AgreedPay = {
  currency: "INR" | "USD" | "EUR";
  offered_amount: string | null;
  requested_compensation: string | null;
};
export type ActiveCampaignSummary = {
  brand: {
    id: string;
    logo_url: string | null;
    name: string;
  };
  currency: "INR" | "USD" | "EUR";
  end_date: string | null;
  id: string;
  name: string;
  platforms: ("youtube" | "instagram")[];
  start_date: string | null;
  status:
    | "draft"
    | "planned"
    | "processing_influencers"
    | "outreach_pending"
    | "outreach_in_progress"
    | "active"
    | "paused"
    | "completed"
    | "reverted"
    | "canceled";
};
export type ActiveCampaign = {
  accepted_at: string | null;
  agreed_pay: AgreedPay;
  campaign: ActiveCampaignSummary;
  /** Roster row id: /campaigns/active/{id}. */
  id: string;
  next_deadline: string | null;
  /** Lines with at least one submission. */
  placements_submitted: number;
  /** Offered placement lines. */
  placements_total: number;
  /** Lines with verified content (verified or rebuttal_approved). */
  placements_verified: number;
};
export type PaginatedActiveCampaignList = {
  /** Total number of results across all pages. */
  count: number;
  /** URL of the next page. */
  next: string | null;
  /** URL of the previous page. */
  previous: string | null;
  results: ActiveCampaign[];
};
export type ActiveSubmissionEvent = {
  action: string;
  actor_name: string | null;
  /** influencer, brand or operator. */
  actor_role: string;
  created_at: string;
  from_status:
    | (
        | "submitted"
        | "verified"
        | "rejected"
        | "rebuttal_requested"
        | "rebuttal_responsed"
        | "rebuttal_approved"
        | "rebuttal_rejected"
      )
    | null;
  id: string;
  message: string | null;
  to_status:
    | "submitted"
    | "verified"
    | "rejected"
    | "rebuttal_requested"
    | "rebuttal_responsed"
    | "rebuttal_approved"
    | "rebuttal_rejected";
};
export type ActiveSubmission = {
  asset_id: string | null;
  content_url: string | null;
  /** Review history, newest first. */
  events: ActiveSubmissionEvent[];
  id: string;
  note: string | null;
  /** true: the platform confirmed the link is on the influencer's connected account (the YouTube video's channel, or the Instagram account's own media); false: not verified (an unconnected account, the platform did not answer, or an uploaded file). docs/marketplace.md "Content ownership". */
  ownership_checked: boolean;
  placement_id: string;
  placement_type:
    | "yt_new_video_branding"
    | "yt_new_shorts_branding"
    | "yt_dedicated_video"
    | "yt_dedicated_short"
    | "yt_old_video_branding"
    | "yt_channel_page"
    | "ig_channel_page"
    | "ig_dedicated_reel"
    | "ig_branded_reel"
    | "ig_branded_post";
  platform: ("youtube" | "instagram") | null;
  status:
    | "submitted"
    | "verified"
    | "rejected"
    | "rebuttal_requested"
    | "rebuttal_responsed"
    | "rebuttal_approved"
    | "rebuttal_rejected";
  submitted_at: string;
  updated_at: string;
};
export type PaginatedActiveSubmissionList = {
  /** Total number of results across all pages. */
  count: number;
  /** URL of the next page. */
  next: string | null;
  /** URL of the previous page. */
  previous: string | null;
  results: ActiveSubmission[];
};
export type ActiveCampaignDetail = {
  brand: {
    id: string;
    logo_url: string | null;
    name: string;
  };
  currency: "INR" | "USD" | "EUR";
  description: string | null;
  end_date: string | null;
  id: string;
  name: string;
  objective: string | null;
  platforms: ("youtube" | "instagram")[];
  start_date: string | null;
  status:
    | "draft"
    | "planned"
    | "processing_influencers"
    | "outreach_pending"
    | "outreach_in_progress"
    | "active"
    | "paused"
    | "completed"
    | "reverted"
    | "canceled";
};
export type ActiveCampaignProgress = {
  /** Amounts of the lines with verified content. */
  earned: string;
  next_deadline: string | null;
  /** Amounts still to earn: open lines of a live campaign, or content under review. */
  pending: string;
  placements_submitted: number;
  placements_total: number;
  placements_verified: number;
};
export type ActiveCampaignDashboard = {
  accepted_at: string | null;
  agreed_pay: AgreedPay;
  application: {
    additional_notes: string;
    expected_delivery_date: string | null;
    previous_work: string[];
    proposed_content: string;
    requested_compensation: string | null;
  } | null;
  brief: {
    collateral: {
      asset_ids: string[];
      donts: string[];
      dos: string[];
      guidelines: string;
      links: string[];
      talking_points: string[];
    } | null;
    /** The files the brand attached, by name, with their download addresses. */
    files: CollateralFile[];
    message: string | null;
  };
  campaign: ActiveCampaignDetail;
  id: string;
  progress: ActiveCampaignProgress;
};
export type ActiveCampaignStats = {
  earnings: {
    /** Amount with 2 decimals. */
    agreed: string;
    currency: "INR" | "USD" | "EUR";
    /** Amount with 2 decimals. */
    earned: string;
    /** Amount with 2 decimals. */
    pending: string;
  };
  id: string;
  placements_submitted: number;
  placements_total: number;
  placements_verified: number;
  submissions: {
    by_status: {
      rebuttal_approved: number;
      rebuttal_rejected: number;
      rebuttal_requested: number;
      rebuttal_responsed: number;
      rejected: number;
      submitted: number;
      verified: number;
    };
    total: number;
  };
};
export type ActivePlacement = {
  /** What this line pays once its content is verified. */
  amount: string;
  deadline: string | null;
  label: string;
  latest_submission: {
    id: string;
    status:
      | "submitted"
      | "verified"
      | "rejected"
      | "rebuttal_requested"
      | "rebuttal_responsed"
      | "rebuttal_approved"
      | "rebuttal_rejected";
    submitted_at: string;
  } | null;
  placement_id: string;
  platform: ("youtube" | "instagram") | null;
  pricing_type: string;
  quantity: number;
  rate: string;
  /** How many times content was submitted for this line. */
  submissions: number;
  type:
    | "yt_new_video_branding"
    | "yt_new_shorts_branding"
    | "yt_dedicated_video"
    | "yt_dedicated_short"
    | "yt_old_video_branding"
    | "yt_channel_page"
    | "ig_channel_page"
    | "ig_dedicated_reel"
    | "ig_branded_reel"
    | "ig_branded_post";
  verified: boolean;
};
export type ActivePlacementList = {
  currency: "INR" | "USD" | "EUR";
  results: ActivePlacement[];
};
export type MoneyByCurrency = {
  /** Amount with 2 decimals. */
  amount: string;
  currency: "INR" | "USD" | "EUR";
};
export type InfluencerDashboardStats = {
  campaigns: {
    active: number;
    completed: number;
  };
  content: {
    in_review: number;
    rejected: number;
    submitted: number;
    verified: number;
  };
  earnings: {
    /** Earnings to date per currency: placements with verified content (verified or rebuttal_approved). */
    earned: MoneyByCurrency[];
    /** Still to earn per currency: open placements of live campaigns, or content under review. */
    pending: MoneyByCurrency[];
  };
  invites: {
    acceptance_rate: number | null;
    accepted: number;
    declined: number;
    expired: number;
    open: number;
    received: number;
  };
  /** The last 6 months, oldest first, by when the content was verified. */
  monthly_earnings: {
    earned: MoneyByCurrency[];
    /** YYYY-MM (UTC). */
    month: string;
  }[];
};
export type EarningsBalance = {
  /** Released to you and not yet sent. */
  available: string;
  currency: "INR" | "USD" | "EUR";
  /** Paid out (reversed payouts excluded). */
  paid: string;
  /** Verified work waiting for the brand to approve it. */
  pending: string;
  /** Inside payouts on their way to your account. */
  processing: string;
};
export type Earnings = {
  balances: EarningsBalance[];
  /** Your latest 100 payout lines, newest first. */
  lines: PayoutLine[];
  payout_details: {
    /** A PAN is on file: payouts wait until one is. */
    has_pan: boolean;
    has_payout_method: boolean;
    method: ("upi" | "bank_transfer") | null;
  };
};
export type SocialAccount = {
  average_engagement: number | null;
  connected_at: string | null;
  /** not_connected: typed by hand; connected; needs_reconnect: the platform no longer accepts our access. */
  connection_status: "not_connected" | "connected" | "needs_reconnect";
  created_at: string;
  external_id: string | null;
  followers: number | null;
  /** @handle */
  handle: string;
  id: string;
  /** The numbers were read from the platform (metrics_provenance = verified). */
  is_verified: boolean;
  media_count: number | null;
  /** verified: read from the platform API at verified_at; self_reported: typed in by the influencer. */
  metrics_provenance: "verified" | "self_reported";
  metrics_updated_at: string | null;
  platform: "youtube" | "instagram";
  profile_url: string;
  recent_average_views: number | null;
  title: string | null;
  verified_at: string | null;
};
export type SocialAccountBody = {
  average_engagement?: number | null;
  followers?: number | null;
  /** @handle */
  handle?: string;
  /** youtube or instagram. */
  platform?: string;
  /** The channel or profile address on that platform. */
  profile_url?: string;
};
export type TaxDetails = {
  gst_state: {
    code: string;
    name: string;
  } | null;
  gstin: string | null;
  /** A PAN is on file (needed before the first payout). */
  has_pan: boolean;
  pan_masked: string | null;
  updated_at: string | null;
};
export type TaxDetailsUpdate = {
  gstin?: string | null;
  /** AAAAA9999A (trimmed and upper-cased). */
  pan: string;
};
export type PaymentInfo = {
  bank: {
    account_holder_name: string;
    account_number_last4: string;
    /** e.g. XXXXXXXX9012 */
    account_number_masked: string;
    account_type: "savings" | "current";
    bank_name: string;
    ifsc_code: string;
  } | null;
  has_payment_info: boolean;
  payment_method: ("upi" | "bank_transfer") | null;
  updated_at: string | null;
  upi: {
    /** e.g. as******@okhdfc */
    upi_id_masked: string;
  } | null;
};
export type UpdateBankDetailsBody = {
  /** Required. As on the bank account. */
  account_holder_name?: string;
  /** Required. 9 to 18 digits; spaces and hyphens are ignored. */
  account_number?: string;
  /** Required. savings or current. */
  account_type?: string;
  /** Required. 2 to 100 characters. */
  bank_name?: string;
  /** Required. 11 characters, e.g. HDFC0001234. */
  ifsc_code?: string;
};
export type UpdateUpiBody = {
  /** Required. Virtual payment address, e.g. name@okhdfc. */
  upi_id?: string;
};
export type ContentPreferences = {
  compensation_types: ("flat_fee" | "commission" | "product" | "mixed")[];
  content_types: ("post" | "story" | "reel" | "video" | "live")[];
  custom_guidelines: string;
  frequency: "daily" | "weekly" | "biweekly" | "monthly";
  preferred_days: (
    | "monday"
    | "tuesday"
    | "wednesday"
    | "thursday"
    | "friday"
    | "saturday"
    | "sunday"
  )[];
  preferred_times: string[];
};
export type InfluencerProfile = {
  bio: string | null;
  categories: string[];
  city: string | null;
  content_preferences: ContentPreferences | null;
  country: string | null;
  created_at: string;
  date_of_birth: string | null;
  display_name: string;
  first_name: string | null;
  id: string;
  is_profile_completed: boolean;
  languages: string[];
  last_name: string | null;
  profile_completed_at: string | null;
  profile_picture: string | null;
  social_accounts: SocialAccount[];
  updated_at: string;
};
export type InfluencerProfileBody = {
  /** 10–500 characters. */
  bio?: string;
  /** 1 to 5 of the categories. */
  categories?: string[];
  /** At least 2 characters. */
  city?: string;
  content_preferences?: {
    [key: string]: any;
  } | null;
  /** At least 2 characters. */
  country?: string;
  /** YYYY-MM-DD; at least 13 years ago. */
  date_of_birth?: string;
  /** 3–30 letters, digits, dots, dashes, underscores. */
  display_name?: string;
  /** 2–50 letters, spaces, hyphens, apostrophes. */
  first_name?: string;
  /** At least one of the languages. */
  languages?: string[];
  /** 2–50 letters, spaces, hyphens, apostrophes. */
  last_name?: string;
  profile_picture?: string | null;
};
export type PublicInfluencerProfile = {
  bio: string | null;
  categories: string[];
  city: string | null;
  country: string | null;
  display_name: string;
  id: string;
  languages: string[];
  profile_picture: string | null;
  social_accounts: {
    average_engagement: number | null;
    followers: number | null;
    handle: string;
    /** The numbers were read from the platform (metrics_provenance = verified). */
    is_verified: boolean;
    media_count: number | null;
    /** verified: read from the platform API at verified_at; self_reported: typed in by the influencer. */
    metrics_provenance: "verified" | "self_reported";
    platform: "youtube" | "instagram";
    profile_url: string;
    recent_average_views: number | null;
    verified_at: string | null;
  }[];
};
export type InfluencerDashboard = {
  active_campaigns: {
    count: number;
    /** Up to 5, newest accepted first. */
    results: ActiveCampaign[];
  };
  earnings: {
    /** Earnings to date per currency: placements with verified content (verified or rebuttal_approved). */
    earned: MoneyByCurrency[];
    /** Still to earn per currency: open placements of live campaigns, or content under review. */
    pending: MoneyByCurrency[];
  };
  influencer_id: string;
  open_invites: {
    count: number;
    /** The 5 open invites that expire first. */
    soonest: {
      campaign: {
        brand_name: string;
        id: string;
        name: string;
      };
      currency: "INR" | "USD" | "EUR";
      expires_at: string | null;
      id: string;
      invited_at: string | null;
      offered_amount: string | null;
    }[];
  };
  /** The latest 10 events, newest first. */
  recent_activity: {
    /** invite: invited, accepted, declined; submission: the review action. */
    action: string;
    campaign: {
      id: string;
      name: string;
    };
    created_at: string;
    kind: "invite" | "submission";
    message: string | null;
    status:
      | (
          | "submitted"
          | "verified"
          | "rejected"
          | "rebuttal_requested"
          | "rebuttal_responsed"
          | "rebuttal_approved"
          | "rebuttal_rejected"
        )
      | null;
    /** The invite (roster row) id: the invite page or /campaigns/active/{id}. */
    target_id: string;
  }[];
  /** The next 5 placements of live campaigns without verified content. */
  upcoming_deadlines: {
    campaign: {
      id: string;
      name: string;
    };
    deadline: string;
    label: string;
    latest_status:
      | (
          | "submitted"
          | "verified"
          | "rejected"
          | "rebuttal_requested"
          | "rebuttal_responsed"
          | "rebuttal_approved"
          | "rebuttal_rejected"
        )
      | null;
    placement_id: string;
    platform: ("youtube" | "instagram") | null;
    roster_id: string;
    type:
      | "yt_new_video_branding"
      | "yt_new_shorts_branding"
      | "yt_dedicated_video"
      | "yt_dedicated_short"
      | "yt_old_video_branding"
      | "yt_channel_page"
      | "ig_channel_page"
      | "ig_dedicated_reel"
      | "ig_branded_reel"
      | "ig_branded_post";
  }[];
};
export type SocialAuthorization = {
  /** The platform's consent page; open it in this browser (a cookie set by this answer binds the attempt to it). */
  authorization_url: string;
  /** The attempt must come back before this (10 minutes). */
  expires_at: string;
};
export type ConnectSocialAccountBody = {
  /** The page to come back to: a path of this site starting with a single / (default /profile). Anything else is refused. */
  return_to?: string;
};
export type VerifySocialAccountBody = {
  /** Which connected account; needed only with several on the platform. */
  account_id?: string;
};
export type JobTrigger = {
  job: "collect-video-stats" | "refresh-instagram-tokens" | "cleanup-assets";
  runs: {
    /** The run's key: youtube or instagram for collect-video-stats, run for the others. */
    key: string;
    start_after: string | null;
    /** queued: a new run was queued; already_queued: merged into the run already waiting (possibly deferred); already_running: merged into the run in progress. */
    status: "queued" | "already_queued" | "already_running";
  }[];
  /** queued: at least one new run was queued; already_queued: every run merged into one already waiting or running. */
  status: "queued" | "already_queued";
};
export type MetricsAccepted = {
  /** Measurements stored, or 1 for an error report written to the log. */
  accepted: number;
};
export type MetricSummaryRow = {
  count: number;
  name:
    | "LCP"
    | "INP"
    | "CLS"
    | "FCP"
    | "TTFB"
    | "api_response_time"
    | "long_task"
    | "slow_resource"
    | "measure";
  /** 75th percentile (percentile_cont) of the values. */
  p75: number;
  /** The p75 rated against the SPEC §9 budgets. */
  rating: "good" | "needs-improvement" | "poor";
  route: string;
};
export type MetricsSummary = {
  results: MetricSummaryRow[];
  since: string;
};
export type Notice = {
  created_at: string;
  dismissible: boolean;
  id: string;
  /** Plain text; inline links are written [text](url). */
  message: string;
  severity: "info" | "warning" | "error" | "success";
};
export type PaginatedNoticeList = {
  /** Total number of results across all pages. */
  count: number;
  /** URL of the next page. */
  next: string | null;
  /** URL of the previous page. */
  previous: string | null;
  results: Notice[];
};
export type Notification = {
  action_label: string | null;
  action_url: string | null;
  created_at: string;
  id: string;
  message: string;
  read: boolean;
  title: string;
  type: "success" | "warning" | "error" | "info";
};
export type PaginatedNotificationList = {
  /** Total number of results across all pages. */
  count: number;
  /** URL of the next page. */
  next: string | null;
  /** URL of the previous page. */
  previous: string | null;
  results: Notification[];
  /** The caller's unread notifications, whatever the filter. */
  unread_count: number;
};
export type NotificationReadAllResult = {
  /** How many notifications became read. */
  updated: number;
};
export type SendNotification = {
  action_label?: string | null;
  action_url?: string | null;
  email?: string;
  /** Same key, same user: one notification. */
  event_key?: string;
  message: string;
  title: string;
  type: "success" | "warning" | "error" | "info";
  user_id?: string;
};
export type NotificationUnreadCount = {
  unread_count: number;
};
export type OperatorDispute = {
  brand: {
    id: string;
    name: string;
  };
  campaign: {
    id: string;
    name: string;
  };
  submission: ContentSubmission;
};
export type PaginatedOperatorDisputeList = {
  /** Total number of results across all pages. */
  count: number;
  /** URL of the next page. */
  next: string | null;
  /** URL of the previous page. */
  previous: string | null;
  results: OperatorDispute[];
};
export type DisputeDecision = {
  /** approve: rebuttal_approved (counts as verified); reject: rebuttal_rejected (final). */
  decision: "approve" | "reject";
  /** 10-1000 characters. */
  reason: string;
};
export type SearchResult = {
  /** UUID, or category/slug for a help article. */
  id: string;
  /** What a result is; also the group it belongs to. */
  kind: "campaign" | "influencer" | "brand" | "content" | "help_article";
  subtitle: string | null;
  title: string;
  /** SPA path that opens the result, e.g. /help/getting-started/welcome. */
  url: string;
};
export type SearchGroup = {
  /** What a result is; also the group it belongs to. */
  kind: "campaign" | "influencer" | "brand" | "content" | "help_article";
  results: SearchResult[];
};
export type SearchResponse = {
  /** Kinds with at least one result, in the order of kinds; prefix matches first in each. */
  groups: SearchGroup[];
  /** Every kind searched for this caller, in display order. */
  kinds: ("campaign" | "influencer" | "brand" | "content" | "help_article")[];
  /** The trimmed query that was searched. */
  q: string;
};
export type SignedImageUrl = {
  expires_at: string;
  /** The image-proxy path with url, expires and signature. */
  url: string;
};
export type PaymentWebhookAck = {
  status: "applied" | "duplicate" | "ignored";
};
export const {
  useDeleteMyAccountMutation,
  useGetAccountDeletionRequirementsQuery,
  useGetUserSettingsQuery,
  useUpdateUserSettingsMutation,
  useGetWhoamiQuery,
  useGetMyPerformanceQuery,
  useGetBrandPerformanceQuery,
  useExportBrandPerformanceQuery,
  useListAssetsQuery,
  useUploadAssetMutation,
  useDeleteAssetMutation,
  useGetAssetQuery,
  useUpdateAssetMutation,
  useReplaceAssetMutation,
  useDownloadAssetQuery,
  useShowAssetQuery,
  useGetAssetMetadataQuery,
  useFinishInstagramConnectionQuery,
  useFinishYouTubeConnectionQuery,
  useListBrandsQuery,
  useCreateBrandMutation,
  useSetupBrandProfileMutation,
  useGetBrandQuery,
  useUpdateBrandMutation,
  useGetBrandDashboardQuery,
  useCreateFundingOrderMutation,
  useGetBrandPaymentsQuery,
  useListBrandPayoutLinesQuery,
  useListCampaignsQuery,
  useCreateCampaignMutation,
  useGetCampaignDefaultsQuery,
  useGetCampaignDiscoveryContextQuery,
  useGetCampaignTypeExposureQuery,
  useDeleteCampaignMutation,
  useGetCampaignQuery,
  useUpdateCampaignMutation,
  useListBrandInfluencersQuery,
  useGetBrandInfluencerDetailsQuery,
  useListCampaignCollateralQuery,
  useDownloadCampaignCollateralQuery,
  useListCampaignContentSubmissionsQuery,
  useGetCampaignContentSubmissionQuery,
  useDisputeCampaignContentSubmissionMutation,
  useRejectCampaignContentSubmissionMutation,
  useRespondCampaignContentSubmissionMutation,
  useVerifyCampaignContentSubmissionMutation,
  useListCampaignEventsQuery,
  useListCampaignRosterQuery,
  useAddCampaignRosterInfluencerMutation,
  useGetCampaignRosterBudgetQuery,
  useInviteCampaignRosterMutation,
  useRemoveCampaignRosterInfluencerMutation,
  useAddOldVideoBrandingMutation,
  useGetCampaignPerformanceQuery,
  useExportCampaignPerformanceQuery,
  usePublishCampaignMutation,
  useChangeCampaignStatusMutation,
  useSubmitCampaignContentMutation,
  useGetRuntimeConfigQuery,
  useListOutboxMessagesQuery,
  useGetFundingOrderQuery,
  useGetHealthQuery,
  useGetHealthDetailedQuery,
  useGetHealthLiveQuery,
  useGetPrometheusMetricsQuery,
  useGetHealthReadyQuery,
  useListHelpCategoriesQuery,
  useGetHelpCategoryQuery,
  useGetHelpArticleQuery,
  useListCampaignInvitesQuery,
  useGetCampaignInviteQuery,
  useAcceptCampaignInviteMutation,
  useDeclineCampaignInviteMutation,
  useListActiveCampaignsQuery,
  useListActiveCampaignContentQuery,
  useGetActiveCampaignDashboardQuery,
  useGetActiveCampaignStatsQuery,
  useListActiveCampaignPlacementsQuery,
  useGetInfluencerDashboardStatsQuery,
  useGetMyEarningsQuery,
  useListMySocialAccountsQuery,
  useAddMySocialAccountMutation,
  useRemoveMySocialAccountMutation,
  useGetMyTaxDetailsQuery,
  useUpdateMyTaxDetailsMutation,
  useDeletePaymentInfoMutation,
  useGetPaymentInfoQuery,
  useUpdateBankDetailsMutation,
  useUpdateUpiMutation,
  useCompleteInfluencerProfileSetupMutation,
  useGetMyInfluencerProfileQuery,
  useSaveMyInfluencerProfileMutation,
  useDeleteInfluencerProfileMutation,
  useGetInfluencerProfileQuery,
  useUpdateInfluencerProfileMutation,
  useReplaceInfluencerProfileMutation,
  useGetInfluencerDashboardQuery,
  useConnectInstagramMutation,
  useVerifyInstagramMutation,
  useConnectYouTubeMutation,
  useVerifyYouTubeMutation,
  useTriggerCleanupAssetsMutation,
  useTriggerCollectVideoStatsMutation,
  useTriggerRefreshInstagramTokensMutation,
  useIngestMetricsMutation,
  useGetMetricsSummaryQuery,
  useListNoticesQuery,
  useClearNotificationsMutation,
  useListNotificationsQuery,
  useMarkAllNotificationsReadMutation,
  useSendNotificationMutation,
  useGetNotificationUnreadCountQuery,
  useDeleteNotificationMutation,
  useMarkNotificationReadMutation,
  useListOperatorDisputesQuery,
  useDecideOperatorDisputeMutation,
  useReturnFromRazorpayCheckoutMutation,
  useApprovePayoutLineMutation,
  useGetPayoutStatementQuery,
  useSearchQuery,
  useProxyImageQuery,
  useSignImageProxyUrlQuery,
  useReceiveClerkWebhookMutation,
  useReceiveRazorpayWebhookMutation,
  useReceiveRazorpayXWebhookMutation,
} = injectedRtkApi;
