import { deflateSync } from 'node:zlib';

function crc32(bytes: Buffer): number {
  let crc = ~0;
  for (const byte of bytes) {
    crc ^= byte;
    for (let bit = 0; bit < 8; bit += 1) crc = (crc >>> 1) ^ (0xedb88320 & -(crc & 1));
  }
  return ~crc >>> 0;
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A real, valid PNG of `width` × `height` pixels (solid colour), optionally padded to a total size with a text chunk. */
export function pngImage(width = 2, height = 3, totalBytes?: number): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const rows = Buffer.alloc((width * 3 + 1) * height, 0x80);
  for (let row = 0; row < height; row += 1) rows[row * (width * 3 + 1)] = 0;
  const parts = [Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), chunk('IHDR', header), chunk('IDAT', deflateSync(rows))];
  const end = chunk('IEND', Buffer.alloc(0));
  if (totalBytes !== undefined) {
    const used = parts.reduce((sum, part) => sum + part.length, 0) + end.length + 12;
    parts.push(chunk('tEXt', Buffer.alloc(Math.max(0, totalBytes - used), 0x41)));
  }
  return Buffer.concat([...parts, end]);
}

/** The first bytes of a GIF89a of the given size. */
export function gifImage(width = 4, height = 5): Buffer {
  const bytes = Buffer.from('474946383961000000000000002c000000000100010000020144003b', 'hex');
  bytes.writeUInt16LE(width, 6);
  bytes.writeUInt16LE(height, 8);
  return bytes;
}
