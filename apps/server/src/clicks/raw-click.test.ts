import { describe, expect, it } from 'vitest';
import { cutClick, type RawClick } from './raw-click.js';

/** A click as the redirect path records it. */
const click = (overrides: Partial<RawClick> = {}): RawClick => ({
  linkId: 'abc123',
  at: 1_795_000_000_123,
  ip: '2001:db8::1',
  userAgent: 'Mozilla/5.0 (X11; Linux) Firefox/128.0',
  referer: 'https://news.example/ä?q=1',
  isQr: false,
  ...overrides,
});

describe('cutClick', () => {
  it('cuts very long user agents and referrers', () => {
    const cut = cutClick(
      click({ userAgent: 'a'.repeat(10_000), referer: `https://x.example/${'b'.repeat(70_000)}` }),
    );
    expect(cut.userAgent).toHaveLength(2048);
    expect(cut.referer).toHaveLength(2048);
  });

  it('leaves a click of usual size as it is', () => {
    const given = click({ userAgent: undefined });
    expect(cutClick(given)).toBe(given);
  });
});
