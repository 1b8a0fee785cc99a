import { type RedirectRule, type RuleCondition, ruleSetProblems } from '@kurz/shared';
import { itHolds } from '@kurz/shared/testing';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  compileRules,
  firstMatch,
  NEEDS_COUNTRY,
  Visit,
  type VisitFacts,
} from './redirect-rules.js';

const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1';
const ANDROID_PHONE =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Mobile Safari/537.36';
const WINDOWS_EDGE =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36 Edg/124.0.0.0';
const MAC_FIREFOX =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 14.4; rv:125.0) Gecko/20100101 Firefox/125.0';

const facts = fc.record({
  userAgent: fc.constantFrom(IPHONE, ANDROID_PHONE, WINDOWS_EDGE, MAC_FIREFOX, undefined),
  acceptLanguage: fc.constantFrom('de-AT,de;q=0.9,en;q=0.5', 'en-US', 'fr;q=0.4, it', undefined),
  url: fc.constantFrom('/abc', '/abc?utm=x', '/abc?ref=mail&utm=y'),
  at: fc.integer({
    min: Date.parse('2030-01-01T00:00:00Z'),
    max: Date.parse('2030-12-31T00:00:00Z'),
  }),
  ip: fc.constantFrom('203.0.113.7', '::ffff:198.51.100.9', '2001:db8::1', '192.0.2.1'),
});

const condition: fc.Arbitrary<RuleCondition> = fc.oneof(
  fc.record({
    type: fc.constant('device' as const),
    value: fc.constantFrom('ios', 'android', 'desktop', 'mobile', 'tablet' as const),
  }),
  fc.record({
    type: fc.constant('os' as const),
    value: fc.constantFrom('ios', 'android', 'windows', 'macos' as const),
  }),
  fc.record({
    type: fc.constant('browser' as const),
    value: fc.constantFrom('safari', 'chrome', 'edge', 'firefox' as const),
  }),
  fc.record({
    type: fc.constant('language' as const),
    value: fc.constantFrom('de', 'en', 'it', 'fr'),
  }),
  fc.record({
    type: fc.constant('query' as const),
    value: fc.record({
      name: fc.constantFrom('utm', 'ref'),
      value: fc.constantFrom('x', 'y', undefined),
    }),
  }),
  fc.record({
    type: fc.constant('ip' as const),
    value: fc.constantFrom('203.0.113.0/24', '198.51.100.0/25', '2001:db8::/32'),
  }),
  fc.record({
    type: fc.constantFrom('after' as const, 'before' as const),
    value: fc.constantFrom(
      '2030-03-01T00:00:00Z',
      '2030-06-01T00:00:00+02:00',
      '2030-09-01T00:00:00Z',
    ),
  }),
);

const rules = fc.array(
  fc.record({
    conditions: fc.array(condition, { minLength: 1, maxLength: 5 }),
    url: fc.webUrl(),
  }),
  { maxLength: 8 },
);

type Facts = Omit<VisitFacts, 'address'> & { ip: string };
const visitOf = ({ ip, ...rest }: Facts) => new Visit({ ...rest, address: () => ip });
const matchOf = (list: readonly RedirectRule[], visitFacts: Facts) =>
  firstMatch(compileRules(JSON.stringify(list)), visitOf(visitFacts));

describe('redirect rules', () => {
  itHolds(
    'sends the visitor to the first rule that holds on its own',
    fc.property(rules, facts, (list, visit) => {
      const first = list.find((rule) => matchOf([rule], visit) !== undefined);
      expect(matchOf(list, visit)).toBe(first?.url);
    }),
  );

  itHolds(
    "gives the link's own URL (undefined) when no rule holds",
    fc.property(rules, facts, (list, visit) => {
      const misses = list.filter((rule) => matchOf([rule], visit) === undefined);
      expect(matchOf(misses, visit)).toBeUndefined();
    }),
  );

  itHolds(
    "does not depend on the order of a rule's conditions",
    fc.property(rules, facts, (list, visit) => {
      const reversed = list.map((rule) => ({
        ...rule,
        conditions: [...rule.conditions].reverse(),
      }));
      expect(matchOf(reversed, visit)).toBe(matchOf(list, visit));
    }),
  );

  itHolds(
    'refuses a later rule with the same conditions as an earlier one, in any order',
    fc.property(rules, (list) => {
      fc.pre(list.length > 0);
      const [head] = list as [RedirectRule];
      const copy = { url: 'https://example.com/', conditions: [...head.conditions].reverse() };
      const problems = ruleSetProblems([...list, copy]);
      expect(problems.some((p) => p.path[0] === list.length)).toBe(true);
    }),
  );

  it('asks for the country only once a rule with one is reached, and answers after it', () => {
    const compiled = compileRules(
      JSON.stringify([
        { conditions: [{ type: 'device', value: 'ios' }], url: 'https://ios.example/' },
        {
          conditions: [
            { type: 'country', value: 'DE' },
            { type: 'device', value: 'desktop' },
          ],
          url: 'https://de.example/',
        },
      ]),
    );
    const at = Date.parse('2030-01-01T00:00:00Z');
    const iphone = new Visit({
      userAgent: IPHONE,
      acceptLanguage: undefined,
      url: '/',
      at,
      address: () => '',
    });
    expect(firstMatch(compiled, iphone)).toBe('https://ios.example/');
    const desktop = new Visit({
      userAgent: MAC_FIREFOX,
      acceptLanguage: undefined,
      url: '/',
      at,
      address: () => '',
    });
    expect(firstMatch(compiled, desktop)).toBe(NEEDS_COUNTRY);
    desktop.country = 'DE';
    expect(firstMatch(compiled, desktop)).toBe('https://de.example/');
    const android = new Visit({
      userAgent: ANDROID_PHONE,
      acceptLanguage: undefined,
      url: '/',
      at,
      address: () => '',
    });
    // The device condition fails before the country would be asked.
    expect(firstMatch(compiled, android)).toBeUndefined();
  });
});
