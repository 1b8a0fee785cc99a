import type { Worker } from 'node:worker_threads';
import type { Logger } from 'pino';
import type { Config } from '../config.js';
import { releaseMemory } from '../runtime/release-memory.js';
import { startWorker } from '../workers/start-worker.js';
import type {
  FromWorker,
  SpooledBatch,
  ToWorker,
  WorkerData,
  WriterOptions,
} from './click-worker-protocol.js';

const IDLE_MS = 30_000;

/**
 * The writer thread's young generation (MB): without a limit it got what `npm start`'s
 * flags give the redirects' thread, the largest part of the thread's memory.
 */
const YOUNG_GENERATION_MB = 16;

interface Waiting {
  resolve: () => void;
  reject: (error: Error) => void;
  clicks: number;
}

/**
 * The redirects' side of the click writer thread (click-worker.ts). Started on the first
 * batch, ended after `idleMs` without one; `write` resolves once the batch is committed
 * and rejects if the write failed or the thread died, so the caller keeps the batch and
 * tries again (a new thread starts). The thread holds the process open only while it has
 * work.
 */
export class ClickWriterThread {
  #worker: Worker | null = null;
  /** An idle thread ending: the next thread starts after it, never beside it. */
  #ending: Promise<void> | null = null;
  #idleTimer: NodeJS.Timeout | null = null;
  #nextId = 1;
  readonly #waiting = new Map<number, Waiting>();

  constructor(
    private readonly database: Config['database'],
    private readonly log: Logger,
    private readonly options: WriterOptions = {},
  ) {}

  /** Whether a thread is running (for tests). */
  get isRunning(): boolean {
    return this.#worker !== null;
  }

  /**
   * Writes `batches` of the spool `file` (on disk before this is called). A batch whose
   * key was written before stores nothing: send a batch again with its key after a failed
   * or lost write.
   */
  async write(file: string, batches: SpooledBatch[]): Promise<void> {
    await this.#notIdle();
    const worker = this.#worker ?? this.#start();
    const id = this.#nextId++;
    const count = batches.reduce((sum, batch) => sum + batch.count, 0);
    return new Promise((resolve, reject) => {
      this.#waiting.set(id, { resolve, reject, clicks: count });
      worker.ref();
      this.#send(worker, { type: 'write', id, file, batches });
    });
  }

  /** Lets the writes already sent finish, closes the thread's connection, ends it. */
  async close(): Promise<void> {
    await this.#notIdle();
    await this.#end(false);
  }

  /** Cancels a pending idle end, and waits for one under way. */
  async #notIdle(): Promise<void> {
    if (this.#idleTimer) clearTimeout(this.#idleTimer);
    this.#idleTimer = null;
    while (this.#ending) await this.#ending;
  }

  #end(idle: boolean): Promise<void> {
    const worker = this.#worker;
    if (!worker) return Promise.resolve();
    const exited = new Promise<void>((resolve) => worker.once('exit', () => resolve()));
    worker.ref();
    this.#send(worker, { type: 'close', idle });
    return exited;
  }

  /** After a write with none left in flight: end the thread if nothing comes for a while. */
  #whenIdle(): void {
    if (this.#idleTimer) clearTimeout(this.#idleTimer);
    this.#idleTimer = setTimeout(() => {
      this.#idleTimer = null;
      if (this.#waiting.size > 0 || this.#ending) return;
      this.#ending = this.#end(true).finally(() => {
        this.#ending = null;
        // No clicks for a while: the process is at rest.
        releaseMemory();
      });
    }, this.options.idleMs ?? IDLE_MS);
    this.#idleTimer.unref();
  }

  /** Ends the thread at once; writes in flight are rejected (and so retried by the caller). */
  async terminate(): Promise<void> {
    await this.#worker?.terminate();
  }

  #start(): Worker {
    const data: WorkerData = { database: this.database, rollupEveryMs: this.options.rollupEveryMs };
    const worker = startWorker(import.meta.url, './click-worker', data, {
      maxYoungGenerationSizeMb: YOUNG_GENERATION_MB,
    });
    worker.unref();
    worker.on('message', (message: FromWorker) => this.#onMessage(worker, message));
    worker.on('error', (error) =>
      this.log.error({ err: error, ...this.#inFlight() }, 'click writer thread crashed'),
    );
    worker.on('exit', (code) => this.#onExit(worker, code));
    this.#worker = worker;
    return worker;
  }

  #send(worker: Worker, message: ToWorker): void {
    worker.postMessage(message);
  }

  #onMessage(worker: Worker, message: FromWorker): void {
    if (message.type === 'closed') {
      void worker.terminate();
    } else if (message.type === 'log') {
      this.log.warn({ err: message.error }, message.message);
    } else {
      const waiting = this.#waiting.get(message.id);
      this.#waiting.delete(message.id);
      if (this.#waiting.size === 0) {
        worker.unref();
        this.#whenIdle();
      }
      if (message.type === 'written') waiting?.resolve();
      else waiting?.reject(new Error(`click writer: ${message.error}`));
    }
  }

  #onExit(worker: Worker, code: number): void {
    if (this.#worker === worker) this.#worker = null;
    if (this.#waiting.size === 0) return;
    const error = new Error(
      `click writer thread exited (code ${code}) with ${this.#waiting.size} batches in flight`,
    );
    this.log.error(
      { code, ...this.#inFlight() },
      'click writer thread ended with writes in flight',
    );
    for (const waiting of this.#waiting.values()) waiting.reject(error);
    this.#waiting.clear();
  }

  #inFlight(): { batches: number; clicks: number } {
    let clicks = 0;
    for (const waiting of this.#waiting.values()) clicks += waiting.clicks;
    return { batches: this.#waiting.size, clicks };
  }
}
