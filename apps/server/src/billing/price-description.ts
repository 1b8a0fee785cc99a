import { savingsPercent } from '@kurz/shared';

const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

/** "$1,500.00/month" or "$15,000.00/year (save 17%)": what the admin sends the customer. */
export function priceDescription(
  monthlyCents: number,
  yearlyCents: number,
  cycle: 'monthly' | 'yearly',
): string {
  if (cycle === 'monthly') return `${usd.format(monthlyCents / 100)}/month`;
  const savings = savingsPercent(monthlyCents, yearlyCents);
  const yearly = `${usd.format(yearlyCents / 100)}/year`;
  return savings > 0 ? `${yearly} (save ${savings}%)` : yearly;
}
