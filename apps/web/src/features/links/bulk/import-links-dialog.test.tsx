import type { ImportOutcome, ImportPreviewReply } from '@kurz/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderSignedIn } from '../../../test/render-signed-in';
import { stubFetch } from '../../../test/stub-fetch';
import { LinksPanel } from '../links-panel';

const LIST = 'GET /api/links?sort=newest&limit=25';
const EMPTY = { body: { links: [], next_cursor: null, total: 0 } };
const PREVIEW = 'POST /api/links/import/preview';
const IMPORT = 'POST /api/links/import';

beforeEach(() => {
  vi.stubGlobal(
    'URL',
    Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:x'), revokeObjectURL: vi.fn() }),
  );
});
afterEach(() => vi.unstubAllGlobals());

const outcome = (row: number, extra: Partial<ImportOutcome> = {}): ImportOutcome => ({
  row,
  url: `https://example.com/${row}`,
  code: null,
  status: 'create',
  short_link: null,
  message: null,
  ...extra,
});

/** A preview of `creatable` new rows, one existing and one with an error. */
function previewOf(creatable: number): ImportPreviewReply {
  const rows = Array.from({ length: creatable }, (_, i) => ({
    row: i + 2,
    url: `https://example.com/${i + 2}`,
  }));
  return {
    outcomes: [
      ...rows.map((row) => outcome(row.row)),
      outcome(creatable + 2, { status: 'exists', short_link: 'https://kurz.link/old-one' }),
      outcome(creatable + 3, {
        url: 'javascript:alert(1)',
        status: 'error',
        message: 'Invalid URL format',
      }),
    ],
    rows,
    counts: { create: creatable, exists: 1, error: 1 },
    quota: { limit: 500, used: 10, left: 490 },
    ignored_columns: ['colour'],
    format: 'kurz',
  };
}

const created = (rows: { row: number }[]) => ({
  body: {
    outcomes: rows.map((row) =>
      outcome(row.row, { status: 'created', short_link: `https://kurz.link/c${row.row}` }),
    ),
  },
});

async function chooseFile() {
  await userEvent.click(await screen.findByRole('button', { name: 'Import CSV' }));
  const dialog = screen.getByRole('dialog', { name: 'Import links from CSV' });
  const file = new File(['url\nhttps://example.com/2\n'], 'links.csv', { type: 'text/csv' });
  await userEvent.upload(within(dialog).getByLabelText('CSV or SQL file'), file);
  return dialog;
}

