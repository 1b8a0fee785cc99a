import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { RootLayout } from '../layout';
import { ToastProvider } from '../toasts/toast-provider';
import { RouteError } from './route-error';

let shouldThrow = true;
function Fragile() {
  if (shouldThrow) throw new Error('Cannot read properties of undefined');
  return <h1>Recovered</h1>;
}

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => {});
  vi.spyOn(console, 'warn').mockImplementation(() => {});
  shouldThrow = true;
});
afterEach(() => {
  vi.restoreAllMocks();
});

describe('RouteError', () => {
  it('shows the same fallback inside the layout, and Try Again renders the route again', async () => {
    const router = createMemoryRouter(
      [
        {
          element: <RootLayout />,
          children: [
            { errorElement: <RouteError />, children: [{ path: '/', element: <Fragile /> }] },
          ],
        },
      ],
      { initialEntries: ['/'] },
    );
    // The layout's invitation watcher toasts: the app always has a ToastProvider above it.
    render(
      <ToastProvider>
        <RouterProvider router={router} />
      </ToastProvider>,
    );
    expect(screen.getByRole('heading', { name: 'Oops! Something went wrong' })).toBeInTheDocument();
    expect(screen.getByRole('banner')).toBeInTheDocument();

    shouldThrow = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(screen.getByRole('heading', { name: 'Recovered' })).toBeInTheDocument();
  });
});
