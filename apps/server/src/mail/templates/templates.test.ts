import { describe, expect, it } from 'vitest';
import { accountDisabledEmail } from './account-disabled-email.js';
import { emailChangeEmail } from './email-change-email.js';
import { linkBrokenEmail } from './link-broken-email.js';
import { passwordResetEmail } from './password-reset-email.js';
import { planChangedEmail } from './plan-changed-email.js';
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
    [
      'plan set by an admin',
      planChangedEmail({ to: 'a@b.co', from: 'free', plan: 'pro', url }),
      'Your Kurz plan is now Pro',
    ],
    [
      'account disabled',
      accountDisabledEmail({ to: 'a@b.co', isDisabled: true, reason: null, url }),
      'Your Kurz account has been disabled',
    ],
    [
      'account enabled',
      accountDisabledEmail({ to: 'a@b.co', isDisabled: false, reason: null, url }),
      'Your Kurz account is enabled again',
    ],
  ])('%s carries its link in both the text and the HTML', (_label, message, subject) => {
    expect(message.subject).toBe(subject);
    expect(message.text).toContain(url);
    expect(message.html).toContain(url.replaceAll('&', '&amp;'));
  });

  it('names plans as people read them and says what the plan includes', () => {
    const message = planChangedEmail({ to: 'a@b.co', from: 'enterprise', plan: 'premium', url });
    expect(message.text).toContain('Your plan is now Premium');
    expect(message.text).toContain('from Enterprise to Premium');
    expect(message.text).toContain('1 custom domain, 500 URLs per month');
  });

  it("escapes an admin's takedown reason in the HTML", () => {
    const message = accountDisabledEmail({
      to: 'a@b.co',
      isDisabled: true,
      reason: '<b>spam</b>',
      url,
    });
    expect(message.text).toContain('Reason given: <b>spam</b>');
    expect(message.html).toContain('Reason given: &lt;b&gt;spam&lt;/b&gt;');
  });

  it('escapes what a user typed into the HTML', () => {
    const message = verificationEmail({ to: 'a@b.co', name: '<img src=x onerror=alert(1)>', url });
    expect(message.html).not.toContain('<img src=x');
    expect(message.html).toContain('&lt;img src=x onerror=alert(1)&gt;');
  });
});
