import { type EventLoopUtilization, performance } from 'node:perf_hooks';

/**
 * Whether this thread's event loop (the one answering redirects) is saturated: sampled
 * every `everyMs`, busy once it was running for at least `busyShare` of the time since the
 * last sample, and until a sample finds it below `idleShare`. The gap matters: writing
 * clicks on another thread takes processor time from this one (on two cores shared with
 * a load test's clients), which pushed its share back under a single threshold, let
 * writes start again, and so on; measured, the redirect thread was then off its core a
 * sixth of the time. Reading it costs nothing.
 */
export class LoopLoad {
  #busy = false;
  #last: EventLoopUtilization;
  #timer: NodeJS.Timeout | null = null;

  constructor(
    private readonly options: {
      everyMs: number;
      busyShare: number;
      /** At most `busyShare`: the share under which a busy loop is no longer busy. */
      idleShare: number;
      /** performance.eventLoopUtilization, or a stand-in for tests. */
      utilization?: (since?: EventLoopUtilization) => EventLoopUtilization;
    },
  ) {
    this.#last = this.#utilization();
  }

  get isBusy(): boolean {
    return this.#busy;
  }

  start(): void {
    this.#timer ??= setInterval(() => this.sample(), this.options.everyMs);
    this.#timer.unref();
  }

  stop(): void {
    if (this.#timer) clearInterval(this.#timer);
    this.#timer = null;
    this.#busy = false;
  }

  sample(): void {
    const now = this.#utilization();
    const { busyShare, idleShare } = this.options;
    const share = this.#utilization(this.#last).utilization;
    this.#busy = share >= (this.#busy ? idleShare : busyShare);
    this.#last = now;
  }

  #utilization(since?: EventLoopUtilization): EventLoopUtilization {
    const read = this.options.utilization ?? performance.eventLoopUtilization;
    return since ? read(since) : read();
  }
}
