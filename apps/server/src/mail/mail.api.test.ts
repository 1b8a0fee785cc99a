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
    ['a client forwarded with X-Real-IP', { headers: { 'x-real-ip': '203.0.113.9' } }],
    ['a request through a proxy that says Via', { headers: { via: '1.1 proxy' } }],
    ['a request with X-Forwarded-Host', { headers: { 'x-forwarded-host': 'kurz.example' } }],
    ['a request with X-Forwarded-Proto', { headers: { 'x-forwarded-proto': 'https' } }],
    ['a client forwarded with X-Client-IP', { headers: { 'x-client-ip': '203.0.113.9' } }],
    ['a client forwarded with True-Client-IP', { headers: { 'true-client-ip': '203.0.113.9' } }],
    ['a client forwarded by Cloudflare', { headers: { 'cf-connecting-ip': '203.0.113.9' } }],
  ])('answers 404 to %s', async (_label, request) => {
    const t = await createTestApp();
    const response = await t.app.inject({ url: '/api/dev/outbox', ...request });
    expect(response.statusCode).toBe(404);
    await t.close();
  });

  it.each([
    ['all addresses (HOST=0.0.0.0)', '0.0.0.0'],
    ['all IPv6 addresses (HOST=::)', '::'],
    ['a LAN address', '192.168.1.20'],
  ])('answers 404 even to this machine when the server listens on %s', async (_label, host) => {
    const t = await createTestApp({ HOST: host });
    const response = await t.app.inject('/api/dev/outbox');
    expect(response.statusCode).toBe(404);
    await t.close();
  });

  it.each([
    ['127.0.0.1', '127.0.0.1'],
    ['localhost', 'localhost'],
    ['::1', '::1'],
  ])('answers this machine when the server listens on %s only', async (_label, host) => {
    const t = await createTestApp({ HOST: host });
    expect((await t.app.inject('/api/dev/outbox')).statusCode).toBe(200);
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
