import { activeApiArgs, activeQueryFromSearchParams, activeSearchParams } from './active-list-query';

const parse = (query: string, fallback: 'active' | 'all' = 'all') => activeQueryFromSearchParams(new URLSearchParams(query), fallback);

describe('active campaign list query', () => {
  it("takes the sidebar's ?status=completed and falls back to the page's default for anything else", () => {
    expect(parse('status=completed').status).toBe('completed');
    expect(parse('status=active').status).toBe('active');
    expect(parse('').status).toBe('all');
    expect(parse('', 'active').status).toBe('active');
    expect(parse('status=canceled', 'active').status).toBe('active');
  });

  it('drops orderings the server would refuse and bad pages', () => {
    expect(parse('ordering=budget&page=-2')).toEqual({ status: 'all', search: '', ordering: '-accepted_at', page: 1 });
    expect(parse('ordering=name&page=3&search=%20monsoon%20')).toEqual({ status: 'all', search: 'monsoon', ordering: 'name', page: 3 });
  });

  it('writes only what differs from the defaults, and asks the API for one page', () => {
    expect(activeSearchParams({ status: 'active', search: '', ordering: '-accepted_at', page: 1 }, 'active').toString()).toBe('');
    expect(activeSearchParams({ status: 'completed', search: 'rain', ordering: 'name', page: 2 }, 'all').toString())
      .toBe('status=completed&search=rain&ordering=name&page=2');
    expect(activeApiArgs({ status: 'all', search: '', ordering: 'name', page: 2 })).toEqual({ status: 'all', ordering: 'name', page: 2, pageSize: 20 });
  });
});
