import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderRoute } from '../../test/render-route';
import { stubFetch } from '../../test/stub-fetch';

afterEach(() => vi.unstubAllGlobals());

describe('the short-link page', () => {
  it('shows Redirecting... and follows the link', async () => {
    stubFetch({
      'GET /api/redirect?code=aB3dE9xZ': { body: { redirect: true, url: 'https://example.com/x' } },
    });
    const replace = vi.fn();
    vi.stubGlobal('location', { ...window.location, replace });
    renderRoute('/aB3dE9xZ');
    expect(screen.getByRole('status')).toHaveTextContent('Redirecting...');
    await waitFor(() => expect(replace).toHaveBeenCalledWith('https://example.com/x'));
  });

  it.each([
    [404, 'Link Not Found', false],
    [500, 'Server Error', true],
  ])('answers %i with "%s"', async (status, title, canRetry) => {
    stubFetch({ 'GET /api/redirect?code=aB3dE9xZ': { status, body: { error: 'x', code: 'x' } } });
    renderRoute('/aB3dE9xZ');
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go Home' })).toHaveAttribute('href', '/');
    expect(screen.queryByRole('button', { name: 'Try Again' }) !== null).toBe(canRetry);
  });

  it('shows Connection Error with a retry that asks again', async () => {
    const { mock } = stubFetch({
      'GET /api/redirect?code=aB3dE9xZ': () => Promise.reject(new TypeError('Failed to fetch')),
    });
    renderRoute('/aB3dE9xZ');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Connection Error' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Network error - please check your connection.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    await waitFor(() => expect(mock).toHaveBeenCalledTimes(2));
  });
});
