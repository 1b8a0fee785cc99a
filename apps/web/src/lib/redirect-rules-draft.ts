import {
  type LinkView,
  type RedirectRule,
  RedirectRules,
  type RuleCondition,
  type RuleConditionType,
} from '@kurz/shared';

/**
 * The Redirect rules section as typed: rules in order, each with its conditions and URL.
 * `key`s only keep React's rows apart (and survive reordering).
 */
export interface ConditionDraft {
  key: number;
  type: RuleConditionType;
  /** The value as typed; for `query` the parameter's name, for after/before a local time. */
  value: string;
  /** `query` only: the value the parameter must have; blank for "present". */
  queryValue: string;
}

export interface RuleDraft {
  key: number;
  conditions: readonly ConditionDraft[];
  url: string;
}

export interface RulesDraft {
  rules: readonly RuleDraft[];
}

export const NO_RULES: RulesDraft = { rules: [] };

let lastKey = 0;
/** A key no row on the page has yet. */
export const nextKey = () => ++lastKey;

/** A `datetime-local` value (the browser's zone) from an ISO instant, and back. */
export function localTimeOf(iso: string): string {
  const at = new Date(iso);
  if (Number.isNaN(at.getTime())) return '';
  const local = new Date(at.getTime() - at.getTimezoneOffset() * 60_000);
  return local.toISOString().slice(0, 16);
}

function isoOf(local: string): string {
  const at = new Date(local);
  return Number.isNaN(at.getTime()) ? local : at.toISOString();
}

function conditionDraftOf(condition: RuleCondition): ConditionDraft {
  const key = nextKey();
  if (condition.type === 'query')
    return {
      key,
      type: 'query',
      value: condition.value.name,
      queryValue: condition.value.value ?? '',
    };
  if (condition.type === 'after' || condition.type === 'before')
    return { key, type: condition.type, value: localTimeOf(condition.value), queryValue: '' };
  return { key, type: condition.type, value: condition.value, queryValue: '' };
}

export function rulesDraftOf(link: Pick<LinkView, 'rules'>): RulesDraft {
  return {
    rules: (link.rules ?? []).map((rule) => ({
      key: nextKey(),
      url: rule.url,
      conditions: rule.conditions.map(conditionDraftOf),
    })),
  };
}

export function newCondition(type: RuleConditionType = 'device'): ConditionDraft {
  return { key: nextKey(), type, value: '', queryValue: '' };
}

export function newRule(): RuleDraft {
  return { key: nextKey(), conditions: [newCondition()], url: '' };
}

export function isRulesSet(draft: RulesDraft): boolean {
  return draft.rules.length > 0;
}

function conditionOf(draft: ConditionDraft): unknown {
  const value = draft.value.trim();
  if (draft.type === 'query')
    return {
      type: 'query',
      value: { name: value, ...(draft.queryValue !== '' ? { value: draft.queryValue } : {}) },
    };
  if (draft.type === 'after' || draft.type === 'before')
    return { type: draft.type, value: value === '' ? '' : isoOf(value) };
  return { type: draft.type, value };
}

/** A problem as the section shows it, by the row and field it belongs to. */
export interface RuleProblem {
  ruleKey: number;
  /** Absent: the rule itself (no conditions, the same as another). */
  conditionKey?: number;
  field: 'url' | 'value' | 'conditions';
  message: string;
}

/**
 * The rules a draft sends, checked by the server's own schema, or its problems, each
 * tied to the rule, condition and field it is about.
 */
export function rulesOf(
  draft: RulesDraft,
): { rules: RedirectRule[] } | { problems: RuleProblem[] } {
  const body = draft.rules.map((rule) => ({
    conditions: rule.conditions.map(conditionOf),
    url: rule.url.trim(),
  }));
  const parsed = RedirectRules.safeParse(body);
  if (parsed.success) return { rules: parsed.data };
  const problems = parsed.error.issues.map((issue): RuleProblem => {
    const [ruleIndex, part, conditionIndex] = issue.path;
    const rule = draft.rules[Number(ruleIndex)];
    const condition =
      part === 'conditions' && conditionIndex !== undefined
        ? rule?.conditions[Number(conditionIndex)]
        : undefined;
    return {
      ruleKey: rule?.key ?? -1,
      ...(condition ? { conditionKey: condition.key } : {}),
      field: part === 'url' ? 'url' : condition ? 'value' : 'conditions',
      message: issue.message,
    };
  });
  return { problems };
}

/** What the section adds to a body: `rules` when any, else nothing; or the first problem. */
export function rulesBody(draft: RulesDraft): { rules?: RedirectRule[] } | string {
  if (draft.rules.length === 0) return {};
  const result = rulesOf(draft);
  if ('rules' in result) return { rules: result.rules };
  const [first] = result.problems;
  const position = draft.rules.findIndex((rule) => rule.key === first?.ruleKey) + 1;
  return `Redirect rule ${position}: ${first?.message ?? 'is not valid'}.`;
}

/** `rules` with the item at `from` moved to `to`. */
export function moved<T>(items: readonly T[], from: number, to: number): T[] {
  const next = [...items];
  const [item] = next.splice(from, 1);
  if (item !== undefined) next.splice(Math.max(0, Math.min(to, next.length)), 0, item);
  return next;
}
