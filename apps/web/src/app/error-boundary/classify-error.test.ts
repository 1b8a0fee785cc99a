import { describe, expect, it } from 'vitest';
import { classifyError } from './classify-error';

describe('classifyError', () => {
  it.each([
    ['auth', 'invalid JWT: unable to parse'],
    ['auth', 'JWT expired'],
    ['auth', 'Invalid signature'],
    ['auth', 'Invalid Refresh Token: Not Found'],
    ['auth', 'Authentication initialization failed'],
    ['auth', 'Auth session missing!'],
    ['hooks', 'Rendered more hooks than during the previous render.'],
    ['hooks', 'Rendered fewer hooks than expected.'],
    ['hooks', 'Invalid hook call. Hooks can only be called inside of the body of a component.'],
    ['hooks', 'Maximum update depth exceeded.'],
    ['hooks', 'Too many re-renders. React limits the number of renders.'],
    ['hooks', 'Minified React error #310; visit https://react.dev/errors/310'],
    ['generic', 'Minified React error #418; visit https://react.dev/errors/418'],
    ['generic', 'Cannot read properties of undefined'],
  ])('classifies as %s: %s', (kind, message) => {
    expect(classifyError(new Error(message))).toBe(kind);
  });

  it('reads thrown strings and treats anything else as generic', () => {
    expect(classifyError('jwt expired')).toBe('auth');
    expect(classifyError({ status: 500 })).toBe('generic');
    expect(classifyError(null)).toBe('generic');
  });
});
