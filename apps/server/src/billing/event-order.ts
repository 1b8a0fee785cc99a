/**
 * Stripe delivers events in no promised order, and several share one second (a
 * subscription's `created` and `updated`, a failed invoice and its `updated`). Each
 * applied event leaves an order key on the user: its `created` second, then a rank for
 * events of the same second in the order Stripe emits them. An event whose key is lower
 * than the stored one is older than what the user already reflects, and is skipped.
 */
const RANK: Record<string, number> = {
  'customer.subscription.created': 1,
  'checkout.session.completed': 2,
  'invoice.payment_failed': 3,
  'customer.subscription.updated': 4,
  'customer.subscription.deleted': 5,
};

export function eventOrderKey(type: string, createdSeconds: number): number {
  return createdSeconds * 10 + (RANK[type] ?? 0);
}

export function isStale(orderKey: number, lastApplied: number | null): boolean {
  return lastApplied !== null && orderKey < lastApplied;
}
