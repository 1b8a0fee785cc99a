/**
 * `vi.waitFor` options for a wait on something that is bound to happen: a deadline no busy
 * machine reaches (vitest.config.ts gives tests longer still), so only a thing that never
 * happens fails, polled often enough that a fast machine does not wait for the poll.
 */
export const PATIENTLY = { timeout: 20_000, interval: 10 } as const;
