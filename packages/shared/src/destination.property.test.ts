import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { destinationProblem, MAX_DESTINATION_LENGTH, normalizeDestination } from './destination.js';
import { itHolds } from './test/property.js';

const OWN = ['kurz.link', 'go.kurz.link:8080', '127.0.0.1:8080'];
const BLOCKED = ['evil.example', 'www.phish.example'];

const isAccepted = (raw: string) => destinationProblem(raw, OWN, BLOCKED) === null;

/** Each character in upper or lower case, as chosen by the generator. */
const anyCase = (text: string) =>
  fc
    .array(fc.boolean(), { minLength: text.length, maxLength: text.length })
    .map((upper) => [...text].map((c, i) => (upper[i] ? c.toUpperCase() : c)).join(''));

/**
 * Tab, newline and carriage return, which the URL parser deletes anywhere in the input, and
 * other controls and a space, which make the scheme invalid.
 */
const insideScheme = fc.constantFrom('\t', '\n', '\r', '\t\n', '\u0000', '\u0001', '\u007f', ' ');
/** C0 controls and space: the URL parser trims them from both ends. */
const trimmedAround = fc.integer({ min: 0, max: 0x20 }).map((code) => String.fromCharCode(code));

/** `text` with those characters sprinkled between its letters. */
const sprinkled = (text: string) =>
  fc
    .array(fc.option(insideScheme, { nil: '' }), {
      minLength: text.length + 1,
      maxLength: text.length + 1,
    })
    .map((gaps) => gaps.map((gap, i) => gap + (text[i] ?? '')).join(''));

const HOSTILE_SCHEMES = ['javascript', 'data', 'vbscript', 'file', 'ftp', 'blob', 'about', 'ws'];
const scheme = fc.oneof(
  fc.constantFrom(...HOSTILE_SCHEMES),
  fc.stringMatching(/^[a-z][a-z0-9+.-]{0,10}$/),
  fc.constantFrom('http', 'https'),
);
const afterScheme = fc.constantFrom(
  'alert(1)',
  '//example.com/',
  '//example.com/%0a',
  '///etc/passwd',
  'text/html,<script>alert(1)</script>',
  '//kurz.link/x',
);

/** A scheme spelled every way a browser would still read it. */
const spelledUrl = fc.tuple(scheme, afterScheme).chain(([name, rest]) =>
  fc
    .tuple(
      fc.array(trimmedAround, { maxLength: 3 }),
      anyCase(name).chain(sprinkled),
      fc.array(trimmedAround, { maxLength: 3 }),
    )
    .map(([lead, spelled, trail]) => ({
      name,
      raw: `${lead.join('')}${spelled}:${rest}${trail.join('')}`,
    })),
);

/** Destinations of every shape: web addresses, near misses and arbitrary text. */
const destination = fc.oneof(
  fc.webUrl({ withQueryParameters: true, withFragments: true }),
  fc.webUrl({
    size: 'large',
    authoritySettings: { withIPv4: true, withIPv6: true, withPort: true },
  }),
  fc
    .tuple(
      fc.constantFrom('http://', 'https://', 'HTTPS://', ' http://'),
      fc.string({ unit: 'grapheme' }),
    )
    .map(([prefix, rest]) => `${prefix}example.com/${rest}`),
  fc.string({ unit: 'binary', maxLength: 80 }),
  // Near the length limit, in characters that percent-encoding makes up to nine times longer.
  fc
    .tuple(fc.constantFrom('a', 'é', ' ', '"', '€', '😀'), fc.integer({ min: 200, max: 2030 }))
    .map(([c, n]) => `https://example.com/${c.repeat(n)}`.slice(0, MAX_DESTINATION_LENGTH)),
  spelledUrl.map(({ raw }) => raw),
);

