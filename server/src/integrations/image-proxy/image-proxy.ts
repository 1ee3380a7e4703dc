import { lookup as dnsLookup } from 'node:dns/promises';
import http from 'node:http';
import https from 'node:https';
import { isIP, type LookupFunction } from 'node:net';
import { fileTypeFromBuffer } from 'file-type';
import { imageMimeTypes, maxUploadBytes } from '../../../../src/domain/assets/asset-rules';
import { ApiError } from '../../plugins/api-error';
import { isPublicAddress } from './public-address';

export interface ProxiedImage {
  contentType: string;
  body: Buffer;
}

export interface ImageProxyOptions {
  /** Which resolved addresses may be contacted; production uses isPublicAddress (tests widen it to a local server). */
  isAllowedAddress?: (address: string) => boolean;
  resolve?: (host: string) => Promise<Array<{ address: string; family: number }>>;
  timeoutMs?: number;
  maxRedirects?: number;
  maxBytes?: number;
  allowedPorts?: readonly number[];
}

export const imageProxyMessages = {
  invalidUrl: 'Enter a full http:// or https:// image address.',
  forbiddenAddress: 'That address cannot be fetched: it points to a private or reserved network.',
  notAnImage: 'That address did not return a JPEG, PNG, GIF or WebP image.',
  tooLarge: 'That image is larger than 10 MB.',
  unreachable: 'That image could not be fetched. Check the address and try again.',
  tooManyRedirects: 'That address redirects too many times.',
} as const;

const refuse = (status: number, code: string, detail: string) => new ApiError(status, code, detail);

/** Fetches remote profile pictures without ever reaching internal addresses (docs/assets-and-image-proxy.md). */
export function createImageProxy(options: ImageProxyOptions = {}) {
  const isAllowed = options.isAllowedAddress ?? isPublicAddress;
  const resolve = options.resolve ?? ((host: string) => dnsLookup(host, { all: true, verbatim: true }));
  const timeoutMs = options.timeoutMs ?? 5_000;
  const maxRedirects = options.maxRedirects ?? 3;
  const maxBytes = options.maxBytes ?? maxUploadBytes;
  const allowedPorts = options.allowedPorts ?? [80, 443];

  function parse(raw: string): URL {
    let url: URL;
    try {
      url = new URL(raw);
    } catch {
      throw refuse(400, 'invalid_url', imageProxyMessages.invalidUrl);
    }
    if ((url.protocol !== 'http:' && url.protocol !== 'https:') || url.username || url.password || !url.hostname) {
      throw refuse(400, 'invalid_url', imageProxyMessages.invalidUrl);
    }
    const port = Number(url.port || (url.protocol === 'https:' ? 443 : 80));
    if (!allowedPorts.includes(port)) throw refuse(400, 'forbidden_address', imageProxyMessages.forbiddenAddress);
    return url;
  }

  /** Resolves once and pins the connection to the vetted address, so DNS cannot answer differently later (rebinding). */
  async function vettedAddress(url: URL): Promise<{ address: string; family: number }> {
    const host = url.hostname.replace(/^\[|\]$/g, '');
    const candidates = isIP(host) ? [{ address: host, family: isIP(host) }] : await resolve(host).catch(() => []);
    if (candidates.length === 0) throw refuse(502, 'unreachable', imageProxyMessages.unreachable);
    if (!candidates.every((candidate) => isAllowed(candidate.address))) {
      throw refuse(400, 'forbidden_address', imageProxyMessages.forbiddenAddress);
    }
    return candidates[0]!;
  }

  function request(url: URL, target: { address: string; family: number }, signal: AbortSignal) {
    const pinned: LookupFunction = (_hostname, lookupOptions, callback) => {
      if (lookupOptions.all) callback(null, [target]);
      else callback(null, target.address, target.family);
    };
    const client = url.protocol === 'https:' ? https : http;
    return new Promise<http.IncomingMessage>((resolveResponse, reject) => {
      const outgoing = client.get(url, { lookup: pinned, signal, headers: { accept: 'image/*', 'user-agent': 'InfluenceHub-ImageProxy/1.0' } }, resolveResponse);
      outgoing.on('error', reject);
    });
  }

  async function readLimited(response: http.IncomingMessage): Promise<Buffer> {
    const declared = Number(response.headers['content-length'] ?? 0);
    if (declared > maxBytes) {
      response.destroy();
      throw refuse(413, 'payload_too_large', imageProxyMessages.tooLarge);
    }
    const chunks: Buffer[] = [];
    let total = 0;
    for await (const chunk of response) {
      total += (chunk as Buffer).length;
      if (total > maxBytes) {
        response.destroy();
        throw refuse(413, 'payload_too_large', imageProxyMessages.tooLarge);
      }
      chunks.push(chunk as Buffer);
    }
    return Buffer.concat(chunks);
  }

  async function fetchImage(rawUrl: string): Promise<ProxiedImage> {
    const signal = AbortSignal.timeout(timeoutMs);
    let url = parse(rawUrl);
    for (let hop = 0; ; hop += 1) {
      const target = await vettedAddress(url);
      let response: http.IncomingMessage;
      try {
        response = await request(url, target, signal);
      } catch {
        throw refuse(502, 'unreachable', imageProxyMessages.unreachable);
      }
      const status = response.statusCode ?? 0;
      if (status >= 300 && status < 400 && response.headers.location) {
        response.resume();
        if (hop >= maxRedirects) throw refuse(502, 'too_many_redirects', imageProxyMessages.tooManyRedirects);
        url = parse(new URL(response.headers.location, url).toString());
        continue;
      }
      if (status !== 200) {
        response.resume();
        throw refuse(502, 'unreachable', imageProxyMessages.unreachable);
      }
      let body: Buffer;
      try {
        body = await readLimited(response);
      } catch (error) {
        if (error instanceof ApiError) throw error;
        throw refuse(502, 'unreachable', imageProxyMessages.unreachable);
      }
      const detected = await fileTypeFromBuffer(body);
      if (!detected || !(imageMimeTypes as readonly string[]).includes(detected.mime)) {
        throw refuse(415, 'not_an_image', imageProxyMessages.notAnImage);
      }
      return { contentType: detected.mime, body };
    }
  }

  return { fetchImage };
}

export type ImageProxy = ReturnType<typeof createImageProxy>;
