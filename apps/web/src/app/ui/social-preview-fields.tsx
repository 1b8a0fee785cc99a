import { useState } from 'react';
import { isPreviewSet, PREVIEW_LIMITS, type PreviewDraft, webUrl } from '../../lib/link-targeting';
import { OptionsSection } from './options-section';
import { TextField } from './text-field';
import { TextareaField } from './textarea-field';

const HINT = 'Shown by chat apps and social networks when the short link is shared.';

/**
 * /create's 'Social preview' section: the card link-preview bots get (og_title,
 * og_description, og_image), with a live sketch of it.
 */
export function SocialPreviewFields({
  draft,
  onChange,
}: {
  draft: PreviewDraft;
  onChange: (draft: PreviewDraft) => void;
}) {
  return (
    <OptionsSection title="Social preview" isSet={isPreviewSet(draft)}>
      <p className="-mt-1 mb-4 text-xs text-slate-500 dark:text-slate-400">{HINT}</p>
      <div className="grid gap-4 @md:grid-cols-2">
        <div className="flex flex-col gap-4">
          <TextField
            label="Title"
            placeholder="Spring sale: 30% off"
            value={draft.title}
            hint={<Counter length={draft.title.trim().length} limit={PREVIEW_LIMITS.title} />}
            onChange={(event) => onChange({ ...draft, title: event.target.value })}
          />
          <TextareaField
            label="Description"
            rows={3}
            placeholder="Everything in the shop, this week only."
            value={draft.description}
            hint={`${draft.description.trim().length} / ${PREVIEW_LIMITS.description} characters`}
            onChange={(event) => onChange({ ...draft, description: event.target.value })}
          />
          <TextField
            label="Image URL"
            type="url"
            inputMode="url"
            placeholder="https://example.com/card.png"
            value={draft.image}
            onChange={(event) => onChange({ ...draft, image: event.target.value })}
          />
        </div>
        <PreviewCard draft={draft} />
      </div>
    </OptionsSection>
  );
}

function Counter({ length, limit }: { length: number; limit: number }) {
  const isOver = length > limit;
  return (
    <p
      className={`mt-1 text-xs ${isOver ? 'text-red-700 dark:text-red-400' : 'text-slate-500 dark:text-slate-400'}`}
    >
      {length} / {limit} characters
    </p>
  );
}

/**
 * A sketch of the card. The CSP's img-src allows https: images and our own only, so any
 * other http: image is named, not drawn; so is one that fails to load.
 */
function PreviewCard({ draft }: { draft: PreviewDraft }) {
  const image = webUrl(draft.image);
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const isAllowed =
    image !== null && (image.protocol === 'https:' || image.origin === window.location.origin);
  const canDraw = isAllowed && failedSrc !== image.href;
  const title = draft.title.trim();
  const description = draft.description.trim();
  return (
    <div className="self-start">
      <p className="text-sm font-medium text-slate-800 dark:text-slate-200">Preview</p>
      <figure
        aria-label="Preview card"
        className="mt-1.5 overflow-hidden rounded-xl border border-slate-200 bg-slate-50 dark:border-slate-700 dark:bg-slate-800/60"
      >
        {canDraw ? (
          <img
            src={image.href}
            alt=""
            referrerPolicy="no-referrer"
            className="aspect-[1.91/1] w-full bg-slate-200 object-cover dark:bg-slate-700"
            onError={() => setFailedSrc(image.href)}
          />
        ) : draft.image.trim() !== '' ? (
          <p className="flex aspect-[1.91/1] items-center justify-center bg-slate-200 p-3 text-center font-mono text-xs break-all text-slate-600 dark:bg-slate-700 dark:text-slate-300">
            {draft.image.trim()}
          </p>
        ) : null}
        <figcaption className="p-3">
          <span className="block font-semibold break-words text-slate-900 dark:text-white">
            {title || <span className="font-normal text-slate-500 dark:text-slate-400">Title</span>}
          </span>
          {description ? (
            <span className="mt-1 line-clamp-3 block text-sm break-words text-slate-600 dark:text-slate-300">
              {description}
            </span>
          ) : null}
        </figcaption>
      </figure>
    </div>
  );
}
