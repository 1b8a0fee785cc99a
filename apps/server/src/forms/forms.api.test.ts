import { FORM_TEXTS } from '@kurz/shared';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.js';
import { APP_ORIGIN, randomIp, signedInClient } from '../../test/auth-client.js';
import { type SmtpSink, startSmtpSink } from '../../test/smtp-sink.js';

const CONTACT = {
  name: 'Ada Lovelace',
  email: 'ada@example.com',
  subject: 'Custom domains',
  message: 'Can I use two domains on Premium?',
};

const INQUIRY = {
  firstName: 'Grace',
  lastName: 'Hopper',
  companyName: 'Navy Labs',
  businessEmail: 'grace@navylabs.example',
  phoneNumber: '+1 (555) 010-2030',
  jobTitle: 'cto',
  companySize: '201-1000',
  primaryUseCase: 'api-integration',
  country: 'United States',
  additionalInfo: 'We shorten a million links a month.',
};

interface Outbox {
  messages: { to: string; subject: string; text: string; replyTo?: string }[];
}

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp({ ADMIN_EMAILS: 'boss@kurz.test', SUPPORT_EMAIL: 'help@kurz.test' });
});
afterEach(async () => t.close());

const post = (url: string, payload: object, ip = randomIp()) =>
  t.app.inject({
    method: 'POST',
    url,
    payload,
    remoteAddress: ip,
    headers: { host: 'app.kurz.test', origin: APP_ORIGIN },
  });

const outbox = async () =>
  (
    (
      await t.app.inject({ url: '/api/dev/outbox', headers: { host: 'app.kurz.test' } })
    ).json() as Outbox
  ).messages;

describe('POST /api/contact', () => {
  it('stores the message, mails it to SUPPORT_EMAIL and answers with the spec text', async () => {
    const response = await post('/api/contact', CONTACT);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ success: true, message: FORM_TEXTS.contactSuccess });
    expect(FORM_TEXTS.contactSuccess).toBe(
      "Thank you for your message! I'll get back to you soon.",
    );

    const row = await t.db.kysely.selectFrom('contact_messages').selectAll().executeTakeFirst();
    expect(row).toMatchObject({ ...CONTACT, handled_at: null, id: response.json().id });

    const [mail] = await outbox();
    expect(mail?.to).toBe('help@kurz.test');
    expect(mail?.subject).toBe('Contact: Custom domains');
    expect(mail?.replyTo).toBe('ada@example.com');
    expect(mail?.text).toContain('Can I use two domains on Premium?');
    expect(mail?.text).toContain('https://app.kurz.test/admin/inbox');
  });

  it.each([
    ['a missing name', { ...CONTACT, name: undefined }, 'name: Name is required'],
    ['a blank subject', { ...CONTACT, subject: '   ' }, 'subject: Subject is required'],
    ['a malformed email', { ...CONTACT, email: 'ada@' }, 'Email must be a valid email address'],
    ['a subject with a line break', { ...CONTACT, subject: 'Hi\r\nBcc: x@y.z' }, 'single line'],
    ['a huge message', { ...CONTACT, message: 'x'.repeat(5001) }, 'at most 5000 characters'],
  ])('refuses %s with a 400 naming the field', async (_label, body, text) => {
    const response = await post('/api/contact', body);
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe('invalid_input');
    expect(response.json().error).toContain(text);
    expect(await t.db.kysely.selectFrom('contact_messages').selectAll().execute()).toEqual([]);
  });

  it('refuses a body that is not JSON with a 400, not a 500', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/contact',
      payload: '{"name":',
      headers: { host: 'app.kurz.test', 'content-type': 'application/json' },
    });
    expect(response.statusCode).toBe(400);
  });

  it('answers the sixth message from one address within ten minutes with 429 and Retry-After', async () => {
    const ip = '198.51.100.23';
    for (let i = 0; i < 5; i++)
      expect((await post('/api/contact', CONTACT, ip)).statusCode).toBe(200);
    const refused = await post('/api/contact', CONTACT, ip);
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect((await post('/api/contact', CONTACT, '198.51.100.24')).statusCode).toBe(200);
  });
});

