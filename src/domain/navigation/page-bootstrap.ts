/**
 * What the server puts into a signed-in page's HTML so its first screen needs no round trip (docs/performance.md,
 * "Signed-in first visit"): the session better-auth would answer to GET /api/auth/get-session, its bearer token, and
 * the answers of the API queries the page asks for first (whoami, then the page's own data). The SPA seeds its session
 * and RTK Query's cache with them before it renders; anything missing is fetched as before.
 *
 * Shared by the server (which queries) and the SPA (which seeds): the endpoint names and arguments here must be the
 * ones the page's hooks use, and the paths the ones RTK Query would request for them (page-bootstrap.test.ts checks
 * both against the generated API).
 */
import { brandRedirectFor, decideAccess } from '../access/access-guard';
import { routeOf } from './route-chunks';

/** The facts of whoami the first screen's choice depends on. */
export interface BootstrapWhoami {
  is_brand: boolean;
  is_influencer: boolean;
  is_profile_completed: boolean;
  brand_id?: string | null;
  influencer_id?: string | null;
}

/** One API query of the first screen: RTK Query's endpoint and argument, and the path under /api/v1 it requests. */
export interface PageQuery {
  endpointName: string;
  arg: unknown;
  path: string;
}

/** One answered query as the page carries it. */
export interface PageQueryAnswer {
  endpointName: string;
  arg: unknown;
  data: unknown;
}

export interface PageBootstrap {
  /** GET /api/auth/get-session's answer: `{ session, user }`. */
  session: { session: unknown; user: { id: string; email: string; name?: string | null; image?: string | null; persona?: unknown } };
  /** The JWT for /api/v1 that better-auth sends with that answer (`set-auth-jwt`), or null. */
  token: string | null;
  queries: PageQueryAnswer[];
}

/** The brand campaign list's query without any filter in the URL (campaign-list-query.ts, SPEC §3's default sort). */
export const defaultCampaignListArg = (brandId: string) => ({ brandId, page: 1, pageSize: 20, ordering: '-created_at' as const });

export const whoamiQuery: PageQuery = { endpointName: 'getWhoami', arg: undefined, path: '/accounts/whoami/' };

/**
 * The notice strip above every signed-in page (the notices saga asks the same with `listNotices({})`): carried so the
 * strip is in the first screen, not dropped in above it a moment later (a layout shift, CLS).
 */
export const noticesQuery: PageQuery = { endpointName: 'listNotices', arg: {}, path: '/notices/' };

/**
 * What the shell of every signed-in page shows besides whoami, carried so that the first screen does not ask for it at
 * once (an answer landing while React renders the first screen costs a synchronous re-render): the notice strip and the
 * top bar's unread-messages badge (MessagesButton's `getMessageUnreadCount()`).
 */
export const shellQueries: PageQuery[] = [noticesQuery, { endpointName: 'getMessageUnreadCount', arg: undefined, path: '/messages/unread-count/' }];

const brandCampaignList = /^\/brands\/([^/]+)\/campaigns\/?$/;

/**
 * Where the access guard sends a signed-in visitor of `pathname`: the path itself, or its redirect (an incomplete
 * profile goes to its setup). The SPA decides the same with the same rule (src/domain/access/access-guard.ts).
 */
export function landingPath(pathname: string, whoami: BootstrapWhoami): string {
  // '/' and the signed-out pages send a signed-in visitor to the dashboard first.
  const start = pathname === '/' || routeOf(pathname)?.access === 'signedOut' ? '/dashboard' : pathname;
  const decision = decideAccess({ authLoaded: true, signedIn: true, whoamiLoading: false, whoami, pathname: start });
  if (decision.kind === 'redirect') return decision.to;
  // The shell's role gate: a brand on an influencer-only path is sent to the dashboard or its campaign list.
  return (whoami.is_brand && brandRedirectFor(start, '', whoami.brand_id ?? null)) || start;
}

/**
 * The page's own queries after whoami, for the path the visitor lands on and its URL query. Only pages whose first
 * screen is measured against SPEC §9's budgets are listed (both dashboards, the brand's campaign list); the others
 * fetch their data as before.
 */
export function pageQueriesFor(pathname: string, search: string, whoami: BootstrapWhoami): PageQuery[] {
  if (!whoami.is_profile_completed) return [];
  const path = pathname.replace(/\/+$/, '') || '/';
  if (path === '/dashboard' || path === '/') {
    if (whoami.is_brand && whoami.brand_id) {
      return [{ endpointName: 'getBrandDashboard', arg: { id: whoami.brand_id }, path: `/brands/${whoami.brand_id}/dashboard/` }];
    }
    if (whoami.is_influencer && whoami.influencer_id) {
      return [
        { endpointName: 'getInfluencerDashboard', arg: { id: whoami.influencer_id }, path: `/influencers/${whoami.influencer_id}/dashboard/` },
        { endpointName: 'getInfluencerDashboardStats', arg: undefined, path: '/influencers/dashboard/stats/' },
      ];
    }
    return [];
  }
  const list = brandCampaignList.exec(path);
  // A list with filters in its URL is fetched by the page: only the default query is known here.
  if (list && whoami.is_brand && list[1] === whoami.brand_id && search.replace(/^\?/, '') === '') {
    const arg = defaultCampaignListArg(list[1]);
    return [
      { endpointName: 'getBrand', arg: { id: arg.brandId }, path: `/brands/${arg.brandId}/` },
      {
        endpointName: 'listCampaigns',
        arg,
        path: `/campaigns/?page=${arg.page}&page_size=${arg.pageSize}&ordering=${encodeURIComponent(arg.ordering)}&brand_id=${arg.brandId}`,
      },
    ];
  }
  return [];
}

/** The dashboard's page chunk for the role, which only whoami tells (route-chunks.ts preloads the shell alone). */
export function dashboardChunkFor(whoami: BootstrapWhoami): string {
  if (whoami.is_brand) return 'page-brand-dashboard';
  if (whoami.is_influencer) return 'page-influencer-dashboard';
  return 'page-dashboard';
}
