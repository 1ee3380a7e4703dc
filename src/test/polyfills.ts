import { TextDecoder, TextEncoder } from 'node:util';

// react-router reads TextEncoder, which jsdom does not provide.
Object.assign(globalThis, { TextEncoder, TextDecoder });

/**
 * Node's Request (undici) rejects relative URLs, while a browser resolves them against the document.
 * RTK Query's fetchBaseQuery builds `new Request('/api/v1/...')`, so resolve relative URLs the browser way.
 */
const NativeRequest = globalThis.Request;
if (NativeRequest && typeof window !== 'undefined') {
  class BrowserRequest extends NativeRequest {
    constructor(input: RequestInfo | URL, init?: RequestInit) {
      super(typeof input === 'string' ? new URL(input, window.location.href).href : input, init);
    }
  }
  Object.assign(globalThis, { Request: BrowserRequest });
}

/** jsdom has no matchMedia; tests that need a colour scheme replace it (see src/test/match-media.ts). */
if (typeof window !== 'undefined' && !window.matchMedia) {
  Object.defineProperty(window, 'matchMedia', {
    configurable: true,
    writable: true,
    value: (query: string): MediaQueryList =>
      ({
        matches: false,
        media: query,
        onchange: null,
        addEventListener: () => undefined,
        removeEventListener: () => undefined,
        addListener: () => undefined,
        removeListener: () => undefined,
        dispatchEvent: () => false,
      }) as MediaQueryList,
  });
}

/** jsdom does not scroll; react-router's ScrollRestoration calls window.scrollTo on every navigation. */
if (typeof window !== 'undefined') {
  Object.defineProperty(window, 'scrollTo', { configurable: true, writable: true, value: () => undefined });
}