describe('Import CSV', () => {
  it("reads other shorteners' exports: names them, takes .sql, and says which it recognised", async () => {
    stubFetch({ [LIST]: EMPTY, [PREVIEW]: { body: { ...previewOf(1), format: 'yourls' } } });
    renderSignedIn(<LinksPanel />, 'premium');
    await userEvent.click(await screen.findByRole('button', { name: 'Import CSV' }));
    const dialog = screen.getByRole('dialog', { name: 'Import links from CSV' });
    const field = within(dialog).getByLabelText('CSV or SQL file');
    expect(field).toHaveAttribute('accept', '.csv,.tsv,.txt,.sql');
    for (const vendor of ['Bitly', 'Rebrandly', 'Short.io', 'Dub', 'Shlink', 'YOURLS']) {
      expect(within(dialog).getByText(vendor)).toBeInTheDocument();
    }
    const dump = new File(
      ["INSERT INTO `yourls_url` VALUES ('abc','https://example.com/2','',NULL,'',0);"],
      'yourls.sql',
      {
        type: 'application/sql',
      },
    );
    await userEvent.upload(field, dump);
    expect(await within(dialog).findByText('YOURLS SQL dump')).toBeInTheDocument();
    expect(within(dialog).getByText(/Read as/)).toHaveTextContent(
      'Read as YOURLS SQL dump: its short links keep their codes, clicks and dates.',
    );
  });

  it('is offered from premium up; a free user gets the way to upgrade', async () => {
    stubFetch({ [LIST]: EMPTY });
    renderSignedIn(<LinksPanel />, 'free');
    expect(
      await screen.findByRole('link', { name: 'Import CSV: upgrade to Premium' }),
    ).toHaveAttribute('href', '/pricing');
    expect(screen.queryByRole('button', { name: 'Import CSV' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Export CSV' })).toBeEnabled();
  });

  it('previews the file, imports it in chunks with a progress bar, and offers the report', async () => {
    const preview = previewOf(600);
    let releaseSecond: (response: Response) => void = () => {};
    const fetches = stubFetch({
      [LIST]: EMPTY,
      [PREVIEW]: { body: preview },
      [IMPORT]: () => {
        const calls = fetches.bodies(IMPORT) as { rows: { row: number }[] }[];
        const rows = calls.at(-1)?.rows ?? [];
        const reply = new Response(JSON.stringify(created(rows).body), {
          headers: { 'Content-Type': 'application/json' },
        });
        if (calls.length === 1) return Promise.resolve(reply);
        return new Promise<Response>((resolve) => {
          releaseSecond = () => resolve(reply);
        });
      },
    });
    renderSignedIn(<LinksPanel />, 'premium');
    const dialog = await chooseFile();

    expect(await within(dialog).findByText('will be created')).toBeInTheDocument();
    expect(within(dialog).getByRole('list', { name: 'Preview summary' })).toHaveTextContent(
      '600will be created1already exist1have errors',
    );
    expect(within(dialog).getByText(/10 of 500 links used, 490 left/)).toBeInTheDocument();
    expect(within(dialog).getByText('Columns not read: colour.')).toBeInTheDocument();
    const errorRow = within(dialog)
      .getByRole('cell', { name: 'javascript:alert(1)' })
      .closest('tr') as HTMLElement;
    expect(errorRow).toHaveTextContent('603');
    expect(errorRow).toHaveTextContent('Invalid URL format');
    expect(fetches.bodies(PREVIEW)).toEqual([{ csv: 'url\nhttps://example.com/2\n' }]);

    await userEvent.click(within(dialog).getByRole('button', { name: 'Import 600 links' }));
    const progress = await within(dialog).findByRole('progressbar', { name: 'Importing…' });
    await waitFor(() => expect(progress).toHaveAttribute('aria-valuenow', '83'));
    expect(within(dialog).getByText('500 of 600 rows')).toBeInTheDocument();
    releaseSecond(new Response());

    expect(
      await within(dialog).findByText('600 links created, 1 already existed, 1 failed.'),
    ).toBeInTheDocument();
    expect(fetches.bodies(IMPORT).map((body) => (body as { rows: unknown[] }).rows.length)).toEqual(
      [500, 100],
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Download report' }));
    expect(URL.createObjectURL).toHaveBeenCalledOnce();
  });

  it("shows the server's refusal of a file and lets another be chosen", async () => {
    stubFetch({
      [LIST]: EMPTY,
      [PREVIEW]: {
        status: 400,
        body: { error: 'The header row needs a url column (found: link)', code: 'invalid_input' },
      },
    });
    renderSignedIn(<LinksPanel />, 'premium');
    const dialog = await chooseFile();
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'The header row needs a url column (found: link)',
    );
    expect(within(dialog).getByLabelText('CSV or SQL file')).toBeEnabled();
  });

  it('refuses a file over 5 MB before sending it', async () => {
    const fetches = stubFetch({ [LIST]: EMPTY });
    renderSignedIn(<LinksPanel />, 'premium');
    await userEvent.click(await screen.findByRole('button', { name: 'Import CSV' }));
    const dialog = screen.getByRole('dialog', { name: 'Import links from CSV' });
    const big = new File(['x'.repeat(5 * 1024 * 1024 + 1)], 'big.csv', { type: 'text/csv' });
    await userEvent.upload(within(dialog).getByLabelText('CSV or SQL file'), big);
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'The file is over 5 MB: split it into smaller files.',
    );
    expect(fetches.paths()).not.toContain('/api/links/import/preview');
  });

  it('stops on a failed chunk and carries on from it when asked', async () => {
    let failing = true;
    const fetches = stubFetch({
      [LIST]: EMPTY,
      [PREVIEW]: { body: previewOf(2) },
      [IMPORT]: async () =>
        failing
          ? new Response(JSON.stringify({ error: 'Service temporarily unavailable' }), {
              status: 503,
            })
          : new Response(JSON.stringify(created([{ row: 2 }, { row: 3 }]).body), {
              headers: { 'Content-Type': 'application/json' },
            }),
    });
    renderSignedIn(<LinksPanel />, 'premium');
    const dialog = await chooseFile();
    await userEvent.click(await within(dialog).findByRole('button', { name: 'Import 2 links' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('The import stopped');
    failing = false;
    await userEvent.click(within(dialog).getByRole('button', { name: 'Try again' }));
    expect(
      await within(dialog).findByText('2 links created, 1 already existed, 1 failed.'),
    ).toBeInTheDocument();
    expect(fetches.bodies(IMPORT)).toHaveLength(2);
  });
});

describe('Export CSV', () => {
  it('downloads the current tag filter too', async () => {
    const fetches = stubFetch({
      [LIST]: EMPTY,
      'GET /api/tags': { body: { tags: [{ id: 'g1', name: 'launch', links: 2 }] } },
      'GET /api/links?sort=newest&limit=25&tag=launch': EMPTY,
      'GET /api/links/export?sort=newest&tag=launch': async () =>
        new Response('url,code\r\n', { headers: { 'content-type': 'text/csv' } }),
    });
    renderSignedIn(<LinksPanel />, 'free');
    await userEvent.selectOptions(await screen.findByLabelText('Tag'), 'launch');
    await userEvent.click(screen.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(URL.createObjectURL).toHaveBeenCalledOnce());
    expect(fetches.paths()).toContain('/api/links/export?sort=newest&tag=launch');
  });

  it('downloads the current search and sort', async () => {
    const fetches = stubFetch({
      [LIST]: EMPTY,
      'GET /api/links?sort=clicks&limit=25': EMPTY,
      'GET /api/links/export?sort=clicks': async () =>
        new Response('url,code\r\n', {
          headers: {
            'content-type': 'text/csv',
            'content-disposition': 'attachment; filename="kurz-links-2026-11-25.csv"',
          },
        }),
    });
    renderSignedIn(<LinksPanel />, 'free');
    await userEvent.selectOptions(await screen.findByLabelText('Sort'), 'clicks');
    await userEvent.click(screen.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(URL.createObjectURL).toHaveBeenCalledOnce());
    expect(fetches.paths()).toContain('/api/links/export?sort=clicks');
  });

  it('says so when the export fails', async () => {
    stubFetch({
      [LIST]: EMPTY,
      'GET /api/links/export?sort=newest': {
        status: 429,
        body: { error: 'Too many requests. Please wait a moment and try again.' },
      },
    });
    renderSignedIn(<LinksPanel />, 'free');
    await userEvent.click(await screen.findByRole('button', { name: 'Export CSV' }));
    expect(
      await screen.findByText('Too many requests. Please wait a moment and try again.'),
    ).toBeInTheDocument();
  });
});
