import os from 'node:os';

/**
 * Set by our Fastify bridge to `<protocol>://<host>` as Fastify saw the request (honouring TRUST_PROXY), after
 * dropping any client-sent value: better-auth only sees requests rewritten onto PUBLIC_URL.
 */
export const requestOriginHeader = 'x-influencehub-request-origin';

/** The answer's code when PUBLIC_URL is set and a browser posts from another address. */
export const wrongOriginCode = 'WRONG_ORIGIN';

export const wrongOriginMessage = (publicOrigin: string) => `Open InfluenceHub at ${publicOrigin} to sign in.`;

const loopbackHostnames = new Set(['localhost', '[::1]']);

/** localhost, 127.0.0.0/8 or [::1] (a URL's hostname: lower case, IPv6 in brackets, no port). */
export function isLoopbackHostname(hostname: string): boolean {
  return loopbackHostnames.has(hostname) || /^127\.\d+\.\d+\.\d+$/.test(hostname);
}

/** Host names (as URLs spell them: IPv6 in brackets) of this machine's network interfaces. */
export function interfaceHostnames(interfaces: ReturnType<typeof os.networkInterfaces> = os.networkInterfaces()): string[] {
  const names: string[] = [];
  for (const entries of Object.values(interfaces)) {
    for (const entry of entries ?? []) {
      // Link-local IPv6 needs a zone id, which browsers do not accept in URLs.
      if (entry.family === 'IPv6' && entry.scopeid) continue;
      names.push(entry.family === 'IPv6' ? `[${entry.address}]` : entry.address);
    }
  }
  return names;
}

export interface OriginPolicyOptions {
  publicUrl: string;
  /** PUBLIC_URL came from the environment: then it is the only address people use. */
  publicUrlExplicit: boolean;
  /** Always trusted (PUBLIC_URL's origin, the dev server outside production). */
  trustedOrigins: readonly string[];
  /** This machine's own host names; the interfaces by default (read per request: addresses change). */
  ownHostnames?: () => readonly string[];
}

export interface OriginPolicy {
  readonly publicOrigin: string;
  readonly publicUrlExplicit: boolean;
  /** The origins better-auth trusts for this request (its `trustedOrigins` function). */
  trustedFor(request: Request | undefined): string[];
  isTrusted(origin: string, request: Request | undefined): boolean;
}

/**
 * Which browser origins may sign in. With PUBLIC_URL set, only it (and the dev server outside production).
 * Without it, the product is being tried on whatever address the server answers on (`npm start` prints
 * 127.0.0.1, a LAN address with HOST=0.0.0.0), so the address the request came in on is trusted too, provided
 * it names this machine: localhost, a loopback address or one of its interfaces. A page on another port of
 * the same machine is still refused: the request's own host (port included) must equal the browser's origin.
 */
export function createOriginPolicy(options: OriginPolicyOptions): OriginPolicy {
  const publicOrigin = new URL(options.publicUrl).origin;
  const always = [...new Set([publicOrigin, ...options.trustedOrigins])];
  const ownHostnames = options.ownHostnames ?? (() => interfaceHostnames());

  const requestOrigin = (request: Request | undefined): string | null => {
    const raw = request?.headers.get(requestOriginHeader);
    if (!raw || !URL.canParse(raw)) return null;
    const url = new URL(raw);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
    const hostname = url.hostname.toLowerCase();
    const local = isLoopbackHostname(hostname) || ownHostnames().includes(hostname);
    return local ? url.origin : null;
  };

  const trustedFor = (request: Request | undefined): string[] => {
    if (options.publicUrlExplicit) return always;
    const own = requestOrigin(request);
    return own && !always.includes(own) ? [...always, own] : always;
  };

  return {
    publicOrigin,
    publicUrlExplicit: options.publicUrlExplicit,
    trustedFor,
    isTrusted: (origin, request) => URL.canParse(origin) && trustedFor(request).includes(new URL(origin).origin),
  };
}
