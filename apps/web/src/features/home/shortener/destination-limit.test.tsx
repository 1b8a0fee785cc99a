import { DESTINATION_MESSAGES, MAX_DESTINATION_LENGTH } from '@kurz/shared';
import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, expect, it, vi } from 'vitest';
import { renderRoute } from '../../../test/render-route';
import { stubFetch } from '../../../test/stub-fetch';
import { adaOn } from './shortener-test-kit';

afterEach(() => vi.unstubAllGlobals());

const SHORTEN = 'POST /api/shorten';
const url = (length: number) => `https://example.com/${'a'.repeat(length - 20)}`;

it('sends a destination of exactly MAX_DESTINATION_LENGTH characters and refuses one more itself', async () => {
  const fetch = stubFetch({
    ...adaOn('free'),
    [SHORTEN]: { body: { shortened_url: 'https://kurz.link/Ab3dE6gh', short_code: 'x', id: 'l1' } },
  });
  renderRoute('/', { withAuth: true });
  const user = userEvent.setup();
  const submit = await screen.findByRole('button', { name: 'Shorten URL' }, { timeout: 3000 });
  const longUrl = screen.getByLabelText('Long URL');

  fireEvent.change(longUrl, { target: { value: url(MAX_DESTINATION_LENGTH + 1) } });
  await user.click(submit);
  expect(await screen.findByRole('alert')).toHaveTextContent(DESTINATION_MESSAGES.too_long);
  expect(fetch.bodies(SHORTEN)).toEqual([]);

  fireEvent.change(longUrl, { target: { value: url(MAX_DESTINATION_LENGTH) } });
  await user.click(submit);
  await screen.findByRole('region', { name: 'Your shortened URL is ready!' });
  expect(fetch.bodies(SHORTEN)).toEqual([
    { full_url: url(MAX_DESTINATION_LENGTH), user_id: 'u1', use_custom_domain: false },
  ]);
});
