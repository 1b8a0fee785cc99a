/** What each plan adds, as spec 001 §9 lists it; the icons are 24×24 stroke paths. */
export const FEATURES = [
  {
    title: 'Short links',
    plan: 'Free',
    text: 'Shorten up to 100 links a month, with basic analytics, at no cost.',
    icon: 'M10 14a4.5 4.5 0 0 0 6.4 0l3-3a4.5 4.5 0 0 0-6.4-6.4l-1 1M14 10a4.5 4.5 0 0 0-6.4 0l-3 3a4.5 4.5 0 0 0 6.4 6.4l1-1',
  },
  {
    title: 'Click analytics',
    plan: 'From Premium',
    text: 'Follow how each of your links performs over time.',
    icon: 'M4 19V9m6 10V5m6 14v-7m4 7H3',
  },
  {
    title: 'Custom domains',
    plan: 'From Premium',
    text: 'Serve short links from your own domain, verified through DNS.',
    icon: 'M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18Zm-9-9h18M12 3c2.5 2.7 3.8 5.7 3.8 9s-1.3 6.3-3.8 9c-2.5-2.7-3.8-5.7-3.8-9S9.5 5.7 12 3Z',
  },
  {
    title: 'QR codes',
    plan: 'From Pro',
    text: 'Download a QR code for any link, in the size and colours you choose.',
    icon: 'M4 4h6v6H4zM14 4h6v6h-6zM4 14h6v6H4zM14 14h2v2h-2zM18 18h2v2h-2zM14 18h2M18 14h2',
  },
  {
    title: 'API access',
    plan: 'From Pro',
    text: 'Create and manage short links from your own code.',
    icon: 'm8 8-4 4 4 4m8-8 4 4-4 4m-6 2 4-12',
  },
  {
    title: 'Team workspaces',
    plan: 'Enterprise',
    text: 'Share links and domains with your team, with roles for each member.',
    icon: 'M16 19v-1a4 4 0 0 0-4-4H7a4 4 0 0 0-4 4v1m18 0v-1a4 4 0 0 0-3-3.9M15 3.1a4 4 0 0 1 0 7.8M9.5 10a3.5 3.5 0 1 0 0-7 3.5 3.5 0 0 0 0 7Z',
  },
] as const;
