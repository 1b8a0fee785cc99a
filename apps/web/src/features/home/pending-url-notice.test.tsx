import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ToastProvider } from '../../app/toasts/toast-provider';
import { createPendingUrl } from '../../lib/create-pending-url';
import { savePendingUrl } from '../../lib/pending-url';
import { stubFetch } from '../../test/stub-fetch';
import { PendingUrlNotice } from './pending-url-notice';

afterEach(() => {
  vi.unstubAllGlobals();
  sessionStorage.clear();
});

function renderNotice() {
  render(
    <ToastProvider>
      <PendingUrlNotice />
    </ToastProvider>,
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
});
