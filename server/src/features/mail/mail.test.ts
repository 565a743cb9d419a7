import { existsSync, readFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { genericEmail, genericEmailSample } from '../../emails/generic.ts';
import { createTestApp, emailOf, type TestApp } from '../../test/harness.ts';

interface Received {
  from: string;
  to: string[];
  raw: string;
}

/** A real SMTP server on loopback that keeps what it receives. */
async function startSmtp(): Promise<{ port: number; received: Received[]; close: () => Promise<void> }> {
  const received: Received[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, session, done) {
      let raw = '';
      stream.on('data', (chunk: Buffer) => (raw += chunk.toString('utf8')));
      stream.on('end', () => {
        received.push({ from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '', to: session.envelope.rcptTo.map((r) => r.address), raw });
        done();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.server.address() as AddressInfo).port;
  return { port, received, close: () => new Promise((resolve) => server.close(() => resolve())) };
}

describe('the generic branded e-mail', () => {
  it('is 500 px wide with logo, title, body and Powered by', () => {
    const mail = genericEmail(genericEmailSample, { logoUrl: 'https://cdn.example.org/logo.png' });
    expect(mail.subject).toBe(genericEmailSample.title);
    expect(mail.html).toContain('width="500"');
    expect(mail.html).toContain('src="https://cdn.example.org/logo.png"');
    expect(mail.html).toContain('Your account is ready.');
    expect(mail.text).toContain('Powered by Pathcraft');
  });
});

describe('POST /v1/external/gmail/send', () => {
  let t: TestApp;
  let smtp: Awaited<ReturnType<typeof startSmtp>>;
  beforeAll(async () => {
    smtp = await startSmtp();
    t = await createTestApp({ SMTP_URL: `smtp://127.0.0.1:${smtp.port}?ignoreTLS=true` });
  });
  afterAll(async () => {
    t.close();
    await smtp.close();
  });

  it('stores the message in the outbox, writes the .eml and delivers it over SMTP', async () => {
    const sender = emailOf(t, 'demo-workforce', 'admin');
    const res = await t.call('POST', '/v1/external/gmail/send', sender, {
      to: 'visitor@example.org',
      bcc: 'records@example.org',
      subject: 'Your training plan',
      body: 'Plain text',
      htmlBody: '<p onclick="steal()">Hello <script>alert(1)</script><a href="javascript:x()">link</a></p>',
    });
    expect(res.status).toBe(200);
    expect(res.body.status).toBe('sent');
    const row = t.deps.db.$client.prepare('SELECT * FROM mailOutbox WHERE id = ?').get(res.body.id) as any;
    expect(row).toMatchObject({ to: 'visitor@example.org', subject: 'Your training plan', status: 'sent', transport: 'smtp' });
    expect(row.html).not.toMatch(/script|onclick|javascript:/);
    expect(existsSync(row.emlPath)).toBe(true);
    expect(readFileSync(row.emlPath, 'utf8')).toContain('Subject: Your training plan');
    expect(smtp.received).toHaveLength(1);
    expect(smtp.received[0]!.to.sort()).toEqual(['records@example.org', 'visitor@example.org']);
    expect(smtp.received[0]!.raw).toContain('Subject: Your training plan');
  });

  it.each([
    [null, { to: 'a@example.org', subject: 'x', body: 'y' }, 401],
    ['admin', { to: 'not-an-address', subject: 'x', body: 'y' }, 400],
    ['admin', { to: 'a@example.org', subject: '', body: 'y' }, 400],
    ['admin', { to: 'a@example.org', subject: 'x' }, 400],
  ])('refuses (%s) %j with %i', async (who, body, status) => {
    const res = await t.call('POST', '/v1/external/gmail/send', who ? emailOf(t, 'demo-workforce', 'admin') : null, body);
    expect(res.status).toBe(status);
  });

  it('records a failed delivery and answers 502 when the SMTP server is gone', async () => {
    const down = await createTestApp({ SMTP_URL: 'smtp://127.0.0.1:1?ignoreTLS=true' });
    try {
      const res = await down.call('POST', '/v1/external/gmail/send', emailOf(down, 'demo-workforce', 'admin'), { to: 'a@example.org', subject: 'x', body: 'y' });
      expect(res.status).toBe(502);
      const row = down.deps.db.$client.prepare("SELECT status FROM mailOutbox WHERE subject = 'x'").get() as { status: string };
      expect(row.status).toBe('failed');
    } finally {
      down.close();
    }
  });
});
