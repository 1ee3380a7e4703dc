import type { Readable } from 'node:stream';
import type { FastifyReply } from 'fastify';
import type { AssetRow } from '../../../../db/schema/assets.schema';
import { contentDisposition } from '../../../../services/safe-file-name';

/**
 * Sends stored bytes the one safe way (docs/security.md "File downloads"): the type detected at upload, the
 * disposition with a bidi-free name, nosniff and a sandboxing CSP, so a file never runs in our origin.
 */
export function sendStoredFile(
  reply: FastifyReply,
  file: { row: AssetRow; body: Readable },
  options: { disposition: 'attachment' | 'inline'; cacheControl: string },
) {
  const { row, body } = file;
  return reply
    .header('content-type', row.contentType)
    .header('content-length', String(row.size))
    .header('content-disposition', contentDisposition(options.disposition, row.fileName))
    .header('x-content-type-options', 'nosniff')
    .header('content-security-policy', "default-src 'none'; img-src 'self'; media-src 'self'; sandbox")
    .header('cache-control', options.cacheControl)
    .send(body);
}
