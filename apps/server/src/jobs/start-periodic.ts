/**
 * Runs `round` every `everyMs` until stopped, never two at once (a tick while one runs is
 * skipped); a failure goes to `onError` and the next tick tries again. `isStopped` lets a
 * long round end early. The timer keeps no process alive.
 */
export function startPeriodic(
  everyMs: number,
  round: (isStopped: () => boolean) => Promise<unknown>,
  onError: (error: unknown) => void,
): { stop(): Promise<void> } {
  let running: Promise<unknown> | null = null;
  let stopped = false;
  const timer = setInterval(() => {
    running ??= round(() => stopped)
      .catch(onError)
      .finally(() => {
        running = null;
      });
  }, everyMs);
  timer.unref();
  return {
    async stop() {
      stopped = true;
      clearInterval(timer);
      await running;
    },
  };
}
