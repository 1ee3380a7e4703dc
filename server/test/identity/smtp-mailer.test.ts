import assert from 'node:assert/strict';
import { createServer, type Server, type Socket } from 'node:net';
import type { AddressInfo } from 'node:net';
import { after, before, describe, it } from 'node:test';
import { postAuth, signUpAndGetToken } from '../helpers/auth.helpers';
import { createTestApp, testPublicUrl, type TestApp } from '../helpers/test-app';

interface Received {
  from: string;
  to: string[];
  data: string;
}

/** A minimal SMTP server (no TLS, no auth) that records what nodemailer delivers. */
async function startSmtpSink(): Promise<{ url: string; received: Received[]; close(): Promise<void> }> {
  const received: Received[] = [];
  const server: Server = createServer((socket: Socket) => {
    let buffer = '';
    let inData = false;
    let current: Received = { from: '', to: [], data: '' };
    socket.write('220 sink ESMTP\r\n');
    socket.on('data', (chunk) => {
      buffer += chunk.toString('utf8');
      let index: number;
      while ((index = buffer.indexOf('\r\n')) >= 0) {
        const line = buffer.slice(0, index);
        buffer = buffer.slice(index + 2);
        if (inData) {
          if (line === '.') {
            inData = false;
            received.push(current);
            current = { from: '', to: [], data: '' };
            socket.write('250 queued\r\n');
          } else current.data += `${line.startsWith('..') ? line.slice(1) : line}\n`;
          continue;
        }
        const command = line.slice(0, 4).toUpperCase();
        if (command === 'EHLO' || command === 'HELO') socket.write('250 sink\r\n');
        else if (command === 'MAIL') (current.from = line), socket.write('250 ok\r\n');
        else if (command === 'RCPT') current.to.push(line), socket.write('250 ok\r\n');
        else if (command === 'DATA') (inData = true), socket.write('354 go ahead\r\n');
        else if (command === 'QUIT') socket.end('221 bye\r\n');
        else socket.write('250 ok\r\n');
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { url: `smtp://127.0.0.1:${port}`, received, close: () => new Promise((resolve) => server.close(() => resolve())) };
}

describe('password reset e-mail over SMTP (SMTP_URL set)', () => {
  let sink: Awaited<ReturnType<typeof startSmtpSink>>;
  let t: TestApp;
  before(async () => {
    sink = await startSmtpSink();
    t = await createTestApp({ SMTP_URL: sink.url, MAIL_FROM: 'Influence Hub <support@example.test>' });
    await signUpAndGetToken(t.app, { email: 'smtp-user@example.test', password: 'Sup3r!secret', name: 'Smtp User', persona: 'influencer' });
  });
  after(async () => {
    await t?.close();
    await sink?.close();
  });

  it('delivers the reset link from MAIL_FROM to the account address', async () => {
    const response = await postAuth(t.app, '/request-password-reset', { email: 'smtp-user@example.test' });
    assert.equal(response.statusCode, 200);
    // SMTP delivery runs after the response (its duration must not reveal whether the account exists).
    for (let waited = 0; sink.received.length === 0 && waited < 5_000; waited += 50) await new Promise((r) => setTimeout(r, 50));
    assert.equal(sink.received.length, 1);
    const [mail] = sink.received;
    assert.match(mail.from, /support@example\.test/);
    assert.match(mail.to.join(), /smtp-user@example\.test/);
    const body = mail.data.replace(/=\r?\n/g, '').replace(/=3D/g, '=');
    assert.ok(body.includes(`${testPublicUrl}/forgot-password?token=`), body);
  });
});
