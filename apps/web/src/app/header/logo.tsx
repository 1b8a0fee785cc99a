import { useId } from 'react';
import { Link } from 'react-router';
import { focusRing } from '../ui/focus-ring';

export function Logo() {
  // The header and the footer both draw the logo: each needs its own gradient id.
  const gradientId = useId();
  return (
    <Link
      to="/"
      className={`inline-flex items-center gap-2 rounded-lg text-xl font-extrabold tracking-tight text-slate-900 dark:text-white ${focusRing}`}
    >
      <svg aria-hidden="true" viewBox="0 0 32 32" className="size-8">
        <defs>
          <linearGradient id={gradientId} x1="0" y1="0" x2="1" y2="1">
            <stop offset="0" stopColor="#6366f1" />
            <stop offset="1" stopColor="#a855f7" />
          </linearGradient>
        </defs>
        <rect width="32" height="32" rx="8" fill={`url(#${gradientId})`} />
        <path
          d="M10 8v16M10 16l9-8M13 14l7 10"
          stroke="#fff"
          strokeWidth="3"
          strokeLinecap="round"
          strokeLinejoin="round"
          fill="none"
        />
      </svg>
      Kurz
    </Link>
  );
}
