import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/app.js';
import { type SmtpSink, startSmtpSink } from '../../test/smtp-sink.js';
import { createSmtpMailer } from './smtp-mailer.js';
import { verificationEmail } from './templates/verification-email.js';

let smtp: SmtpSink;

beforeAll(async () => {
  smtp = await startSmtpSink();
});
afterAll(() => smtp.close());

describe('mail over SMTP', () => {
  it('delivers a rendered message to an SMTP server', async () => {
    const mailer = createSmtpMailer(smtp.url, 'Kurz <no-reply@kurz.test>');
    const url = 'https://app.kurz.test/api/auth/verify-email?token=t0k3n';
    await mailer.send(verificationEmail({ to: 'ada@example.com', name: 'Ada', url }));
    const [mail] = smtp.received;
    expect(mail?.from).toBe('no-reply@kurz.test');
    expect(mail?.to).toEqual(['ada@example.com']);
    expect(mail?.raw).toMatch(/Subject: Confirm your email for Kurz/);
    expect(mail?.raw).toContain('t0k3n');
    expect(mail?.raw).toMatch(/multipart\/alternative/);
  });
});

describe('the dev outbox route', () => {
  it('lists kept mail when no SMTP server is configured', async () => {
    const t = await createTestApp();
    const response = await t.app.inject('/api/dev/outbox');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ messages: [] });
    await t.close();
  });

  it.each([
    ['another machine', { remoteAddress: '203.0.113.5' }],
    [
      'a client forwarded by a proxy on this machine',
      { headers: { 'x-forwarded-for': '203.0.113.5' } },
    ],
    ['a client forwarded with Forwarded', { headers: { forwarded: 'for=203.0.113.5' } }],
  ])('answers 404 to %s', async (_label, request) => {
    const t = await createTestApp();
    const response = await t.app.inject({ url: '/api/dev/outbox', ...request });
    expect(response.statusCode).toBe(404);
    await t.close();
  });

  it.each([
    ['in production', { NODE_ENV: 'production' }],
    ['when mail goes out over SMTP', { SMTP_URL: 'smtp://127.0.0.1:1' }],
  ])('does not exist %s', async (_label, env) => {
    const t = await createTestApp(env);
    const response = await t.app.inject('/api/dev/outbox');
    expect(response.statusCode).toBe(404);
    await t.close();
  });
});
