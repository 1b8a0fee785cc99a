import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderRoute } from '../../test/render-route';
import { stubFetch } from '../../test/stub-fetch';

afterEach(() => vi.unstubAllGlobals());

describe('the short-link page', () => {
  it('shows the server’s 404 as Link Not Found, without looking the code up again', async () => {
    const { mock } = stubFetch({});
    renderRoute('/aB3dE9xZ');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Link Not Found' }),
    ).toBeInTheDocument();
    expect(
      screen.getByText("This short link doesn't exist or has been removed."),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go Home' })).toHaveAttribute('href', '/');
    expect(screen.queryByRole('button', { name: 'Try Again' })).toBeNull();
    expect(mock.mock.calls.map(([url]) => String(url))).not.toContainEqual(
      expect.stringContaining('/api/redirect'),
    );
  });

  it('loads a code reached inside the app from the server, which answers it', async () => {
    const { mock } = stubFetch({});
    const replace = vi.fn();
    vi.stubGlobal('location', { ...window.location, replace });
    const { router } = renderRoute('/pricing');
    await act(() => router.navigate('/aB3dE9xZ?qr=1'));
    expect(screen.getByRole('status')).toHaveTextContent('Redirecting...');
    await waitFor(() => expect(replace).toHaveBeenCalledWith('/aB3dE9xZ?qr=1'));
    expect(mock.mock.calls.map(([url]) => String(url))).not.toContainEqual(
      expect.stringContaining('/api/redirect'),
    );
  });
});
