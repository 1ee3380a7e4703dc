import { emptyApi as api } from "../empty-api";
export const addTagTypes = ["config", "accounts", "notices", "health"] as const;
const injectedRtkApi = api
  .enhanceEndpoints({
    addTagTypes,
  })
  .injectEndpoints({
    endpoints: (build) => ({
      getRuntimeConfig: build.query<
        GetRuntimeConfigApiResponse,
        GetRuntimeConfigApiArg
      >({
        query: () => ({ url: `/config/` }),
        providesTags: ["config"],
      }),
      getWhoami: build.query<GetWhoamiApiResponse, GetWhoamiApiArg>({
        query: () => ({ url: `/accounts/whoami/` }),
        providesTags: ["accounts"],
      }),
      listNotices: build.query<ListNoticesApiResponse, ListNoticesApiArg>({
        query: (queryArg) => ({
          url: `/notices/`,
          params: {
            page: queryArg.page,
            page_size: queryArg.pageSize,
          },
        }),
        providesTags: ["notices"],
      }),
      getHealth: build.query<GetHealthApiResponse, GetHealthApiArg>({
        query: () => ({ url: `/health/` }),
        providesTags: ["health"],
      }),
      getHealthLive: build.query<GetHealthLiveApiResponse, GetHealthLiveApiArg>(
        {
          query: () => ({ url: `/health/live/` }),
          providesTags: ["health"],
        },
      ),
      getHealthReady: build.query<
        GetHealthReadyApiResponse,
        GetHealthReadyApiArg
      >({
        query: () => ({ url: `/health/ready/` }),
        providesTags: ["health"],
      }),
    }),
    overrideExisting: false,
  });
export { injectedRtkApi as generatedApi };
export type GetRuntimeConfigApiResponse =
  /** status 200 Runtime configuration of this deployment */ RuntimeConfig;
export type GetRuntimeConfigApiArg = void;
export type GetWhoamiApiResponse = /** status 200 The signed-in user */ Whoami;
export type GetWhoamiApiArg = void;
export type ListNoticesApiResponse =
  /** status 200 Active notices */ PaginatedNoticeList;
export type ListNoticesApiArg = {
  page?: number;
  pageSize?: number;
};
export type GetHealthApiResponse = /** status 200 OK */ Health;
export type GetHealthApiArg = void;
export type GetHealthLiveApiResponse = /** status 200 Process up */ Health;
export type GetHealthLiveApiArg = void;
export type GetHealthReadyApiResponse =
  /** status 200 Database reachable */ Health;
export type GetHealthReadyApiArg = void;
export type RuntimeConfig = {
  identity_provider: "builtin" | "clerk";
  google_enabled: boolean;
  clerk_publishable_key: string | null;
  password_reset_enabled: boolean;
};
export type Whoami = {
  id: string;
  email: string;
  name: string | null;
  image_url: string | null;
  persona: ("brand" | "influencer") | null;
  is_staff: boolean;
  is_profile_completed: boolean;
  is_brand: boolean;
  is_influencer: boolean;
  brand_id: string | null;
  influencer_id: string | null;
};
export type Error = {
  detail: string;
  code: string;
};
export type Notice = {
  id: string;
  message: string;
  severity: "info" | "warning" | "error" | "success";
  dismissible: boolean;
  created_at: string;
};
export type PaginatedNoticeList = {
  count: number;
  next: string | null;
  previous: string | null;
  results: Notice[];
};
export type Health = {
  status: string;
};
export const {
  useGetRuntimeConfigQuery,
  useGetWhoamiQuery,
  useListNoticesQuery,
  useGetHealthQuery,
  useGetHealthLiveQuery,
  useGetHealthReadyQuery,
} = injectedRtkApi;
