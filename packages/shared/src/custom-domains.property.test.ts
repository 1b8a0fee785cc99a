import fc from 'fast-check';
import { describe, expect } from 'vitest';
import {
  checkDomain,
  DOMAIN_MAX_LENGTH,
  DOMAIN_MESSAGES,
  normalizeDomainInput,
  RESERVED_DOMAINS,
} from './custom-domains.js';
import { itHolds } from './test/property.js';

const MESSAGES = Object.values(DOMAIN_MESSAGES) as string[];
/** Names no property below may land on by chance: the reserved ones and `www.` prefixes. */
const isPlain = (domain: string) =>
  !domain.startsWith('www.') &&
  !RESERVED_DOMAINS.some((parent) => domain === parent || domain.endsWith(`.${parent}`)) &&
  !/^\d+$/.test(domain.split('.').at(-1) ?? '');
const domain = fc.domain().filter(isPlain);

/** The same name as a person may type it: any case, a scheme, www., a path or query, spaces. */
const typed = (name: string) =>
  fc
    .tuple(
      fc.constantFrom('', 'http://', 'https://', 'HTTPS://'),
      fc.boolean(),
      fc.constantFrom('', '/', '/spring?x=1', '?utm=a/b'),
      fc.constantFrom('', ' ', '\t'),
      fc.boolean(),
    )
    .map(
      ([scheme, www, tail, space, upper]) =>
        `${space}${scheme}${www ? 'www.' : ''}${upper ? name.toUpperCase() : name}${tail}${space}`,
    );

describe('custom domain rules (properties)', () => {
  itHolds(
    'normalizeDomainInput is idempotent',
    fc.property(fc.oneof(fc.string(), domain.chain(typed)), (text) => {
      const once = normalizeDomainInput(text);
      // A second pass may drop one more `www.` (`www.www.x`) but nothing else.
      const twice = normalizeDomainInput(once);
      expect(twice === once || `www.${twice}` === once).toBe(true);
    }),
    { numRuns: 2000 },
  );

  itHolds(
    'every spelling a person may type of a valid name is accepted as that name',
    fc.property(
      domain.chain((name) => fc.tuple(fc.constant(name), typed(name))),
      ([name, text]) => {
        expect(checkDomain(normalizeDomainInput(text))).toEqual({ domain: name });
      },
    ),
    { numRuns: 2000 },
  );

  itHolds(
    'any input gets either an ASCII name of at most 253 characters or one of the four messages',
    fc.property(
      fc.oneof(fc.string(), fc.string({ unit: 'grapheme' }), domain.chain(typed)),
      (text) => {
        const verdict = checkDomain(normalizeDomainInput(text));
        if (verdict.problem !== undefined) {
          expect(MESSAGES).toContain(verdict.problem);
          return;
        }
        expect(verdict.domain.length).toBeLessThanOrEqual(DOMAIN_MAX_LENGTH);
        expect(verdict.domain).toMatch(/^[a-z0-9.-]+$/);
        // An accepted name is a fixed point: checking it again gives it back.
        expect(checkDomain(verdict.domain)).toEqual({ domain: verdict.domain });
      },
    ),
    { numRuns: 3000 },
  );

  itHolds(
    'no name under a reserved one is ever accepted, whatever the extra list',
    fc.property(
      fc.constantFrom(...RESERVED_DOMAINS),
      fc.array(
        fc.domain().map((d) => d.split('.')[0] ?? 'x'),
        { maxLength: 3 },
      ),
      (parent, labels) => {
        const name = [...labels, parent].join('.');
        expect(checkDomain(normalizeDomainInput(name))).toEqual({
          problem: DOMAIN_MESSAGES.reserved,
        });
      },
    ),
    { numRuns: 1000 },
  );

  itHolds(
    'a server host and all names under it are refused; names beside it are not',
    fc.property(domain, domain, (ours, other) => {
      fc.pre(ours !== other && !other.endsWith(`.${ours}`));
      expect(checkDomain(ours, [ours])).toEqual({ problem: DOMAIN_MESSAGES.reserved });
      expect(checkDomain(`shop.${ours}`, [ours])).toEqual({ problem: DOMAIN_MESSAGES.reserved });
      expect(checkDomain(other, [ours])).toEqual({ domain: other });
    }),
    { numRuns: 1000 },
  );

  itHolds(
    'IP literals are refused, v4 and v6',
    fc.property(
      fc.oneof(
        fc.ipV4(),
        fc.ipV6(),
        fc.ipV6().map((ip) => `[${ip}]`),
      ),
      (ip) => {
        expect(checkDomain(normalizeDomainInput(ip)).problem).toBeDefined();
        expect(checkDomain(normalizeDomainInput(ip))).not.toEqual({ domain: expect.anything() });
      },
    ),
    { numRuns: 1000 },
  );
});
