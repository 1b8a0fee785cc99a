import { FORM_TEXTS } from '@kurz/shared';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderRoute } from '../../test/render-route';
import { stubFetch } from '../../test/stub-fetch';

afterEach(() => {
  vi.unstubAllGlobals();
});

async function renderPage(path = '/report') {
  renderRoute(path);
  // A lazy route: on a busy machine it takes more than the default second.
  await screen.findByRole('heading', { level: 1, name: 'Report a link' }, { timeout: 5000 });
}

describe('the report-a-link page', () => {
  it('asks for the short URL and a reason before sending anything', async () => {
    const fetch = stubFetch({});
    await renderPage();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Send Report' }));
    expect(screen.getByText('Short URL is required')).toBeVisible();
    expect(screen.getByText('Please choose a reason')).toBeVisible();
    await vi.waitFor(() => expect(screen.getByLabelText('Short URL')).toHaveFocus());
    expect(fetch.mock).not.toHaveBeenCalled();
  });

  it('refuses a malformed email before sending', async () => {
    const fetch = stubFetch({});
    await renderPage();
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Short URL'), 'https://kurz.link/abc');
    await user.selectOptions(screen.getByLabelText('Reason'), 'spam');
    await user.type(screen.getByLabelText('Your email (optional)'), 'not-an-email');
    await user.click(screen.getByRole('button', { name: 'Send Report' }));
    expect(screen.getByText('Email must be a valid email address')).toBeVisible();
    expect(fetch.mock).not.toHaveBeenCalled();
  });

  it('sends the report of the link the page was opened with, thanks and clears the form', async () => {
    const fetch = stubFetch({
      'POST /api/report-link': {
        body: { success: true, message: FORM_TEXTS.reportSuccess, id: 'r1' },
      },
    });
    await renderPage('/report?url=https%3A%2F%2Fkurz.link%2Fabc');
    expect(screen.getByLabelText('Short URL')).toHaveValue('https://kurz.link/abc');
    const user = userEvent.setup();
    await user.selectOptions(screen.getByLabelText('Reason'), 'phishing');
    await user.type(screen.getByLabelText('Details (optional)'), 'Fake bank login');
    await user.click(screen.getByRole('button', { name: 'Send Report' }));
    expect(await screen.findByRole('status')).toHaveTextContent(FORM_TEXTS.reportSuccess);
    expect(fetch.bodies('POST /api/report-link')).toEqual([
      {
        shortUrl: 'https://kurz.link/abc',
        reason: 'phishing',
        details: 'Fake bank login',
        email: null,
      },
    ]);
    expect(screen.getByLabelText('Reason')).toHaveValue('');
    expect(screen.getByLabelText('Details (optional)')).toHaveValue('');
  });

  it("passes the server's wait on, past the rate limit", async () => {
    stubFetch({
      'POST /api/report-link': {
        status: 429,
        body: { error: 'Too many requests. Please wait a moment and try again.' },
      },
    });
    await renderPage();
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Short URL'), 'kurz.link/abc');
    await user.selectOptions(screen.getByLabelText('Reason'), 'malware');
    await user.click(screen.getByRole('button', { name: 'Send Report' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Too many requests. Please wait a moment and try again.',
    );
  });

  it('is linked from the footer', async () => {
    stubFetch({});
    renderRoute('/contact');
    const footer = await screen.findByRole('contentinfo', {}, { timeout: 5000 });
    expect(within(footer).getByRole('link', { name: 'Report a link' })).toHaveAttribute(
      'href',
      '/report',
    );
  });
});
