import { describe, expect, it } from 'vitest';
import { ClickBatch, decodeClicks, type RawClick } from './raw-click.js';

const click = (overrides: Partial<RawClick> = {}): RawClick => ({
  linkId: 'abc123',
  at: 1_795_000_000_123,
  ip: '2001:db8::1',
  userAgent: 'Mozilla/5.0 (X11; Linux) Firefox/128.0',
  referer: 'https://news.example/ä?q=1',
  isQr: false,
  ...overrides,
});

describe('ClickBatch', () => {
  it('decodes to the clicks it was given, in order, across growth and takes', () => {
    const given = [
      click(),
      click({ userAgent: undefined, referer: undefined, isQr: true }),
      click({ userAgent: '', referer: '' }),
      click({ linkId: 'ünïcode-ok', ip: '' }),
    ];
    const batch = new ClickBatch();
    for (let i = 0; i < 500; i++) for (const c of given) batch.add({ ...c, at: c.at + i });
    expect(batch.count).toBe(2000);
    const first = batch.take();
    expect(batch.count).toBe(0);
    // The batch's buffer is written again: what was taken must not change with it.
    batch.add(click({ linkId: 'last' }));
    const second = batch.take();
    expect([first.count, second.count]).toEqual([2000, 1]);
    const decoded = decodeClicks(Buffer.concat([first.bytes, second.bytes]));
    expect(decoded).toHaveLength(2001);
    expect(decoded.slice(0, 4)).toEqual(given);
    expect(decoded[1999]).toEqual({ ...given[3], at: (given[3] as RawClick).at + 499 });
    expect(decoded[2000]?.linkId).toBe('last');
  });

  it('keeps each text whole beside characters of two, three and four UTF-8 bytes', () => {
    const batch = new ClickBatch();
    const given = click({
      linkId: 'ab',
      ip: '::1',
      userAgent: 'Bot/1 (日本語; 😀)',
      referer: 'https://ex.example/ä/😀?q=€',
    });
    batch.add(given);
    // A lone surrogate cannot be UTF-8: it becomes U+FFFD, one unit, so nothing shifts.
    batch.add(click({ userAgent: 'x\uD800y', referer: 'after' }));
    const [first, second] = decodeClicks(batch.take().bytes);
    expect(first).toEqual(given);
    expect(second?.userAgent).toBe('x\uFFFDy');
    expect(second?.referer).toBe('after');
  });

  it('cuts very long user agents and referrers', () => {
    const batch = new ClickBatch();
    batch.add(
      click({ userAgent: 'a'.repeat(10_000), referer: `https://x.example/${'b'.repeat(70_000)}` }),
    );
    const [decoded] = decodeClicks(batch.take().bytes);
    expect(decoded?.userAgent).toHaveLength(2048);
    expect(decoded?.referer).toHaveLength(2048);
  });
});
