import { describe, expect, it } from 'vitest';
import { readableUrl } from './readable-url.js';

describe('readableUrl', () => {
  it.each([
    ['an IDN host', 'https://xn--bcher-kva.de/', 'https://bücher.de/'],
    [
      'an IDN host with user and port',
      'https://me@xn--mnchen-3ya.de:8443/a',
      'https://me@münchen.de:8443/a',
    ],
    [
      'a UTF-8 path',
      'https://example.com/%E6%97%A5%E6%9C%AC%E8%AA%9E',
      'https://example.com/日本語',
    ],
    [
      'a UTF-8 query and fragment',
      'https://ex.com/?q=%C3%A9t%C3%A9#%C3%A0',
      'https://ex.com/?q=été#à',
    ],
    [
      'a Cyrillic host and path',
      'https://xn--e1afmkfd.xn--p1ai/%D0%BF%D1%83%D1%82%D1%8C',
      'https://пример.рф/путь',
    ],
  ])('decodes %s', (_name, stored, shown) => {
    expect(readableUrl(stored)).toBe(shown);
  });

  it.each([
    ['an ASCII URL', 'https://example.com/a/b?c=d#e'],
    ['escapes that change the meaning', 'https://example.com/a%2Fb?x=%26%3D%23'],
    ['a control character', 'https://example.com/a%0Ab'],
    ['a bidi override', 'https://example.com/%E2%80%AEgpj.exe'],
    ['bytes that are not UTF-8', 'https://example.com/%FF%FE'],
    ['a stray percent', 'https://example.com/100%'],
    ['something that is not a URL', 'not a url'],
    ['a bad punycode label', 'https://xn--a.com/'],
  ])('keeps %s as given', (_name, url) => {
    expect(readableUrl(url)).toBe(url);
  });
});
