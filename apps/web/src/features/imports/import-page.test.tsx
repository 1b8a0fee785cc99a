import type { ImportJobView } from '@kurz/shared';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderRoute } from '../../test/render-route';
import { ADA_SESSION, SIGNED_OUT_SESSION, stubFetch } from '../../test/stub-fetch';

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

type Routes = Parameters<typeof stubFetch>[0];

const job = (fields: Partial<ImportJobView>): ImportJobView => ({
  id: 'job-1',
  source: 'shlink',
  base_url: 'https://s.example.com',
  domain_map: {},
  status: 'running',
  total: 200,
  created: 50,
  existing: 20,
  conflicts: 3,
  refused: 1,
  errors: 1,
  message: null,
  created_at: '2026-01-01T10:00:00.000Z',
  updated_at: '2026-01-01T10:00:05.000Z',
  finished_at: null,
  ...fields,
});

function adaOn(plan: string, routes: Routes = {}): Routes {
  const profile = { ...ADA_SESSION['GET /api/profile'].body, subscription_plan: plan };
  return {
    ...ADA_SESSION,
    'GET /api/profile': { body: profile },
    'GET /api/short-domains': {
      body: { default_domain: 'sho.rt', domains: ['sho.rt', 'go.test'], fetches_titles: false },
    },
    'GET /api/custom-domains': { body: { domains: [] } },
    ...routes,
  };
}

async function open(routes: Routes) {
  const fetch = stubFetch(routes);
  renderRoute('/user/import', { withAuth: true });
  await screen.findByRole('heading', { level: 1, name: 'Import from another shortener' });
  return fetch;
}

describe('the import screen', () => {
  it('asks a signed-out visitor to sign in', async () => {
    await open(SIGNED_OUT_SESSION);
    expect(
      await screen.findByRole('heading', { name: 'Please sign in to import your links' }),
    ).toBeVisible();
  });

  it('offers the upgrade below premium and never asks for imports', async () => {
    const fetch = await open(adaOn('free'));
    await screen.findByRole('link', { name: 'Upgrade to Premium' });
    expect(fetch.paths()).not.toContain('/api/imports');
  });

  it('offers only the sources the server reads, sends the map and forgets the key', async () => {
    let jobs: ImportJobView[] = [];
    const fetch = await open(
      adaOn('premium', {
        'GET /api/imports': async () => Response.json({ imports: jobs }),
        'POST /api/imports': async () => {
          jobs = [
            job({
              status: 'queued',
              total: null,
              created: 0,
              existing: 0,
              conflicts: 0,
              refused: 0,
              errors: 0,
            }),
          ];
          return Response.json({ id: 'job-1', status: 'queued' }, { status: 202 });
        },
      }),
    );
    await screen.findByText(/No imports yet/);
    const user = userEvent.setup();
    const source = screen.getByLabelText('Import from');
    expect(
      within(source)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual([
      'Choose a service',
      'Shlink',
      'Bitly',
      'YOURLS',
      'Short.io',
      'Dub',
      'Kutt',
      'Rebrandly',
    ]);
    await user.click(screen.getByRole('button', { name: 'Start import' }));
    expect(await screen.findByText('Choose the service to import from')).toBeVisible();
    await user.selectOptions(source, 'shlink');
    await user.type(screen.getByLabelText('API address'), 'https://s.example.com');
    const key = screen.getByLabelText('API key');
    expect(key).toHaveAttribute('type', 'password');
    await user.type(key, 'secret-key');
    await user.click(screen.getByRole('button', { name: 'Add a source domain' }));
    await user.type(screen.getByLabelText('Source domain 1'), 's.example.com');
    await user.selectOptions(screen.getByLabelText('Kurz domain for source domain 1'), 'go.test');
    await user.selectOptions(screen.getByLabelText('Kurz domain for every other domain'), 'sho.rt');
    await user.click(screen.getByRole('button', { name: 'Start import' }));
    await screen.findByText(/The import is queued/);
    expect(fetch.bodies('POST /api/imports')).toEqual([
      {
        source: 'shlink',
        base_url: 'https://s.example.com',
        api_key: 'secret-key',
        domain_map: { 's.example.com': 'go.test', '*': 'sho.rt' },
      },
    ]);
    expect(key).toHaveValue('');
    const bar = await screen.findByRole('progressbar', {
      name: 'Shlink import from s.example.com',
    });
    // No total yet: indeterminate.
    expect(bar).not.toHaveAttribute('aria-valuenow');
    expect(document.body.textContent).not.toContain('secret-key');
  });

  it('fills in a hosted service’s API address, and leaves a self-hosted one to the user', async () => {
    await open(
      adaOn('premium', { 'GET /api/imports': async () => Response.json({ imports: [] }) }),
    );
    await screen.findByText(/No imports yet/);
    const user = userEvent.setup();
    const source = screen.getByLabelText('Import from');
    const address = screen.getByLabelText('API address');
    await user.selectOptions(source, 'dub');
    expect(address).toHaveValue('https://api.dub.co');
    await user.selectOptions(source, 'rebrandly');
    expect(address).toHaveValue('https://api.rebrandly.com');
    await user.selectOptions(source, 'kutt');
    expect(address).toHaveValue('');
    await user.type(address, 'https://kutt.example.com');
    await user.selectOptions(source, 'shortio');
    expect(address).toHaveValue('https://kutt.example.com');
  });

  it('shows a running job’s bar and counts, and a done job’s way to its links', async () => {
    await open(
      adaOn('premium', {
        'GET /api/imports': {
          body: {
            imports: [
              job({
                id: 'job-2',
                status: 'done',
                total: 10,
                created: 10,
                existing: 0,
                conflicts: 0,
                refused: 0,
                errors: 0,
                base_url: 'https://api-ssl.bitly.com',
                source: 'bitly',
              }),
              job({
                id: 'job-1',
                status: 'failed',
                total: null,
                created: 0,
                existing: 0,
                conflicts: 0,
                refused: 0,
                errors: 0,
                message: 'The source refused the API key (401)',
              }),
            ],
          },
        },
      }),
    );
    const done = await screen.findByRole('progressbar', {
      name: 'Bitly import from api-ssl.bitly.com',
    });
    expect(done).toHaveAttribute('aria-valuenow', '10');
    expect(done).toHaveAttribute('aria-valuemax', '10');
    expect(screen.getByRole('link', { name: 'See the imported links' })).toHaveAttribute(
      'href',
      '/user/dashboard',
    );
    expect(screen.getByText('The source refused the API key (401)')).toBeVisible();
  });

  it('refreshes every 2 s while a job runs, announces its end politely, then stops asking', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    let calls = 0;
    const running = job({});
    const finished = job({ status: 'done', created: 175, existing: 20, total: 200 });
    const fetch = await open(
      adaOn('premium', {
        'GET /api/imports': async () =>
          Response.json({ imports: [++calls < 2 ? running : finished] }),
      }),
    );
    const asked = () => fetch.paths().filter((path) => path === '/api/imports').length;
    const bar = await screen.findByRole('progressbar', {
      name: 'Shlink import from s.example.com',
    });
    expect(bar).toHaveAttribute('aria-valuenow', '75');
    expect(bar).toHaveAttribute('aria-valuemax', '200');
    expect(asked()).toBe(1);
    await vi.advanceTimersByTimeAsync(2000);
    expect(await screen.findByText(/Shlink import done: 200 links, 175 created/)).toHaveAttribute(
      'aria-live',
      'polite',
    );
    expect(asked()).toBe(2);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(asked()).toBe(2);
  });
});
