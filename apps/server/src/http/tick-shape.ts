import { AsyncResource } from 'node:async_hooks';

/** What keeps the shape alive, for the life of the process; see `pinTickObjectShape`. */
const pinned: object[] = [];

/**
 * Keeps the hidden class of `process.nextTick`'s queue entries alive for the life of the
 * process: on Node 20 (V8 11.3), once full collections at an idle moment let it die, every
 * nextTick (four per HTTP request) goes through V8's slow path for good (tick-shape.test.ts).
 * Kept while the redirect bench shows it still pays on main-thread CPU (bench/README.md).
 * Returns whether Node's async id symbols were found (a Node without them is left alone).
 */
export function pinTickObjectShape(): boolean {
  const symbols = Object.getOwnPropertySymbols(new AsyncResource('kurz-tick-shape'));
  const asyncId = symbols.find((symbol) => symbol.description === 'async_id_symbol');
  const triggerId = symbols.find((symbol) => symbol.description === 'trigger_async_id_symbol');
  if (!asyncId || !triggerId) return false;
  // Let Node make the transitions first, so this object follows them rather than starting
  // its own with other field representations. Same keys, same order, same kinds of value.
  process.nextTick(() => {});
  pinned.push({ [asyncId]: -1, [triggerId]: -1, callback: () => {}, args: undefined });
  return true;
}
