import { act, screen } from '@testing-library/react';
import { api } from '../../api/enhanced-api';
import { json, mockApi, renderRoutes } from '../../test/render';
import { isSilentMutation } from './silent-mutations';

// Test-only endpoints on the real api, so the real base query, retries and store are exercised.
const testApi = api.injectEndpoints({
  endpoints: (build) => ({
    saveThing: build.mutation<unknown, { status: number }>({ query: ({ status }) => ({ url: `things/${status}/`, method: 'POST' }) }),
    readThing: build.query<unknown, void>({ query: () => 'things/read/' }),
  }),
});

const details: Record<number, string> = { 409: 'A campaign with this name already exists.', 500: 'database exploded' };
let fetchMock: jest.SpyInstance;

function setup() {
  fetchMock = mockApi({
    ...Object.fromEntries([200, 403, 409, 500].map((status) => [`/things/${status}/`, () => json({ detail: details[status] ?? 'x' }, status)])),
    '/webhooks/clerk/': () => json({ detail: 'A campaign with this name already exists.' }, 409),
    '/things/read/': () => json({ detail: 'Forbidden' }, 403),
    '/things/400/': () => json({ detail: 'Invalid input.', code: 'validation_error', errors: { name: ['Name is required.'] } }, 400),
    '/things/401/': () => json({ detail: 'Malformed JSON in request body.', code: 'parse_error' }, 400),
  });
  return renderRoutes([{ path: '*', element: <p>Page</p> }]);
}

afterEach(() => fetchMock.mockRestore());

describe('mutation failure toasts', () => {
  it("shows the server's detail for a conflict", async () => {
    const { store } = setup();
    await act(() => store.dispatch(testApi.endpoints.saveThing.initiate({ status: 409 })));
    expect(await screen.findByText('A campaign with this name already exists.')).toBeInTheDocument();
  });

  it('shows the permission text for a 403 and the generic text for a server error', async () => {
    const { store } = setup();
    await act(() => store.dispatch(testApi.endpoints.saveThing.initiate({ status: 403 })));
    expect(await screen.findByText("You don't have permission to do that.")).toBeInTheDocument();
    await act(() => store.dispatch(testApi.endpoints.saveThing.initiate({ status: 500 })));
    expect(await screen.findByText('Something went wrong. Please try again.', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.queryByText('database exploded')).not.toBeInTheDocument();
  });

  it('leaves field errors to the form (no toast), but toasts a 400 without them', async () => {
    const { store } = setup();
    await act(() => store.dispatch(testApi.endpoints.saveThing.initiate({ status: 400 })));
    await act(() => new Promise((resolve) => setTimeout(resolve, 300)));
    expect(screen.queryByText('Invalid input.')).not.toBeInTheDocument();
    await act(() => store.dispatch(testApi.endpoints.saveThing.initiate({ status: 401 })));
    expect(await screen.findByText('Malformed JSON in request body.')).toBeInTheDocument();
  });

  it('shows the network text when the request cannot be sent', async () => {
    const { store } = setup();
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    await act(() => store.dispatch(testApi.endpoints.saveThing.initiate({ status: 200 })));
    expect(
      await screen.findByText('Connection error. Please check your internet and try again.', {}, { timeout: 5000 }),
    ).toBeInTheDocument();
  });

  it('stays quiet for opted-out mutations, failed queries and successes', async () => {
    const { store } = setup();
    expect(isSilentMutation('receiveClerkWebhook')).toBe(true);
    await act(() => store.dispatch(api.endpoints.receiveClerkWebhook.initiate()));
    await act(() => store.dispatch(testApi.endpoints.readThing.initiate()));
    await act(() => store.dispatch(testApi.endpoints.saveThing.initiate({ status: 200 })));
    await act(() => new Promise((resolve) => setTimeout(resolve, 300)));
    expect(fetchMock).toHaveBeenCalledTimes(3);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
