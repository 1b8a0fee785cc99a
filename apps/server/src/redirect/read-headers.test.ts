import { describe, expect, it } from 'vitest';
import { readHeaders } from './read-headers.js';

describe('readHeaders', () => {
  it('reads host, user agent and referrer whatever their case, the first value of each', () => {
    const raw = [
      'Host',
      'sho.rt',
      'user-agent',
      'curl/8',
      'Accept',
      '*/*',
      'USER-AGENT',
      'second',
      'Referer',
      'x',
      'HOST',
      'other.host',
    ];
    expect(readHeaders(raw)).toEqual({ host: 'sho.rt', userAgent: 'curl/8', referer: 'x' });
  });

  it('leaves out what is not there, and names of the same length that differ', () => {
    // A carriage return is a hyphen's code less 32: only letters are folded.
    const raw = [
      'Hose',
      'a',
      'user\ragent',
      'x',
      'user-agenT',
      'b',
      'referrer',
      'c',
      'Referex',
      'd',
    ];
    expect(readHeaders(raw)).toEqual({
      host: undefined,
      userAgent: 'b',
      referer: undefined,
    });
  });
});
