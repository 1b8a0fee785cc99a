import fc from 'fast-check';
import { describe, expect } from 'vitest';
import { itHolds } from './test/property.js';
import { UTM_PARAMS, withUtm } from './utm.js';

/** Values of every kind, with the characters that could break a query when left raw. */
const value = fc.oneof(
  fc.string({ unit: 'grapheme', maxLength: 30 }),
  fc
    .array(fc.constantFrom('&', '#', '=', '+', '%', '%zz', '%26', '?', ' ', '\r\n', 'é', '🚀', 'a'))
    .map((parts) => parts.join('')),
);
const utm = fc.record(Object.fromEntries(UTM_PARAMS.map((name) => [name, value])), {
  requiredKeys: [],
});

/** Web addresses with queries and fragments, some already carrying UTM parameters. */
const url = fc
  .tuple(
    fc.webUrl({ withQueryParameters: true, withFragments: true }),
    fc.array(fc.tuple(fc.constantFrom(...UTM_PARAMS), fc.webSegment()), { maxLength: 3 }),
  )
  .map(([base, existing]) => {
    if (existing.length === 0) return base;
    const [beforeHash = '', ...hash] = base.split('#');
    const query = existing.map(([name, text]) => `utm_${name}=${text}`).join('&');
    const joined = `${beforeHash}${beforeHash.includes('?') ? '&' : '?'}${query}`;
    return hash.length > 0 ? `${joined}#${hash.join('#')}` : joined;
  });

describe('withUtm (properties)', () => {
  itHolds(
    "always parses, with each given parameter once, and the URL's others and fragment kept",
    fc.property(url, utm, (raw, values) => {
      const before = new URL(raw);
      const after = new URL(withUtm(raw, values));
      expect(after.hash).toBe(before.hash);
      const given = new Set<string>();
      for (const name of UTM_PARAMS) {
        const text = values[name]?.trim() ?? '';
        if (text === '') continue;
        given.add(`utm_${name}`);
        expect(after.searchParams.getAll(`utm_${name}`)).toEqual([text]);
      }
      for (const name of new Set(before.searchParams.keys()))
        if (!given.has(name))
          expect(after.searchParams.getAll(name)).toEqual(before.searchParams.getAll(name));
    }),
    { numRuns: 1000 },
  );
});
