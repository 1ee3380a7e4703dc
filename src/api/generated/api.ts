import { emptyApi as api } from "../empty-api";
export const addTagTypes = [
  "Accounts",
  "Config",
  "Dev",
  "Health",
  "Help",
  "Metrics",
  "Notices",
  "Notifications",
  "Search",
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
export type SearchApiResponse =
  /** status 200 Results grouped by kind. */ SearchResponse;
export type SearchApiArg = {
  /** Text to find, case-insensitive; trimmed, then 1 to 100 characters. % and _ match themselves. */
  q: string;
  /** Results per kind. */
  limit?: number;
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
export const {
  useGetWhoamiQuery,
  useGetRuntimeConfigQuery,
  useListOutboxMessagesQuery,
  useGetHealthQuery,
  useGetHealthDetailedQuery,
  useGetHealthLiveQuery,
  useGetHealthReadyQuery,
  useListHelpCategoriesQuery,
  useGetHelpCategoryQuery,
  useGetHelpArticleQuery,
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
  useSearchQuery,
  useReceiveClerkWebhookMutation,
} = injectedRtkApi;
