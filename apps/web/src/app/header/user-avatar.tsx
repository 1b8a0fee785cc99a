/** The user's initial in a circle; decorative, the name is always written beside it. */
export function UserAvatar({ name }: { name: string }) {
  return (
    <span
      aria-hidden="true"
      className="flex size-8 shrink-0 items-center justify-center rounded-full bg-gradient-to-br from-indigo-500 to-violet-500 text-sm font-bold text-white uppercase"
    >
      {name.charAt(0) || '?'}
    </span>
  );
}
