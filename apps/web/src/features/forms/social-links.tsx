import { focusRing } from '../../app/ui/focus-ring';

/** Kurz's public profiles; a deployment under another name points these at its own. */
const SOCIAL_LINKS = [
  {
    label: 'GitHub',
    filled: true,
    href: 'https://github.com/kurz-links',
    icon: 'M12 2a10 10 0 0 0-3.2 19.5c.5.1.7-.2.7-.5v-1.7c-2.8.6-3.4-1.3-3.4-1.3-.5-1.2-1.1-1.5-1.1-1.5-.9-.6.1-.6.1-.6 1 .1 1.5 1 1.5 1 .9 1.6 2.4 1.1 3 .9.1-.7.4-1.1.6-1.4-2.2-.3-4.6-1.1-4.6-5 0-1.1.4-2 1-2.7-.1-.3-.4-1.3.1-2.7 0 0 .8-.3 2.7 1a9.4 9.4 0 0 1 5 0c1.9-1.3 2.7-1 2.7-1 .5 1.4.2 2.4.1 2.7.6.7 1 1.6 1 2.7 0 3.9-2.3 4.7-4.6 5 .4.3.7.9.7 1.9V21c0 .3.2.6.7.5A10 10 0 0 0 12 2Z',
  },
  {
    label: 'X (Twitter)',
    filled: false,
    href: 'https://x.com/kurzlinks',
    icon: 'M4 4l16 16M20 4 4 20',
  },
  {
    label: 'LinkedIn',
    filled: true,
    href: 'https://www.linkedin.com/company/kurz-links',
    icon: 'M4 9h4v11H4zM6 3.5a2 2 0 1 1 0 4 2 2 0 0 1 0-4ZM10 9h4v1.6c.6-1 1.8-1.8 3.5-1.8 3 0 3.5 2 3.5 4.6V20h-4v-5.8c0-1.4-.3-2.4-1.7-2.4S14 13 14 14.3V20h-4z',
  },
] as const;

/** The contact page's social links (spec 001 §2), opening in a new tab. */
export function SocialLinks() {
  return (
    <ul className="flex flex-wrap gap-3" aria-label="Kurz on social media">
      {SOCIAL_LINKS.map((link) => (
        <li key={link.label}>
          <a
            href={link.href}
            target="_blank"
            rel="noopener noreferrer"
            className={`inline-flex items-center gap-2 rounded-lg border border-slate-200 bg-white px-3 py-2 text-sm font-medium text-slate-700 hover:border-indigo-300 hover:text-indigo-700 dark:border-slate-700 dark:bg-slate-900 dark:text-slate-200 dark:hover:border-indigo-500 dark:hover:text-indigo-300 ${focusRing}`}
          >
            <svg
              aria-hidden="true"
              viewBox="0 0 24 24"
              className="size-4"
              fill={link.filled ? 'currentColor' : 'none'}
              stroke={link.filled ? 'none' : 'currentColor'}
              strokeWidth="2"
              strokeLinecap="round"
              strokeLinejoin="round"
            >
              <path d={link.icon} />
            </svg>
            {link.label}
            <span className="sr-only">(opens in a new tab)</span>
          </a>
        </li>
      ))}
    </ul>
  );
}
