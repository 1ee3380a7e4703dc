import type { SearchDirectoryApiArg } from '../../api/generated/api';
import { categories, currencies, languages, placementTypes, platforms } from '../../domain/constants';
import { availabilities, defaultDirectorySort, directoryLimits, directorySorts, splitList, type Availability, type DirectorySort } from '../../domain/directory/directory.rules';
import type { Currency, PlacementType } from '../../domain/campaigns/campaign-options';

export const directoryPageSize = 20;

/** The directory's filters, sort and page as the URL keeps them (strings for the typed number fields). */
export interface DirectoryQuery {
  q: string;
  niches: string[];
  languages: string[];
  platform: (typeof platforms)[number] | '';
  followersMin: string;
  followersMax: string;
  engagementMin: string;
  engagementMax: string;
  viewsMin: string;
  verifiedOnly: boolean;
  location: string;
  availability: Availability[];
  placementType: PlacementType | '';
  currency: Currency;
  priceMin: string;
  priceMax: string;
  sort: DirectorySort;
  page: number;
}

export const emptyDirectoryQuery: DirectoryQuery = {
  q: '', niches: [], languages: [], platform: '', followersMin: '', followersMax: '', engagementMin: '', engagementMax: '',
  viewsMin: '', verifiedOnly: false, location: '', availability: [], placementType: '', currency: 'INR', priceMin: '', priceMax: '',
  sort: defaultDirectorySort, page: 1,
};

export const isWholeNumber = (value: string) => /^\d{1,12}$/.test(value.trim());
export const isPercent = (value: string) => /^\d{1,3}(\.\d{1,2})?$/.test(value.trim()) && Number(value) <= 100;
export const isAmount = (value: string) => /^\d{1,12}(\.\d{1,2})?$/.test(value.trim());

const keep = (value: string | null, valid: (v: string) => boolean) => (value && valid(value) ? value.trim() : '');
const oneOf = <T extends string>(value: string | null, values: readonly T[], fallback: T | ''): T | '' =>
  value && (values as readonly string[]).includes(value) ? (value as T) : fallback;
const text = (value: string | null) => (value ?? '').trim().slice(0, directoryLimits.queryMaxLength);

/**
 * URL query -> directory query. Unknown values are dropped rather than sent (the server answers 400 to them), so a
 * hand-edited or old link still shows a list.
 */
export function queryFromSearchParams(params: URLSearchParams): DirectoryQuery {
  const page = Number(params.get('page'));
  return {
    q: text(params.get('q')),
    niches: splitList(params.get('niches')).filter((n) => (categories as readonly string[]).includes(n)),
    languages: splitList(params.get('languages')).filter((n) => (languages as readonly string[]).includes(n)),
    platform: oneOf(params.get('platform'), platforms, ''),
    followersMin: keep(params.get('followers_min'), isWholeNumber),
    followersMax: keep(params.get('followers_max'), isWholeNumber),
    engagementMin: keep(params.get('engagement_min'), isPercent),
    engagementMax: keep(params.get('engagement_max'), isPercent),
    viewsMin: keep(params.get('average_views_min'), isWholeNumber),
    verifiedOnly: params.get('verified_only') === 'true',
    location: text(params.get('location')),
    availability: splitList(params.get('availability')).filter((a): a is Availability => (availabilities as readonly string[]).includes(a)),
    placementType: oneOf(params.get('placement_type'), placementTypes, ''),
    currency: oneOf(params.get('currency'), currencies, 'INR') || 'INR',
    priceMin: keep(params.get('price_min'), isAmount),
    priceMax: keep(params.get('price_max'), isAmount),
    sort: oneOf(params.get('sort'), directorySorts, defaultDirectorySort) || defaultDirectorySort,
    page: Number.isInteger(page) && page >= 1 ? page : 1,
  };
}

/** Directory query -> URL query (the server's parameter names); defaults are left out so links stay short. */
export function searchParamsFromQuery(query: DirectoryQuery): URLSearchParams {
  const params = new URLSearchParams();
  const put = (key: string, value: string) => value && params.set(key, value);
  put('q', query.q);
  put('niches', query.niches.join(','));
  put('languages', query.languages.join(','));
  put('platform', query.platform);
  put('followers_min', query.followersMin);
  put('followers_max', query.followersMax);
  put('engagement_min', query.engagementMin);
  put('engagement_max', query.engagementMax);
  put('average_views_min', query.viewsMin);
  if (query.verifiedOnly) params.set('verified_only', 'true');
  put('location', query.location);
  put('availability', query.availability.join(','));
  put('placement_type', query.placementType);
  if (query.placementType && query.currency !== 'INR') params.set('currency', query.currency);
  if (query.placementType) {
    put('price_min', query.priceMin);
    put('price_max', query.priceMax);
  }
  if (query.sort !== defaultDirectorySort) params.set('sort', query.sort);
  if (query.page > 1) params.set('page', String(query.page));
  return params;
}

const num = (value: string) => (value ? Number(value) : undefined);

export function apiArgsFromQuery(query: DirectoryQuery): SearchDirectoryApiArg {
  const priced = Boolean(query.placementType && (query.priceMin || query.priceMax));
  const args: SearchDirectoryApiArg = {
    page: query.page, pageSize: directoryPageSize, sort: query.sort,
    q: query.q || undefined,
    niches: query.niches.join(',') || undefined,
    languages: query.languages.join(',') || undefined,
    platform: query.platform || undefined,
    followersMin: num(query.followersMin), followersMax: num(query.followersMax),
    engagementMin: num(query.engagementMin), engagementMax: num(query.engagementMax),
    averageViewsMin: num(query.viewsMin),
    verifiedOnly: query.verifiedOnly || undefined,
    location: query.location || undefined,
    availability: query.availability.join(',') || undefined,
    placementType: priced ? (query.placementType as PlacementType) : undefined,
    currency: priced ? query.currency : undefined,
    priceMin: priced ? num(query.priceMin) : undefined,
    priceMax: priced ? num(query.priceMax) : undefined,
  };
  return Object.fromEntries(Object.entries(args).filter(([, value]) => value !== undefined)) as SearchDirectoryApiArg;
}

/** How many filters narrow the list (text, sort and page do not count): the phone's "Filters (n)" button. */
export function filterCount(query: DirectoryQuery): number {
  return [
    query.niches.length > 0, query.languages.length > 0, query.platform !== '', query.followersMin !== '' || query.followersMax !== '',
    query.engagementMin !== '' || query.engagementMax !== '', query.viewsMin !== '', query.verifiedOnly, query.location !== '',
    query.availability.length > 0, query.placementType !== '' && (query.priceMin !== '' || query.priceMax !== ''),
  ].filter(Boolean).length;
}

export const hasFilters = (query: DirectoryQuery) => filterCount(query) > 0 || query.q !== '';
