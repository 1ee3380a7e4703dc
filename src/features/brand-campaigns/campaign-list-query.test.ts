import { apiArgsFromQuery, emptyCampaignListQuery, hasFilters, queryFromSearchParams, searchParamsFromQuery } from './campaign-list-query';

describe('campaign list query (URL <-> API)', () => {
  it('maps the sidebar link ?status=completed to the status filter', () => {
    const query = queryFromSearchParams(new URLSearchParams('status=completed'));
    expect(query).toEqual({ ...emptyCampaignListQuery, status: ['completed'] });
    expect(apiArgsFromQuery('b1', query)).toEqual({ brandId: 'b1', page: 1, pageSize: 20, ordering: '-created_at', status: 'completed' });
  });

  it('drops unknown statuses, platforms, orderings, bad amounts and pages', () => {
    const query = queryFromSearchParams(new URLSearchParams('status=active,bogus,active&platform=tiktok&ordering=id&budget_min=abc&budget_max=-5&page=0'));
    expect(query).toEqual({ ...emptyCampaignListQuery, status: ['active'] });
    expect(hasFilters(query)).toBe(true);
    expect(hasFilters(emptyCampaignListQuery)).toBe(false);
  });

  it('round-trips every filter and leaves the defaults out of the URL', () => {
    const query = { status: ['draft', 'paused'], platform: 'youtube', budgetMin: '100', budgetMax: '5000.50', search: 'monsoon', ordering: '-budget', page: 3 } as const;
    const params = searchParamsFromQuery({ ...query, status: [...query.status] });
    expect(params.toString()).toBe('status=draft%2Cpaused&platform=youtube&budget_min=100&budget_max=5000.50&search=monsoon&ordering=-budget&page=3');
    expect(queryFromSearchParams(params)).toEqual(query);
    expect(searchParamsFromQuery(emptyCampaignListQuery).toString()).toBe('');
    expect(apiArgsFromQuery('b1', queryFromSearchParams(params))).toEqual({
      brandId: 'b1', page: 3, pageSize: 20, ordering: '-budget', status: 'draft,paused', platform: 'youtube', budgetMin: 100, budgetMax: 5000.5, search: 'monsoon',
    });
  });
});