describe('POST /api/enterprise-inquiry', () => {
  it('stores the lead, mails it and says the team will be in touch within 24 hours', async () => {
    const response = await post('/api/enterprise-inquiry', INQUIRY);
    expect(response.statusCode).toBe(200);
    expect(response.json().message).toContain('within 24 hours');

    const row = await t.db.kysely.selectFrom('enterprise_inquiries').selectAll().executeTakeFirst();
    expect(row).toMatchObject({
      first_name: 'Grace',
      company_size: '201-1000',
      additional_info: 'We shorten a million links a month.',
      handled_at: null,
    });
    const [mail] = await outbox();
    expect(mail).toMatchObject({
      to: 'help@kurz.test',
      subject: 'Enterprise inquiry: Navy Labs',
      replyTo: 'grace@navylabs.example',
    });
    expect(mail?.text).toContain('Company size: 201-1000 employees');
  });

  it('stores a missing additionalInfo as none: it is the one optional field', async () => {
    const { additionalInfo: _, ...rest } = INQUIRY;
    expect((await post('/api/enterprise-inquiry', rest)).statusCode).toBe(200);
    const row = await t.db.kysely.selectFrom('enterprise_inquiries').selectAll().executeTakeFirst();
    expect(row?.additional_info).toBeNull();
  });

  it.each([
    ['an unknown company size', { companySize: '5' }, 'companySize: Please choose a company size'],
    ['an unknown job title', { jobTitle: 'king' }, 'jobTitle: Please choose a job title'],
    [
      'an unknown use case',
      { primaryUseCase: 'x' },
      'primaryUseCase: Please choose a primary use case',
    ],
    [
      'a phone number of words',
      { phoneNumber: 'call me' },
      'phoneNumber: Phone number must be a valid',
    ],
    ['a blank country', { country: '' }, 'country: Country is required'],
    [
      'a missing business email',
      { businessEmail: undefined },
      'businessEmail: Business email is required',
    ],
  ])('refuses %s with a 400 naming the field', async (_label, change, text) => {
    const response = await post('/api/enterprise-inquiry', { ...INQUIRY, ...change });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toContain(text);
  });

  it('limits inquiries per address with 429 and Retry-After', async () => {
    const ip = '198.51.100.77';
    for (let i = 0; i < 5; i++) await post('/api/enterprise-inquiry', INQUIRY, ip);
    const refused = await post('/api/enterprise-inquiry', INQUIRY, ip);
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBeDefined();
  });
});

