/** Text whose `backticked` spans are code, as the document's descriptions write them. */
export function InlineCode({ text }: { text: string }) {
  return text.split(/(`[^`]+`)/).map((part, index) =>
    part.startsWith('`') && part.endsWith('`') && part.length > 2 ? (
      <code
        // The split is stable for one text: its positions are its identity.
        // biome-ignore lint/suspicious/noArrayIndexKey: see above
        key={index}
        className="rounded bg-slate-100 px-1 py-0.5 font-mono text-[0.9em] text-slate-800 dark:bg-slate-800 dark:text-slate-200"
      >
        {part.slice(1, -1)}
      </code>
    ) : (
      part
    ),
  );
}
