import { LINK_TITLE_MAX, type LinkView } from '@kurz/shared';
import { TagInput } from '../../app/ui/tag-input';
import { TextField } from '../../app/ui/text-field';
import { useWorkspace } from '../../app/workspace/use-workspace';
import { useTags } from '../../lib/use-tags';
import type { LinkChanges } from './links-api';

export interface LabelDraft {
  title: string;
  tags: string[];
}

export const labelDraftOf = (link: LinkView): LabelDraft => ({
  title: link.title ?? '',
  tags: link.tags,
});

/** The edit's title and tags, only where they changed (a blank title clears it). */
export function labelChanges(link: LinkView, draft: LabelDraft): LinkChanges {
  const changes: LinkChanges = {};
  const title = draft.title.trim();
  if (title !== (link.title ?? '')) changes.title = title || null;
  if (draft.tags.join('\n') !== link.tags.join('\n')) changes.tags = draft.tags;
  return changes;
}

/** The editor's title and tags (any plan), suggestions from the workspace's tags. */
export function LinkLabelFields({
  draft,
  onChange,
}: {
  draft: LabelDraft;
  onChange: (draft: LabelDraft) => void;
}) {
  const existing = useTags(useWorkspace().organizationId).tags.map((tag) => tag.name);
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
    </>
  );
}
