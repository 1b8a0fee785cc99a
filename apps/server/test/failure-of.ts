import { expect } from 'vitest';
import { FetchFailure } from '../src/net/fetch-failure.js';

/** The FetchFailure a safe fetch rejects with; fails the test when it resolves or throws else. */
export async function failureOf(promise: Promise<unknown>): Promise<FetchFailure> {
  const error = await promise.then(
    () => new Error('the fetch succeeded'),
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(FetchFailure);
  return error as FetchFailure;
}
