import { describe, expect, it } from 'vitest';
import { isSafeSvg, sniffImageType } from './image-type.js';

const png = Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex');
const jpeg = Buffer.from('ffd8ffe000104a464946', 'hex');
const webp = Buffer.concat([
  Buffer.from('RIFF'),
  Buffer.from([0, 0, 0, 0]),
  Buffer.from('WEBPVP8 '),
]);
const svg = (body: string) =>
  Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10">${body}</svg>`);

describe('sniffImageType', () => {
  it.each([
    ['a PNG', png, 'png'],
    ['a JPEG', jpeg, 'jpeg'],
    ['a WebP', webp, 'webp'],
    ['an SVG', svg('<rect width="10" height="10"/>'), 'svg'],
    ['an SVG with an XML prolog', Buffer.from('<?xml version="1.0"?>\n<svg></svg>'), 'svg'],
    ['HTML named .png', Buffer.from('<!doctype html><html><script>alert(1)</script></html>'), null],
    ['a GIF', Buffer.from('GIF89a'), null],
    ['empty bytes', Buffer.alloc(0), null],
  ])('%s → %s', (_label, bytes, type) => {
    expect(sniffImageType(bytes)).toBe(type);
  });
});

describe('isSafeSvg', () => {
  it.each([
    ['plain shapes', '<circle cx="5" cy="5" r="4" fill="#4f46e5"/>', true],
    ['an internal reference', '<use href="#a"/>', true],
    ['a script element', '<script>alert(1)</script>', false],
    ['an event handler', '<rect onload="alert(1)"/>', false],
    ['a javascript: link', '<a href="javascript:alert(1)"><rect/></a>', false],
    ['an external image', '<image href="https://evil.example/x.png"/>', false],
    ['an external xlink', '<use xlink:href="https://evil.example/s.svg#a"/>', false],
    ['foreignObject', '<foreignObject><div>x</div></foreignObject>', false],
    ['an external CSS url()', '<rect style="fill:url(https://evil.example/a)"/>', false],
  ])('%s → %s', (_label, body, safe) => {
    expect(isSafeSvg(svg(body))).toBe(safe);
  });

  it('refuses entity declarations', () => {
    expect(
      isSafeSvg(Buffer.from('<?xml version="1.0"?><!DOCTYPE svg [<!ENTITY a "b">]><svg>&a;</svg>')),
    ).toBe(false);
  });
});
