import { type LinkView, rulesSummary } from '@kurz/shared';

/** A link's redirect rules in the list, as a count; their destinations in its title. */
export function RulesBadge({ link }: { link: Pick<LinkView, 'rules'> }) {
  const summary = rulesSummary(link.rules);
  if (!summary) return null;
  const destinations = (link.rules ?? []).map((rule, index) => `${index + 1}. ${rule.url}`);
  return (
    <span
      title={`Redirect rules, first match wins:\n${destinations.join('\n')}`}
      className="mt-1.5 mr-1.5 inline-block rounded-full bg-violet-100 px-2 py-0.5 text-xs font-semibold text-violet-800 dark:bg-violet-500/15 dark:text-violet-200"
    >
      {summary}
    </span>
  );
}
