import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';

/**
 * AES-256-GCM for secrets at rest (payout details). A sealed value is `v1.<key id>.<iv>.<tag>.<ciphertext>`
 * (base64url): a fresh 12-byte IV per value, the tag authenticates the ciphertext, and the key id lets old
 * values be opened after a new key is introduced. `context` is authenticated too (e.g. the owner's user id),
 * so a sealed value copied onto another row does not open there.
 */
export interface SecretBox {
  seal(plaintext: string, context: string): string;
  open(sealed: string, context: string): string;
}

export class SecretBoxError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'SecretBoxError';
  }
}

export function createSecretBox(keys: ReadonlyMap<string, Buffer>, currentKeyId: string): SecretBox {
  const current = keys.get(currentKeyId);
  if (!current || current.length !== 32) throw new SecretBoxError('The current encryption key must be 32 bytes.');

  return {
    seal(plaintext, context) {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', current, iv);
      cipher.setAAD(Buffer.from(context, 'utf8'));
      const ciphertext = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
      const parts = [iv, cipher.getAuthTag(), ciphertext].map((part) => part.toString('base64url'));
      return ['v1', currentKeyId, ...parts].join('.');
    },
    open(sealed, context) {
      const [version, keyId, iv, tag, ciphertext] = sealed.split('.');
      const key = keyId ? keys.get(keyId) : undefined;
      if (version !== 'v1' || !key || !iv || !tag || ciphertext === undefined) throw new SecretBoxError('Unreadable sealed value.');
      try {
        const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
        decipher.setAAD(Buffer.from(context, 'utf8'));
        decipher.setAuthTag(Buffer.from(tag, 'base64url'));
        return Buffer.concat([decipher.update(Buffer.from(ciphertext, 'base64url')), decipher.final()]).toString('utf8');
      } catch {
        throw new SecretBoxError('The sealed value was altered or belongs to another key or owner.');
      }
    },
  };
}
