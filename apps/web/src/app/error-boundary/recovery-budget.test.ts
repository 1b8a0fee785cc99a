import { TIMINGS } from '@kurz/shared';
import { describe, expect, it } from 'vitest';
import { canRecover, recordRecovery } from './recovery-budget';

describe('error recovery budget', () => {
  it('allows a first recovery', () => {
    expect(canRecover(1_000)).toBe(true);
  });

  it('waits the cooldown between recoveries', () => {
    recordRecovery(1_000);
    expect(canRecover(1_000 + TIMINGS.errorRecoveryCooldown - 1)).toBe(false);
    expect(canRecover(1_000 + TIMINGS.errorRecoveryCooldown)).toBe(true);
  });

  it(`stops after ${TIMINGS.errorRecoveryMax} recoveries in a session`, () => {
    recordRecovery(0);
    recordRecovery(TIMINGS.errorRecoveryCooldown);
    expect(canRecover(10 * TIMINGS.errorRecoveryCooldown)).toBe(false);
  });

  it('survives a reload through sessionStorage and ignores a damaged record', () => {
    recordRecovery(0);
    expect(JSON.parse(sessionStorage.getItem('kurz.errorRecovery') ?? '')).toEqual({
      count: 1,
      lastAt: 0,
    });
    sessionStorage.setItem('kurz.errorRecovery', '{oops');
    expect(canRecover(1)).toBe(true);
  });
});
