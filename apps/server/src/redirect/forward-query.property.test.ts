import { validateHeaderValue } from 'node:http';
import { itHolds } from '@kurz/shared/testing';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { withVisitorQuery } from './forward-query.js';

const ASCII = ['a', 'b', 'id', '=', '+', '%20', '%zz', ' ', '"', '<', '#', '/', '?'];
/** Node reads a request target's bytes one character each: UTF-8 arrives as `Ã©`. */
const LATIN1 = ['é', 'ÿ', 'Ã©'];
/** A request target's query, with the characters a request may carry raw, as Node reads them. */
const targetOf = (characters: string[]) =>
  fc
    .array(
      fc
        .array(fc.constantFrom(...characters), { minLength: 1, maxLength: 6 })
        .map((parts) => parts.join('')),
      { maxLength: 5 },
    )
    .map((segments) => (segments.length ? `/code?${segments.join('&')}` : '/code'));
const requestTarget = targetOf([...ASCII, ...LATIN1]);
/** Parameters as a browser sends them, each name and value percent-encoded. */
const sentPairs = fc.array(fc.tuple(fc.string({ minLength: 1, maxLength: 8 }), fc.string()), {
  minLength: 1,
  maxLength: 5,
});
const destination = fc.webUrl({ withQueryParameters: true, withFragments: true });
const precedence = fc.constantFrom('destination' as const, 'visitor' as const);

describe('withVisitorQuery', () => {
  itHolds(
    'leaves the destination as it is when the visitor sent no query',
    fc.property(destination, precedence, (url, side) => {
      expect(withVisitorQuery(url, '/code', side)).toBe(url);
    }),
  );

  itHolds(
    'gives a Location Node sends and a URL that parses, with the same host, path and fragment',
    fc.property(destination, requestTarget, precedence, (url, target, side) => {
      const merged = withVisitorQuery(url, target, side);
      expect(() => validateHeaderValue('location', merged)).not.toThrow();
      const before = new URL(url);
      const after = new URL(merged);
      expect([after.origin, after.pathname, after.hash]).toEqual([
        before.origin,
        before.pathname,
        before.hash,
      ]);
    }),
  );

  itHolds(
    "keeps every one of the destination's parameters when the destination wins",
    fc.property(destination, requestTarget, (url, target) => {
      const own = new URL(url).searchParams;
      const merged = new URL(withVisitorQuery(url, target, 'destination')).searchParams;
      for (const name of new Set(own.keys())) expect(merged.getAll(name)).toEqual(own.getAll(name));
    }),
  );

  itHolds(
    "keeps every one of the visitor's parameters when the visitor wins",
    fc.property(destination, sentPairs, (url, pairs) => {
      const target = `/code?${pairs.map((pair) => pair.map(encodeURIComponent).join('=')).join('&')}`;
      const merged = new URL(withVisitorQuery(url, target, 'visitor')).searchParams;
      for (const [name] of pairs) {
        if (name === 'qr') continue;
        const sent = pairs.filter(([other]) => other === name).map(([, value]) => value);
        expect(merged.getAll(name)).toEqual(sent);
      }
    }),
  );

  it('drops the QR marker and keeps the order: own parameters, then the added ones', () => {
    expect(withVisitorQuery('https://e.com/a?x=1#f', '/c?qr=1&y=2&x=3', 'destination')).toBe(
      'https://e.com/a?x=1&y=2#f',
    );
    expect(withVisitorQuery('https://e.com/a?x=1&z=0', '/c?x=3', 'visitor')).toBe(
      'https://e.com/a?z=0&x=3',
    );
    expect(withVisitorQuery('https://e.com/a', '/c?qr=1', 'destination')).toBe('https://e.com/a');
  });
});
