import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { json, mockApi, renderRoutes, signedIn, testUser, whoami } from '../../../test/render';
import { sampleConversation, sampleMessage, sampleThread } from '../messages.fixtures';
import { messagesTexts as t } from '../messages.texts';
import MessagesPage from './messages.page';

/** /messages with the real store: the list, the thread, a failed send retried with the same Idempotency-Key. */
describe('MessagesPage', () => {
  afterEach(() => jest.restoreAllMocks());

  it('lists conversations, opens one, marks it read, and retries a failed send with the same key', async () => {
    const thread = sampleThread();
    const keys: string[] = [];
    let sendAttempts = 0;
    let reads = 0;
    mockApi({
      '/accounts/whoami/': () => json(whoami({ is_brand: true, is_influencer: false })),
      '/messages/threads/': () => json({ count: 1, next: null, previous: null, results: [thread] }),
      [`/messages/threads/${thread.id}/`]: () => json(thread),
      [`/messages/threads/${thread.id}/messages/`]: async (request) => {
        if (request.method === 'POST') {
          keys.push(request.headers.get('Idempotency-Key') ?? '');
          sendAttempts += 1;
          // The first attempt is refused (as a lost connection would be); the retry is stored.
          if (sendAttempts === 1) return json({ detail: 'The service is busy.', code: 'bad_request' }, 400);
          return json(sampleMessage(5, { body: 'See you Friday' }), 201);
        }
        return json({ results: sampleConversation, has_earlier: false, has_later: null, seen_up_to: 3 });
      },
      [`/messages/threads/${thread.id}/read/`]: () => {
        reads += 1;
        return json({ unread_count: 0 });
      },
    });
    renderRoutes([{ path: '/messages/:threadId?', element: <MessagesPage /> }], {
      preloadedState: signedIn({ ...testUser, persona: 'brand' }),
      route: `/messages/${thread.id}`,
    });

    const list = await screen.findByRole('list', { name: t.pageTitle });
    expect(within(list).getByText('priya_styles')).toBeInTheDocument();
    const log = await screen.findByRole('log', { name: t.pageTitle });
    expect(await within(log).findByText('Sounds great, I can deliver by Friday.')).toBeInTheDocument();
    await waitFor(() => expect(reads).toBe(1));

    await userEvent.type(screen.getByRole('textbox', { name: t.composerLabel }), 'See you Friday{Enter}');
    expect(await screen.findByText('The service is busy.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: t.retrySend }));
    await waitFor(() => expect(sendAttempts).toBe(2));
    await waitFor(() => expect(screen.queryByRole('button', { name: t.retrySend })).not.toBeInTheDocument());
    expect(keys[0]).toBeTruthy();
    expect(keys[1]).toBe(keys[0]);
  });
});
