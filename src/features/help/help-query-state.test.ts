import { helpQueryState } from './help-query-state';

describe('helpQueryState', () => {
  it('is loading until the current argument has data', () => {
    expect(helpQueryState({})).toBe('loading');
    expect(helpQueryState({ currentData: { title: 'Payouts' } })).toBe('ready');
  });

  it('treats 404 (unknown or another role) and 400 as not found, anything else as a failure', () => {
    expect(helpQueryState({ isError: true, error: { status: 404, data: {} } })).toBe('notFound');
    expect(helpQueryState({ isError: true, error: { status: 400, data: {} } })).toBe('notFound');
    expect(helpQueryState({ isError: true, error: { status: 500, data: {} } })).toBe('error');
    expect(helpQueryState({ isError: true, error: { status: 'FETCH_ERROR', error: 'offline' } })).toBe('error');
    expect(helpQueryState({ isError: true, error: { status: 'PARSING_ERROR', originalStatus: 404, data: '', error: 'x' } })).toBe(
      'notFound',
    );
  });

  it('is not found without asking when the address cannot name a page', () => {
    expect(helpQueryState({}, true)).toBe('notFound');
  });
});
