import {
  MAX_REDIRECT_RULES,
  MAX_RULE_CONDITIONS,
  RULE_BROWSERS,
  RULE_CONDITION_TYPES,
  RULE_DEVICES,
  RULE_OSES,
  type RuleConditionType,
} from '@kurz/shared';
import { useState } from 'react';
import { COUNTRIES } from '../../lib/link-targeting';
import {
  type ConditionDraft,
  isRulesSet,
  moved,
  newCondition,
  newRule,
  type RuleDraft,
  type RuleProblem,
  type RulesDraft,
  rulesOf,
} from '../../lib/redirect-rules-draft';
import { Button } from './button';
import { OptionsSection } from './options-section';
import { SelectField } from './select-field';
import { TextField } from './text-field';

const TYPE_NAMES: Record<RuleConditionType, string> = {
  device: 'Device',
  os: 'Operating system',
  browser: 'Browser',
  language: 'Language',
  country: 'Country',
  query: 'Query parameter',
  ip: 'IP range',
  after: 'From',
  before: 'Until',
};
const OS_NAMES: Record<string, string> = {
  ios: 'iOS',
  android: 'Android',
  windows: 'Windows',
  macos: 'macOS',
  linux: 'Linux',
  chromeos: 'ChromeOS',
};
const CHOICES: Partial<Record<RuleConditionType, readonly { value: string; label: string }[]>> = {
  device: RULE_DEVICES.map((value) => ({ value, label: value === 'ios' ? 'iOS' : capital(value) })),
  os: RULE_OSES.map((value) => ({ value, label: OS_NAMES[value] ?? value })),
  browser: RULE_BROWSERS.map((value) => ({
    value,
    label: value === 'samsung' ? 'Samsung Internet' : capital(value),
  })),
  country: COUNTRIES.map(({ code, name }) => ({ value: code, label: name })),
};
function capital(text: string) {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

const HINT =
  'The first rule whose conditions all hold sends the visitor to its URL; when none does, the long URL.';

/**
 * The 'Redirect rules' section: ordered rules, reordered by dragging or by the move
 * buttons (the keyboard's way), each with its conditions and destination.
 */
export function RedirectRulesFields({
  draft,
  onChange,
}: {
  draft: RulesDraft;
  onChange: (draft: RulesDraft) => void;
}) {
  const [dragged, setDragged] = useState<number | null>(null);
  const result = rulesOf(draft);
  const problems = 'problems' in result ? result.problems : [];
  const setRules = (rules: readonly RuleDraft[]) => onChange({ rules });
  const update = (key: number, change: Partial<RuleDraft>) =>
    setRules(draft.rules.map((rule) => (rule.key === key ? { ...rule, ...change } : rule)));
  return (
    <OptionsSection title="Redirect rules" isSet={isRulesSet(draft)}>
      <p className="text-xs text-slate-500 dark:text-slate-400">{HINT}</p>
      {draft.rules.length > 0 ? (
        <ol className="mt-3 flex flex-col gap-3">
          {draft.rules.map((rule, index) => (
            <li
              key={rule.key}
              draggable
              onDragStart={(event) => {
                event.dataTransfer.effectAllowed = 'move';
                setDragged(index);
              }}
              onDragOver={(event) => event.preventDefault()}
              onDrop={(event) => {
                event.preventDefault();
                if (dragged !== null) setRules(moved(draft.rules, dragged, index));
                setDragged(null);
              }}
              onDragEnd={() => setDragged(null)}
              className={`rounded-lg border border-slate-200 p-3 dark:border-slate-700 ${dragged === index ? 'opacity-50' : ''}`}
            >
              <RuleFields
                rule={rule}
                position={index + 1}
                count={draft.rules.length}
                problems={problems.filter((problem) => problem.ruleKey === rule.key)}
                onChange={(change) => update(rule.key, change)}
                onMove={(to) => setRules(moved(draft.rules, index, to))}
                onRemove={() => setRules(draft.rules.filter((other) => other.key !== rule.key))}
              />
            </li>
          ))}
        </ol>
      ) : null}
      {draft.rules.length < MAX_REDIRECT_RULES ? (
        <Button
          variant="secondary"
          size="sm"
          className="mt-3"
          onClick={() => setRules([...draft.rules, newRule()])}
        >
          Add rule
        </Button>
      ) : null}
    </OptionsSection>
  );
}

function RuleFields({
  rule,
  position,
  count,
  problems,
  onChange,
  onMove,
  onRemove,
}: {
  rule: RuleDraft;
  position: number;
  count: number;
  problems: readonly RuleProblem[];
  onChange: (change: Partial<RuleDraft>) => void;
  onMove: (to: number) => void;
  onRemove: () => void;
}) {
  const name = `rule ${position}`;
  const setConditions = (conditions: readonly ConditionDraft[]) => onChange({ conditions });
  const ruleProblem = problems.find((problem) => problem.field === 'conditions');
  const urlProblem = problems.find((problem) => problem.field === 'url');
  return (
    // Named here: a legend must be the fieldset's first child, and this one shares a row.
    <fieldset aria-label={`Rule ${position}`}>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <span className="flex items-center gap-2 text-sm font-semibold text-slate-800 dark:text-slate-200">
          <span aria-hidden="true" className="cursor-grab text-slate-400" title="Drag to reorder">
            ⠿
          </span>
          Rule {position}
        </span>
        <div className="flex gap-1.5">
          <Button
            variant="secondary"
            size="sm"
            aria-label={`Move ${name} up`}
            disabled={position === 1}
            onClick={() => onMove(position - 2)}
          >
            ↑
          </Button>
          <Button
            variant="secondary"
            size="sm"
            aria-label={`Move ${name} down`}
            disabled={position === count}
            onClick={() => onMove(position)}
          >
            ↓
          </Button>
          <Button variant="secondary" size="sm" aria-label={`Remove ${name}`} onClick={onRemove}>
            Remove
          </Button>
        </div>
      </div>
      {ruleProblem && rule.conditions.length > 0 ? (
        <p role="alert" className="mt-1.5 text-sm text-red-700 dark:text-red-400">
          {ruleProblem.message}
        </p>
      ) : null}
      <ul className="mt-3 flex flex-col gap-3">
        {rule.conditions.map((condition, index) => (
          <ConditionFields
            key={condition.key}
            condition={condition}
            label={`Rule ${position} condition ${index + 1}`}
            problem={problems.find((problem) => problem.conditionKey === condition.key)?.message}
            onChange={(change) =>
              setConditions(
                rule.conditions.map((c) => (c.key === condition.key ? { ...c, ...change } : c)),
              )
            }
            onRemove={() => setConditions(rule.conditions.filter((c) => c.key !== condition.key))}
          />
        ))}
      </ul>
      {rule.conditions.length < MAX_RULE_CONDITIONS ? (
        <Button
          variant="secondary"
          size="sm"
          className="mt-3"
          onClick={() => setConditions([...rule.conditions, newCondition()])}
        >
          Add condition to {name}
        </Button>
      ) : null}
      <TextField
        className="mt-3"
        label={`URL for rule ${position}`}
        type="url"
        inputMode="url"
        placeholder="https://example.com/app"
        value={rule.url}
        error={rule.url.trim() ? urlProblem?.message : null}
        onChange={(event) => onChange({ url: event.target.value })}
      />
    </fieldset>
  );
}

function ConditionFields({
  condition,
  label,
  problem,
  onChange,
  onRemove,
}: {
  condition: ConditionDraft;
  label: string;
  problem: string | undefined;
  onChange: (change: Partial<ConditionDraft>) => void;
  onRemove: () => void;
}) {
  const choices = CHOICES[condition.type];
  // Blank fields are asked for on saving; what was typed is judged as it is typed.
  const error = condition.value.trim() ? problem : null;
  return (
    <li className="grid items-start gap-2 @md:grid-cols-[minmax(0,0.9fr)_minmax(0,1.4fr)_auto]">
      <SelectField
        label={`${label} type`}
        placeholder="Choose a condition"
        options={RULE_CONDITION_TYPES.map((type) => ({ value: type, label: TYPE_NAMES[type] }))}
        value={condition.type}
        onChange={(event) =>
          onChange({ type: event.target.value as RuleConditionType, value: '', queryValue: '' })
        }
      />
      {choices ? (
        <SelectField
          label={`${label} value`}
          placeholder="Choose one"
          options={choices}
          value={condition.value}
          error={error}
          onChange={(event) => onChange({ value: event.target.value })}
        />
      ) : condition.type === 'query' ? (
        <div className="grid grid-cols-2 gap-2">
          <TextField
            label={`${label} parameter`}
            placeholder="utm_source"
            value={condition.value}
            error={error}
            onChange={(event) => onChange({ value: event.target.value })}
          />
          <TextField
            label={`${label} equals`}
            hint="Blank: present"
            value={condition.queryValue}
            onChange={(event) => onChange({ queryValue: event.target.value })}
          />
        </div>
      ) : (
        <TextField
          label={`${label} value`}
          type={
            condition.type === 'after' || condition.type === 'before' ? 'datetime-local' : 'text'
          }
          placeholder={
            condition.type === 'ip'
              ? '203.0.113.0/24'
              : condition.type === 'language'
                ? 'de'
                : undefined
          }
          value={condition.value}
          error={error}
          onChange={(event) => onChange({ value: event.target.value })}
        />
      )}
      <Button
        variant="secondary"
        className="justify-self-start @md:mt-6.5 @md:py-3"
        aria-label={`Remove ${label.toLowerCase()}`}
        onClick={onRemove}
      >
        Remove
      </Button>
    </li>
  );
}
