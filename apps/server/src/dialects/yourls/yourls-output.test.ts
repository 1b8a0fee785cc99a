import { describe, expect, it } from 'vitest';
import { renderYourls } from './yourls-output.js';

/** yourls_api_output's formats, from one answer. */
const answer = {
  body: {
    url: { keyword: 'abc123', title: 'Café & <b>' },
    shorturl: 'https://sho.rt/abc123',
    statusCode: '200',
  },
  simple: 'https://sho.rt/abc123',
};

describe('renderYourls', () => {
  it.each([
    [
      'json, slashes and non-ASCII escaped as PHP does',
      'json',
      'application/json; charset=utf-8',
      '{"url":{"keyword":"abc123","title":"Caf\\u00e9 & <b>"},"shorturl":"https:\\/\\/sho.rt\\/abc123","statusCode":"200"}',
    ],
    [
      'xml under <root>, text escaped',
      'xml',
      'application/xml; charset=utf-8',
      '<?xml version="1.0" encoding="UTF-8"?>\n<root><url><keyword>abc123</keyword><title>Café &amp; &lt;b&gt;</title></url><shorturl>https://sho.rt/abc123</shorturl><statusCode>200</statusCode></root>\n',
    ],
    [
      'xml when no format is named',
      undefined,
      'application/xml; charset=utf-8',
      expect.stringContaining('<root>'),
    ],
    ['simple text', 'simple', 'text/plain; charset=utf-8', 'https://sho.rt/abc123'],
    [
      'simple for a format YOURLS does not know',
      'yaml',
      'text/plain; charset=utf-8',
      'https://sho.rt/abc123',
    ],
  ])('writes %s', (_label, format, type, text) => {
    expect(renderYourls(answer, format)).toEqual({ status: 200, type, text });
  });

  it.each([
    ['statusCode', { statusCode: '404' }, 404],
    ['errorCode when there is no statusCode', { errorCode: '403' }, 403],
    ['200 when there is neither', {}, 200],
  ])('answers the status of %s', (_label, body, status) => {
    expect(renderYourls({ body, simple: '' }, 'json').status).toBe(status);
  });

  it.each([
    ['a dotted name', 'app.done', 200],
    ['no callback at all', '', 200],
    ['a call', 'alert(1)', 400],
    ['a tag', '</script><script>', 400],
  ])('takes or refuses %s as a JSONP callback', (_label, callback, status) => {
    expect(renderYourls({ body: { callback }, simple: '' }, 'jsonp').status).toBe(status);
  });
});
