import { LINK_NOTES_MAX, LINK_TITLE_MAX, type LinkView } from '@kurz/shared';
import { useId } from 'react';
import { controlClassName } from '../../app/ui/field-frame';
import { focusRing } from '../../app/ui/focus-ring';
import { TagInput } from '../../app/ui/tag-input';
import { TextField } from '../../app/ui/text-field';
import { TextareaField } from '../../app/ui/textarea-field';
import { useWorkspace } from '../../app/workspace/use-workspace';
import { useFolders } from '../../lib/use-folders';
import { useTags } from '../../lib/use-tags';
import type { LinkChanges } from './links-api';

export interface LabelDraft {
  title: string;
  tags: string[];
  /** '' for no folder. */
  folderId: string;
  notes: string;
  isArchived: boolean;
}

export const labelDraftOf = (link: LinkView): LabelDraft => ({
  title: link.title ?? '',
  tags: link.tags,
  folderId: link.folder_id ?? '',
  notes: link.notes ?? '',
  isArchived: link.archived,
});

/** The edit's labels, only where they changed (a blank title or note clears it). */
export function labelChanges(link: LinkView, draft: LabelDraft): LinkChanges {
  const changes: LinkChanges = {};
  const title = draft.title.trim();
  if (title !== (link.title ?? '')) changes.title = title || null;
  if (draft.tags.join('\n') !== link.tags.join('\n')) changes.tags = draft.tags;
  if (draft.folderId !== (link.folder_id ?? '')) changes.folder_id = draft.folderId || null;
  const notes = draft.notes.trim();
  if (notes !== (link.notes ?? '')) changes.notes = notes || null;
  if (draft.isArchived !== link.archived) changes.archived = draft.isArchived;
  return changes;
}

/**
 * The editor's title, tags, folder, notes and archive (any plan): suggestions from the
 * workspace's tags, the choice of its folders.
 */
export function LinkLabelFields({
  draft,
  onChange,
}: {
  draft: LabelDraft;
  onChange: (draft: LabelDraft) => void;
}) {
  const id = useId();
  const { organizationId } = useWorkspace();
  const existing = useTags(organizationId).tags.map((tag) => tag.name);
  const folders = useFolders(organizationId).data?.folders ?? [];
  const isKnown = draft.folderId === '' || folders.some((folder) => folder.id === draft.folderId);
  return (
    <>
      <TextField
        label="Link title"
        value={draft.title}
        maxLength={LINK_TITLE_MAX}
        placeholder="What the link is about"
        onChange={(event) => onChange({ ...draft, title: event.target.value })}
      />
      <TagInput
        label="Tags"
        tags={draft.tags}
        suggestions={existing}
        onChange={(tags) => onChange({ ...draft, tags })}
      />
      {folders.length > 0 || draft.folderId ? (
        <div>
          <label
            htmlFor={`${id}-folder`}
            className="block text-sm font-medium text-slate-800 dark:text-slate-200"
          >
            Folder
          </label>
          <select
            id={`${id}-folder`}
            value={draft.folderId}
            onChange={(event) => onChange({ ...draft, folderId: event.target.value })}
            className={controlClassName(false, focusRing)}
          >
            <option value="">No folder</option>
            {folders.map((folder) => (
              <option key={folder.id} value={folder.id}>
                {folder.name}
              </option>
            ))}
            {isKnown ? null : <option value={draft.folderId}>Current folder</option>}
          </select>
        </div>
      ) : null}
      <TextareaField
        label="Notes"
        rows={3}
        value={draft.notes}
        maxLength={LINK_NOTES_MAX}
        placeholder="For your team: who asked for it, where it is printed…"
        hint={`${draft.notes.length.toLocaleString('en-US')} / ${LINK_NOTES_MAX.toLocaleString('en-US')} characters; never shown to visitors`}
        onChange={(event) => onChange({ ...draft, notes: event.target.value })}
      />
      <label className="flex items-start gap-2 text-sm text-slate-800 dark:text-slate-200">
        <input
          type="checkbox"
          checked={draft.isArchived}
          onChange={(event) => onChange({ ...draft, isArchived: event.target.checked })}
          className={`mt-0.5 size-4 rounded border-slate-300 dark:border-slate-600 ${focusRing}`}
        />
        <span>
          Archived
          <span className="block text-xs text-slate-600 dark:text-slate-400">
            Hidden from the list unless you show archived links; it still redirects.
          </span>
        </span>
      </label>
    </>
  );
}
