/**
 * Between the two collections: V8 shrinks its young generation only once its allocation
 * rate, measured at collections over about five seconds, has fallen.
 */
const SECOND_COLLECTION_MS = 6_000;

/**
 * At rest, gives back the memory V8 grew under load: with nothing allocating, no collection
 * runs, and the young generation keeps the size it grew to. Two collections seconds apart
 * let V8 see the quiet and shrink it (figures: bench/README.md). Needs `--expose-gc`
 * (npm start passes it); without it, nothing happens.
 */
export function releaseMemory(): void {
  const gc = globalThis.gc;
  if (!gc) return;
  gc();
  setTimeout(() => gc(), SECOND_COLLECTION_MS).unref();
}
