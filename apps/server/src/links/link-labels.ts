import { foldTagNames, type LinkLabelValues } from '@kurz/shared';

/** A body's title and tags (the shared contract): absent leaves them, null or [] clears. */
export type LinkLabelFields = LinkLabelValues;

/** What a create or an edit sets: a blank title is none; tags folded by case. */
export interface LinkLabels {
  title?: string | null;
  tags?: string[];
}

/** Only the title and tags of `body`, for the verbs' input; any plan may set them. */
export function linkLabelsOf(body: LinkLabelFields): LinkLabels {
  const labels: LinkLabels = {};
  if (body.title !== undefined) labels.title = body.title || null;
  if (body.tags !== undefined) labels.tags = foldTagNames(body.tags);
  return labels;
}
