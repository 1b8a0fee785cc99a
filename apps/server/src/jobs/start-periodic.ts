/**
 * Runs `round` every `everyMs` until stopped, never two at once (a tick while one runs is
 * skipped); a failure goes to `onError` and the next tick tries again. `isStopped` lets a
 * long round end early. `runNow` starts a round at once, or one more after the current,
 * so work queued while a round ends is not left for the next tick. The timer keeps no
 * process alive.
 */
export function startPeriodic(
  everyMs: number,
  round: (isStopped: () => boolean) => Promise<unknown>,
  onError: (error: unknown) => void,
): { runNow(): void; stop(): Promise<void> } {
  let running: Promise<unknown> | null = null;
  let again = false;
  let stopped = false;
  const tick = (isAsked: boolean) => {
    if (stopped) return;
    if (running) {
      again ||= isAsked;
      return;
    }
    running = round(() => stopped)
      .catch(onError)
      .finally(() => {
        running = null;
        if (again) {
          again = false;
          tick(true);
        }
      });
  };
  const timer = setInterval(() => tick(false), everyMs);
  timer.unref();
  return {
    runNow: () => tick(true),
    async stop() {
      stopped = true;
      clearInterval(timer);
      await running;
    },
  };
}
