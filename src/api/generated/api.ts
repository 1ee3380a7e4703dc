import { emptyApi as api } from "../empty-api";
export const addTagTypes = [
  "Accounts",
  "Config",
  "Dev",
  "Health",
  "Notices",
  "Webhooks",
] as const;
const injectedRtkApi = api
  .enhanceEndpoints({
    addTagTypes,
  })
  .injectEndpoints({
    endpoints: (build) => ({
      getWhoami: build.query<GetWhoamiApiResponse, GetWhoamiApiArg>({
        query: () => ({ url: `/accounts/whoami/` }),
        providesTags: ["Accounts"],
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
      getHealthReady: build.query<
        GetHealthReadyApiResponse,
        GetHealthReadyApiArg
      >({
        query: () => ({ url: `/health/ready/` }),
        providesTags: ["Health"],
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
export type GetWhoamiApiResponse = /** status 200 The signed-in user. */ Whoami;
export type GetWhoamiApiArg = void;
export type GetRuntimeConfigApiResponse = /** status 200 Default Response */ {
  /** Clerk mode: the publishable key for @clerk/clerk-react. */
  clerk_publishable_key: string | null;
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
export type GetHealthApiResponse = /** status 200 The service is up. */ Health;
export type GetHealthApiArg = void;
export type GetHealthDetailedApiResponse =
  /** status 200 Diagnostics. */ HealthDetailed;
export type GetHealthDetailedApiArg = void;
export type GetHealthLiveApiResponse =
  /** status 200 The process is up. */ HealthLive;
export type GetHealthLiveApiArg = void;
export type GetHealthReadyApiResponse =
  /** status 200 The database answers. */ HealthReady;
export type GetHealthReadyApiArg = void;
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
export type ReceiveClerkWebhookApiResponse =
  /** status 200 Default Response */ {
    status: "processed" | "duplicate" | "ignored";
  };
export type ReceiveClerkWebhookApiArg = void;
export type Whoami = {
  brand_id: string | null;
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
export type ErrorResponse = {
  /** Stable machine-readable error code, e.g. not_authenticated. */
  code: string;
  /** Human-readable explanation. */
  detail: string;
};
export type ValidationErrorResponse = {
  code: "validation_error";
  detail: string;
  /** Messages per field name; non_field_errors for the request as a whole. */
  errors: {
    [key: string]: string[];
  };
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
export const {
  useGetWhoamiQuery,
  useGetRuntimeConfigQuery,
  useListOutboxMessagesQuery,
  useGetHealthQuery,
  useGetHealthDetailedQuery,
  useGetHealthLiveQuery,
  useGetHealthReadyQuery,
  useListNoticesQuery,
  useReceiveClerkWebhookMutation,
} = injectedRtkApi;
