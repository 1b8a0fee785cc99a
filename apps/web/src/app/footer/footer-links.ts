export interface FooterColumn {
  title: string;
  links: readonly { to: string; label: string }[];
}

/** QR codes and custom domains have no page of their own: their plans explain them. */
export const FOOTER_COLUMNS: readonly FooterColumn[] = [
  {
    title: 'Product',
    links: [
      { to: '/pricing', label: 'Pricing' },
      { to: '/features/analytics', label: 'Analytics features' },
      { to: '/features/api', label: 'API features' },
    ],
  },
  {
    title: 'Features',
    links: [
      { to: '/user/analytics', label: 'Analytics' },
      { to: '/user/api-access', label: 'API access' },
      { to: '/pricing', label: 'QR codes' },
      { to: '/pricing', label: 'Custom domains' },
    ],
  },
  {
    title: 'Support',
    links: [
      { to: '/contact', label: 'Contact' },
      { to: '/enterprise-inquiry', label: 'Enterprise' },
      { to: '/report', label: 'Report a link' },
      { to: '/privacy', label: 'Privacy' },
      { to: '/terms', label: 'Terms' },
    ],
  },
];
