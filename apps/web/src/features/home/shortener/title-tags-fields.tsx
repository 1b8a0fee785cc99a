import { LINK_TITLE_MAX } from '@kurz/shared';
import { OptionsSection } from '../../../app/ui/options-section';
import { TagInput } from '../../../app/ui/tag-input';
import { TextField } from '../../../app/ui/text-field';
import { useWorkspace } from '../../../app/workspace/use-workspace';
import { useTags } from '../../../lib/use-tags';

/**
 * /create's 'Title and tags' section (any plan: they organise the workspace's links).
 * The title fills itself from the destination's page when the server fetches titles,
 * until the person types their own.
 */
export function TitleTagsFields({
  title,
  isFetchingTitle,
  tags,
  onTitleChange,
  onTagsChange,
}: {
  title: string;
  isFetchingTitle: boolean;
  tags: readonly string[];
  onTitleChange: (title: string) => void;
  onTagsChange: (tags: string[]) => void;
}) {
  const existing = useTags(useWorkspace().organizationId).tags.map((tag) => tag.name);
  const length = title.trim().length;
  return (
    <OptionsSection title="Title and tags" isSet={length > 0 || tags.length > 0}>
      <div className="flex flex-col gap-4">
        <TextField
          label="Link title"
          placeholder="What the link is about"
          value={title}
          aria-busy={isFetchingTitle || undefined}
          hint={
            <p
              aria-live="polite"
              className={`mt-1 text-xs ${length > LINK_TITLE_MAX ? 'text-red-700 dark:text-red-400' : 'text-slate-500 dark:text-slate-400'}`}
            >
              {isFetchingTitle
                ? 'Fetching the page title…'
                : `${length} / ${LINK_TITLE_MAX} characters`}
            </p>
          }
          onChange={(event) => onTitleChange(event.target.value)}
        />
        <TagInput label="Tags" tags={tags} suggestions={existing} onChange={onTagsChange} />
      </div>
    </OptionsSection>
  );
}
