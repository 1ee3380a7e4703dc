import { humanize, pageTitle, productName } from './page-title';

/**
 * Breadcrumbs of SPEC §2 ("start at Home and are hidden on dashboards; ids show as 'Details'"), derived
 * from the path alone so they are right on a deep link before any data has loaded.
 */
export interface Crumb {
  label: string;
  /** Where the crumb leads; absent for the current page and for segments that are no page of their own. */
  path?: string;
}

export const homeCrumb = { label: 'Home', path: '/dashboard' } as const;
export const detailsLabel = 'Details';

/** Paths the shell can render (src/app/router/signed-in.routes.tsx); a crumb links only to one of these. */
const routablePatterns: RegExp[] = [
  /^\/(dashboard|settings|campaigns|influencers|analytics|payments|team|earnings|profile|notifications|help)$/,
  /^\/campaigns\/(invites|active)$/,
  /^\/campaigns\/active\/[^/]+(\/.+)?$/,
  /^\/brands\/[^/]+\/campaigns$/,
  /^\/brands\/[^/]+\/campaigns\/create$/,
  /^\/brands\/[^/]+\/campaigns\/wizard\/[^/]+\/[^/]+$/,
  /^\/brands\/[^/]+\/campaigns\/[^/]+(\/success)?$/,
  /^\/help\/[^/]+(\/[^/]+)?$/,
  /^\/operator\/(disputes|reconciliation|outbox|message-reports|email-suppressions)$/,
  /^\/brands\/[^/]+\/campaigns\/[^/]+\/influencers\/[^/]+$/,
];

/**
 * Segments that only scope the path (the brand of /brands/{brandId}/..., the wizard folder) are not pages:
 * they get no crumb of their own, so a brand campaign reads Home › Campaigns › Details.
 */
const scopePatterns: RegExp[] = [/^\/operator$/, /^\/brands$/, /^\/brands\/[^/]+$/, /^\/brands\/[^/]+\/campaigns\/wizard$/];

/** Route parameters that hold an id (whatever it looks like: 'c9', 42 or a UUID). */
const idParamPatterns: RegExp[] = [
  /^\/campaigns\/active\/[^/]+$/,
  /^\/brands\/[^/]+\/campaigns\/(?!create$|wizard$)[^/]+$/,
  /^\/brands\/[^/]+\/campaigns\/wizard\/[^/]+$/,
];

const uuidLike = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const numeric = /^\d+$/;

export const isIdSegment = (segment: string): boolean => uuidLike.test(segment) || numeric.test(segment);

const isRoutable = (path: string) => routablePatterns.some((pattern) => pattern.test(path));

/** The wizard's 'new' campaign is not an id: the first step of a campaign that does not exist yet. */
const newCampaignLabel = 'New Campaign';

function labelFor(path: string, segment: string): string {
  if (/^\/brands\/[^/]+\/campaigns\/wizard\/new$/.test(path)) return newCampaignLabel;
  if (isIdSegment(segment) || idParamPatterns.some((pattern) => pattern.test(path))) return detailsLabel;
  // The sections of one active campaign's dashboard (/campaigns/active/{id}/content) are named by their slug.
  if (/^\/campaigns\/active\/[^/]+\/.+$/.test(path)) return humanize(segment);
  const title = pageTitle(path);
  return title === productName ? humanize(segment) : title;
}

/** The wizard's campaign crumb leads to that campaign's details page (the wizard folder itself is no page). */
function linkFor(path: string): string | undefined {
  const wizardCampaign = path.match(/^(\/brands\/[^/]+\/campaigns)\/wizard\/([^/]+)$/);
  if (wizardCampaign) return wizardCampaign[2] === 'new' ? undefined : `${wizardCampaign[1]}/${wizardCampaign[2]}`;
  return isRoutable(path) ? path : undefined;
}

/** Home first, the current page last (without a path). Empty on the dashboard, where none are shown. */
export function breadcrumbs(pathname: string): Crumb[] {
  const segments = pathname.split('/').filter(Boolean);
  if (segments.length === 0 || (segments.length === 1 && segments[0] === 'dashboard')) return [];

  const crumbs: Crumb[] = [{ ...homeCrumb }];
  segments.forEach((segment, index) => {
    const path = `/${segments.slice(0, index + 1).join('/')}`;
    if (scopePatterns.some((pattern) => pattern.test(path))) return;
    const isLast = index === segments.length - 1;
    const link = isLast ? undefined : linkFor(path);
    crumbs.push(link ? { label: labelFor(path, segment), path: link } : { label: labelFor(path, segment) });
  });
  return crumbs;
}
