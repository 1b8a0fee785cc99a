import { type ChangeEvent, useId, useRef } from 'react';
import { Button } from '../../app/ui/button';
import { focusRing } from '../../app/ui/focus-ring';
import { AVATAR_ACCEPT } from './avatar-file';

interface AvatarPickerProps {
  pendingFile: File | null;
  error: string | null;
  onPick: (file: File) => void;
  onDiscard: () => void;
}

/** Choose an image (uploaded on save) or discard the one chosen. */
export function AvatarPicker({ pendingFile, error, onPick, onDiscard }: AvatarPickerProps) {
  const inputId = useId();
  const errorId = `${inputId}-error`;
  const input = useRef<HTMLInputElement>(null);

  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    // Cleared so that choosing the same file again still counts as a choice.
    event.target.value = '';
    if (file) onPick(file);
  };

  return (
    <div className="flex flex-col gap-2">
      <div className="flex flex-wrap items-center gap-2">
        <label
          htmlFor={inputId}
          className={`inline-flex cursor-pointer items-center rounded-lg border border-slate-300 bg-white px-3 py-1.5 text-sm font-semibold text-slate-800 hover:bg-slate-50 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-indigo-600 dark:border-slate-700 dark:bg-slate-900 dark:text-slate-100 dark:hover:bg-slate-800 ${focusRing}`}
        >
          Choose image
          <input
            ref={input}
            id={inputId}
            type="file"
            accept={AVATAR_ACCEPT}
            className="sr-only"
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? errorId : undefined}
            onChange={onChange}
          />
        </label>
        {pendingFile ? (
          <Button variant="ghost" size="sm" onClick={onDiscard}>
            Remove
          </Button>
        ) : null}
      </div>
      <p className="text-xs text-slate-600 dark:text-slate-400">
        {pendingFile
          ? `${pendingFile.name} will be uploaded when you save.`
          : 'JPEG, PNG, WebP or SVG, up to 5 MB.'}
      </p>
      {error ? (
        <p id={errorId} role="alert" className="text-sm text-red-700 dark:text-red-400">
          {error}
        </p>
      ) : null}
    </div>
  );
}
