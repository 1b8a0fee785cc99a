import { IMPORT_SOURCES, type ImportSource } from '@kurz/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useSubmit } from '../../app/forms/use-submit';
import { Button } from '../../app/ui/button';
import { FormAlert } from '../../app/ui/form-alert';
import { SelectField } from '../../app/ui/select-field';
import { TextField } from '../../app/ui/text-field';
import { useWorkspace } from '../../app/workspace/use-workspace';
import { DomainMapFields, type DomainRow } from './domain-map-fields';
import { SOURCE_HINTS, SOURCE_LABELS, startImport } from './imports-api';
import { useTargetDomains } from './use-target-domains';

type Problems = Partial<Record<'source' | 'base_url' | 'api_key' | 'domains', string>>;

const SOURCE_OPTIONS = IMPORT_SOURCES.map((value) => ({ value, label: SOURCE_LABELS[value] }));
const isSource = (value: string): value is ImportSource =>
  (IMPORT_SOURCES as readonly string[]).includes(value);

/** The import's form: the source, its address and key, and where the codes go. */
export function ImportForm() {
  const { organizationId } = useWorkspace();
  const queryClient = useQueryClient();
  const options = useTargetDomains();
  const [source, setSource] = useState('');
  const [baseUrl, setBaseUrl] = useState('');
  const [apiKey, setApiKey] = useState('');
  const [rows, setRows] = useState<DomainRow[]>([]);
  const [other, setOther] = useState('');
  const [problems, setProblems] = useState<Problems>({});
  const [queued, setQueued] = useState(false);

  const submit = useSubmit({
    check: () => {
      const found: Problems = {};
      if (!isSource(source)) found.source = 'Choose the service to import from';
      if (!baseUrl.trim()) found.base_url = 'Enter the address of its API';
      if (!apiKey) found.api_key = 'Enter an API key of that service';
      if (rows.some((row) => row.target && !row.source.trim()))
        found.domains = 'Type the source domain of each row, or remove the row';
      setProblems(found);
      setQueued(false);
      if (Object.keys(found).length > 0 || !isSource(source)) return null;
      const domainMap: Record<string, string> = {};
      for (const row of rows)
        if (row.source.trim() && row.target) domainMap[row.source.trim()] = row.target;
      if (other) domainMap['*'] = other;
      return { source, base_url: baseUrl.trim(), api_key: apiKey, domain_map: domainMap };
    },
    send: (input) => startImport(organizationId, input),
    onSuccess: async () => {
      // The key is the source's secret: it is not kept on the screen once sent.
      setApiKey('');
      setQueued(true);
      await queryClient.invalidateQueries({ queryKey: ['imports'] });
    },
  });

  const hint = isSource(source) ? SOURCE_HINTS[source] : null;
  return (
    <form onSubmit={submit.onSubmit} noValidate className="space-y-5">
      <div className="grid gap-5 sm:grid-cols-2">
        <SelectField
          label="Import from"
          placeholder="Choose a service"
          options={SOURCE_OPTIONS}
          value={source}
          error={problems.source}
          onChange={(event) => {
            const next = event.target.value;
            // A hosted service's API has one address: fill it in unless the user typed another.
            const filled = Object.values(SOURCE_HINTS).some((h) => h.apiUrl === baseUrl);
            if (!baseUrl || filled)
              setBaseUrl(isSource(next) ? (SOURCE_HINTS[next].apiUrl ?? '') : '');
            setSource(next);
          }}
        />
        <TextField
          label="API address"
          type="url"
          inputMode="url"
          autoComplete="off"
          spellCheck={false}
          placeholder={hint?.placeholder ?? 'https://'}
          value={baseUrl}
          error={problems.base_url}
          hint={
            hint ? (
              <p className="mt-1 text-xs text-slate-500 dark:text-slate-400">{hint.hint}</p>
            ) : undefined
          }
          onChange={(event) => setBaseUrl(event.target.value)}
        />
      </div>
      <TextField
        label="API key"
        type="password"
        autoComplete="off"
        value={apiKey}
        error={problems.api_key}
        hint={
          <p className="mt-1 text-xs text-slate-500 dark:text-slate-400">
            Used only to read your links from that service, and forgotten when the import ends.
          </p>
        }
        onChange={(event) => setApiKey(event.target.value)}
      />
      <DomainMapFields
        rows={rows}
        other={other}
        options={options}
        onRowsChange={setRows}
        onOtherChange={setOther}
      />
      {problems.domains ? <FormAlert kind="error">{problems.domains}</FormAlert> : null}
      {submit.error ? <FormAlert kind="error">{submit.error}</FormAlert> : null}
      {queued ? (
        <FormAlert kind="success">The import is queued: follow it in the list below.</FormAlert>
      ) : null}
      <Button type="submit" disabled={submit.isBusy}>
        {submit.isBusy ? 'Starting…' : 'Start import'}
      </Button>
    </form>
  );
}
