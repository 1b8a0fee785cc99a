import { Button } from '../../app/ui/button';
import { SelectField } from '../../app/ui/select-field';
import { TextField } from '../../app/ui/text-field';

export interface DomainRow {
  /** Stable across edits, so focus stays in the row being typed in. */
  key: number;
  source: string;
  target: string;
}

const DEFAULT_CHOICE = 'The default domain';

/**
 * Per source domain, the Kurz domain its codes keep: a row per domain the user types, and
 * one for every other domain. An empty choice leaves the codes on the default domain.
 */
export function DomainMapFields({
  rows,
  other,
  options,
  onRowsChange,
  onOtherChange,
}: {
  rows: DomainRow[];
  other: string;
  options: { value: string; label: string }[];
  onRowsChange: (rows: DomainRow[]) => void;
  onOtherChange: (value: string) => void;
}) {
  const change = (key: number, patch: Partial<DomainRow>) =>
    onRowsChange(rows.map((row) => (row.key === key ? { ...row, ...patch } : row)));
  return (
    <fieldset className="space-y-4">
      <legend className="text-sm font-semibold text-slate-900 dark:text-white">
        Where the codes go
      </legend>
      <p className="text-sm text-slate-600 dark:text-slate-400">
        Each short link keeps its code. Choose the Kurz domain for the links of each domain they
        were on at the source.
      </p>
      {rows.map((row, index) => (
        <div
          key={row.key}
          className="grid gap-3 rounded-lg border border-slate-200 p-3 sm:grid-cols-[1fr_1fr_auto] sm:items-end sm:border-0 sm:p-0 dark:border-slate-800"
        >
          <TextField
            label={`Source domain ${index + 1}`}
            placeholder="s.example.com"
            value={row.source}
            autoComplete="off"
            spellCheck={false}
            onChange={(event) => change(row.key, { source: event.target.value })}
          />
          <SelectField
            label={`Kurz domain for source domain ${index + 1}`}
            placeholder={DEFAULT_CHOICE}
            options={options}
            value={row.target}
            onChange={(event) => change(row.key, { target: event.target.value })}
          />
          <Button
            variant="ghost"
            size="sm"
            className="justify-self-start sm:mb-1"
            aria-label={`Remove source domain ${index + 1}`}
            onClick={() => onRowsChange(rows.filter((r) => r.key !== row.key))}
          >
            Remove
          </Button>
        </div>
      ))}
      <Button
        variant="secondary"
        size="sm"
        onClick={() =>
          onRowsChange([
            ...rows,
            { key: Math.max(0, ...rows.map((r) => r.key)) + 1, source: '', target: '' },
          ])
        }
      >
        Add a source domain
      </Button>
      <SelectField
        label="Kurz domain for every other domain"
        placeholder={DEFAULT_CHOICE}
        options={options}
        value={other}
        onChange={(event) => onOtherChange(event.target.value)}
      />
    </fieldset>
  );
}
