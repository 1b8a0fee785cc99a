import {
  IMPORT_COLUMNS,
  IMPORT_FORMAT_NAMES,
  IMPORT_MAX_ROWS,
  type ImportPreviewReply,
} from '@kurz/shared';
import { useId } from 'react';
import { Button } from '../../../app/ui/button';
import { FormAlert } from '../../../app/ui/form-alert';
import { Modal } from '../../../app/ui/modal';
import { countOf } from '../../../lib/plural';
import { reportCsv, saveFile } from './bulk-api';
import { ImportOutcomesTable } from './import-outcomes-table';
import { ImportProgress } from './import-progress';
import { useLinkImport } from './use-link-import';

/** Import CSV: choose a file → preview (nothing written) → import in chunks → report. */
export function ImportLinksDialog({ onClose }: { onClose: () => void }) {
  const { state, choose, start, retry, reset } = useLinkImport();
  const fileId = useId();

  const downloadReport = () => {
    if (!('outcomes' in state)) return;
    const name = `${state.fileName.replace(/\.(csv|tsv|txt|sql)$/i, '')}-import-report.csv`;
    saveFile(new Blob([reportCsv(state.outcomes)], { type: 'text/csv' }), name);
  };

  return (
    <Modal title="Import links from CSV" onClose={onClose} size="lg">
      <div className="mt-3 space-y-4 text-sm text-slate-700 dark:text-slate-300">
        {state.step === 'choose' && (
          <>
            <p>
              One link per row, up to {IMPORT_MAX_ROWS.toLocaleString('en-US')} rows. The header row
              names the columns: <code>url</code> is required;{' '}
              {IMPORT_COLUMNS.slice(1).map((column, index) => (
                <span key={column}>
                  {index > 0 && ', '}
                  <code>{column}</code>
                </span>
              ))}{' '}
              are optional. A file exported from here imports back unchanged. You will see every row
              before anything is created.
            </p>
            <p>
              Moving from another shortener? Upload its export as it came: the CSV export of{' '}
              <strong>Bitly</strong>, <strong>Rebrandly</strong>, <strong>Short.io</strong>,{' '}
              <strong>Dub</strong> or <strong>Shlink</strong>, or a <strong>YOURLS</strong> SQL dump
              of its <code>yourls_url</code> table. Short links, titles, tags, clicks and creation
              dates come along.
            </p>
            {state.error && <FormAlert kind="error">{state.error}</FormAlert>}
            <div>
              <label htmlFor={fileId} className="block font-medium text-slate-900 dark:text-white">
                CSV or SQL file
              </label>
              <input
                id={fileId}
                type="file"
                accept=".csv,.tsv,.txt,.sql"
                onChange={(event) => {
                  const file = event.target.files?.[0];
                  if (file) void choose(file);
                }}
                className="mt-1 block w-full text-sm file:mr-3 file:rounded-lg file:border-0 file:bg-indigo-600 file:px-3 file:py-2 file:font-semibold file:text-white hover:file:bg-indigo-700"
              />
            </div>
            <div className="flex justify-end">
              <Button variant="secondary" onClick={onClose}>
                Cancel
              </Button>
            </div>
          </>
        )}

        {state.step === 'checking' && (
          <p role="status">Checking {state.fileName}… nothing is created yet.</p>
        )}

        {state.step === 'preview' && (
          <>
            <PreviewSummary fileName={state.fileName} preview={state.preview} />
            <ImportOutcomesTable outcomes={state.preview.outcomes} />
            <div className="flex flex-wrap justify-end gap-2">
              <Button variant="secondary" onClick={reset}>
                Choose another file
              </Button>
              <Button onClick={start} disabled={state.preview.counts.create === 0}>
                {state.preview.counts.create === 0
                  ? 'Nothing to import'
                  : `Import ${countOf(state.preview.counts.create, 'link')}`}
              </Button>
            </div>
          </>
        )}

        {(state.step === 'importing' || state.step === 'failed') && (
          <>
            <ImportProgress done={state.sent} total={state.preview.rows.length} />
            {state.step === 'failed' && (
              <>
                <FormAlert kind="error">
                  The import stopped: {state.error} Rows already imported stay; trying again
                  continues where it stopped and creates no duplicates.
                </FormAlert>
                <div className="flex justify-end gap-2">
                  <Button variant="secondary" onClick={downloadReport}>
                    Download report
                  </Button>
                  <Button onClick={retry}>Try again</Button>
                </div>
              </>
            )}
          </>
        )}

        {state.step === 'finished' && (
          <>
            <FormAlert kind="success">
              {countOf(count(state.outcomes, 'created'), 'link')} created,{' '}
              {count(state.outcomes, 'exists').toLocaleString()} already existed,{' '}
              {count(state.outcomes, 'error').toLocaleString()} failed.
            </FormAlert>
            <ImportOutcomesTable outcomes={state.outcomes} />
            <div className="flex flex-wrap justify-end gap-2">
              <Button variant="secondary" onClick={downloadReport}>
                Download report
              </Button>
              <Button onClick={onClose}>Done</Button>
            </div>
          </>
        )}
      </div>
    </Modal>
  );
}

const count = (outcomes: readonly { status: string }[], status: string) =>
  outcomes.filter((outcome) => outcome.status === status).length;

function PreviewSummary({ fileName, preview }: { fileName: string; preview: ImportPreviewReply }) {
  const { counts, quota, ignored_columns: ignored, format } = preview;
  return (
    <div className="space-y-2">
      <p>
        <span className="font-medium text-slate-900 dark:text-white">{fileName}</span>: nothing has
        been created yet.
      </p>
      <p>
        Read as{' '}
        <span className="font-medium text-slate-900 dark:text-white">
          {IMPORT_FORMAT_NAMES[format]}
        </span>
        {format === 'kurz' ? '.' : ': its short links keep their codes, clicks and dates.'}
      </p>
      <ul className="grid gap-2 sm:grid-cols-3" aria-label="Preview summary">
        <Tally
          label="will be created"
          value={counts.create}
          tone="text-indigo-700 dark:text-indigo-300"
        />
        <Tally
          label="already exist"
          value={counts.exists}
          tone="text-slate-700 dark:text-slate-300"
        />
        <Tally label="have errors" value={counts.error} tone="text-red-700 dark:text-red-300" />
      </ul>
      <p className="text-xs text-slate-600 dark:text-slate-400">
        {quota.left === null
          ? 'Your plan has no monthly link limit.'
          : `This month: ${quota.used.toLocaleString()} of ${quota.limit?.toLocaleString()} links used, ${quota.left.toLocaleString()} left. Rows beyond that are listed as errors.`}
      </p>
      {ignored.length > 0 && (
        <p className="text-xs text-amber-800 dark:text-amber-300">
          Columns not read: {ignored.join(', ')}.
        </p>
      )}
    </div>
  );
}

function Tally({ label, value, tone }: { label: string; value: number; tone: string }) {
  return (
    <li className="rounded-lg border border-slate-200 px-3 py-2 dark:border-slate-700">
      <span className={`block text-xl font-semibold tabular-nums ${tone}`}>
        {value.toLocaleString()}
      </span>
      {label}
    </li>
  );
}
