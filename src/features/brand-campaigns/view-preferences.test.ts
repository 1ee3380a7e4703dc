import {
  defaultViewPreferences,
  loadViewPreferences,
  parseViewPreferences,
  saveViewPreferences,
  viewPreferencesKey,
} from './view-preferences';

describe('view preferences (SPEC §3)', () => {
  beforeEach(() => localStorage.clear());

  it('starts from the SPEC defaults', () => {
    expect(parseViewPreferences(null)).toEqual({
      layout: 'grid',
      density: 'comfortable',
      showMetrics: true,
      showInfluencers: true,
      metricsTimeframe: 'weekly',
      defaultTab: 'overview',
    });
  });

  it.each(['not json', '[]', '42', '"grid"', 'null', '{'])('ignores junk %p', (raw) => {
    expect(parseViewPreferences(raw)).toEqual(defaultViewPreferences);
  });

  it('keeps the valid fields and drops the invalid ones', () => {
    const raw = JSON.stringify({ layout: 'list', density: 'tiny', showMetrics: false, showInfluencers: 'yes', metricsTimeframe: 'monthly', defaultTab: 7, extra: 1 });
    expect(parseViewPreferences(raw)).toEqual({ ...defaultViewPreferences, layout: 'list', showMetrics: false, metricsTimeframe: 'monthly' });
  });

  it('saves and loads per user under influencehub.campaignViewPreferences.<userId>', () => {
    saveViewPreferences('u1', { ...defaultViewPreferences, layout: 'list', density: 'compact' });
    expect(JSON.parse(localStorage.getItem('influencehub.campaignViewPreferences.u1') ?? '{}')).toMatchObject({ layout: 'list' });
    expect(viewPreferencesKey('u1')).toBe('influencehub.campaignViewPreferences.u1');
    expect(loadViewPreferences('u1')).toMatchObject({ layout: 'list', density: 'compact' });
    expect(loadViewPreferences('u2')).toEqual(defaultViewPreferences);
  });

  it('falls back to the defaults when storage throws', () => {
    const broken = { getItem: () => { throw new Error('denied'); }, setItem: () => { throw new Error('full'); } } as unknown as Storage;
    expect(loadViewPreferences('u1', broken)).toEqual(defaultViewPreferences);
    expect(() => saveViewPreferences('u1', defaultViewPreferences, broken)).not.toThrow();
  });
});
