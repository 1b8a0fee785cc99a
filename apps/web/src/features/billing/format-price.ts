const whole = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  maximumFractionDigits: 0,
});
const exact = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

/** Cents as dollars: 0 → "$0", 999 → "$9.99", 9990 → "$99.90", 150000 → "$1,500". */
export function formatCents(cents: number): string {
  return (cents % 100 === 0 ? whole : exact).format(cents / 100);
}
