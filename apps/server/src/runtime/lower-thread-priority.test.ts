import os from 'node:os';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { lowerThreadPriority } from './lower-thread-priority.js';

describe('lowerThreadPriority', () => {
  afterEach(() => vi.restoreAllMocks());

  it('leaves the thread as it was, without throwing, where setpriority is refused', () => {
    const refused = Object.assign(new Error('EACCES'), { code: 'EACCES' });
    const setPriority = vi.spyOn(os, 'setPriority').mockImplementation(() => {
      throw refused;
    });
    expect(lowerThreadPriority(10)).toBeNull();
    // Only where a thread has an id of its own (Linux) is it tried at all.
    if (process.platform === 'linux') expect(setPriority).toHaveBeenCalledTimes(1);
  });
});
