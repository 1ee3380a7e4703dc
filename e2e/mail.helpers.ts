import { expect, type APIRequestContext } from './journey.fixture';
import { mailSinkUrl } from '../playwright.config';
import type { ReceivedMail } from './mail-sink/mail-sink.server';

export type { ReceivedMail };

/**
 * The newest e-mail to `to` whose text matches `text`, as it arrived at the journeys' local SMTP server
 * (e2e/mail-sink/mail-sink.server.ts): sent by the product's real SMTP mailer, DKIM-signed, parsed on arrival.
 * Waits for it as a person waits for their inbox: delivery goes through the product's outbox job.
 */
export async function latestMailTo(request: APIRequestContext, to: string, text: RegExp = /./): Promise<ReceivedMail> {
  let found: ReceivedMail | undefined;
  await expect(async () => {
    const response = await request.get(`${mailSinkUrl}/messages`);
    expect(response.ok()).toBe(true);
    const messages = (await response.json()) as ReceivedMail[];
    found = messages.find((message) => message.to.includes(to) && text.test(message.text));
    expect(found, `an e-mail to ${to} matching ${text}`).toBeTruthy();
  }).toPass({ timeout: 20_000 });
  return found!;
}

