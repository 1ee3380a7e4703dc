/**
 * The journeys' mailbox: a local SMTP server the e2e product server delivers to through its real SMTP mailer
 * (nodemailer, DKIM-signed), and a small HTTP reader for the tests (e2e/mail.helpers.ts). Playwright starts it before
 * the product (playwright.config.ts `webServer`), one per shard, on ports derived from the shard's E2E_PORT.
 *
 *   E2E_SMTP_PORT          the SMTP port the product's SMTP_URL points at
 *   E2E_MAIL_SINK_PORT     GET /messages (every mail received, newest first, parsed), GET /health
 *   E2E_DKIM_DOMAIN, E2E_DKIM_SELECTOR, E2E_DKIM_PUBLIC_KEY_TXT
 *                          the DNS answer of the product's DKIM key: each mail's signature is verified on arrival
 *                          (mailauth, the same check a receiving mailbox makes) and the result kept with the mail
 *
 * Mail lives in memory only: each shard's product starts with a fresh database, and its mailbox with it.
 */
import { createServer } from 'node:http';
import { simpleParser } from 'mailparser';
// mailauth 4.9.5: the last release for Node 20 (server/package.json pins it for the server's SMTP tests).
import { dkimVerify } from 'mailauth/lib/dkim/verify';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  /** The envelope's recipients (RCPT TO), what the product addressed. */
  to: string[];
  from: string;
  subject: string;
  text: string;
  html: string | null;
  /** Each header as it arrived on the wire, unfolded, by its name as written (`List-Unsubscribe`). */
  headers: Record<string, string>;
  /** The DKIM verdict for the product's domain ('pass', 'fail', 'neutral', 'none') and the header names it signed. */
  dkim: { result: string; signedHeaders: string[] };
  receivedAt: string;
}

const smtpPort = Number(process.env.E2E_SMTP_PORT ?? 25100);
const httpPort = Number(process.env.E2E_MAIL_SINK_PORT ?? 26100);
const dkimDomain = process.env.E2E_DKIM_DOMAIN ?? '';
const dkimSelector = process.env.E2E_DKIM_SELECTOR ?? '';
const dkimPublicKeyTxt = process.env.E2E_DKIM_PUBLIC_KEY_TXT ?? '';

const received: ReceivedMail[] = [];

/** The verdict of the product's signature, and the header names its `h=` tag says it covers (lower case). */
async function dkimOf(raw: Buffer, headers: Record<string, string>): Promise<ReceivedMail['dkim']> {
  const verification = await dkimVerify(raw, {
    // The only DNS question a signature of the product can raise; anything else is an unknown key.
    resolver: async (name: string, type: string) => {
      if (type === 'TXT' && name === `${dkimSelector}._domainkey.${dkimDomain}`) return [[dkimPublicKeyTxt]];
      throw Object.assign(new Error(`no DNS answer for ${name}/${type}`), { code: 'ENOTFOUND' });
    },
  });
  const signature = verification.results.find((result: { signingDomain?: string }) => result.signingDomain === dkimDomain);
  const signedHeaders = (headers['DKIM-Signature']?.match(/(?:^|;)\s*h=([^;]+)/)?.[1] ?? '').replace(/\s/g, '').toLowerCase().split(':').filter(Boolean);
  return { result: signature?.status.result ?? 'none', signedHeaders };
}

async function keep(raw: Buffer, from: string, to: string[]) {
  const parsed = await simpleParser(raw);
  const headers: Record<string, string> = {};
  for (const { line } of parsed.headerLines) {
    const colon = line.indexOf(':');
    headers[line.slice(0, colon)] = line.slice(colon + 1).replace(/\r?\n[ \t]+/g, ' ').trim();
  }
  received.push({
    to, from, headers,
    subject: parsed.subject ?? '',
    text: parsed.text ?? '',
    html: typeof parsed.html === 'string' ? parsed.html : null,
    dkim: await dkimOf(raw, headers),
    receivedAt: new Date().toISOString(),
  });
}

const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ['AUTH', 'STARTTLS'],
  logger: false,
  size: 10 * 1024 * 1024,
  onData(stream, session, callback) {
    const chunks: Buffer[] = [];
    stream.on('data', (chunk: Buffer) => chunks.push(chunk));
    stream.on('end', () => {
      const from = session.envelope.mailFrom ? session.envelope.mailFrom.address : '';
      const to = session.envelope.rcptTo.map((recipient) => recipient.address);
      // Accepted only once parsed and kept: a test that sees "sent" in the product then finds the mail here.
      keep(Buffer.concat(chunks), from, to).then(() => callback(), (error: Error) => callback(error));
    });
  },
});

const reader = createServer((request, response) => {
  const path = new URL(request.url ?? '/', 'http://sink').pathname;
  if (request.method === 'GET' && path === '/health') {
    response.writeHead(200, { 'Content-Type': 'text/plain' }).end('ok');
  } else if (request.method === 'GET' && path === '/messages') {
    response.writeHead(200, { 'Content-Type': 'application/json' }).end(JSON.stringify([...received].reverse()));
  } else {
    response.writeHead(404).end();
  }
});

smtp.listen(smtpPort, '127.0.0.1', () => {
  reader.listen(httpPort, '127.0.0.1', () => console.log(`mail sink: SMTP on ${smtpPort}, messages at http://127.0.0.1:${httpPort}/messages`));
});
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    reader.close();
    smtp.close(() => process.exit(0));
  });
}
