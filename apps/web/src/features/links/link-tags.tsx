/** A link's tags as chips under its destination (a list, so screen readers count them). */
export function LinkTags({ tags }: { tags: readonly string[] }) {
  if (tags.length === 0) return null;
  return (
    <ul aria-label="Tags" className="mt-1 flex flex-wrap gap-1">
      {tags.map((tag) => (
        <li
          key={tag}
          className="rounded-full bg-indigo-50 px-2 py-0.5 text-xs font-medium text-indigo-800 dark:bg-indigo-500/15 dark:text-indigo-200"
        >
          {tag}
        </li>
      ))}
    </ul>
  );
}
