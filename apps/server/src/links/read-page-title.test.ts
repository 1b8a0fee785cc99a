import { describe, expect, it } from 'vitest';
import { readPageTitle } from './read-page-title.js';

describe('readPageTitle', () => {
  it.each([
    ['a title element', '<html><head><title>Hello</title></head></html>', 'Hello'],
    [
      'og:title before the title element',
      '<title>Page | Site</title><meta property="og:title" content="Page">',
      'Page',
    ],
    ['og:title with single quotes', "<meta content='Quoted' property='og:title'>", 'Quoted'],
    ['og:title by name', '<meta name="og:title" content="By name">', 'By name'],
    ['an empty og:title falls back', '<meta property="og:title" content=" "><title>T</title>', 'T'],
    [
      'named entities',
      '<title>Tom &amp; Jerry &ndash; &quot;Live&quot;</title>',
      'Tom & Jerry – "Live"',
    ],
    ['numeric entities', '<title>&#72;i &#x1F600;</title>', 'Hi 😀'],
    ['an unknown entity kept', '<title>a &bogus; b</title>', 'a &bogus; b'],
    ['any named entity', '<title>Caf&eacute; &raquo; M&uuml;nchen</title>', 'Café » München'],
    ['whitespace collapsed', '<title>\n  Two\t\tlines\n</title>', 'Two lines'],
    ['attributes on title', '<title data-x="1">Attr</title>', 'Attr'],
    ['no title', '<html><body>nothing</body></html>', null],
    ['a blank title', '<title>   </title>', null],
    ['an unclosed title', '<title>cut off', null],
  ])('%s', (_label, html, title) => {
    expect(readPageTitle(html)).toBe(title);
  });

  it('cuts a long title to 200 characters without splitting a character', () => {
    const title = readPageTitle(`<title>${'😀'.repeat(250)}</title>`);
    expect([...(title ?? '')]).toHaveLength(200);
  });
});
