// Verification codes e-mailed through SMTP, tested against a real SMTP server on loopback.

import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { silentLogger } from '../../../server/config/logger';
import { SmtpMailer } from '../../../server/mail/smtpMailer';
import { describeOnEachDatabase } from '../helpers/describeOnEachDatabase';
import { createFakeSite } from '../helpers/fakeSite';
import {
  freePort,
  launch,
  postJson,
  STARTUP_TIMEOUT_MS,
  startServerProcess,
  stopServerProcess,
} from '../helpers/serverProcess';
import { createTestServer } from '../helpers/testServer';

interface Received {
  from: string;
  to: string[];
  raw: string;
}

/** An SMTP server on loopback that keeps what it receives, or refuses every recipient. */
async function startSmtp(refuse = false) {
  const received: Received[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onRcptTo(_address, _session, callback) {
      if (refuse) {
        const error = Object.assign(new Error('Mailbox unavailable'), { responseCode: 550 });
        callback(error);
      } else callback();
    },
    onData(stream, session, callback) {
      let raw = '';
      stream.on('data', (chunk: Buffer) => {
        raw += chunk.toString('utf8');
      });
      stream.on('end', () => {
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
          raw,
        });
        callback();
      });
    },
  });
  const port = await freePort();
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The decoded plain-text and HTML parts of a raw message (quoted-printable soft breaks undone). */
function decoded(raw: string): string {
  return raw
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
}

let smtp: Awaited<ReturnType<typeof startSmtp>>;
let refusing: Awaited<ReturnType<typeof startSmtp>>;
beforeAll(async () => {
  smtp = await startSmtp();
  refusing = await startSmtp(true);
});
afterAll(async () => {
  await smtp?.close();
  await refusing?.close();
});

describeOnEachDatabase('verification codes by e-mail', (ctx) => {
  const send = (server: ReturnType<typeof createTestServer>, email: string) =>
    server.call('POST', '/api/user/send-verify-code', { json: { email, mode: 'aden-homepage' } });

  it('e-mails the code from MAIL_FROM as text and HTML, with its lifetime and the site name', async () => {
    const from = 'Aden <hello@aden.example>';
    const server = createTestServer(ctx.db, { mailer: new SmtpMailer(smtp.url, from, silentLogger) });
    const before = smtp.received.length;
    const response = await send(server, 'ada@example.com');
    expect(response.status).toBe(200);
    const message = smtp.received[before] as Received;
    expect(message.from).toBe('hello@aden.example');
    expect(message.to).toEqual(['ada@example.com']);
    const body = decoded(message.raw);
    expect(body).toContain('Subject: Your Aden verification code');
    expect(body).toContain('Content-Type: text/plain');
    expect(body).toContain('Content-Type: text/html');
    const code = /verification code is (\d{6})\./.exec(body)?.[1] as string;
    expect(code).toMatch(/^\d{6}$/);
    expect(body).toContain('It is valid for 10 minutes.');
    expect(body).toMatch(new RegExp(`letter-spacing:4px">${code}</p>`));
    // The code that arrived is the one the server accepts; nothing went to the development outbox.
    const checked = await server.call('POST', '/api/user/check-verify-code', {
      json: { email: 'ada@example.com', vuid: code },
    });
    expect(checked.status).toBe(200);
    expect(server.outbox.size).toBe(0);
  });

  it('answers 503 when the mail server refuses, and does not start the 60-second wait', async () => {
    const failing = createTestServer(ctx.db, {
      mailer: new SmtpMailer(refusing.url, 'Aden <hello@aden.example>', silentLogger),
    });
    const refused = await send(failing, 'ada@example.com');
    expect(refused.status).toBe(503);
    expect(refused.body.message).toBe(
      'The verification code could not be e-mailed right now; please try again shortly',
    );
    const { rows } = await ctx.db.query('SELECT email FROM verification_codes');
    expect(rows).toHaveLength(0);
    // At once, well inside the RESEND_COUNTDOWN_S wait a sent code starts, a working mail server takes the retry.
    const working = createTestServer(ctx.db, {
      mailer: new SmtpMailer(smtp.url, 'Aden <a@aden.example>', silentLogger),
    });
    expect((await send(working, 'ada@example.com')).status).toBe(200);
  });
});

it(
  'production without SMTP_URL refuses to start, naming the variable',
  async () => {
    const site = await createFakeSite();
    try {
      const server = launch({
        NODE_ENV: 'production',
        SITE_DIR: site.siteDir,
        PORT: String(await freePort()),
      });
      expect(await server.exited).toBe(1);
      expect(server.output()).toContain('SMTP_URL must be set in production');
    } finally {
      await site.remove();
    }
  },
  STARTUP_TIMEOUT_MS,
);

it(
  'production logs no e-mail address (masked) and no code',
  async () => {
    const site = await createFakeSite();
    const dataDir = await mkdtemp(path.join(tmpdir(), 'aden-mail-'));
    try {
      const server = await startServerProcess({
        NODE_ENV: 'production',
        SMTP_URL: smtp.url,
        SITE_URL: 'https://aden.example',
        SITE_DIR: site.siteDir,
        DATA_DIR: dataDir,
      });
      const before = smtp.received.length;
      const email = 'ada.lovelace@example.com';
      const sent = await postJson(`${server.url}/api/user/send-verify-code`, {
        email,
        mode: 'aden-homepage',
      });
      expect(sent.status).toBe(200);
      await stopServerProcess(server);
      const code = /verification code is (\d{6})\./.exec(
        decoded((smtp.received[before] as Received).raw),
      )?.[1];
      expect(code).toMatch(/^\d{6}$/);
      const output = server.output();
      expect(output).toContain('[mail] verification code e-mailed to a***@example.com');
      expect(output).not.toContain(email);
      expect(output).not.toContain(code);
    } finally {
      await rm(dataDir, { recursive: true, force: true });
      await site.remove();
    }
  },
  STARTUP_TIMEOUT_MS,
);
