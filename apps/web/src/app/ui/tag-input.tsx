import { LINK_TAGS_MAX, tagKey, tagNameProblem } from '@kurz/shared';
import { type KeyboardEvent, useId, useState } from 'react';
import { focusRing } from './focus-ring';

const SUGGESTIONS_SHOWN = 6;

/**
 * Tags as chips: typing a name and pressing Enter or a comma adds it (a new name makes a
 * new tag), the suggestions list the workspace's tags that match (arrow keys and Enter, or
 * a click), Backspace in the empty field removes the last chip. Names that differ only in
 * case are one tag, so a second spelling is not added.
 */
export function TagInput({
  label,
  tags,
  suggestions,
  onChange,
}: {
  label: string;
  tags: readonly string[];
  suggestions: readonly string[];
  onChange: (tags: string[]) => void;
}) {
  const id = useId();
  const [text, setText] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [active, setActive] = useState(-1);
  const chosen = new Set(tags.map(tagKey));
  const typed = tagKey(text);
  const matches = typed
    ? suggestions
        .filter((name) => !chosen.has(tagKey(name)) && tagKey(name).includes(typed))
        .slice(0, SUGGESTIONS_SHOWN)
    : [];
  const isFull = tags.length >= LINK_TAGS_MAX;

  function add(raw: string) {
    const name = raw.trim();
    if (!name) return;
    const nameProblem = tagNameProblem(name);
    if (nameProblem) return setProblem(nameProblem);
    // The workspace's spelling of an existing tag wins over the one typed.
    const known = suggestions.find((tag) => tagKey(tag) === tagKey(name)) ?? name;
    if (!chosen.has(tagKey(known))) onChange([...tags, known]);
    setText('');
    setActive(-1);
    setProblem(null);
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'ArrowDown' && matches.length > 0) {
      event.preventDefault();
      setActive((index) => (index + 1) % matches.length);
    } else if (event.key === 'ArrowUp' && matches.length > 0) {
      event.preventDefault();
      setActive((index) => (index <= 0 ? matches.length - 1 : index - 1));
    } else if (event.key === 'Enter' || event.key === ',') {
      // Enter adds a tag here; it must not submit the form around it.
      if (event.key === ',' || text.trim()) event.preventDefault();
      add(matches[active] ?? text);
    } else if (event.key === 'Escape') {
      setActive(-1);
      setText('');
    } else if (event.key === 'Backspace' && text === '' && tags.length > 0) {
      onChange(tags.slice(0, -1));
    }
  }

  const listId = `${id}-suggestions`;
  const hintId = `${id}-hint`;
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-medium text-slate-800 dark:text-slate-200">
        {label}
      </label>
      <div
        // The field inside has no outline of its own: the whole box shows the focus.
        className={`mt-1.5 flex flex-wrap items-center gap-1.5 rounded-lg border bg-white px-2 py-2 shadow-sm focus-within:outline-2 focus-within:outline-offset-2 focus-within:outline-indigo-600 dark:bg-slate-900 dark:focus-within:outline-indigo-400 ${
          problem ? 'border-red-500 dark:border-red-400' : 'border-slate-300 dark:border-slate-700'
        }`}
      >
        <ul aria-label={`${label}: chosen`} className="contents">
          {tags.map((tag) => (
            <li
              key={tagKey(tag)}
              className="inline-flex items-center gap-1 rounded-full bg-indigo-50 py-0.5 pr-1 pl-2.5 text-sm text-indigo-800 dark:bg-indigo-500/15 dark:text-indigo-200"
            >
              {tag}
              <button
                type="button"
                aria-label={`Remove tag ${tag}`}
                onClick={() => onChange(tags.filter((other) => other !== tag))}
                className={`grid size-5 place-items-center rounded-full text-indigo-700 hover:bg-indigo-100 dark:text-indigo-300 dark:hover:bg-indigo-500/25 ${focusRing}`}
              >
                <span aria-hidden="true">×</span>
              </button>
            </li>
          ))}
        </ul>
        <div className="relative min-w-32 flex-1">
          <input
            id={id}
            role="combobox"
            aria-expanded={matches.length > 0}
            aria-controls={listId}
            aria-autocomplete="list"
            aria-activedescendant={active >= 0 ? `${listId}-${active}` : undefined}
            aria-describedby={hintId}
            aria-invalid={problem ? true : undefined}
            disabled={isFull}
            value={text}
            placeholder={isFull ? '' : 'Add a tag'}
            onChange={(event) => {
              setText(event.target.value.replace(/,/g, ''));
              setActive(-1);
              setProblem(null);
            }}
            onKeyDown={onKeyDown}
            onBlur={() => add(text)}
            className="w-full rounded bg-transparent px-1 py-0.5 text-slate-900 outline-none placeholder:text-slate-400 dark:text-white dark:placeholder:text-slate-500"
          />
          {matches.length > 0 ? (
            <div
              id={listId}
              role="listbox"
              aria-label="Existing tags"
              className="absolute top-full left-0 z-10 mt-2 min-w-48 rounded-lg border border-slate-200 bg-white py-1 shadow-lg dark:border-slate-700 dark:bg-slate-900"
            >
              {matches.map((name, index) => (
                <div
                  key={name}
                  id={`${listId}-${index}`}
                  role="option"
                  tabIndex={-1}
                  aria-selected={index === active}
                  // Before the input's blur, so the click picks this tag rather than the text.
                  onMouseDown={(event) => {
                    event.preventDefault();
                    add(name);
                  }}
                  className={`cursor-pointer px-3 py-1.5 text-sm text-slate-800 dark:text-slate-200 ${
                    index === active ? 'bg-indigo-50 dark:bg-indigo-500/20' : ''
                  }`}
                >
                  {name}
                </div>
              ))}
            </div>
          ) : (
            <span id={listId} hidden />
          )}
        </div>
      </div>
      <p id={hintId} className="mt-1 text-xs text-slate-500 dark:text-slate-400">
        {isFull
          ? `At most ${LINK_TAGS_MAX} tags per link.`
          : 'Press Enter or a comma to add a tag; new names make new tags.'}
      </p>
      {problem ? (
        <p role="alert" className="mt-1 text-sm text-red-700 dark:text-red-400">
          {problem}
        </p>
      ) : null}
    </div>
  );
}
