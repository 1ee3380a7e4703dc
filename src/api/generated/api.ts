import { emptyApi as api } from "../empty-api";
export const addTagTypes = [
  "Accounts",
  "Analytics",
  "Assets",
  "Brands",
  "Payments",
  "Team",
  "Campaigns",
  "Content submissions",
  "Campaign roster",
  "Config",
  "Dev",
  "Email tracking",
  "Help",
  "Campaign invites",
  "Influencers",
  "Directory",
  "Payouts",
  "Integrations",
  "Messages",
  "Metrics",
  "Notices",
  "Notifications",
  "Operator",
  "Search",
  "Utilities",
  "Webhooks",
] as const;
const injectedRtkApi = api
  .enhanceEndpoints({
    addTagTypes,
  })
  .injectEndpoints({
    endpoints: (build) => ({
      setCurrentBrand: build.mutation<
        SetCurrentBrandApiResponse,
        SetCurrentBrandApiArg
      >({
        query: (queryArg) => ({
          url: `/accounts/current-brand/`,
          method: "PUT",
          body: queryArg.currentBrandUpdate,
        }),
        invalidatesTags: ["Accounts"],
      }),
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
      removeMyEmailSuppression: build.mutation<
        RemoveMyEmailSuppressionApiResponse,
        RemoveMyEmailSuppressionApiArg
      >({
        query: () => ({
          url: `/accounts/email-suppression/`,
          method: "DELETE",
        }),
        invalidatesTags: ["Accounts"],
      }),
      getMyEmailSuppression: build.query<
        GetMyEmailSuppressionApiResponse,
        GetMyEmailSuppressionApiArg
      >({
        query: () => ({ url: `/accounts/email-suppression/` }),
        providesTags: ["Accounts"],
      }),
      listAccountSessions: build.query<
        ListAccountSessionsApiResponse,
        ListAccountSessionsApiArg
      >({
        query: () => ({ url: `/accounts/sessions/` }),
        providesTags: ["Accounts"],
      }),
      endOtherAccountSessions: build.mutation<
        EndOtherAccountSessionsApiResponse,
        EndOtherAccountSessionsApiArg
      >({
        query: () => ({
          url: `/accounts/sessions/sign-out-others/`,
          method: "POST",
        }),
        invalidatesTags: ["Accounts"],
      }),
      endAccountSession: build.mutation<
        EndAccountSessionApiResponse,
        EndAccountSessionApiArg
      >({
        query: (queryArg) => ({
          url: `/accounts/sessions/${queryArg.id}/`,
          method: "DELETE",
        }),
        invalidatesTags: ["Accounts"],
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
      uploadAsset: build.mutation<UploadAssetApiResponse, UploadAssetApiArg>({
        query: (queryArg) => ({
          url: `/assets/`,
          method: "POST",
          body: queryArg.body,
        }),
        invalidatesTags: ["Assets"],
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
      listBrandInvoices: build.query<
        ListBrandInvoicesApiResponse,
        ListBrandInvoicesApiArg
      >({
        query: (queryArg) => ({
          url: `/brands/${queryArg.id}/invoices/`,
          params: {
            page: queryArg.page,
            page_size: queryArg.pageSize,
          },
        }),
        providesTags: ["Payments"],
      }),
      listBrandPaymentMethods: build.query<
        ListBrandPaymentMethodsApiResponse,
        ListBrandPaymentMethodsApiArg
      >({
        query: (queryArg) => ({
          url: `/brands/${queryArg.id}/payment-methods/`,
        }),
        providesTags: ["Payments"],
      }),
      addBrandPaymentMethod: build.mutation<
        AddBrandPaymentMethodApiResponse,
        AddBrandPaymentMethodApiArg
      >({
        query: (queryArg) => ({
          url: `/brands/${queryArg.id}/payment-methods/`,
          method: "POST",
          body: queryArg.paymentMethodCreate,
        }),
        invalidatesTags: ["Payments"],
      }),
      removeBrandPaymentMethod: build.mutation<
        RemoveBrandPaymentMethodApiResponse,
        RemoveBrandPaymentMethodApiArg
      >({
        query: (queryArg) => ({
          url: `/brands/${queryArg.id}/payment-methods/${queryArg.methodId}/`,
          method: "DELETE",
        }),
        invalidatesTags: ["Payments"],
      }),
      updateBrandPaymentMethod: build.mutation<
        UpdateBrandPaymentMethodApiResponse,
        UpdateBrandPaymentMethodApiArg
      >({
        query: (queryArg) => ({
          url: `/brands/${queryArg.id}/payment-methods/${queryArg.methodId}/`,
          method: "PATCH",
          body: queryArg.paymentMethodUpdate,
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
      getBrandTaxDetails: build.query<
        GetBrandTaxDetailsApiResponse,
        GetBrandTaxDetailsApiArg
      >({
        query: (queryArg) => ({ url: `/brands/${queryArg.id}/tax-details/` }),
        providesTags: ["Payments"],
      }),
      updateBrandTaxDetails: build.mutation<
        UpdateBrandTaxDetailsApiResponse,
        UpdateBrandTaxDetailsApiArg
      >({
        query: (queryArg) => ({
          url: `/brands/${queryArg.id}/tax-details/`,
          method: "PUT",
          body: queryArg.brandTaxDetailsUpdate,
        }),
        invalidatesTags: ["Payments"],
      }),
      listTeamActivity: build.query<
        ListTeamActivityApiResponse,
        ListTeamActivityApiArg
      >({
        query: (queryArg) => ({
          url: `/brands/${queryArg.id}/team/activity/`,
          params: {
            page: queryArg.page,
            page_size: queryArg.pageSize,
            ordering: queryArg.ordering,
          },
        }),
        providesTags: ["Team"],
      }),
      listTeamInvites: build.query<
        ListTeamInvitesApiResponse,
        ListTeamInvitesApiArg
      >({
        query: (queryArg) => ({ url: `/brands/${queryArg.id}/team/invites/` }),
        providesTags: ["Team"],
      }),
      createTeamInvite: build.mutation<
        CreateTeamInviteApiResponse,
        CreateTeamInviteApiArg
      >({
        query: (queryArg) => ({
          url: `/brands/${queryArg.id}/team/invites/`,
          method: "POST",
          body: queryArg.teamInviteCreate,
        }),
        invalidatesTags: ["Team"],
      }),
      revokeTeamInvite: build.mutation<
        RevokeTeamInviteApiResponse,
        RevokeTeamInviteApiArg
      >({
        query: (queryArg) => ({
          url: `/brands/${queryArg.id}/team/invites/${queryArg.inviteId}/`,
          method: "DELETE",
        }),
        invalidatesTags: ["Team"],
      }),
      resendTeamInvite: build.mutation<
        ResendTeamInviteApiResponse,
        ResendTeamInviteApiArg
      >({
        query: (queryArg) => ({
          url: `/brands/${queryArg.id}/team/invites/${queryArg.inviteId}/resend/`,
          method: "POST",
        }),
        invalidatesTags: ["Team"],
      }),
      leaveTeam: build.mutation<LeaveTeamApiResponse, LeaveTeamApiArg>({
        query: (queryArg) => ({
          url: `/brands/${queryArg.id}/team/leave/`,
          method: "POST",
        }),
        invalidatesTags: ["Team"],
      }),
      listTeamMembers: build.query<
        ListTeamMembersApiResponse,
        ListTeamMembersApiArg
      >({
        query: (queryArg) => ({ url: `/brands/${queryArg.id}/team/members/` }),
        providesTags: ["Team"],
      }),
      removeTeamMember: build.mutation<
        RemoveTeamMemberApiResponse,
        RemoveTeamMemberApiArg
      >({
        query: (queryArg) => ({
          url: `/brands/${queryArg.id}/team/members/${queryArg.userId}/`,
          method: "DELETE",
        }),
        invalidatesTags: ["Team"],
      }),
      updateTeamMember: build.mutation<
        UpdateTeamMemberApiResponse,
        UpdateTeamMemberApiArg
      >({
        query: (queryArg) => ({
          url: `/brands/${queryArg.id}/team/members/${queryArg.userId}/`,
          method: "PATCH",
          body: queryArg.teamMemberUpdate,
        }),
        invalidatesTags: ["Team"],
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
      resetCampaignEmailTemplate: build.mutation<
        ResetCampaignEmailTemplateApiResponse,
        ResetCampaignEmailTemplateApiArg
      >({
        query: (queryArg) => ({
          url: `/campaigns/${queryArg.id}/email-template/`,
          method: "DELETE",
        }),
        invalidatesTags: ["Campaigns"],
      }),
      getCampaignEmailTemplate: build.query<
        GetCampaignEmailTemplateApiResponse,
        GetCampaignEmailTemplateApiArg
      >({
        query: (queryArg) => ({
          url: `/campaigns/${queryArg.id}/email-template/`,
        }),
        providesTags: ["Campaigns"],
      }),
      updateCampaignEmailTemplate: build.mutation<
        UpdateCampaignEmailTemplateApiResponse,
        UpdateCampaignEmailTemplateApiArg
      >({
        query: (queryArg) => ({
          url: `/campaigns/${queryArg.id}/email-template/`,
          method: "PUT",
          body: queryArg.campaignEmailTemplateUpdate,
        }),
        invalidatesTags: ["Campaigns"],
      }),
      previewCampaignEmailTemplate: build.mutation<
        PreviewCampaignEmailTemplateApiResponse,
        PreviewCampaignEmailTemplateApiArg
      >({
        query: (queryArg) => ({
          url: `/campaigns/${queryArg.id}/email-template/preview/`,
          method: "POST",
          body: queryArg.campaignEmailPreviewRequest,
        }),
        invalidatesTags: ["Campaigns"],
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
      inviteCampaignCreators: build.mutation<
        InviteCampaignCreatorsApiResponse,
        InviteCampaignCreatorsApiArg
      >({
        query: (queryArg) => ({
          url: `/campaigns/${queryArg.id}/influencers/invite-creators/`,
          method: "POST",
          body: queryArg.campaignRosterInviteCreators,
        }),
        invalidatesTags: ["Campaign roster"],
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
      previewCampaignOffers: build.query<
        PreviewCampaignOffersApiResponse,
        PreviewCampaignOffersApiArg
      >({
        query: (queryArg) => ({
          url: `/campaigns/${queryArg.id}/influencers/offer-preview/`,
          params: {
            influencer_ids: queryArg.influencerIds,
          },
        }),
        providesTags: ["Campaign roster"],
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
      listEmailTrackingRecords: build.query<
        ListEmailTrackingRecordsApiResponse,
        ListEmailTrackingRecordsApiArg
      >({
        query: (queryArg) => ({
          url: `/email-tracking/admin/records/`,
          params: {
            page: queryArg.page,
            page_size: queryArg.pageSize,
            ordering: queryArg.ordering,
            brand_id: queryArg.brandId,
            campaign_id: queryArg.campaignId,
            status: queryArg.status,
            search: queryArg.search,
          },
        }),
        providesTags: ["Email tracking"],
      }),
      listEmailSuppressions: build.query<
        ListEmailSuppressionsApiResponse,
        ListEmailSuppressionsApiArg
      >({
        query: (queryArg) => ({
          url: `/email-tracking/admin/suppressions/`,
          params: {
            page: queryArg.page,
            page_size: queryArg.pageSize,
            ordering: queryArg.ordering,
            search: queryArg.search,
            reason: queryArg.reason,
          },
        }),
        providesTags: ["Email tracking"],
      }),
      addEmailSuppression: build.mutation<
        AddEmailSuppressionApiResponse,
        AddEmailSuppressionApiArg
      >({
        query: (queryArg) => ({
          url: `/email-tracking/admin/suppressions/`,
          method: "POST",
          body: queryArg.addEmailSuppression,
        }),
        invalidatesTags: ["Email tracking"],
      }),
      removeEmailSuppression: build.mutation<
        RemoveEmailSuppressionApiResponse,
        RemoveEmailSuppressionApiArg
      >({
        query: (queryArg) => ({
          url: `/email-tracking/admin/suppressions/${queryArg.email}/`,
          method: "DELETE",
        }),
        invalidatesTags: ["Email tracking"],
      }),
      getCampaignEmailAnalytics: build.query<
        GetCampaignEmailAnalyticsApiResponse,
        GetCampaignEmailAnalyticsApiArg
      >({
        query: (queryArg) => ({
          url: `/email-tracking/analytics/campaign/${queryArg.id}/`,
        }),
        providesTags: ["Email tracking"],
      }),
      getFundingOrder: build.query<
        GetFundingOrderApiResponse,
        GetFundingOrderApiArg
      >({
        query: (queryArg) => ({ url: `/funding-orders/${queryArg.id}/` }),
        providesTags: ["Payments"],
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
      searchDirectory: build.query<
        SearchDirectoryApiResponse,
        SearchDirectoryApiArg
      >({
        query: (queryArg) => ({
          url: `/influencers/directory/`,
          params: {
            q: queryArg.q,
            niches: queryArg.niches,
            languages: queryArg.languages,
            platform: queryArg.platform,
            followers_min: queryArg.followersMin,
            followers_max: queryArg.followersMax,
            engagement_min: queryArg.engagementMin,
            engagement_max: queryArg.engagementMax,
            average_views_min: queryArg.averageViewsMin,
            verified_only: queryArg.verifiedOnly,
            location: queryArg.location,
            availability: queryArg.availability,
            placement_type: queryArg.placementType,
            currency: queryArg.currency,
            price_min: queryArg.priceMin,
            price_max: queryArg.priceMax,
            sort: queryArg.sort,
            page: queryArg.page,
            page_size: queryArg.pageSize,
          },
        }),
        providesTags: ["Directory"],
      }),
      getDirectoryProfile: build.query<
        GetDirectoryProfileApiResponse,
        GetDirectoryProfileApiArg
      >({
        query: (queryArg) => ({
          url: `/influencers/directory/${queryArg.influencerId}/`,
        }),
        providesTags: ["Directory"],
      }),
      getMyEarnings: build.query<GetMyEarningsApiResponse, GetMyEarningsApiArg>(
        {
          query: () => ({ url: `/influencers/me/earnings/` }),
          providesTags: ["Payments"],
        },
      ),
      getMyRates: build.query<GetMyRatesApiResponse, GetMyRatesApiArg>({
        query: () => ({ url: `/influencers/me/rates/` }),
        providesTags: ["Influencers"],
      }),
      replaceMyRates: build.mutation<
        ReplaceMyRatesApiResponse,
        ReplaceMyRatesApiArg
      >({
        query: (queryArg) => ({
          url: `/influencers/me/rates/`,
          method: "PUT",
          body: queryArg.myRatesUpdate,
        }),
        invalidatesTags: ["Influencers"],
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
      listShortlists: build.query<
        ListShortlistsApiResponse,
        ListShortlistsApiArg
      >({
        query: () => ({ url: `/influencers/shortlists/` }),
        providesTags: ["Directory"],
      }),
      createShortlist: build.mutation<
        CreateShortlistApiResponse,
        CreateShortlistApiArg
      >({
        query: (queryArg) => ({
          url: `/influencers/shortlists/`,
          method: "POST",
          body: queryArg.shortlistBody,
        }),
        invalidatesTags: ["Directory"],
      }),
      deleteShortlist: build.mutation<
        DeleteShortlistApiResponse,
        DeleteShortlistApiArg
      >({
        query: (queryArg) => ({
          url: `/influencers/shortlists/${queryArg.id}/`,
          method: "DELETE",
        }),
        invalidatesTags: ["Directory"],
      }),
      getShortlist: build.query<GetShortlistApiResponse, GetShortlistApiArg>({
        query: (queryArg) => ({
          url: `/influencers/shortlists/${queryArg.id}/`,
        }),
        providesTags: ["Directory"],
      }),
      renameShortlist: build.mutation<
        RenameShortlistApiResponse,
        RenameShortlistApiArg
      >({
        query: (queryArg) => ({
          url: `/influencers/shortlists/${queryArg.id}/`,
          method: "PATCH",
          body: queryArg.shortlistBody,
        }),
        invalidatesTags: ["Directory"],
      }),
      removeShortlistMember: build.mutation<
        RemoveShortlistMemberApiResponse,
        RemoveShortlistMemberApiArg
      >({
        query: (queryArg) => ({
          url: `/influencers/shortlists/${queryArg.id}/members/${queryArg.influencerId}/`,
          method: "DELETE",
        }),
        invalidatesTags: ["Directory"],
      }),
      addShortlistMember: build.mutation<
        AddShortlistMemberApiResponse,
        AddShortlistMemberApiArg
      >({
        query: (queryArg) => ({
          url: `/influencers/shortlists/${queryArg.id}/members/${queryArg.influencerId}/`,
          method: "PUT",
        }),
        invalidatesTags: ["Directory"],
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
      listMessageThreads: build.query<
        ListMessageThreadsApiResponse,
        ListMessageThreadsApiArg
      >({
        query: (queryArg) => ({
          url: `/messages/threads/`,
          params: {
            page: queryArg.page,
            page_size: queryArg.pageSize,
            search: queryArg.search,
          },
        }),
        providesTags: ["Messages"],
      }),
      openMessageThread: build.mutation<
        OpenMessageThreadApiResponse,
        OpenMessageThreadApiArg
      >({
        query: (queryArg) => ({
          url: `/messages/threads/`,
          method: "POST",
          body: queryArg.openMessageThread,
        }),
        invalidatesTags: ["Messages"],
      }),
      getMessageThread: build.query<
        GetMessageThreadApiResponse,
        GetMessageThreadApiArg
      >({
        query: (queryArg) => ({ url: `/messages/threads/${queryArg.id}/` }),
        providesTags: ["Messages"],
      }),
      unblockMessageThread: build.mutation<
        UnblockMessageThreadApiResponse,
        UnblockMessageThreadApiArg
      >({
        query: (queryArg) => ({
          url: `/messages/threads/${queryArg.id}/block/`,
          method: "DELETE",
        }),
        invalidatesTags: ["Messages"],
      }),
      blockMessageThread: build.mutation<
        BlockMessageThreadApiResponse,
        BlockMessageThreadApiArg
      >({
        query: (queryArg) => ({
          url: `/messages/threads/${queryArg.id}/block/`,
          method: "POST",
        }),
        invalidatesTags: ["Messages"],
      }),
      listThreadMessages: build.query<
        ListThreadMessagesApiResponse,
        ListThreadMessagesApiArg
      >({
        query: (queryArg) => ({
          url: `/messages/threads/${queryArg.id}/messages/`,
          params: {
            before: queryArg.before,
            after: queryArg.after,
            limit: queryArg.limit,
          },
        }),
        providesTags: ["Messages"],
      }),
      sendThreadMessage: build.mutation<
        SendThreadMessageApiResponse,
        SendThreadMessageApiArg
      >({
        query: (queryArg) => ({
          url: `/messages/threads/${queryArg.id}/messages/`,
          method: "POST",
          body: queryArg.sendMessage,
        }),
        invalidatesTags: ["Messages"],
      }),
      markMessageThreadRead: build.mutation<
        MarkMessageThreadReadApiResponse,
        MarkMessageThreadReadApiArg
      >({
        query: (queryArg) => ({
          url: `/messages/threads/${queryArg.id}/read/`,
          method: "POST",
        }),
        invalidatesTags: ["Messages"],
      }),
      reportMessageThread: build.mutation<
        ReportMessageThreadApiResponse,
        ReportMessageThreadApiArg
      >({
        query: (queryArg) => ({
          url: `/messages/threads/${queryArg.id}/report/`,
          method: "POST",
          body: queryArg.messageReportBody,
        }),
        invalidatesTags: ["Messages"],
      }),
      getMessageUnreadCount: build.query<
        GetMessageUnreadCountApiResponse,
        GetMessageUnreadCountApiArg
      >({
        query: () => ({ url: `/messages/unread-count/` }),
        providesTags: ["Messages"],
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
      getNotificationUnreadCount: build.query<
        GetNotificationUnreadCountApiResponse,
        GetNotificationUnreadCountApiArg
      >({
        query: () => ({ url: `/notifications/unread-count/` }),
        providesTags: ["Notifications"],
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
      listOperatorMessageReports: build.query<
        ListOperatorMessageReportsApiResponse,
        ListOperatorMessageReportsApiArg
      >({
        query: (queryArg) => ({
          url: `/operator/message-reports/`,
          params: {
            page: queryArg.page,
            page_size: queryArg.pageSize,
          },
        }),
        providesTags: ["Operator"],
      }),
      resolveOperatorMessageReport: build.mutation<
        ResolveOperatorMessageReportApiResponse,
        ResolveOperatorMessageReportApiArg
      >({
        query: (queryArg) => ({
          url: `/operator/message-reports/${queryArg.id}/resolve/`,
          method: "POST",
          body: queryArg.messageReportDecision,
        }),
        invalidatesTags: ["Operator"],
      }),
      listReconciliationRuns: build.query<
        ListReconciliationRunsApiResponse,
        ListReconciliationRunsApiArg
      >({
        query: (queryArg) => ({
          url: `/operator/reconciliation/runs/`,
          params: {
            page: queryArg.page,
            page_size: queryArg.pageSize,
          },
        }),
        providesTags: ["Operator"],
      }),
      startReconciliationRun: build.mutation<
        StartReconciliationRunApiResponse,
        StartReconciliationRunApiArg
      >({
        query: () => ({
          url: `/operator/reconciliation/runs/`,
          method: "POST",
        }),
        invalidatesTags: ["Operator"],
      }),
      getReconciliationRun: build.query<
        GetReconciliationRunApiResponse,
        GetReconciliationRunApiArg
      >({
        query: (queryArg) => ({
          url: `/operator/reconciliation/runs/${queryArg.id}/`,
        }),
        providesTags: ["Operator"],
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
      getTeamInvite: build.query<GetTeamInviteApiResponse, GetTeamInviteApiArg>(
        {
          query: (queryArg) => ({ url: `/team-invites/${queryArg.token}/` }),
          providesTags: ["Team"],
        },
      ),
      acceptTeamInvite: build.mutation<
        AcceptTeamInviteApiResponse,
        AcceptTeamInviteApiArg
      >({
        query: (queryArg) => ({
          url: `/team-invites/${queryArg.token}/accept/`,
          method: "POST",
        }),
        invalidatesTags: ["Team"],
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
    }),
    overrideExisting: false,
  });
export { injectedRtkApi as generatedApi };
export type SetCurrentBrandApiResponse =
  /** status 200 The signed-in user, now in the chosen brand. */ Whoami;
export type SetCurrentBrandApiArg = {
  currentBrandUpdate: CurrentBrandUpdate;
};
export type DeleteMyAccountApiResponse = unknown;
export type DeleteMyAccountApiArg = {
  deleteAccountBody: DeleteAccountBody;
};
export type GetAccountDeletionRequirementsApiResponse =
  /** status 200 The confirmation text and whether a password is asked. */ DeletionRequirements;
export type GetAccountDeletionRequirementsApiArg = void;
export type RemoveMyEmailSuppressionApiResponse =
  /** status 200 My address, no longer suppressed. */ MyEmailSuppression;
export type RemoveMyEmailSuppressionApiArg = void;
export type GetMyEmailSuppressionApiResponse =
  /** status 200 Default Response */ MyEmailSuppression;
export type GetMyEmailSuppressionApiArg = void;
export type ListAccountSessionsApiResponse =
  /** status 200 Active sessions, this device first. */ AccountSessionList;
export type ListAccountSessionsApiArg = void;
export type EndOtherAccountSessionsApiResponse =
  /** status 200 How many sessions were signed out. */ EndedSessions;
export type EndOtherAccountSessionsApiArg = void;
export type EndAccountSessionApiResponse = unknown;
export type EndAccountSessionApiArg = {
  id: string;
};
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
export type UploadAssetApiResponse = /** status 201 Stored. */ Asset;
export type UploadAssetApiArg = {
  body: {
    /** jpeg, png, gif or webp image, or mp4, mpeg, quicktime or x-msvideo video; at most 10485760 bytes. */
    file: Blob;
    /** Default other. Send it before the file part. */
    purpose?: "profile_picture" | "brand_logo" | "content" | "other";
  };
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
export type ListBrandInvoicesApiResponse =
  /** status 200 One page of invoices. */ PaginatedTaxInvoiceList;
export type ListBrandInvoicesApiArg = {
  /** Page number, starting at 1. */
  page?: number;
  /** Results per page (at most 100). */
  pageSize?: number;
  id: string;
};
export type ListBrandPaymentMethodsApiResponse =
  /** status 200 The methods and whether the caller may change them. */ BrandPaymentMethodList;
export type ListBrandPaymentMethodsApiArg = {
  id: string;
};
export type AddBrandPaymentMethodApiResponse =
  /** status 201 Added; masked. */ BrandPaymentMethod;
export type AddBrandPaymentMethodApiArg = {
  id: string;
  paymentMethodCreate: PaymentMethodCreate;
};
export type RemoveBrandPaymentMethodApiResponse = unknown;
export type RemoveBrandPaymentMethodApiArg = {
  id: string;
  methodId: string;
};
export type UpdateBrandPaymentMethodApiResponse =
  /** status 200 The method, now the default. */ BrandPaymentMethod;
export type UpdateBrandPaymentMethodApiArg = {
  id: string;
  methodId: string;
  paymentMethodUpdate: PaymentMethodUpdate;
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
export type GetBrandTaxDetailsApiResponse =
  /** status 200 What is on file. */ BrandTaxDetails;
export type GetBrandTaxDetailsApiArg = {
  id: string;
};
export type UpdateBrandTaxDetailsApiResponse =
  /** status 200 What is on file now. */ BrandTaxDetails;
export type UpdateBrandTaxDetailsApiArg = {
  id: string;
  brandTaxDetailsUpdate: BrandTaxDetailsUpdate;
};
export type ListTeamActivityApiResponse =
  /** status 200 One page of activity. */ PaginatedTeamActivity;
export type ListTeamActivityApiArg = {
  /** Page number, starting at 1. */
  page?: number;
  /** Results per page (at most 100). */
  pageSize?: number;
  /** Sort field; prefix with - for descending. One of: created_at, -created_at. */
  ordering?: "created_at" | "-created_at";
  id: string;
};
export type ListTeamInvitesApiResponse =
  /** status 200 Pending invites. */ TeamInviteList;
export type ListTeamInvitesApiArg = {
  id: string;
};
export type CreateTeamInviteApiResponse =
  /** status 201 The pending invite. */ TeamInvite;
export type CreateTeamInviteApiArg = {
  id: string;
  teamInviteCreate: TeamInviteCreate;
};
export type RevokeTeamInviteApiResponse = unknown;
export type RevokeTeamInviteApiArg = {
  id: string;
  inviteId: string;
};
export type ResendTeamInviteApiResponse =
  /** status 200 The invite, resent. */ TeamInvite;
export type ResendTeamInviteApiArg = {
  id: string;
  inviteId: string;
};
export type LeaveTeamApiResponse = unknown;
export type LeaveTeamApiArg = {
  id: string;
};
export type ListTeamMembersApiResponse =
  /** status 200 The members and whether the caller may manage them. */ TeamMemberList;
export type ListTeamMembersApiArg = {
  id: string;
};
export type RemoveTeamMemberApiResponse = unknown;
export type RemoveTeamMemberApiArg = {
  id: string;
  userId: string;
};
export type UpdateTeamMemberApiResponse =
  /** status 200 The member as changed. */ TeamMember;
export type UpdateTeamMemberApiArg = {
  id: string;
  userId: string;
  teamMemberUpdate: TeamMemberUpdate;
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
export type ResetCampaignEmailTemplateApiResponse =
  /** status 200 Default Response */ CampaignEmailTemplate;
export type ResetCampaignEmailTemplateApiArg = {
  id: string;
};
export type GetCampaignEmailTemplateApiResponse =
  /** status 200 Default Response */ CampaignEmailTemplate;
export type GetCampaignEmailTemplateApiArg = {
  id: string;
};
export type UpdateCampaignEmailTemplateApiResponse =
  /** status 200 Default Response */ CampaignEmailTemplate;
export type UpdateCampaignEmailTemplateApiArg = {
  id: string;
  campaignEmailTemplateUpdate: CampaignEmailTemplateUpdate;
};
export type PreviewCampaignEmailTemplateApiResponse =
  /** status 200 Default Response */ CampaignEmailPreview;
export type PreviewCampaignEmailTemplateApiArg = {
  id: string;
  campaignEmailPreviewRequest: CampaignEmailPreviewRequest;
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
export type InviteCampaignCreatorsApiResponse =
  /** status 200 What was sent. */ CampaignRosterInviteCreatorsResult;
export type InviteCampaignCreatorsApiArg = {
  id: string;
  campaignRosterInviteCreators: CampaignRosterInviteCreators;
};
export type InviteCampaignRosterApiResponse =
  /** status 200 What was sent. */ CampaignRosterInviteResult;
export type InviteCampaignRosterApiArg = {
  id: string;
  campaignRosterInvite: CampaignRosterInvite;
};
export type PreviewCampaignOffersApiResponse =
  /** status 200 Offers and budget. */ CampaignRosterOfferPreview;
export type PreviewCampaignOffersApiArg = {
  /** Comma-separated influencer ids. */
  influencerIds: string;
  id: string;
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
    /** Extra header lines (List-Unsubscribe, List-Unsubscribe-Post). */
    headers?: {
      [key: string]: string;
    };
    html?: string | null;
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
export type ListEmailTrackingRecordsApiResponse =
  /** status 200 Default Response */ PaginatedEmailRecords;
export type ListEmailTrackingRecordsApiArg = {
  /** Page number, starting at 1. */
  page?: number;
  /** Results per page (at most 100). */
  pageSize?: number;
  /** Sort field; prefix with - for descending. One of: created_at, -created_at. */
  ordering?: "created_at" | "-created_at";
  brandId?: string;
  campaignId?: string;
  status?: "sent" | "bounced" | "suppressed";
  /** Part of the recipient address. */
  search?: string;
};
export type ListEmailSuppressionsApiResponse =
  /** status 200 Default Response */ PaginatedEmailSuppressions;
export type ListEmailSuppressionsApiArg = {
  /** Page number, starting at 1. */
  page?: number;
  /** Results per page (at most 100). */
  pageSize?: number;
  /** Sort field; prefix with - for descending. One of: created_at, -created_at. */
  ordering?: "created_at" | "-created_at";
  /** Part of the address. */
  search?: string;
  reason?: "unsubscribed" | "hard_bounce" | "complaint";
};
export type AddEmailSuppressionApiResponse =
  /** status 201 The address, now suppressed. */ EmailSuppression;
export type AddEmailSuppressionApiArg = {
  addEmailSuppression: AddEmailSuppression;
};
export type RemoveEmailSuppressionApiResponse = unknown;
export type RemoveEmailSuppressionApiArg = {
  /** The address (URL-encoded). */
  email: string;
};
export type GetCampaignEmailAnalyticsApiResponse =
  /** status 200 Default Response */ CampaignEmailAnalytics;
export type GetCampaignEmailAnalyticsApiArg = {
  id: string;
};
export type GetFundingOrderApiResponse =
  /** status 200 The funding. */ FundingOrder;
export type GetFundingOrderApiArg = {
  id: string;
};
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
export type SearchDirectoryApiResponse =
  /** status 200 One page of profiles. */ PaginatedDirectory;
export type SearchDirectoryApiArg = {
  /** Text in the name, a handle or the bio (case-insensitive, % and _ literal). */
  q?: string;
  /** Comma-separated niches of the 41; a profile with any of them matches. */
  niches?: string;
  /** Comma-separated languages of the 34; a profile with any of them matches. */
  languages?: string;
  /** Has an account on this platform (the account filters below then apply to it). */
  platform?: "youtube" | "instagram";
  /** An account with at least this many followers. */
  followersMin?: number;
  /** An account with at most this many followers. */
  followersMax?: number;
  /** An account with at least this average engagement (%). */
  engagementMin?: number;
  /** An account with at most this average engagement (%). */
  engagementMax?: number;
  /** An account whose recent uploads average at least this many views. */
  averageViewsMin?: number;
  /** The account filters apply to verified (platform-read) figures only. */
  verifiedOnly?: boolean;
  /** Text in the city or country; hidden locations never match. */
  location?: string;
  /** Comma-separated: available, limited, unavailable. */
  availability?: string;
  /** The placement type price_min / price_max apply to. */
  placementType?:
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
  /** The currency of price_min / price_max. */
  currency?: "INR" | "USD" | "EUR";
  /** A rate for placement_type of at least this amount. */
  priceMin?: number;
  /** A rate for placement_type of at most this amount. */
  priceMax?: number;
  /** One of: relevance, followers, engagement, recent_activity (all best first). Anything else is a 400. */
  sort?: string;
  /** Page number, starting at 1. */
  page?: number;
  /** Results per page (at most 100). */
  pageSize?: number;
};
export type GetDirectoryProfileApiResponse =
  /** status 200 The profile. */ DirectoryProfile;
export type GetDirectoryProfileApiArg = {
  influencerId: string;
};
export type GetMyEarningsApiResponse =
  /** status 200 Balances and lines. */ Earnings;
export type GetMyEarningsApiArg = void;
export type GetMyRatesApiResponse =
  /** status 200 What brands see in the directory. */ MyRates;
export type GetMyRatesApiArg = void;
export type ReplaceMyRatesApiResponse =
  /** status 200 What is on file now. */ MyRates;
export type ReplaceMyRatesApiArg = {
  myRatesUpdate: MyRatesUpdate;
};
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
export type ListShortlistsApiResponse =
  /** status 200 The lists. */ ShortlistList;
export type ListShortlistsApiArg = void;
export type CreateShortlistApiResponse = /** status 201 Created. */ Shortlist;
export type CreateShortlistApiArg = {
  shortlistBody: ShortlistBody;
};
export type DeleteShortlistApiResponse = unknown;
export type DeleteShortlistApiArg = {
  id: string;
};
export type GetShortlistApiResponse =
  /** status 200 The list. */ ShortlistDetail;
export type GetShortlistApiArg = {
  id: string;
};
export type RenameShortlistApiResponse = /** status 200 Renamed. */ Shortlist;
export type RenameShortlistApiArg = {
  id: string;
  shortlistBody: ShortlistBody;
};
export type RemoveShortlistMemberApiResponse =
  /** status 200 The list now. */ Shortlist;
export type RemoveShortlistMemberApiArg = {
  id: string;
  influencerId: string;
};
export type AddShortlistMemberApiResponse =
  /** status 200 The list now. */ Shortlist;
export type AddShortlistMemberApiArg = {
  id: string;
  influencerId: string;
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
export type ListMessageThreadsApiResponse =
  /** status 200 One page of threads. */ PaginatedMessageThreadList;
export type ListMessageThreadsApiArg = {
  /** Page number, starting at 1. */
  page?: number;
  /** Results per page (at most 100). */
  pageSize?: number;
  /** Counterpart name, campaign name or a word of a message. */
  search?: string;
};
export type OpenMessageThreadApiResponse =
  | /** status 200 The existing thread. */ MessageThread
  | /** status 201 Created. */ MessageThread;
export type OpenMessageThreadApiArg = {
  openMessageThread: OpenMessageThread;
};
export type GetMessageThreadApiResponse =
  /** status 200 The thread. */ MessageThread;
export type GetMessageThreadApiArg = {
  id: string;
};
export type UnblockMessageThreadApiResponse =
  /** status 200 The thread, unblocked. */ MessageThread;
export type UnblockMessageThreadApiArg = {
  id: string;
};
export type BlockMessageThreadApiResponse =
  /** status 200 The thread, blocked. */ MessageThread;
export type BlockMessageThreadApiArg = {
  id: string;
};
export type ListThreadMessagesApiResponse =
  /** status 200 One page. */ MessagePage;
export type ListThreadMessagesApiArg = {
  /** Messages before this seq (older page). */
  before?: number;
  /** Messages after this seq (new since the last poll). */
  after?: number;
  limit?: number;
  id: string;
};
export type SendThreadMessageApiResponse = /** status 201 Stored. */ Message;
export type SendThreadMessageApiArg = {
  id: string;
  sendMessage: SendMessage;
};
export type MarkMessageThreadReadApiResponse =
  /** status 200 My unread total after this. */ MessageUnreadCount;
export type MarkMessageThreadReadApiArg = {
  id: string;
};
export type ReportMessageThreadApiResponse =
  /** status 201 Reported. */ MessageReport;
export type ReportMessageThreadApiArg = {
  id: string;
  messageReportBody: MessageReportBody;
};
export type GetMessageUnreadCountApiResponse =
  /** status 200 The unread count. */ MessageUnreadCount;
export type GetMessageUnreadCountApiArg = void;
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
export type GetNotificationUnreadCountApiResponse =
  /** status 200 The unread count. */ NotificationUnreadCount;
export type GetNotificationUnreadCountApiArg = void;
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
export type ListOperatorMessageReportsApiResponse =
  /** status 200 One page of reports. */ PaginatedOperatorMessageReportList;
export type ListOperatorMessageReportsApiArg = {
  /** Page number, starting at 1. */
  page?: number;
  /** Results per page (at most 100). */
  pageSize?: number;
};
export type ResolveOperatorMessageReportApiResponse =
  /** status 200 The resolved report. */ OperatorMessageReport;
export type ResolveOperatorMessageReportApiArg = {
  id: string;
  messageReportDecision: MessageReportDecision;
};
export type ListReconciliationRunsApiResponse =
  /** status 200 One page of runs. */ PaginatedReconciliationRunList;
export type ListReconciliationRunsApiArg = {
  /** Page number, starting at 1. */
  page?: number;
  /** Results per page (at most 100). */
  pageSize?: number;
};
export type StartReconciliationRunApiResponse =
  /** status 202 Started: the run, running. */ ReconciliationRun;
export type StartReconciliationRunApiArg = void;
export type GetReconciliationRunApiResponse =
  /** status 200 The run. */ ReconciliationRunDetail;
export type GetReconciliationRunApiArg = {
  id: string;
};
export type ApprovePayoutLineApiResponse =
  /** status 200 The approved line. */ PayoutLine;
export type ApprovePayoutLineApiArg = {
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
export type GetTeamInviteApiResponse =
  /** status 200 The invite. */ PublicTeamInvite;
export type GetTeamInviteApiArg = {
  token: string;
};
export type AcceptTeamInviteApiResponse =
  /** status 200 Joined. */ TeamInviteAccepted;
export type AcceptTeamInviteApiArg = {
  token: string;
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
export type Whoami = {
  brand_id: string | null;
  brand_permissions:
    | (
        | "campaigns.create"
        | "campaigns.edit"
        | "campaigns.delete"
        | "campaigns.view"
        | "influencers.invite"
        | "influencers.message"
        | "influencers.view"
        | "payments.approve"
        | "payments.view"
        | "analytics.view"
        | "analytics.export"
      )[]
    | null;
  brand_role: ("admin" | "manager" | "viewer") | null;
  /** Every brand the user is a member of, first joined first (the top bar offers a brand switcher when there are several). brand_id is the current one. */
  brands: {
    id: string;
    name: string;
    role: "admin" | "manager" | "viewer";
  }[];
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
export type CurrentBrandUpdate = {
  /** A brand the user is a member of. */
  brand_id: string;
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
export type MyEmailSuppression = {
  /** Only an unsubscribe is the person's to undo; a bounce or complaint needs support. */
  can_remove: boolean;
  email: string | null;
  reason: ("unsubscribed" | "hard_bounce" | "complaint") | null;
  since: string | null;
  /** Whether outreach e-mail (campaign invitations and reminders) skips this address. */
  suppressed: boolean;
};
export type AccountSession = {
  /** The session of the token making this request ("This device"). */
  current: boolean;
  /** Browser and system from the user agent, e.g. "Chrome on Windows". */
  device: string;
  id: string;
  ip_address: string | null;
  /** Last API call with this session (to within 5 minutes). */
  last_active_at: string;
  signed_in_at: string;
  user_agent: string | null;
};
export type AccountSessionList = {
  results: AccountSession[];
};
export type EndedSessions = {
  /** How many sessions were signed out. */
  ended: number;
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
  /** The caller's effective team permission flags in the campaign's brand (their own flags, else the role's defaults): what the server lets them do. */
  permissions: (
    | "campaigns.create"
    | "campaigns.edit"
    | "campaigns.delete"
    | "campaigns.view"
    | "influencers.invite"
    | "influencers.message"
    | "influencers.view"
    | "payments.approve"
    | "payments.view"
    | "analytics.view"
    | "analytics.export"
  )[];
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
export type TaxInvoiceSummary = {
  campaign_id: string;
  campaign_name: string;
  /** CGST. */
  cgst: string;
  creator_gstin: string | null;
  /** The supplier. */
  creator_name: string;
  currency: "INR" | "USD" | "EUR";
  /** Date of issue (India). */
  date: string;
  /** tax-invoice when the creator is registered for GST, else bill-of-supply. */
  document: "tax-invoice" | "bill-of-supply";
  /** '2026-27'. */
  financial_year: string;
  /** All GST on the invoice. */
  gst: string;
  /** Total GST rate in percent (CGST + SGST, or IGST); 0 without GST. */
  gst_rate: number;
  gst_treatment:
    "intra-state" | "inter-state" | "export-zero-rated" | "not-registered";
  /** IGST. */
  igst: string;
  /** The payout line the invoice is for (GET invoices/{line_id}/pdf/). */
  line_id: string;
  /** Where the payout of the line stands (paying, paid, or returned to be paid again). */
  line_status:
    "awaiting_approval" | "approved" | "paying" | "paid" | "returned";
  /** Invoice number, PREFIX/YYYY/SERIAL ('IH/2627/000123'), at most 16 characters. */
  number: string;
  place_of_supply: string | null;
  /** SGST. */
  sgst: string;
  /** Taxable value (the agreed amount without GST). */
  taxable_value: string;
  /** Invoice total: the agreed amount of the line. */
  total: string;
};
export type PaginatedTaxInvoiceList = {
  /** Total number of results across all pages. */
  count: number;
  /** URL of the next page. */
  next: string | null;
  /** URL of the previous page. */
  previous: string | null;
  results: TaxInvoiceSummary[];
};
export type PaymentMethodDetailsView = {
  /** bank */
  account_holder_name?: string;
  /** bank: the last 4 digits; the full number is never answered */
  account_number_last4?: string;
  /** bank */
  bank_name?: string;
  /** bank */
  ifsc_code?: string;
  /** paypal */
  paypal_email?: string;
  /** stripe */
  stripe_account_id?: string;
  /** bank, when given */
  swift_code?: string;
  /** upi: e.g. 'ac****@okhdfcbank'; the full id is never answered */
  upi_id_masked?: string;
  /** upi, when given: the UPI app */
  upi_provider?: string;
};
export type BrandPaymentMethod = {
  created_at: string;
  details: PaymentMethodDetailsView;
  id: string;
  /** The one method refunds go to when the original payment cannot take them back. One per brand. */
  is_default: boolean;
  /** What lists show, masked: 'HDFC Bank ••••1234', 'UPI ac****@okhdfcbank', 'PayPal finance@acme.test'. */
  summary: string;
  type: "bank" | "upi" | "paypal" | "stripe";
};
export type BrandPaymentMethodList = {
  /** The caller may add, remove and change the default (payments.approve). */
  can_manage: boolean;
  /** The default first, then newest first. */
  results: BrandPaymentMethod[];
};
export type PaymentMethodCreate = {
  /** The fields of the chosen type; fields of another type are refused. */
  details?: {
    /** bank, required. */
    account_holder_name?: string;
    /** bank, required: 9 to 18 digits (spaces and hyphens ignored). Sealed at rest, never answered. */
    account_number?: string;
    /** bank, required. */
    bank_name?: string;
    /** bank, required: e.g. HDFC0001234. */
    ifsc_code?: string;
    /** paypal, required. */
    paypal_email?: string;
    /** stripe, required: acct_... */
    stripe_account_id?: string;
    /** bank, optional: 8 or 11 characters. */
    swift_code?: string;
    /** upi, required: e.g. name@okhdfcbank. Sealed at rest, never answered. */
    upi_id?: string;
    /** upi, optional: the UPI app. */
    upi_provider?: string;
  };
  /** bank, upi, paypal or stripe. */
  type?: string;
};
export type PaymentMethodUpdate = {
  /** true makes this the default (the previous default stops being one). Details cannot be edited: remove the method and add it again. */
  is_default: boolean;
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
export type BrandTaxDetails = {
  gst_state: {
    code: string;
    name: string;
  } | null;
  gstin: string | null;
  updated_at: string;
};
export type BrandTaxDetailsUpdate = {
  gstin: string | null;
};
export type TeamActivity = {
  /** invite.sent, invite.resent, invite.revoked, invite.accepted, member.updated, member.removed or member.left. */
  action: string;
  actor_name: string;
  /** When it happened. */
  created_at: string;
  details: {
    [key: string]: any;
  };
  id: string;
  subject_email: string | null;
  subject_name: string | null;
};
export type PaginatedTeamActivity = {
  /** Total number of results across all pages. */
  count: number;
  /** URL of the next page. */
  next: string | null;
  /** URL of the previous page. */
  previous: string | null;
  results: TeamActivity[];
};
export type TeamInvite = {
  /** When it was sent first. */
  created_at: string;
  custom_permissions: boolean;
  email: string;
  expired: boolean;
  /** 7 days after it was sent or last resent. */
  expires_at: string;
  id: string;
  invited_by_name: string;
  message: string;
  /** The flags the member will get. */
  permissions: (
    | "campaigns.create"
    | "campaigns.edit"
    | "campaigns.delete"
    | "campaigns.view"
    | "influencers.invite"
    | "influencers.message"
    | "influencers.view"
    | "payments.approve"
    | "payments.view"
    | "analytics.view"
    | "analytics.export"
  )[];
  role: "admin" | "manager" | "viewer";
};
export type TeamInviteList = {
  /** Pending invites (expired ones included, flagged), oldest first. */
  results: TeamInvite[];
};
export type TeamInviteCreate = {
  email?: string;
  /** At most 500 characters. */
  message?: string;
  /** SPEC §5 flags; null or absent = the role defaults. */
  permissions?: null | string[];
  /** admin, manager or viewer. */
  role?: string;
};
export type TeamMember = {
  /** The member has their own flags instead of the role defaults. */
  custom_permissions: boolean;
  email: string;
  /** When the member joined. */
  joined_at: string;
  last_active_at: string | null;
  name: string;
  /** The member's effective flags: their own, or the role's defaults. */
  permissions: (
    | "campaigns.create"
    | "campaigns.edit"
    | "campaigns.delete"
    | "campaigns.view"
    | "influencers.invite"
    | "influencers.message"
    | "influencers.view"
    | "payments.approve"
    | "payments.view"
    | "analytics.view"
    | "analytics.export"
  )[];
  role: "admin" | "manager" | "viewer";
  user_id: string;
};
export type TeamMemberList = {
  /** The caller may invite, change and remove members (admins: team.manage). */
  can_manage: boolean;
  my_user_id: string;
  /** Oldest member first. */
  results: TeamMember[];
};
export type TeamMemberUpdate = {
  /** The flags; null = the role defaults. */
  permissions?: null | string[];
  /** admin, manager or viewer; alone, it resets the flags to the role defaults. */
  role?: string;
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
export type EmailMergeField = {
  description: string;
  name:
    | "influencer_name"
    | "brand_name"
    | "campaign_name"
    | "campaign_dates"
    | "brief"
    | "offer"
    | "brand_message"
    | "invite_link"
    | "expires_on"
    | "days_left";
};
export type CampaignEmailTemplate = {
  /** Plain text; paragraphs separated by a blank line; {{merge_fields}}. */
  body: string;
  default_body: string;
  default_subject: string;
  /** No template of its own: the default is used. */
  is_default: boolean;
  merge_fields: EmailMergeField[];
  subject: string;
  updated_at: string | null;
};
export type CampaignEmailTemplateUpdate = {
  /** At most 5000 characters; must contain {{invite_link}}. */
  body: string;
  /** At most 200 characters, one line. */
  subject: string;
};
export type CampaignEmailPreview = {
  html: string;
  influencer_name: string;
  roster_id: string | null;
  subject: string;
  /** The e-mail text as the invitee would get it (tracking links shown as plain links). */
  text: string;
};
export type CampaignEmailPreviewRequest = {
  body: string;
  roster_id?: string | null;
  subject: string;
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
export type CampaignRosterInviteCreatorsResult = {
  /** Roster rows invited before (a retried request): left unchanged. */
  already_invited: string[];
  budget: CampaignRosterBudget;
  invited: CampaignRosterEntry[];
  /** Influencers who answered an earlier invite to this campaign (accepted, declined, expired): not invited again. */
  skipped: string[];
};
export type CampaignRosterInviteCreators = {
  /** Influencer (profile) ids, e.g. a shortlist or a directory selection. */
  influencer_ids: string[];
  message?: string | null;
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
export type CampaignRosterOfferPreview = {
  budget: CampaignRosterBudget;
  offers: {
    /** What an invite would offer now. */
    amount: string;
    influencer_id: string;
  }[];
  total: string;
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
export type EmailRecord = {
  brand_id: string;
  brand_name: string;
  campaign_id: string;
  campaign_name: string;
  /** Clicks on tracked links. */
  clicks: number;
  created_at: string;
  detail: string | null;
  /** The message id of the tracking links. */
  id: string;
  influencer_name: string;
  kind: "invite" | "reminder";
  last_event_at: string | null;
  /** Pixel fetches by mail clients. */
  opens_human: number;
  /** Pixel fetches by proxy prefetchers. */
  opens_machine: number;
  status: "sent" | "bounced" | "suppressed";
  subject: string;
  to: string;
  unsubscribed: boolean;
};
export type PaginatedEmailRecords = {
  /** Total number of results across all pages. */
  count: number;
  /** URL of the next page. */
  next: string | null;
  /** URL of the previous page. */
  previous: string | null;
  results: EmailRecord[];
};
export type EmailSuppression = {
  /** The address, lower-cased. */
  email: string;
  message_id: string | null;
  /** unsubscribed (one-click or the link), hard_bounce (a 5xx at send time), complaint (a spam report). */
  reason: "unsubscribed" | "hard_bounce" | "complaint";
  since: string;
};
export type PaginatedEmailSuppressions = {
  /** Total number of results across all pages. */
  count: number;
  /** URL of the next page. */
  next: string | null;
  /** URL of the previous page. */
  previous: string | null;
  results: EmailSuppression[];
};
export type AddEmailSuppression = {
  /** The address to suppress; added with reason complaint (a feedback-loop report). */
  email: string;
};
export type EmailDayFigures = {
  /** Of those, bounced. */
  bounced: number;
  /** E-mails first clicked that day. */
  clicked: number;
  /** UTC day. */
  day: string;
  /** E-mails first opened by a person that day. */
  opened_human: number;
  /** E-mails first fetched by a proxy that day. */
  opened_machine: number;
  /** E-mails sent that day. */
  sent: number;
  /** Unsubscribes that day. */
  unsubscribed: number;
};
export type EmailInfluencerFigures = {
  /** Refused with a permanent (5xx) answer: the address is suppressed. */
  bounced: number;
  /** E-mails with a click on one of their links. */
  clicked: number;
  /** Accepted by the mail server. */
  delivered: number;
  influencer_name: string;
  last_event_at: string | null;
  last_sent_at: string;
  /** E-mails opened (opened_human + opened_machine). */
  opened: number;
  /** E-mails opened by a person (the pixel fetched by a mail client). */
  opened_human: number;
  /** E-mails whose only opens came from a proxy prefetcher (Apple Mail Privacy Protection, Google Image Proxy): not a sign anybody read them. */
  opened_machine: number;
  /** E-mails handed to the mail server (delivered + bounced). */
  sent: number;
  /** Not sent: the address was on the suppression list (unsubscribed, bounced, complained). */
  suppressed: number;
  /** E-mails whose recipient unsubscribed through them. */
  unsubscribed: number;
  user_id: string | null;
};
export type EmailTotals = {
  /** Refused with a permanent (5xx) answer: the address is suppressed. */
  bounced: number;
  /** E-mails with a click on one of their links. */
  clicked: number;
  /** Accepted by the mail server. */
  delivered: number;
  /** E-mails opened (opened_human + opened_machine). */
  opened: number;
  /** E-mails opened by a person (the pixel fetched by a mail client). */
  opened_human: number;
  /** E-mails whose only opens came from a proxy prefetcher (Apple Mail Privacy Protection, Google Image Proxy): not a sign anybody read them. */
  opened_machine: number;
  /** E-mails handed to the mail server (delivered + bounced). */
  sent: number;
  /** Not sent: the address was on the suppression list (unsubscribed, bounced, complained). */
  suppressed: number;
  /** E-mails whose recipient unsubscribed through them. */
  unsubscribed: number;
};
export type CampaignEmailAnalytics = {
  campaign_id: string;
  /** Per UTC day with any activity, oldest first. */
  days: EmailDayFigures[];
  /** Per invited influencer, most recently e-mailed first. */
  influencers: EmailInfluencerFigures[];
  totals: EmailTotals;
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
export type DirectoryAccount = {
  average_engagement: number | null;
  followers: number | null;
  handle: string;
  id: string;
  media_count: number | null;
  /** verified: read from the platform; self_reported: typed in by the influencer. */
  metrics_provenance: "verified" | "self_reported";
  platform: "youtube" | "instagram";
  profile_url: string;
  recent_average_views: number | null;
  verified_at: string | null;
};
export type DirectoryRate = {
  amount: string;
  currency: "INR" | "USD" | "EUR";
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
};
export type DirectoryEntry = {
  /** Linked accounts, largest audience first, each with its provenance. */
  accounts: DirectoryAccount[];
  availability: "available" | "limited" | "unavailable";
  bio: string | null;
  categories: string[];
  city: string | null;
  country: string | null;
  display_name: string;
  id: string;
  languages: string[];
  /** When the profile last changed (the recent-activity sort). */
  last_active_at: string;
  profile_picture: string | null;
  rates: DirectoryRate[];
  /** Followers typed in by the influencer (not verified). */
  self_reported_followers: number;
  /** Followers of verified accounts (read from the platforms). */
  verified_followers: number;
};
export type PaginatedDirectory = {
  /** Matching profiles; with count_capped, a lower bound (there are more). */
  count: number;
  /** True when counting stopped at 1,000 (or at the end of the page asked for, when further): there are more than count results. */
  count_capped: boolean;
  /** URL of the next page. */
  next: string | null;
  /** URL of the previous page. */
  previous: string | null;
  results: DirectoryEntry[];
};
export type DirectoryCollaboration = {
  campaign_id: string;
  campaign_name: string;
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
  currency: "INR" | "USD" | "EUR";
  invited_at: string | null;
  offered_amount: string | null;
  status:
    "candidate" | "invited" | "accepted" | "declined" | "expired" | "removed";
};
export type DirectoryContent = {
  content_url: string;
  id: string;
  platform: ("youtube" | "instagram") | null;
  submitted_at: string;
};
export type DirectoryProfile = {
  /** Linked accounts, largest audience first, each with its provenance. */
  accounts: DirectoryAccount[];
  availability: "available" | "limited" | "unavailable";
  bio: string | null;
  categories: string[];
  city: string | null;
  /** This brand's campaigns that invited the influencer. */
  collaborations: DirectoryCollaboration[];
  country: string | null;
  display_name: string;
  id: string;
  languages: string[];
  /** When the profile last changed (the recent-activity sort). */
  last_active_at: string;
  profile_picture: string | null;
  rates: DirectoryRate[];
  /** Verified (approved) published content, newest first. */
  recent_content: DirectoryContent[];
  /** Followers typed in by the influencer (not verified). */
  self_reported_followers: number;
  /** The brand's shortlists holding this influencer. */
  shortlist_ids: string[];
  /** Followers of verified accounts (read from the platforms). */
  verified_followers: number;
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
export type MyRates = {
  /** Whether I take on new work; brands filter the directory by it. */
  availability: "available" | "limited" | "unavailable";
  /** One asking price per placement type, in the order of the placement types. */
  rates: DirectoryRate[];
};
export type MyRateInput = {
  /** More than 0 and at most 10000000 (1 crore) with at most 2 decimals, as a numeric string (numbers are accepted). */
  amount: string;
  /** One of INR, USD, EUR. */
  currency: string;
  /** One of yt_new_video_branding, yt_new_shorts_branding, yt_dedicated_video, yt_dedicated_short, yt_old_video_branding, yt_channel_page, ig_channel_page, ig_dedicated_reel, ig_branded_reel, ig_branded_post; each at most once. */
  placement_type: string;
};
export type MyRatesUpdate = {
  /** One of available, limited, unavailable. */
  availability: string;
  /** The whole set (a placement type left out is removed); at most 10, one per placement type. [] removes every rate. */
  rates: MyRateInput[];
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
export type Shortlist = {
  created_at: string;
  id: string;
  /** The creators on the list, oldest addition first. */
  influencer_ids: string[];
  name: string;
  updated_at: string;
};
export type ShortlistList = {
  results: Shortlist[];
};
export type ShortlistBody = {
  /** 1 to 60 characters once trimmed; unique per brand (case-insensitive). */
  name: string;
};
export type ShortlistDetail = {
  created_at: string;
  id: string;
  influencer_ids: string[];
  /** The creators still in the directory (one who went private drops out). */
  members: DirectoryEntry[];
  name: string;
  updated_at: string;
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
export type MessageThread = {
  /** The creator blocked the brand: nobody can send. */
  blocked: boolean;
  brand: {
    id: string;
    logo_url: string | null;
    name: string;
  };
  campaign: {
    id: string;
    name: string;
  } | null;
  /** Only the creator may block or unblock the brand. */
  can_block: boolean;
  /** Not blocked or closed, and the caller may message (brands: influencers.message). */
  can_send: boolean;
  /** Operators closed the conversation on a report: nobody can send; it can still be read. */
  closed: boolean;
  created_at: string;
  id: string;
  influencer: {
    display_name: string;
    id: string;
    profile_picture: string | null;
  };
  last_message_at: string | null;
  last_message_preview: string | null;
  my_side: "brand" | "influencer";
  /** Messages of the other side the caller has not read. */
  unread_count: number;
};
export type PaginatedMessageThreadList = {
  /** Total number of results across all pages. */
  count: number;
  /** URL of the next page. */
  next: string | null;
  /** URL of the previous page. */
  previous: string | null;
  results: MessageThread[];
};
export type OpenMessageThread = {
  /** Creators: the brand to message. */
  brand_id?: string;
  campaign_id?: string | null;
  /** Brands: the creator to message. */
  influencer_id?: string;
};
export type MessageAttachment = {
  asset_id: string;
  content_type: string;
  file_name: string;
  size: number;
};
export type Message = {
  attachments: MessageAttachment[];
  body: string;
  created_at: string;
  id: string;
  /** Sent by the caller's side. */
  mine: boolean;
  /** Operators removed it on a report: body and attachments are empty; show a notice in its place. */
  removed: boolean;
  /** Mine and read by the other side (read receipt). */
  seen: boolean;
  sender_side: "brand" | "influencer";
  /** Increasing position; the cursor for before/after. */
  seq: number;
};
export type MessagePage = {
  has_earlier: boolean | null;
  has_later: boolean | null;
  /** Oldest first. */
  results: Message[];
  /** The other side has read every message up to this seq. */
  seen_up_to: number;
};
export type SendMessage = {
  /** Assets the sender uploaded. */
  attachment_ids?: string[];
  /** Text, at most 4000 characters after trimming. */
  body?: string;
};
export type MessageUnreadCount = {
  by_campaign?: {
    campaign_id: string;
    unread_count: number;
  }[];
  unread_count: number;
};
export type MessageReport = {
  created_at: string;
  id: string;
  message_id: string | null;
  reason: string;
  thread_id: string;
};
export type MessageReportBody = {
  message_id?: string | null;
  reason: string;
};
export type MetricsAccepted = {
  /** Measurements stored, or 1 for an error report written to the log. */
  accepted: number;
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
export type OperatorMessageReport = {
  /** What may be decided now (none once resolved). */
  allowed_decisions: ("dismiss" | "remove_message" | "close_conversation")[];
  brand_name: string;
  /** Nobody can send in the conversation any more. */
  conversation_closed: boolean;
  created_at: string;
  id: string;
  influencer_name: string;
  /** File names attached to the reported message. */
  message_attachments: string[];
  message_body: string | null;
  message_created_at: string | null;
  message_id: string | null;
  /** The reported message is hidden from both sides. */
  message_removed: boolean;
  message_sender_name: string | null;
  message_sender_side: ("brand" | "influencer") | null;
  reason: string;
  reporter_name: string;
  reporter_side: "brand" | "influencer";
  resolved_at: string | null;
  resolved_by_name: string | null;
  /** open until an operator resolves it; then what they decided. */
  status: "open" | "dismissed" | "message_removed" | "conversation_closed";
  thread_id: string;
};
export type PaginatedOperatorMessageReportList = {
  /** Total number of results across all pages. */
  count: number;
  /** URL of the next page. */
  next: string | null;
  /** URL of the previous page. */
  previous: string | null;
  results: OperatorMessageReport[];
};
export type MessageReportDecision = {
  /** dismiss: nothing changes; remove_message: the reported message is hidden from both sides (message reports only); close_conversation: nobody can send in the conversation any more. */
  decision: "dismiss" | "remove_message" | "close_conversation";
};
export type ReconciliationRun = {
  /** Records compared: { razorpay: 12, razorpayx: 30, stripe: 0, ledger_accounts: 80, ledger_postings: 200 }. */
  checked: {
    [key: string]: number;
  };
  difference_count: number;
  error: string | null;
  finished_at: string | null;
  id: string;
  started_at: string;
  /** running, clean (no differences), differences, or failed (see error). */
  status: "running" | "clean" | "differences" | "failed";
};
export type PaginatedReconciliationRunList = {
  /** Total number of results across all pages. */
  count: number;
  /** URL of the next page. */
  next: string | null;
  /** URL of the previous page. */
  previous: string | null;
  results: ReconciliationRun[];
};
export type ReconciliationDifference = {
  actual: string | null;
  detail: string;
  expected: string | null;
  /** missing_in_ledger, not_captured_at_provider, amount_mismatch, status_mismatch, utr_mismatch, unknown_at_provider, balance_drift, owner_total_drift, unbalanced_posting, provider_balance_mismatch, provider_unreachable (more may be added). */
  kind: string;
  provider: "razorpay" | "razorpayx" | "stripe" | "ledger";
  /** The provider's id (payment, order, payout) or the ledger account or posting it is about. */
  reference: string;
};
export type ReconciliationRunDetail = {
  /** Records compared: { razorpay: 12, razorpayx: 30, stripe: 0, ledger_accounts: 80, ledger_postings: 200 }. */
  checked: {
    [key: string]: number;
  };
  difference_count: number;
  differences: ReconciliationDifference[];
  error: string | null;
  finished_at: string | null;
  id: string;
  started_at: string;
  /** running, clean (no differences), differences, or failed (see error). */
  status: "running" | "clean" | "differences" | "failed";
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
export type PublicTeamInvite = {
  brand_id: string;
  brand_name: string;
  /** The address the invite was sent to; accepting needs an account with it. */
  email: string;
  /** When the link stops working. */
  expires_at: string;
  inviter_name: string;
  message: string;
  /** The flags the member will get. */
  permissions: (
    | "campaigns.create"
    | "campaigns.edit"
    | "campaigns.delete"
    | "campaigns.view"
    | "influencers.invite"
    | "influencers.message"
    | "influencers.view"
    | "payments.approve"
    | "payments.view"
    | "analytics.view"
    | "analytics.export"
  )[];
  role: "admin" | "manager" | "viewer";
  status: "pending" | "expired" | "accepted" | "revoked";
};
export type TeamInviteAccepted = {
  brand_id: string;
  role: "admin" | "manager" | "viewer";
};
export type SignedImageUrl = {
  expires_at: string;
  /** The image-proxy path with url, expires and signature. */
  url: string;
};
export const {
  useSetCurrentBrandMutation,
  useDeleteMyAccountMutation,
  useGetAccountDeletionRequirementsQuery,
  useRemoveMyEmailSuppressionMutation,
  useGetMyEmailSuppressionQuery,
  useListAccountSessionsQuery,
  useEndOtherAccountSessionsMutation,
  useEndAccountSessionMutation,
  useGetUserSettingsQuery,
  useUpdateUserSettingsMutation,
  useGetWhoamiQuery,
  useGetMyPerformanceQuery,
  useGetBrandPerformanceQuery,
  useUploadAssetMutation,
  useListBrandsQuery,
  useCreateBrandMutation,
  useSetupBrandProfileMutation,
  useGetBrandQuery,
  useUpdateBrandMutation,
  useGetBrandDashboardQuery,
  useCreateFundingOrderMutation,
  useListBrandInvoicesQuery,
  useListBrandPaymentMethodsQuery,
  useAddBrandPaymentMethodMutation,
  useRemoveBrandPaymentMethodMutation,
  useUpdateBrandPaymentMethodMutation,
  useGetBrandPaymentsQuery,
  useListBrandPayoutLinesQuery,
  useGetBrandTaxDetailsQuery,
  useUpdateBrandTaxDetailsMutation,
  useListTeamActivityQuery,
  useListTeamInvitesQuery,
  useCreateTeamInviteMutation,
  useRevokeTeamInviteMutation,
  useResendTeamInviteMutation,
  useLeaveTeamMutation,
  useListTeamMembersQuery,
  useRemoveTeamMemberMutation,
  useUpdateTeamMemberMutation,
  useListCampaignsQuery,
  useCreateCampaignMutation,
  useGetCampaignDefaultsQuery,
  useGetCampaignTypeExposureQuery,
  useDeleteCampaignMutation,
  useGetCampaignQuery,
  useUpdateCampaignMutation,
  useListBrandInfluencersQuery,
  useGetBrandInfluencerDetailsQuery,
  useListCampaignCollateralQuery,
  useListCampaignContentSubmissionsQuery,
  useDisputeCampaignContentSubmissionMutation,
  useRejectCampaignContentSubmissionMutation,
  useRespondCampaignContentSubmissionMutation,
  useVerifyCampaignContentSubmissionMutation,
  useResetCampaignEmailTemplateMutation,
  useGetCampaignEmailTemplateQuery,
  useUpdateCampaignEmailTemplateMutation,
  usePreviewCampaignEmailTemplateMutation,
  useListCampaignEventsQuery,
  useListCampaignRosterQuery,
  useAddCampaignRosterInfluencerMutation,
  useGetCampaignRosterBudgetQuery,
  useInviteCampaignCreatorsMutation,
  useInviteCampaignRosterMutation,
  usePreviewCampaignOffersQuery,
  useRemoveCampaignRosterInfluencerMutation,
  useAddOldVideoBrandingMutation,
  useGetCampaignPerformanceQuery,
  usePublishCampaignMutation,
  useChangeCampaignStatusMutation,
  useSubmitCampaignContentMutation,
  useGetRuntimeConfigQuery,
  useListOutboxMessagesQuery,
  useListEmailTrackingRecordsQuery,
  useListEmailSuppressionsQuery,
  useAddEmailSuppressionMutation,
  useRemoveEmailSuppressionMutation,
  useGetCampaignEmailAnalyticsQuery,
  useGetFundingOrderQuery,
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
  useSearchDirectoryQuery,
  useGetDirectoryProfileQuery,
  useGetMyEarningsQuery,
  useGetMyRatesQuery,
  useReplaceMyRatesMutation,
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
  useUpdateInfluencerProfileMutation,
  useReplaceInfluencerProfileMutation,
  useListShortlistsQuery,
  useCreateShortlistMutation,
  useDeleteShortlistMutation,
  useGetShortlistQuery,
  useRenameShortlistMutation,
  useRemoveShortlistMemberMutation,
  useAddShortlistMemberMutation,
  useGetInfluencerDashboardQuery,
  useConnectInstagramMutation,
  useVerifyInstagramMutation,
  useConnectYouTubeMutation,
  useVerifyYouTubeMutation,
  useListMessageThreadsQuery,
  useOpenMessageThreadMutation,
  useGetMessageThreadQuery,
  useUnblockMessageThreadMutation,
  useBlockMessageThreadMutation,
  useListThreadMessagesQuery,
  useSendThreadMessageMutation,
  useMarkMessageThreadReadMutation,
  useReportMessageThreadMutation,
  useGetMessageUnreadCountQuery,
  useIngestMetricsMutation,
  useListNoticesQuery,
  useClearNotificationsMutation,
  useListNotificationsQuery,
  useMarkAllNotificationsReadMutation,
  useGetNotificationUnreadCountQuery,
  useMarkNotificationReadMutation,
  useListOperatorDisputesQuery,
  useDecideOperatorDisputeMutation,
  useListOperatorMessageReportsQuery,
  useResolveOperatorMessageReportMutation,
  useListReconciliationRunsQuery,
  useStartReconciliationRunMutation,
  useGetReconciliationRunQuery,
  useApprovePayoutLineMutation,
  useSearchQuery,
  useGetTeamInviteQuery,
  useAcceptTeamInviteMutation,
  useSignImageProxyUrlQuery,
  useReceiveClerkWebhookMutation,
} = injectedRtkApi;
