import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { domainsReply } from '../../../test/custom-domains';
import { renderLoadedRoute } from '../../../test/render-route';
import { stubFetch } from '../../../test/stub-fetch';
import { adaOn } from './shortener-test-kit';

afterEach(() => vi.unstubAllGlobals());

const SHORTEN = 'POST /api/shorten';
const CHECKBOX = 'Check this link daily and email me if it breaks';

async function openCreate() {
  const fetch = stubFetch({
    ...adaOn('premium'),
    'GET /api/custom-domains': domainsReply([]),
    [SHORTEN]: { body: { shortened_url: 'https://kurz.link/Ab3dE6gh' } },
  });
  await renderLoadedRoute('/create', { withAuth: true });
  const submit = await screen.findByRole('button', { name: 'Shorten URL' }, { timeout: 3000 });
  return { fetch, submit, user: userEvent.setup() };
}

describe("/create's Link health section", () => {
  it('is off by default, explains the check, and sends health_check once ticked', async () => {
    const { fetch, submit, user } = await openCreate();
    const summary = screen.getByText('Link health');
    expect(summary).toHaveTextContent('Link health (optional)');
    await user.click(summary);
    const checkbox = screen.getByRole('checkbox', { name: CHECKBOX });
    expect(checkbox).not.toBeChecked();
    expect(checkbox).toHaveAccessibleDescription(/once a day/);
    await user.click(checkbox);
    expect(summary).toHaveTextContent('Link health (set)');
    await user.type(screen.getByLabelText('Long URL'), 'https://example.com/watched');
    await user.click(submit);
    await screen.findByRole('region', { name: 'Your shortened URL is ready!' });
    expect(fetch.bodies(SHORTEN)).toEqual([
      {
        full_url: 'https://example.com/watched',
        user_id: 'u1',
        use_custom_domain: false,
        health_check: true,
      },
    ]);
  });

  it('sends no health_check once it is unticked again', async () => {
    const { fetch, submit, user } = await openCreate();
    await user.click(screen.getByText('Link health'));
    await user.click(screen.getByRole('checkbox', { name: CHECKBOX }));
    await user.click(screen.getByRole('checkbox', { name: CHECKBOX }));
    await user.type(screen.getByLabelText('Long URL'), 'https://example.com/plain');
    await user.click(submit);
    await screen.findByRole('region', { name: 'Your shortened URL is ready!' });
    expect(fetch.bodies(SHORTEN)[0]).not.toHaveProperty('health_check');
  });
});
