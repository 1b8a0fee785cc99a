import { describe, expect, it } from 'vitest';
import { clickLink, cutClick, type RawClick } from './raw-click.js';

const UUID = '0b6f1c2e-9a4d-4f3b-8c7e-5d2a1f0e9b8c';

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

describe('clickLink', () => {
  it("holds a lowercase UUID's 16 bytes as four signed 32-bit words", () => {
    expect(clickLink(UUID)).toEqual({
      id: UUID,
      uuid: true,
      id0: 0x0b6f1c2e,
      id1: 0x9a4d4f3b | 0,
      id2: 0x8c7e5d2a | 0,
      id3: 0x1f0e9b8c,
    });
  });

  it.each([
    ['an uppercase UUID (it must come back as it was)', UUID.toUpperCase()],
    ['a UUID without dashes', UUID.replaceAll('-', '')],
    ['a UUID with one character more', `${UUID}0`],
    ['another id', 'abc123'],
  ])('leaves %s as text', (_label, id) => {
    expect(clickLink(id)).toMatchObject({ id, uuid: false });
  });
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
