import { useId } from 'react';
import { controlClassName } from '../../../app/ui/field-frame';
import { focusRing } from '../../../app/ui/focus-ring';
import type { LinkDomain } from './use-link-domain';

/**
 * The host choices above the code field: 'Use custom domain ({domain})' for a verified
 * domain (a select when there are several), and a short-domain select when the server
 * lists more than one. Nothing at all for the common case of one short domain.
 */
export function LinkDomainFields({ choice }: { choice: LinkDomain }) {
  const id = useId();
  const { verified, customDomain, isCustomTicked, shortChoices } = choice;
  const hasShortChoice = shortChoices.length > 1 && !isCustomTicked;
  if (!customDomain && !hasShortChoice) return null;
  return (
    <div className="flex flex-col gap-3">
      {customDomain ? (
        <label className="flex items-center gap-2.5 text-sm font-medium text-slate-800 dark:text-slate-200">
          <input
            type="checkbox"
            checked={isCustomTicked}
            onChange={(event) => choice.onCustomTicked(event.target.checked)}
            className={`size-4 rounded accent-indigo-600 ${focusRing}`}
          />
          Use custom domain ({customDomain.display_domain})
        </label>
      ) : null}
      {isCustomTicked && verified.length > 1 ? (
        <div>
          <label
            htmlFor={`${id}-custom`}
            className="block text-sm font-medium text-slate-800 dark:text-slate-200"
          >
            Custom domain
          </label>
          <select
            id={`${id}-custom`}
            value={customDomain?.id}
            onChange={(event) => choice.onCustomDomain(event.target.value)}
            className={controlClassName(false, focusRing)}
          >
            {verified.map((domain) => (
              <option key={domain.id} value={domain.id}>
                {domain.display_domain}
              </option>
            ))}
          </select>
        </div>
      ) : null}
      {hasShortChoice ? (
        <div>
          <label
            htmlFor={`${id}-short`}
            className="block text-sm font-medium text-slate-800 dark:text-slate-200"
          >
            Short domain
          </label>
          <select
            id={`${id}-short`}
            value={choice.shortDomain}
            onChange={(event) => choice.onShortDomain(event.target.value)}
            className={controlClassName(false, focusRing)}
          >
            {shortChoices.map((domain) => (
              <option key={domain} value={domain}>
                {domain}
              </option>
            ))}
          </select>
        </div>
      ) : null}
    </div>
  );
}
