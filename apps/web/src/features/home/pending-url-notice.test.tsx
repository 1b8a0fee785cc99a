import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '../../app/query-client';
import { ToastProvider } from '../../app/toasts/toast-provider';
import { createPendingUrl } from '../../lib/create-pending-url';
import { savePendingUrl } from '../../lib/pending-url';
import { renderSignedIn } from '../../test/render-signed-in';
import { stubFetch } from '../../test/stub-fetch';
import { teamLink } from '../../test/team-fixtures';
import { DashboardPage } from '../dashboard/dashboard-page';
import { PendingUrlNotice } from './pending-url-notice';

afterEach(() => {
  vi.unstubAllGlobals();
  sessionStorage.clear();
});

function renderNotice() {
  render(
    <QueryClientProvider client={createQueryClient()}>
      <ToastProvider>
        <PendingUrlNotice />
      </ToastProvider>
    </QueryClientProvider>,
  );
}

describe('the pending URL notice', () => {
  it('shows the short URL once the pending link is created', async () => {
    stubFetch({ 'POST /api/shorten': { body: { shortened_url: 'https://kurz.link/my-link' } } });
    renderNotice();
    savePendingUrl({ fullUrl: 'https://example.com', useCustomDomain: false });
    await createPendingUrl('u1');
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Your shortened URL is ready! https://kurz.link/my-link',
    );
  });

  it('says why when it could not be created', async () => {
    stubFetch({
      'POST /api/shorten': { status: 400, body: { error: 'Short URL already exists' } },
    });
    renderNotice();
    savePendingUrl({
      fullUrl: 'https://example.com',
      customShort: 'taken1',
      useCustomDomain: false,
    });
    await createPendingUrl('u1');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Unable to shorten URL. This custom short URL is already taken. Please choose a different one.',
    );
  });

  it('puts the new link into the dashboard list already on screen', async () => {
    const created = {
      ...teamLink('id-my-link', 'u1'),
      short_url: 'my-link',
      full_url: 'https://example.com',
      short_link: 'https://kurz.link/my-link',
      domain: 'kurz.link',
      created_at: '2026-11-20T10:00:00.000Z',
    };
    let links: object[] = [];
    stubFetch({
      'POST /api/shorten': async () => {
        links = [created];
        return Response.json({ shortened_url: 'https://kurz.link/my-link' });
      },
      'GET /api/links?sort=newest&limit=25': async () =>
        Response.json({ links, next_cursor: null, total: links.length }),
    });
    renderSignedIn(
      <>
        <PendingUrlNotice />
        <DashboardPage />
      </>,
    );
    expect(await screen.findByText('No URLs created yet.')).toBeInTheDocument();
    savePendingUrl({
      fullUrl: 'https://example.com',
      customShort: 'my-link',
      useCustomDomain: false,
    });
    await createPendingUrl('u1');
    expect(await screen.findByRole('link', { name: 'kurz.link/my-link' })).toBeVisible();
    expect(screen.getByRole('heading', { name: 'Your URLs (1)' })).toBeVisible();
  });
});
