import { describe, expect, it } from 'vitest';
import { hasUtm, utmProblem, withUtm } from './utm.js';

describe('withUtm', () => {
  it('adds the filled-in values in a fixed order, leaving blank ones out', () => {
    expect(
      withUtm('https://example.com/sale', {
        content: 'banner',
        source: 'newsletter',
        medium: ' ',
        campaign: ' spring ',
        term: '',
      }),
    ).toBe('https://example.com/sale?utm_source=newsletter&utm_campaign=spring&utm_content=banner');
  });

  it('appends to an existing query, keeping its pairs as written', () => {
    expect(withUtm('https://example.com/p?q=a+b&x=%20&flag', { source: 'mail' })).toBe(
      'https://example.com/p?q=a+b&x=%20&flag&utm_source=mail',
    );
  });

  // Found by utm.property.test.ts: the search setter took the first pair's '?' for its own.
  it("keeps a first pair whose name starts with '?'", () => {
    expect(withUtm('https://example.com/??a=1', { source: 'x' })).toBe(
      'https://example.com/??a=1&utm_source=x',
    );
  });

  it('puts the parameters before the fragment', () => {
    expect(withUtm('https://example.com/app?tab=1#/route?x=1', { medium: 'email' })).toBe(
      'https://example.com/app?tab=1&utm_medium=email#/route?x=1',
    );
    expect(withUtm('https://example.com/#top', { medium: 'email' })).toBe(
      'https://example.com/?utm_medium=email#top',
    );
  });

  it("replaces the URL's own parameter of the same name, every occurrence, however encoded", () => {
    expect(
      withUtm('https://example.com/?utm_source=old&a=1&utm%5Fsource=older&utm_medium=cpc', {
        source: 'new',
      }),
    ).toBe('https://example.com/?a=1&utm_medium=cpc&utm_source=new');
  });

  it("keeps the URL's own UTM parameters that the builder leaves blank", () => {
    expect(withUtm('https://example.com/?utm_source=ads', { source: ' ', campaign: 'x' })).toBe(
      'https://example.com/?utm_source=ads&utm_campaign=x',
    );
  });

  it('encodes &, #, =, +, % and spaces in values, so they stay inside the value', () => {
    const result = withUtm('https://example.com/', { campaign: 'a&b=c #d+e 100%' });
    expect(result).toBe('https://example.com/?utm_campaign=a%26b%3Dc%20%23d%2Be%20100%25');
    const url = new URL(result);
    expect(url.hash).toBe('');
    expect([...url.searchParams]).toEqual([['utm_campaign', 'a&b=c #d+e 100%']]);
  });

  it('encodes a CR/LF value instead of breaking the URL (utmProblem refuses it first)', () => {
    const result = withUtm('https://example.com/', { source: 'a\r\nSet-Cookie: x=1' });
    expect(result).toBe('https://example.com/?utm_source=a%0D%0ASet-Cookie%3A%20x%3D1');
  });

  it('encodes unicode as UTF-8', () => {
    const result = withUtm('https://example.com/', { campaign: 'été 🚀', term: 'кофе' });
    expect(result).toBe(
      'https://example.com/?utm_campaign=%C3%A9t%C3%A9%20%F0%9F%9A%80&utm_term=%D0%BA%D0%BE%D1%84%D0%B5',
    );
    expect(new URL(result).searchParams.get('utm_campaign')).toBe('été 🚀');
  });

  it('gives the parsed form of the URL once it adds something', () => {
    expect(withUtm('  HTTPS://Example.COM  ', { source: 'x' })).toBe(
      'https://example.com/?utm_source=x',
    );
  });

  it.each([
    ['an empty value', ''],
    ['text', 'not a url'],
    ['a URL without a scheme', 'example.com/page'],
    ['a mailto: URL', 'mailto:ada@example.com'],
    ['a javascript: URL', 'javascript:alert(1)'],
    ['an ftp URL', 'ftp://example.com/file'],
  ])('leaves %s unchanged', (_label, url) => {
    expect(withUtm(url, { source: 'mail' })).toBe(url);
  });

  it('leaves the URL unchanged, unparsed, when no value is filled in', () => {
    expect(withUtm(' HTTPS://Example.COM', {})).toBe(' HTTPS://Example.COM');
    expect(withUtm('https://example.com', { source: '  ' })).toBe('https://example.com');
  });
});

describe('hasUtm', () => {
  it('is true once a value is more than spaces', () => {
    expect(hasUtm({})).toBe(false);
    expect(hasUtm({ source: ' ', term: '' })).toBe(false);
    expect(hasUtm({ term: 'x' })).toBe(true);
  });
});

describe('utmProblem', () => {
  it('accepts blank, ordinary and 200-character values', () => {
    expect(utmProblem({})).toBeNull();
    expect(utmProblem({ source: 'news & letters #1', medium: '' })).toBeNull();
    expect(utmProblem({ campaign: 'x'.repeat(200) })).toBeNull();
    // Characters, not UTF-16 units: 200 emoji are 400 units.
    expect(utmProblem({ campaign: '🚀'.repeat(200) })).toBeNull();
  });

  it.each([
    ['CR/LF', 'spring\r\nSet-Cookie: x=1'],
    ['LF', 'spring\nsale'],
    ['CR', 'spring\rsale'],
  ])('refuses a value with %s', (_label, value) => {
    expect(utmProblem({ source: 'ok', campaign: value })).toBe(
      'utm_campaign cannot contain line breaks.',
    );
  });

  it('refuses a value over 200 characters', () => {
    expect(utmProblem({ term: 'x'.repeat(201) })).toBe(
      'utm_term is too long (at most 200 characters).',
    );
  });

  it('judges the trimmed value, as sent', () => {
    expect(utmProblem({ term: ` ${'x'.repeat(200)}\n` })).toBeNull();
  });
});
