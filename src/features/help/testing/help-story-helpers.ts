/**
 * Answers the help API for one story, in Storybook and in Jest alike, by replacing `fetch`; returns the
 * restore function Storybook's `beforeEach` expects. Paths are relative to /api/v1; others 404.
 */
export type HelpAnswer = (() => Response | Promise<Response>) | object;

export const jsonResponse = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/** A request that never finishes: the loading state stays on screen. */
export const pending = () => new Promise<Response>(() => undefined);

/** 429 is a client error the base query does not retry, so the error state shows at once. */
export const throttled = () => jsonResponse({ detail: 'Request was throttled.', code: 'throttled' }, 429);

export const notFound = (detail: string) => () => jsonResponse({ detail, code: 'not_found' }, 404);

export function stubHelpApi(answers: Record<string, HelpAnswer>): () => void {
  const original = globalThis.fetch;
  globalThis.fetch = async (input: RequestInfo | URL) => {
    const url = new URL(input instanceof Request ? input.url : String(input), window.location.href);
    const answer = answers[url.pathname.replace(/^\/api\/v1/, '')];
    if (answer === undefined) return jsonResponse({ detail: 'Not found.', code: 'not_found' }, 404);
    return typeof answer === 'function' ? (answer as () => Response | Promise<Response>)() : jsonResponse(answer);
  };
  return () => {
    globalThis.fetch = original;
  };
}
