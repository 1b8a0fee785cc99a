import { z } from 'zod';
import {
  MAX_REDIRECT_RULES,
  MAX_RULE_CONDITIONS,
  RULE_BROWSERS,
  RULE_CONDITION_TYPES,
  RULE_DEVICES,
  RULE_OSES,
  ruleSetProblems,
} from '../redirect-rules.js';

/**
 * The `rules` link option (redirect-rules.ts). Messages leave the field's name to the
 * error handler, which puts the path before them: `rules[2].conditions[0].value: …`.
 */

const oneOf = <const T extends readonly [string, ...string[]]>(values: T) =>
  z.enum(values, { error: `must be one of ${values.join(', ')}` });

const instant = z.iso.datetime({
  offset: true,
  error: 'must be a date and time, e.g. 2030-01-31T18:00:00+01:00',
});

const cidr = z
  .string({ error: 'must be a CIDR range' })
  .trim()
  .refine(
    (value) => z.cidrv4().safeParse(value).success || z.cidrv6().safeParse(value).success,
    'must be a CIDR range such as 203.0.113.0/24 or 2001:db8::/32',
  );

export const RuleConditionSchema = z.discriminatedUnion(
  'type',
  [
    z.object({ type: z.literal('device'), value: oneOf(RULE_DEVICES) }),
    z.object({ type: z.literal('os'), value: oneOf(RULE_OSES) }),
    z.object({ type: z.literal('browser'), value: oneOf(RULE_BROWSERS) }),
    z.object({
      type: z.literal('language'),
      value: z
        .string({ error: 'must be a language code such as de' })
        .trim()
        .toLowerCase()
        .regex(/^[a-z]{2,3}$/, 'must be a language code such as de'),
    }),
    z.object({
      type: z.literal('country'),
      value: z
        .string({ error: 'must be a two-letter country code such as DE' })
        .trim()
        .toUpperCase()
        .regex(/^[A-Z]{2}$/, 'must be a two-letter country code such as DE'),
    }),
    z.object({
      type: z.literal('query'),
      value: z.object(
        {
          name: z
            .string({ error: 'must be text' })
            .trim()
            .min(1, 'name the query parameter')
            .max(100, 'at most 100 characters'),
          value: z.string({ error: 'must be text' }).max(500, 'at most 500 characters').optional(),
        },
        { error: 'must be { name, value }, value optional' },
      ),
    }),
    z.object({ type: z.literal('ip'), value: cidr }),
    z.object({ type: z.literal('after'), value: instant }),
    z.object({ type: z.literal('before'), value: instant }),
  ],
  { error: `must be one of ${RULE_CONDITION_TYPES.join(', ')}` },
);

export const RedirectRuleSchema = z.object({
  conditions: z
    .array(RuleConditionSchema, { error: 'must be a list of { type, value }' })
    .min(1, 'a rule needs at least one condition')
    .max(MAX_RULE_CONDITIONS, `at most ${MAX_RULE_CONDITIONS} conditions per rule`),
  url: z.string({ error: 'must be a URL' }).trim().min(1, 'must be a URL').max(4096),
});

/**
 * Ordered: the first rule whose conditions all hold sends the visitor to its URL. Rules
 * with the same conditions are refused (the later could never match), and so is an
 * `after` not before its rule's `before`.
 */
export const RedirectRules = z
  .array(RedirectRuleSchema, { error: 'rules must be a list of { conditions, url }' })
  .max(MAX_REDIRECT_RULES, `rules: at most ${MAX_REDIRECT_RULES} rules`)
  .superRefine((rules, issues) => {
    for (const { path, message } of ruleSetProblems(rules))
      issues.addIssue({ code: 'custom', path, message });
  });
