import { mutationErrorText } from './mutation-error-text';

const network = 'Connection error. Please check your internet and try again.';
const timeout = 'Request timed out. Please try again.';
const generic = 'Something went wrong. Please try again.';
const permission = "You don't have permission to do that.";

describe('mutationErrorText (SPEC §8)', () => {
  it.each([400, 409, 413, 415, 422])("shows the server's detail for a %i", (status) => {
    expect(mutationErrorText({ status, data: { detail: 'Campaign name is already taken', code: 'conflict' } })).toBe(
      'Campaign name is already taken',
    );
  });

  it.each([
    ['a network failure', { status: 'FETCH_ERROR', error: 'TypeError: Failed to fetch' }, network],
    ['a time-out', { status: 'TIMEOUT_ERROR', error: 'AbortError' }, timeout],
    ['a 401', { status: 401, data: { detail: 'Missing bearer token' } }, permission],
    ['a 403', { status: 403, data: { detail: 'Brands only' } }, permission],
    ['a 408', { status: 408, data: null }, timeout],
    ['a 504', { status: 504, data: 'Gateway Timeout' }, timeout],
    ['a 404 with a detail', { status: 404, data: { detail: 'Notification not found' } }, generic],
    ['a 500 with a detail', { status: 500, data: { detail: 'relation "x" does not exist' } }, generic],
    ['a 400 without a detail', { status: 400, data: { errors: {} } }, generic],
    ['a 422 with an empty detail', { status: 422, data: { detail: '  ' } }, generic],
    ['a body that is not JSON', { status: 'PARSING_ERROR', originalStatus: 502, data: '<html>', error: 'SyntaxError' }, generic],
    ['a forbidden body that is not JSON', { status: 'PARSING_ERROR', originalStatus: 403, data: '', error: 'SyntaxError' }, permission],
    ['a custom network error', { status: 'CUSTOM_ERROR', error: 'Network request failed' }, network],
    ['a thrown time-out', { name: 'Error', message: 'Request timeout after 30s' }, timeout],
    ['a thrown error', { name: 'Error', message: 'Cannot read properties of undefined' }, generic],
    ['nothing at all', undefined, generic],
  ] as const)('maps %s', (_case, error, text) => {
    expect(mutationErrorText(error as Parameters<typeof mutationErrorText>[0])).toBe(text);
  });
});
