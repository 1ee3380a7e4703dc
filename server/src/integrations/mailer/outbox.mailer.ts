import { randomUUID } from 'node:crypto';
import { mkdir, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type { MailMessage, Mailer, StoredMail } from './mailer.types';

/** Oldest messages beyond this are pruned so a long-running demo does not fill the disk. */
const keepAtMost = 500;

export interface OutboxMailer extends Mailer {
  readonly kind: 'outbox';
  /** Newest first unless `oldestFirst`. */
  list(offset: number, limit: number, oldestFirst?: boolean): Promise<{ count: number; results: StoredMail[] }>;
}

/**
 * The development outbox: with no SMTP_URL, each message is a JSON file under DATA_DIR/outbox, named by
 * time so a directory listing is already in order, and shared by every process using that directory.
 */
export function createOutboxMailer(options: { dir: string; logger: FastifyBaseLogger }): OutboxMailer {
  const { dir, logger } = options;
  const names = async (): Promise<string[]> => {
    try {
      return (await readdir(dir)).filter((name) => name.endsWith('.json')).sort().reverse();
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
      throw error;
    }
  };

  return {
    kind: 'outbox',
    async send(message: MailMessage) {
      await mkdir(dir, { recursive: true, mode: 0o700 });
      const createdAt = new Date();
      const id = randomUUID();
      const stored: StoredMail = {
        id, to: message.to, subject: message.subject, text: message.text, html: message.html ?? null, headers: message.headers ?? {}, created_at: createdAt.toISOString(),
      };
      const fileName = `${createdAt.toISOString().replace(/[:.]/g, '-')}-${id}.json`;
      await writeFile(path.join(dir, fileName), JSON.stringify(stored, null, 2), { mode: 0o600 });
      // Neither the address nor the body (a reset link is a password) is logged: read them at GET /api/v1/dev/outbox/.
      logger.info({ mailId: id, subject: message.subject }, 'mail stored in the development outbox');
      const all = await names();
      await Promise.all(all.slice(keepAtMost).map((name) => rm(path.join(dir, name), { force: true })));
    },
    async list(offset: number, limit: number, oldestFirst = false) {
      const all = oldestFirst ? (await names()).reverse() : await names();
      const page = all.slice(offset, offset + limit);
      const results = await Promise.all(
        page.map(async (name) => JSON.parse(await readFile(path.join(dir, name), 'utf8')) as StoredMail),
      );
      return { count: all.length, results };
    },
    async close() {},
  };
}
