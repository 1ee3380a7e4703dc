import { apiArgsFromQuery, emptyInviteListQuery, queryFromSearchParams, searchParamsFromQuery } from './invite-list-query';

describe('invite list query (URL <-> API)', () => {
  it('defaults to pending invites, page 1, soonest deadline first', () => {
    const query = queryFromSearchParams(new URLSearchParams(''));
    expect(query).toEqual(emptyInviteListQuery);
    expect(apiArgsFromQuery(query)).toEqual({ page: 1, pageSize: 12, ordering: 'expires_at', status: 'invited' });
    expect(searchParamsFromQuery(query).toString()).toBe('');
  });

  it('round-trips a tab, a search and a page', () => {
    const query = queryFromSearchParams(new URLSearchParams('status=declined&search=acme&page=3'));
    expect(query).toEqual({ tab: 'declined', search: 'acme', page: 3 });
    expect(searchParamsFromQuery(query).toString()).toBe('status=declined&search=acme&page=3');
    expect(apiArgsFromQuery(query)).toEqual({ page: 3, pageSize: 12, ordering: '-invited_at', status: 'declined', search: 'acme' });
  });

  it('sends no status for All, and ignores unknown values', () => {
    expect(apiArgsFromQuery({ tab: 'all', search: ' ', page: 1 })).toEqual({ page: 1, pageSize: 12, ordering: '-invited_at' });
    expect(queryFromSearchParams(new URLSearchParams('status=candidate&page=-2'))).toEqual(emptyInviteListQuery);
  });
});
