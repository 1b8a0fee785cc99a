import { describe, expect, it } from 'vitest';
import { startPeriodic } from './start-periodic.js';

const HOUR = 3_600_000;

/** A round that ends when the test says, counting how many began. */
function heldRounds() {
  let began = 0;
  let release = () => {};
  let started = () => {};
  const round = () => {
    began++;
    started();
    return new Promise<void>((resolve) => {
      release = resolve;
    });
  };
  const nextStart = () =>
    new Promise<void>((resolve) => {
      started = resolve;
    });
  return { round, nextStart, release: () => release(), began: () => began };
}

describe('startPeriodic', () => {
  it('runs a round at once when asked, without waiting for the tick', async () => {
    const rounds = heldRounds();
    const periodic = startPeriodic(HOUR, rounds.round, () => {});
    const started = rounds.nextStart();
    periodic.runNow();
    await started;
    expect(rounds.began()).toBe(1);
    rounds.release();
    await periodic.stop();
  });

  it('runs one more round after the current when asked during it, however often', async () => {
    const rounds = heldRounds();
    const periodic = startPeriodic(HOUR, rounds.round, () => {});
    let started = rounds.nextStart();
    periodic.runNow();
    await started;
    periodic.runNow();
    periodic.runNow();
    started = rounds.nextStart();
    rounds.release();
    await started;
    expect(rounds.began()).toBe(2);
    rounds.release();
    await periodic.stop();
    expect(rounds.began()).toBe(2);
  });

  it('asks for nothing after it stopped, and stop waits for the round running', async () => {
    const rounds = heldRounds();
    let ended = false;
    const periodic = startPeriodic(
      HOUR,
      async () => {
        await rounds.round();
        ended = true;
      },
      () => {},
    );
    const started = rounds.nextStart();
    periodic.runNow();
    await started;
    periodic.runNow();
    const stopping = periodic.stop();
    rounds.release();
    await stopping;
    expect(ended).toBe(true);
    periodic.runNow();
    expect(rounds.began()).toBe(1);
  });

  it('hands a failed round to onError and keeps going', async () => {
    const errors: unknown[] = [];
    let calls = 0;
    let failed = () => {};
    const seen = new Promise<void>((resolve) => {
      failed = resolve;
    });
    const periodic = startPeriodic(
      HOUR,
      async () => {
        calls++;
        throw new Error('boom');
      },
      (error) => {
        errors.push(error);
        failed();
      },
    );
    periodic.runNow();
    await seen;
    expect(errors).toHaveLength(1);
    expect(calls).toBe(1);
    await periodic.stop();
  });
});
