/**
 * Redirect rules: a link's ordered `rules`, each a set of conditions that must all hold
 * and the URL its visitors go to then; the first rule that holds wins, else the link's
 * own URL. The schema is in contract/redirect-rules.ts; this file holds the plain choices
 * and the checks a whole rule set needs (which a schema of one rule cannot see).
 */

export const RULE_CONDITION_TYPES = [
  'device',
  'os',
  'browser',
  'language',
  'country',
  'query',
  'ip',
  'after',
  'before',
] as const;
export type RuleConditionType = (typeof RULE_CONDITION_TYPES)[number];

export const RULE_DEVICES = ['ios', 'android', 'desktop', 'mobile', 'tablet'] as const;
export const RULE_OSES = ['ios', 'android', 'windows', 'macos', 'linux', 'chromeos'] as const;
export const RULE_BROWSERS = ['chrome', 'firefox', 'safari', 'edge', 'opera', 'samsung'] as const;
export type RuleDevice = (typeof RULE_DEVICES)[number];
export type RuleOs = (typeof RULE_OSES)[number];
export type RuleBrowser = (typeof RULE_BROWSERS)[number];

export const MAX_REDIRECT_RULES = 20;
export const MAX_RULE_CONDITIONS = 10;

export type RuleCondition =
  | { type: 'device'; value: RuleDevice }
  | { type: 'os'; value: RuleOs }
  | { type: 'browser'; value: RuleBrowser }
  /** The primary tag of the visitor's most preferred language (Accept-Language), e.g. `de`. */
  | { type: 'language'; value: string }
  /** ISO 3166 two-letter code, from the click's address. */
  | { type: 'country'; value: string }
  /** The short link's query has `name` (with this `value`, when given). */
  | { type: 'query'; value: { name: string; value?: string | undefined } }
  /** The visitor's address is in this CIDR range (IPv4 or IPv6). */
  | { type: 'ip'; value: string }
  /** The click is at or after this instant (ISO 8601)… */
  | { type: 'after'; value: string }
  /** …or before it. */
  | { type: 'before'; value: string };

export interface RedirectRule {
  conditions: RuleCondition[];
  url: string;
}

/** A problem of a rule set, at its path below `rules` (`[2, 'conditions', 0, 'value']`). */
export interface RuleSetProblem {
  path: (string | number)[];
  message: string;
}

/**
 * What a rule set that passed the schema may still hold: a rule that never matches
 * because an earlier one has the same conditions, or an `after` not before its `before`.
 */
export function ruleSetProblems(rules: readonly RedirectRule[]): RuleSetProblem[] {
  const problems: RuleSetProblem[] = [];
  const seen = new Map<string, number>();
  rules.forEach((rule, index) => {
    const key = conditionSetKey(rule.conditions);
    const earlier = seen.get(key);
    if (earlier === undefined) seen.set(key, index);
    else
      problems.push({
        path: [index, 'conditions'],
        message: `the same conditions as rules[${earlier}], so it could never match`,
      });
    const after = rule.conditions.findIndex((condition) => condition.type === 'after');
    const before = instantOf(rule.conditions, 'before');
    const afterAt = instantOf(rule.conditions, 'after');
    if (afterAt && before && Date.parse(afterAt) >= Date.parse(before))
      problems.push({
        path: [index, 'conditions', after, 'value'],
        message: `after must be earlier than the rule's before (${before})`,
      });
  });
  return problems;
}

function instantOf(
  conditions: readonly RuleCondition[],
  type: 'after' | 'before',
): string | undefined {
  const condition = conditions.find((each) => each.type === type);
  return typeof condition?.value === 'string' ? condition.value : undefined;
}

/** One spelling per condition set, whatever the order or repeats of its conditions. */
export function conditionSetKey(conditions: readonly RuleCondition[]): string {
  const keys = conditions.map((condition) => {
    if (condition.type === 'after' || condition.type === 'before')
      return `${condition.type}:${Date.parse(condition.value)}`;
    if (condition.type === 'query')
      return `query:${JSON.stringify([condition.value.name, condition.value.value ?? null])}`;
    return `${condition.type}:${condition.value.toLowerCase()}`;
  });
  return [...new Set(keys)].sort().join('\n');
}

/** A short summary of a link's rules for lists: "3 rules". */
export function rulesSummary(rules: readonly RedirectRule[] | null | undefined): string | null {
  if (!rules || rules.length === 0) return null;
  return rules.length === 1 ? '1 rule' : `${rules.length} rules`;
}
