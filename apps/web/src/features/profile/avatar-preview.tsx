/** The avatar as it will look: the picked file, the current image, or the initial. */
export function AvatarPreview({ src, name }: { src: string | null; name: string }) {
  if (src) {
    return (
      <img
        src={src}
        alt="Avatar preview"
        className="size-20 shrink-0 rounded-full border border-slate-200 object-cover dark:border-slate-700"
      />
    );
  }
  return (
    <span
      role="img"
      aria-label="No avatar"
      className="flex size-20 shrink-0 items-center justify-center rounded-full bg-gradient-to-br from-indigo-500 to-violet-500 text-2xl font-bold text-white uppercase"
    >
      {name.charAt(0) || '?'}
    </span>
  );
}
