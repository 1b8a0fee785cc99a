/** Where each common DNS provider keeps its records, and what trips people up there. */
export const PROVIDER_ADVICE = [
  {
    name: 'GoDaddy',
    advice:
      'My Products → your domain → DNS → Manage DNS. Enter only the part before your domain as the Name (GoDaddy adds the rest); use @ for the domain itself.',
  },
  {
    name: 'Namecheap',
    advice:
      'Domain List → Manage → Advanced DNS → Add New Record. The Host is the part before your domain; Namecheap appends the domain.',
  },
  {
    name: 'Cloudflare',
    advice:
      'DNS → Records → Add record. Set the proxy status to "DNS only" (grey cloud), otherwise Cloudflare answers with its own addresses and verification fails.',
  },
  {
    name: 'Route 53',
    advice:
      'Hosted zones → your domain → Create record. Enter the full record name; TXT values go in quotes. Changes reach the resolvers within about a minute.',
  },
  {
    name: 'Google Domains',
    advice:
      'Now run by Squarespace: Domains → your domain → DNS → Custom records. Enter the part before your domain as the Host name.',
  },
  {
    name: 'Network Solutions',
    advice:
      'Account Manager → My Domain Names → Manage → Advanced DNS Records. Changes can take a few hours to propagate.',
  },
] as const;
