import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { escapeHtml } from '../../src/mail/templates/layout.js';
import { createTestApp, type TestApp } from '../app.js';
import { AttackTally } from '../attack-tally.js';
import { APP_ORIGIN, type AuthClient, randomIp, signedInClient } from '../auth-client.js';

/**
 * Stored XSS, server side: every text a user sets comes back escaped in mail HTML and the
 * server's own pages, as JSON (never HTML) from the API, and a destination or code that
 * would run script is refused when stored. The web's side (rendered as text, never markup)
 * is apps/web/src/security/hostile-text.test.tsx.
 */

const PAYLOADS = [
  '<img src=x onerror=alert(1)>',
  '<script>alert(1)</script>',
  '"><svg onload=alert(1)>',
  "' autofocus onfocus='alert(1)",
];
/** What must never appear in HTML built from the payloads: their tags or a quote break-out. */
const RAW_MARKUP = /<(img|script|svg)\b|' autofocus/i;

interface Mail {
  to: string;
  subject: string;
  html: string;
}

let t: TestApp;
let ada: AuthClient;
const tally = new AttackTally();

beforeAll(async () => {
  t = await createTestApp({ SUPPORT_EMAIL: 'support@kurz.test', ADMIN_EMAILS: 'ada@example.com' });
  ada = await signedInClient(t.app, 'ada@example.com');
});
afterAll(async () => {
  tally.report(t.db.engine);
  await t.close();
});

async function outbox(): Promise<Mail[]> {
  return (await t.app.inject({ url: '/api/dev/outbox' })).json().messages;
}
const post = (url: string, payload: object) =>
  t.app.inject({
    method: 'POST',
    url,
    remoteAddress: randomIp(),
    headers: { host: 'app.kurz.test', origin: APP_ORIGIN },
    payload,
  });

let serial = 0;
describe.each(PAYLOADS)('the text %s', (payload) => {
  it('as a name at sign-up is escaped in the verification mail', async () => {
    tally.tried();
    const email = `xss-${++serial}@example.com`;
    const response = await post('/api/auth/sign-up/email', {
      email,
      password: 'Str0ng!pass',
      name: payload,
    });
    expect(response.statusCode).toBe(200);
    const mail = (await outbox()).find((message) => message.to === email);
    expect(mail?.html).toContain(`Welcome to Kurz, ${escapeHtml(payload)}`);
    expect(mail?.html).not.toMatch(RAW_MARKUP);
    tally.refused();
  });

  it('in every contact form field is escaped in the mail to support', async () => {
    tally.tried();
    const subject = `Hello ${++serial}`;
    const response = await post('/api/contact', {
      name: payload,
      email: 'visitor@example.com',
      subject: `${subject} ${payload}`,
      message: `Body ${payload}`,
    });
    expect(response.statusCode).toBe(200);
    const mail = (await outbox()).find((message) => message.subject.includes(subject));
    expect(mail?.to).toBe('support@kurz.test');
    expect(mail?.html).toContain(`Body ${escapeHtml(payload)}`);
    expect(mail?.html).not.toMatch(RAW_MARKUP);
    tally.refused();
  });

  it('in every enterprise inquiry field is escaped in the mail to sales', async () => {
    tally.tried();
    const company = `Acme ${++serial}`;
    const response = await post('/api/enterprise-inquiry', {
      firstName: payload,
      lastName: payload,
      companyName: `${company} ${payload}`,
      businessEmail: 'lead@acme.example',
      phoneNumber: '+1 555 010 2030',
      jobTitle: 'cto',
      companySize: '201-1000',
      primaryUseCase: 'api-integration',
      country: payload,
      additionalInfo: payload,
    });
    expect(response.statusCode).toBe(200);
    const mail = (await outbox()).find((message) => message.subject.includes(company));
    expect(mail?.html).toContain(escapeHtml(payload));
    expect(mail?.html).not.toMatch(RAW_MARKUP);
    tally.refused();
  });

  it('comes back from the API as JSON with nosniff, in the profile and the admin inbox', async () => {
    tally.tried();
    const saved = await ada.send('PATCH', '/api/profile', { full_name: payload });
    expect(saved.statusCode).toBe(200);
    const sent = await post('/api/contact', {
      name: payload,
      email: 'visitor@example.com',
      subject: 'For the inbox',
      message: payload,
    });
    expect(sent.statusCode).toBe(200);
    for (const url of ['/api/profile', '/api/admin/inbox/contact-messages']) {
      const response = await ada.get(url);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toMatch(/^application\/json/);
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.body).toContain(JSON.stringify(payload).slice(1, -1));
    }
    tally.refused();
  });

  it("in a short link's path is not echoed by the Link Not Found page", async () => {
    tally.tried();
    const response = await t.app.inject({
      url: `/${encodeURIComponent(payload)}`,
      headers: { host: 'kurz.link' },
    });
    expect(response.statusCode).toBeLessThan(500);
    expect(response.body).not.toMatch(RAW_MARKUP);
    tally.refused();
  });
});

describe('links that would run script are refused when stored', () => {
  const DESTINATIONS = [
    'javascript:alert(1)',
    'JavaScript:alert(document.cookie)',
    ' javascript:alert(1)',
    'java\tscript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'vbscript:msgbox(1)',
    'https://example.com/"><script>alert(1)</script>',
  ];

  it.each(DESTINATIONS)('destination %s', async (destination) => {
    tally.tried();
    const response = await ada.post('/api/shorten', { full_url: destination });
    if (response.statusCode === 200) {
      // Stored only as a well-formed http(s) URL, with the markup percent-encoded.
      const link = (await ada.get(`/api/links/${response.json().id}`)).json();
      expect(link.full_url).toMatch(/^https:\/\//);
      expect(link.full_url).not.toMatch(RAW_MARKUP);
    } else {
      expect(response.statusCode).toBe(400);
    }
    tally.refused();
  });

  it.each(PAYLOADS)('custom code %s', async (code) => {
    tally.tried();
    const response = await ada.post('/api/shorten', {
      full_url: 'https://example.com/',
      short_url: code,
    });
    expect(response.statusCode).toBe(400);
    tally.refused();
  });

  it.each(DESTINATIONS.slice(0, 6))('an edit to destination %s', async (destination) => {
    tally.tried();
    const created = await ada.post('/api/shorten', { full_url: 'https://example.com/edit' });
    const response = await ada.send('PATCH', `/api/links/${created.json().id}`, {
      full_url: destination,
    });
    expect(response.statusCode).toBe(400);
    tally.refused();
  });
});
