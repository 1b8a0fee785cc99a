import { useState } from 'react';

/**
 * The user's picture, or their initial in a circle; decorative either way: the name is
 * always written beside it. An image that fails to load falls back to the initial.
 */
export function UserAvatar({ name, src = null }: { name: string; src?: string | null }) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  if (src && src !== failedSrc) {
    return (
      <img
        src={src}
        alt=""
        referrerPolicy="no-referrer"
        onError={() => setFailedSrc(src)}
        className="size-8 shrink-0 rounded-full object-cover"
      />
    );
  }
  return (
    <span
      aria-hidden="true"
      className="flex size-8 shrink-0 items-center justify-center rounded-full bg-gradient-to-br from-indigo-500 to-violet-500 text-sm font-bold text-white uppercase"
    >
      {name.charAt(0) || '?'}
    </span>
  );
}
