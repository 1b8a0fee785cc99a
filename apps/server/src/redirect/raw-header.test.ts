import { describe, expect, it } from 'vitest';
import { rawHeader } from './fast-path.js';

describe('rawHeader', () => {
  const raw = ['Host', 'sho.rt', 'user-agent', 'curl/8', 'USER-AGENT', 'second', 'Referer', 'x'];

  it.each([
    ['host', 'sho.rt'],
    ['user-agent', 'curl/8'],
    ['referer', 'x'],
    ['cookie', undefined],
  ])('reads %s whatever its case, the first value when repeated', (name, value) => {
    expect(rawHeader(raw, name)).toBe(value);
  });
});
