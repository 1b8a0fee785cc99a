import { foldTagNames, type LinkLabelValues } from '@kurz/shared';

/** A body's title, tags, folder, notes and archive flag (the shared contract): absent leaves them, null or [] clears. */
export type LinkLabelFields = LinkLabelValues;

/** What a create or an edit sets: a blank title or note is none; tags folded by case. */
export interface LinkLabels {
  title?: string | null;
  tags?: string[];
  /** A folder of the workspace (checked by the verb), or null for none. */
  folderId?: string | null;
  notes?: string | null;
  archived?: boolean;
}

/** Only the labels of `body`, for the verbs' input; any plan may set them. */
export function linkLabelsOf(body: LinkLabelFields): LinkLabels {
  const labels: LinkLabels = {};
  if (body.title !== undefined) labels.title = body.title || null;
  if (body.tags !== undefined) labels.tags = foldTagNames(body.tags);
  if (body.folder_id !== undefined) labels.folderId = body.folder_id || null;
  if (body.notes !== undefined) labels.notes = body.notes || null;
  if (body.archived !== undefined) labels.archived = body.archived;
  return labels;
}