describe('destinationProblem (properties)', () => {
  itHolds(
    'never accepts a scheme other than http(s), however it is spelled',
    fc.property(spelledUrl, ({ name, raw }) => {
      const accepted = isAccepted(raw);
      if (name !== 'http' && name !== 'https') expect(accepted).toBe(false);
      if (accepted) expect(new URL(raw.trim()).protocol).toMatch(/^https?:$/);
    }),
    { numRuns: 1000 },
  );

  itHolds(
    'accepts only what parses as http(s), without credentials, within the length limit once stored',
    fc.property(destination, (raw) => {
      if (!isAccepted(raw)) return;
      const url = new URL(normalizeDestination(raw));
      expect(url.protocol).toMatch(/^https?:$/);
      expect(url.username + url.password).toBe('');
      expect(url.href.length).toBeLessThanOrEqual(MAX_DESTINATION_LENGTH);
    }),
    { numRuns: 1000 },
  );

  itHolds(
    'normalises idempotently, and a normalised destination is accepted again',
    fc.property(destination, (raw) => {
      if (!isAccepted(raw)) return;
      const once = normalizeDestination(raw);
      expect(normalizeDestination(once)).toBe(once);
      expect(destinationProblem(once, OWN, BLOCKED)).toBeNull();
    }),
    { numRuns: 1000 },
  );
});

const FULLWIDTH_OFFSET = 0xff01 - 0x21;
/**
 * Spellings that reach the same character: IDNA mapping (UTS #46) folds `ｋ` to `k` and `。`
 * to `.`, drops a soft hyphen; the parser percent-decodes the host and deletes tabs.
 */
const foldedSpelling = (c: string) =>
  c === '.'
    ? fc.constantFrom('.', '\u3002', '\uff0e', '\uff61', '%2e', '%2E')
    : /[a-z0-9]/i.test(c)
      ? fc.constantFrom(
          c,
          c.toUpperCase(),
          String.fromCharCode(c.charCodeAt(0) + FULLWIDTH_OFFSET),
          `%${c.charCodeAt(0).toString(16)}`,
          `\u00ad${c}`,
          `\t${c}`,
        )
      : fc.constant(c);

/** Every way of writing `host` that a browser would send to the same host. */
const hostSpelling = (host: string) =>
  fc
    .tuple(
      fc.tuple(...[...host].map(foldedSpelling)).map((chars) => chars.join('')),
      fc.boolean(),
      fc.option(fc.integer({ min: 1, max: 65535 }), { nil: undefined }),
      fc.option(fc.constantFrom('user@', 'user:pass@', ':@'), { nil: '' }),
    )
    .map(
      ([name, trailingDot, port, userinfo]) =>
        `${userinfo}${name}${trailingDot ? '.' : ''}${port === undefined ? '' : `:${port}`}`,
    );

const IPV4_SPELLINGS_OF_LOOPBACK = [
  '127.0.0.1',
  '2130706433',
  '0x7f000001',
  '0177.0.0.1',
  '127.1',
  '0x7f.0.0.1',
];

const ownHostSpelled = fc.oneof(
  fc
    .constantFrom('kurz.link', 'www.kurz.link', 'go.kurz.link', 'www.go.kurz.link')
    .chain(hostSpelling),
  fc.constantFrom(...IPV4_SPELLINGS_OF_LOOPBACK).chain(hostSpelling),
);
const subdomain = fc.option(
  fc.domain().map((d) => d.split('.')[0] ?? 'a'),
  { nil: undefined },
);
const blockedHostSpelled = fc
  .tuple(fc.constantFrom('evil.example', 'www.phish.example', 'www.phish.example'), subdomain)
  .chain(([blocked, sub]) => hostSpelling(sub ? `${sub}.${blocked}` : blocked));

const withPath = fc.tuple(
  fc.constantFrom('http://', 'https://', 'HtTpS://', 'https:/', 'https:\\\\'),
  fc.constantFrom('', '/', '/abcdefgh', '/a?b=c#d'),
);

describe('own and blocked hosts (properties)', () => {
  itHolds(
    'refuses our own hosts under every spelling',
    fc.property(ownHostSpelled, withPath, (host, [scheme, path]) => {
      expect(isAccepted(`${scheme}${host}${path}`)).toBe(false);
    }),
    { numRuns: 1000 },
  );

  itHolds(
    'refuses blocked hosts and their subdomains under every spelling',
    fc.property(blockedHostSpelled, withPath, (host, [scheme, path]) => {
      expect(isAccepted(`${scheme}${host}${path}`)).toBe(false);
    }),
    { numRuns: 1000 },
  );

  it('refuses a host configured in punycode when the destination spells it in Unicode', () => {
    for (const spelled of ['bücher.example', 'BÜCHER.example', 'xn--bcher-kva.example.'])
      expect(destinationProblem(`https://${spelled}/`, [], ['xn--bcher-kva.example'])).toBe(
        'blocked',
      );
  });
});
