import fc from 'fast-check';
import { describe, expect } from 'vitest';
import { hostnameOf, isHostInList, withoutWww } from './hosts.js';
import { itHolds } from './test/property.js';

const anyCase = (text: string) =>
  fc
    .array(fc.boolean(), { minLength: text.length, maxLength: text.length })
    .map((upper) => [...text].map((c, i) => (upper[i] ? c.toUpperCase() : c)).join(''));

/** Host names as they reach us: DNS names (maybe www.), IPv4 and bracketed IPv6 literals. */
const hostname = fc.oneof(
  fc.domain(),
  fc.domain().map((domain) => `www.${domain}`),
  fc.ipV4(),
  fc.ipV6().map((address) => `[${address}]`),
);
/** The same host as a Host header or a config value may spell it. */
const spelled = (name: string) =>
  fc
    .tuple(
      anyCase(name),
      fc.boolean(),
      fc.option(fc.integer({ min: 0, max: 65535 }), { nil: undefined }),
      fc.constantFrom('', ' ', '\t'),
    )
    .map(
      ([cased, trailingDot, port, space]) =>
        `${space}${cased}${trailingDot && !name.startsWith('[') ? '.' : ''}${port === undefined ? '' : `:${port}`}${space}`,
    );
/** Arbitrary text from the characters that carry meaning in a host: dots, colons, brackets. */
const hostShapedText = fc
  .array(fc.constantFrom('a', '1', '.', ':', '[', ']', ' ', 'W'), { maxLength: 12 })
  .map((chars) => chars.join(''));
const hostAndSpelling = hostname.chain((name) => fc.tuple(fc.constant(name), spelled(name)));

describe('domain normaliser (properties)', () => {
  itHolds(
    'hostnameOf is idempotent',
    fc.property(
      fc.oneof(
        hostAndSpelling.map(([, s]) => s),
        fc.string(),
        hostShapedText,
      ),
      (text) => {
        const once = hostnameOf(text);
        expect(hostnameOf(once)).toBe(once);
      },
    ),
    { numRuns: 2000 },
  );

  itHolds(
    'hostnameOf ignores case, the port, a trailing dot and surrounding space',
    fc.property(hostAndSpelling, ([name, spelling]) => {
      expect(hostnameOf(spelling)).toBe(name.toLowerCase());
    }),
    { numRuns: 2000 },
  );

  itHolds(
    'withoutWww is idempotent on host names and drops exactly one www.',
    fc.property(hostname, (name) => {
      const bare = withoutWww(name);
      expect(withoutWww(bare)).toBe(bare);
      expect(name === bare || name === `www.${bare}`).toBe(true);
    }),
    { numRuns: 2000 },
  );

  itHolds(
    'isHostInList finds a host under every spelling, and its www. variant, both ways',
    fc.property(hostAndSpelling, fc.boolean(), ([name, spelling], listWww) => {
      const listed = listWww ? `www.${withoutWww(name)}` : withoutWww(name);
      expect(isHostInList(spelling, [listed])).toBe(true);
      expect(isHostInList(listed, [spelling])).toBe(true);
    }),
    { numRuns: 2000 },
  );

  itHolds(
    'isHostInList does not match a different name that merely contains a listed one',
    fc.property(fc.domain(), fc.domain(), (listed, other) => {
      const lookalikes = [`${other}.${listed}`, `${listed}.${other}`, `${other}-${listed}`];
      for (const host of lookalikes)
        if (withoutWww(host) !== withoutWww(listed))
          expect(isHostInList(host, [listed])).toBe(false);
    }),
    { numRuns: 1000 },
  );
});
