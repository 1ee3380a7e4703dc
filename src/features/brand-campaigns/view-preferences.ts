import { defaultDashboardPreferences } from '../../domain/settings/user-settings';

/**
 * Dashboard view preferences (SPEC §3), remembered per browser and per user in localStorage.
 * What is read back is validated field by field: a junk or outdated value falls back to its default
 * instead of breaking the list.
 */
export const layouts = ['grid', 'list'] as const;
export const densities = ['comfortable', 'compact'] as const;
export const metricsTimeframes = ['daily', 'weekly', 'monthly'] as const;
export const dashboardTabs = ['overview', 'campaigns', 'analytics'] as const;

export interface ViewPreferences {
  layout: (typeof layouts)[number];
  density: (typeof densities)[number];
  showMetrics: boolean;
  showInfluencers: boolean;
  metricsTimeframe: (typeof metricsTimeframes)[number];
  defaultTab: (typeof dashboardTabs)[number];
}

/** SPEC §3's defaults, defined once in src/domain/settings. */
export const defaultViewPreferences: ViewPreferences = {
  layout: defaultDashboardPreferences.layout,
  density: defaultDashboardPreferences.density,
  showMetrics: defaultDashboardPreferences.showMetrics,
  showInfluencers: defaultDashboardPreferences.showInfluencers,
  metricsTimeframe: defaultDashboardPreferences.metricsTimeframe,
  defaultTab: 'overview',
};

export const viewPreferencesKey = (userId: string) => `influencehub.campaignViewPreferences.${userId}`;

const oneOf = <T extends string>(list: readonly T[], value: unknown, fallback: T): T =>
  typeof value === 'string' && (list as readonly string[]).includes(value) ? (value as T) : fallback;
const bool = (value: unknown, fallback: boolean) => (typeof value === 'boolean' ? value : fallback);

/** The stored text -> preferences; anything unreadable gives the defaults. */
export function parseViewPreferences(raw: string | null | undefined): ViewPreferences {
  let stored: unknown;
  try {
    stored = raw ? JSON.parse(raw) : null;
  } catch {
    stored = null;
  }
  const value = (typeof stored === 'object' && stored !== null && !Array.isArray(stored) ? stored : {}) as Record<string, unknown>;
  const d = defaultViewPreferences;
  return {
    layout: oneOf(layouts, value.layout, d.layout),
    density: oneOf(densities, value.density, d.density),
    showMetrics: bool(value.showMetrics, d.showMetrics),
    showInfluencers: bool(value.showInfluencers, d.showInfluencers),
    metricsTimeframe: oneOf(metricsTimeframes, value.metricsTimeframe, d.metricsTimeframe),
    defaultTab: oneOf(dashboardTabs, value.defaultTab, d.defaultTab),
  };
}

// Storage can throw (private mode, quota, disabled cookies): preferences are a nicety, never an error.
export function loadViewPreferences(userId: string, storage: Storage | undefined = globalThis.localStorage): ViewPreferences {
  try {
    return parseViewPreferences(storage?.getItem(viewPreferencesKey(userId)));
  } catch {
    return defaultViewPreferences;
  }
}

export function saveViewPreferences(userId: string, preferences: ViewPreferences, storage: Storage | undefined = globalThis.localStorage): void {
  try {
    storage?.setItem(viewPreferencesKey(userId), JSON.stringify(preferences));
  } catch {
    // ignored on purpose (see above)
  }
}
