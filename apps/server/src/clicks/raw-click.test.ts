import { describe, expect, it } from 'vitest';
import {
  ClickBatch,
  clickLink,
  decodeClicks,
  type RawClick,
  type RecordedClick,
} from './raw-click.js';

const UUID = '0b6f1c2e-9a4d-4f3b-8c7e-5d2a1f0e9b8c';

/** A click as the writer thread should get it back… */
const click = (overrides: Partial<RawClick> = {}): RawClick => ({
  linkId: 'abc123',
  at: 1_795_000_000_123,
  ip: '2001:db8::1',
  userAgent: 'Mozilla/5.0 (X11; Linux) Firefox/128.0',
  referer: 'https://news.example/ä?q=1',
  isQr: false,
  ...overrides,
});

/** …and as the redirect path records it. */
const recorded = ({ linkId, ...rest }: RawClick): RecordedClick => ({
  ...rest,
  link: clickLink(linkId),
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

describe('ClickBatch', () => {
  it('decodes to the clicks it was given, in order, across growth and takes', () => {
    const given = [
      click(),
      click({ userAgent: undefined, referer: undefined, isQr: true }),
      click({ userAgent: '', referer: '' }),
      click({ linkId: 'ünïcode-ok', ip: '' }),
      click({ linkId: UUID }),
      click({ linkId: UUID.toUpperCase(), userAgent: undefined }),
      click({ linkId: 'ffffffff-0000-8000-ffff-000000000001', referer: '' }),
      click({ linkId: '' }),
    ];
    const batch = new ClickBatch();
    for (let i = 0; i < 250; i++)
      for (const c of given) batch.add(recorded({ ...c, at: c.at + i }));
    expect(batch.count).toBe(2000);
    const first = batch.take();
    expect(batch.count).toBe(0);
    // The batch's buffer is written again: what was taken must not change with it.
    batch.add(recorded(click({ linkId: 'last' })));
    const second = batch.take();
    expect([first.count, second.count]).toEqual([2000, 1]);
    const decoded = decodeClicks(Buffer.concat([first.bytes, second.bytes]));
    expect(decoded).toHaveLength(2001);
    expect(decoded.slice(0, 8)).toEqual(given);
    expect(decoded[1999]).toEqual({ ...given[7], at: (given[7] as RawClick).at + 249 });
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
    batch.add(recorded(given));
    // A lone surrogate cannot be UTF-8: it becomes U+FFFD, one unit, so nothing shifts.
    batch.add(recorded(click({ userAgent: 'x\uD800y', referer: 'after' })));
    const [first, second] = decodeClicks(batch.take().bytes);
    expect(first).toEqual(given);
    expect(second?.userAgent).toBe('x\uFFFDy');
    expect(second?.referer).toBe('after');
  });

  it('cuts very long user agents and referrers', () => {
    const batch = new ClickBatch();
    batch.add(
      recorded(
        click({
          userAgent: 'a'.repeat(10_000),
          referer: `https://x.example/${'b'.repeat(70_000)}`,
        }),
      ),
    );
    const [decoded] = decodeClicks(batch.take().bytes);
    expect(decoded?.userAgent).toHaveLength(2048);
    expect(decoded?.referer).toHaveLength(2048);
  });
});
