import { createHmac, hkdfSync, timingSafeEqual } from 'node:crypto';

export const imageProxyPath = '/api/v1/utils/image-proxy/';

/**
 * Signatures are valid until the end of the next whole hour: between one and two hours, and the same signed URL
 * for everyone during an hour, so browsers and the SPA's cache keep hitting one address.
 */
const bucketMs = 60 * 60 * 1000;

export type SignatureCheck = 'valid' | 'expired' | 'invalid';

export interface SignedImageUrl {
  /** The proxy path with url, expires and signature, ready for an <img src>. */
  readonly path: string;
  /** Seconds since the epoch. */
  readonly expires: number;
}

/**
 * HMAC-SHA256 over the expiry and the target address, with a key derived (HKDF) from the server's master secret
 * (the payout encryption key every API process shares), so an <img> can load one remote image through the proxy
 * without a bearer token, and nobody can make the proxy fetch an address the API did not hand out.
 */
export function createImageUrlSigner(masterKey: Buffer, now: () => number = Date.now) {
  const key = Buffer.from(hkdfSync('sha256', masterKey, Buffer.alloc(0), 'influencehub image-proxy url v1', 32));
  const mac = (url: string, expires: number) => createHmac('sha256', key).update(`${expires}\n${url}`).digest();

  function sign(url: string): SignedImageUrl {
    const expires = (Math.floor(now() / bucketMs) + 2) * (bucketMs / 1000);
    const signature = mac(url, expires).toString('base64url');
    const query = new URLSearchParams({ url, expires: String(expires), signature });
    return { path: `${imageProxyPath}?${query.toString()}`, expires };
  }

  function check(url: string, expires: number, signature: string): SignatureCheck {
    const presented = Buffer.from(signature, 'base64url');
    const expected = mac(url, expires);
    if (presented.length !== expected.length || !timingSafeEqual(presented, expected)) return 'invalid';
    return expires * 1000 > now() ? 'valid' : 'expired';
  }

  return { sign, check };
}

export type ImageUrlSigner = ReturnType<typeof createImageUrlSigner>;
