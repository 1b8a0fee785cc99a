import { describe, expect, it } from 'vitest';
import { emailChangeEmail } from './email-change-email.js';
import { linkBrokenEmail } from './link-broken-email.js';
import { passwordResetEmail } from './password-reset-email.js';
import { verificationEmail } from './verification-email.js';

const url = 'https://app.kurz.test/api/auth/verify-email?token=abc&callbackURL=%2F';

describe('email templates', () => {
  it.each([
    [
      'verification',
      verificationEmail({ to: 'a@b.co', name: 'Ada', url }),
      'Confirm your email for Kurz',
    ],
    [
      'password reset',
      passwordResetEmail({ to: 'a@b.co', url, expiresInMinutes: 60 }),
      'Reset your Kurz password',
    ],
    [
      'email change',
      emailChangeEmail({ to: 'new@b.co', currentEmail: 'a@b.co', url }),
      'Confirm your new email for Kurz',
    ],
    [
      'broken link',
      linkBrokenEmail({
        to: 'a@b.co',
        shortLink: 'https://kurz.link/sale',
        destination: 'https://shop.example/sale',
        detail: 'TLS certificate error',
        url,
      }),
      'Broken link: https://kurz.link/sale (TLS certificate error)',
    ],
  ])('%s carries its link in both the text and the HTML', (_label, message, subject) => {
    expect(message.subject).toBe(subject);
    expect(message.text).toContain(url);
    expect(message.html).toContain(url.replaceAll('&', '&amp;'));
  });

  it('escapes what a user typed into the HTML', () => {
    const message = verificationEmail({ to: 'a@b.co', name: '<img src=x onerror=alert(1)>', url });
    expect(message.html).not.toContain('<img src=x');
    expect(message.html).toContain('&lt;img src=x onerror=alert(1)&gt;');
  });
});
