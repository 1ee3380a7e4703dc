import { apiArgsFromQuery, emptyDirectoryQuery, filterCount, queryFromSearchParams, searchParamsFromQuery } from './directory-query';

describe('directory query in the URL', () => {
  it('round-trips every filter through the URL so a reload or a shared link keeps them', () => {
    const query = {
      ...emptyDirectoryQuery, q: 'chitra', niches: ['Gaming', 'Music'], languages: ['Hindi'], platform: 'youtube' as const,
      followersMin: '1000', followersMax: '50000', engagementMin: '2.5', engagementMax: '10', viewsMin: '500', verifiedOnly: true,
      location: 'Pune', availability: ['available' as const], placementType: 'yt_dedicated_video' as const, currency: 'USD' as const,
      priceMin: '100', priceMax: '900.50', sort: 'followers' as const, page: 3,
    };
    const params = searchParamsFromQuery(query);
    expect(params.get('niches')).toBe('Gaming,Music');
    expect(params.get('sort')).toBe('followers');
    expect(queryFromSearchParams(new URLSearchParams(params.toString()))).toEqual(query);
  });

  it('drops unknown or malformed values instead of sending them', () => {
    const query = queryFromSearchParams(new URLSearchParams('niches=Gaming,Knitting&sort=name&followers_min=abc&engagement_max=140&page=-2&availability=sometimes&currency=GBP'));
    expect(query.niches).toEqual(['Gaming']);
    expect(query.sort).toBe('relevance');
    expect(query.followersMin).toBe('');
    expect(query.engagementMax).toBe('');
    expect(query.page).toBe(1);
    expect(query.availability).toEqual([]);
    expect(query.currency).toBe('INR');
  });

  it('leaves defaults out of links and sends a price range only with its placement type and currency', () => {
    expect(searchParamsFromQuery(emptyDirectoryQuery).toString()).toBe('');
    expect(apiArgsFromQuery({ ...emptyDirectoryQuery, priceMin: '10' })).toEqual({ page: 1, pageSize: 20, sort: 'relevance' });
    expect(apiArgsFromQuery({ ...emptyDirectoryQuery, placementType: 'ig_branded_reel', priceMax: '5000' }))
      .toEqual({ page: 1, pageSize: 20, sort: 'relevance', placementType: 'ig_branded_reel', currency: 'INR', priceMax: 5000 });
  });

  it('counts the filters that narrow the list', () => {
    expect(filterCount(emptyDirectoryQuery)).toBe(0);
    expect(filterCount({ ...emptyDirectoryQuery, niches: ['Gaming'], followersMin: '5', followersMax: '9', verifiedOnly: true })).toBe(3);
  });
});
