import { useId } from 'react';
import { useWorkspace } from '../../app/workspace/use-workspace';
import { useTags } from '../../lib/use-tags';

/**
 * The toolbar's tag filter: the workspace's tags with their link counts. Hidden until there is
 * a tag to choose, unless one is chosen (so it can be cleared).
 */
export function TagFilter({
  value,
  onChange,
  className,
}: {
  value: string;
  onChange: (tag: string) => void;
  className: string;
}) {
  const id = useId();
  const { tags } = useTags(useWorkspace().organizationId);
  if (tags.length === 0 && !value) return null;
  const isKnown = tags.some((tag) => tag.name === value);
  return (
    // One group, on its own line on a phone, so no label wraps away from its select.
    <span className="flex items-center gap-2 max-sm:w-full">
      <label htmlFor={id} className="text-sm text-slate-600 dark:text-slate-400">
        Tag
      </label>
      <select
        id={id}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        className={`${className} min-w-0 max-sm:flex-1 sm:max-w-44`}
      >
        <option value="">All tags</option>
        {tags.map((tag) => (
          <option key={tag.id} value={tag.name}>
            {tag.name} ({tag.links})
          </option>
        ))}
        {value && !isKnown ? <option value={value}>{value}</option> : null}
      </select>
    </span>
  );
}
