import type { LinkView } from '@kurz/shared';
import { isPreviewSet } from '../../lib/link-targeting';
import { isRulesSet } from '../../lib/redirect-rules-draft';
import type { ClearableOption, LinkOptionForm } from '../../lib/use-link-option-drafts';
import { Button } from './button';
import { LinkButton } from './link-button';

const OPTIONS: readonly [ClearableOption, string, (link: LinkView) => boolean][] = [
  ['password', 'Password', (link) => link.has_password],
  [
    'expiry',
    'Expiry',
    (link) => link.expires_at !== null || link.max_clicks !== null || link.expired_url !== null,
  ],
  ['targeting', 'Redirect rules', (link) => link.rules !== null],
  [
    'preview',
    'Social preview',
    (link) => link.og_title !== null || link.og_description !== null || link.og_image !== null,
  ],
];

/**
 * Below premium, the options a link kept from a higher plan: they still apply, and may be
 * removed (the server lets anyone clear an option), not changed. Nothing when it has none.
 */
export function LapsedLinkOptions({ form }: { form: LinkOptionForm }) {
  const kept = OPTIONS.filter(([, , isSetOn]) => isSetOn(form.link));
  if (kept.length === 0) return null;
  return (
    <section
      aria-label="Link options"
      className="rounded-xl border border-amber-200 bg-amber-50 px-4 py-3 dark:border-amber-500/30 dark:bg-amber-500/10"
    >
      <p className="text-sm text-slate-700 dark:text-slate-300">
        This link keeps options that need the premium plan or higher. They still apply; you can
        remove them, or upgrade to change them.
      </p>
      <ul className="mt-3 flex flex-col gap-2">
        {kept.map(([key, label]) => {
          const isRemoved = isCleared(form, key);
          return (
            <li key={key} className="flex flex-wrap items-center justify-between gap-2">
              <span className="text-sm font-medium text-slate-800 dark:text-slate-200">
                {label}{' '}
                <span className="font-normal text-slate-600 dark:text-slate-400">
                  {isRemoved ? '(removed when you save)' : '(set)'}
                </span>
              </span>
              <Button
                variant="secondary"
                size="sm"
                onClick={() => (isRemoved ? form.restore(key) : form.clear(key))}
              >
                {isRemoved ? `Keep ${label.toLowerCase()}` : `Remove ${label.toLowerCase()}`}
              </Button>
            </li>
          );
        })}
      </ul>
      <LinkButton to="/pricing" variant="secondary" size="sm" className="mt-3">
        Compare plans
      </LinkButton>
    </section>
  );
}

function isCleared({ drafts }: LinkOptionForm, key: ClearableOption): boolean {
  if (key === 'password') return drafts.password === null;
  if (key === 'expiry')
    return (
      drafts.expiry.expiresAt === '' && drafts.expiry.maxClicks === '' && !drafts.expiry.expiredUrl
    );
  if (key === 'targeting') return !isRulesSet(drafts.targeting);
  return !isPreviewSet(drafts.preview);
}