describe('the admin inbox', () => {
  it('answers 401 signed out and 403 for a signed-in non-admin', async () => {
    const anonymous = await t.app.inject({
      url: '/api/admin/inbox/contact-messages',
      headers: { host: 'app.kurz.test' },
    });
    expect(anonymous.statusCode).toBe(401);
    const user = await signedInClient(t.app, 'user@kurz.test');
    const forbidden = await user.get('/api/admin/inbox/enterprise-inquiries');
    expect(forbidden.statusCode).toBe(403);
    expect(forbidden.json().error).toBe("You don't have permission to access this admin page.");
    const toggle = await t.app.inject({
      method: 'PATCH',
      url: '/api/admin/inbox/contact-messages/x',
      payload: { handled: true },
      headers: { host: 'app.kurz.test', origin: APP_ORIGIN, cookie: user.cookieHeader },
    });
    expect(toggle.statusCode).toBe(403);
  });

  it('lists both kinds newest first, a page at a time, with the total', async () => {
    for (const subject of ['first', 'second', 'third']) {
      await post('/api/contact', { ...CONTACT, subject });
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
    await post('/api/enterprise-inquiry', INQUIRY);
    const admin = await signedInClient(t.app, 'boss@kurz.test');

    const page1 = (await admin.get('/api/admin/inbox/contact-messages?limit=2')).json();
    expect(page1).toMatchObject({ page: 1, limit: 2, total: 3 });
    expect(page1.items.map((item: { subject: string }) => item.subject)).toEqual([
      'third',
      'second',
    ]);
    const page2 = (await admin.get('/api/admin/inbox/contact-messages?limit=2&page=2')).json();
    expect(page2.items.map((item: { subject: string }) => item.subject)).toEqual(['first']);

    const inquiries = (await admin.get('/api/admin/inbox/enterprise-inquiries')).json();
    expect(inquiries.total).toBe(1);
    expect(inquiries.items[0]).toMatchObject({ companyName: 'Navy Labs', handledAt: null });
  });

  it('refuses a bad page, limit or inbox name with a 400 or 404', async () => {
    const admin = await signedInClient(t.app, 'boss@kurz.test');
    expect((await admin.get('/api/admin/inbox/contact-messages?page=0')).statusCode).toBe(400);
    expect((await admin.get('/api/admin/inbox/contact-messages?limit=500')).statusCode).toBe(400);
    expect((await admin.get('/api/admin/inbox/spam')).statusCode).toBe(400);
  });

  it('toggles the handled flag both ways, and answers 404 for an unknown entry', async () => {
    const { id } = (await post('/api/enterprise-inquiry', INQUIRY)).json();
    const admin = await signedInClient(t.app, 'boss@kurz.test');
    const patch = (url: string, handled: unknown) =>
      t.app.inject({
        method: 'PATCH',
        url,
        payload: { handled },
        headers: { host: 'app.kurz.test', origin: APP_ORIGIN, cookie: admin.cookieHeader },
      });

    const handled = await patch(`/api/admin/inbox/enterprise-inquiries/${id}`, true);
    expect(handled.statusCode).toBe(200);
    expect(handled.json().handledAt).toEqual(expect.any(String));
    const reopened = await patch(`/api/admin/inbox/enterprise-inquiries/${id}`, false);
    expect(reopened.json().handledAt).toBeNull();

    expect((await patch('/api/admin/inbox/enterprise-inquiries/nope', true)).statusCode).toBe(404);
    // The id belongs to the other inbox: not found there.
    expect((await patch(`/api/admin/inbox/contact-messages/${id}`, true)).statusCode).toBe(404);
    expect((await patch(`/api/admin/inbox/enterprise-inquiries/${id}`, 'yes')).statusCode).toBe(
      400,
    );
  });
});

describe('with SMTP configured', () => {
  let smtp: SmtpSink;
  let own: TestApp;
  beforeAll(async () => {
    smtp = await startSmtpSink();
    own = await createTestApp({ SMTP_URL: smtp.url, SUPPORT_EMAIL: 'sales@kurz.test' });
  });
  afterAll(async () => {
    await own.close();
    await smtp.close();
  });

  it('delivers the inquiry to SUPPORT_EMAIL over SMTP with the lead as Reply-To', async () => {
    const response = await own.app.inject({
      method: 'POST',
      url: '/api/enterprise-inquiry',
      payload: INQUIRY,
      headers: { host: 'app.kurz.test' },
    });
    expect(response.statusCode).toBe(200);
    const mail = smtp.received.at(-1);
    expect(mail?.to).toEqual(['sales@kurz.test']);
    expect(mail?.raw).toMatch(/Reply-To: grace@navylabs\.example/i);
    expect(mail?.raw).toContain('Enterprise inquiry: Navy Labs');
  });

  it('still stores and confirms the message when the mail server is down', async () => {
    const down = await createTestApp({ SMTP_URL: 'smtp://127.0.0.1:1' });
    try {
      const response = await down.app.inject({
        method: 'POST',
        url: '/api/contact',
        payload: CONTACT,
        headers: { host: 'app.kurz.test' },
      });
      expect(response.statusCode).toBe(200);
      const rows = await down.db.kysely.selectFrom('contact_messages').selectAll().execute();
      expect(rows).toHaveLength(1);
    } finally {
      await down.close();
    }
  });
});
