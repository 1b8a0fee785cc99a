import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderLoadedRoute } from '../../../test/render-route';
import { stubFetch } from '../../../test/stub-fetch';
import { adaOn } from './shortener-test-kit';

afterEach(() => vi.unstubAllGlobals());

const SHORTEN = 'POST /api/shorten';
const TITLE = 'POST /api/links/title';
const CREATED = { body: { shortened_url: 'https://kurz.link/Ab3dE6gh' } };
const withTitles = (fetchesTitles: boolean) => ({
  'GET /api/short-domains': {
    body: { default_domain: 'kurz.link', domains: ['kurz.link'], fetches_titles: fetchesTitles },
  },
});

async function openCreate(routes: Parameters<typeof stubFetch>[0]) {
  const fetch = stubFetch({ ...adaOn('premium'), ...routes });
  await renderLoadedRoute('/create', { withAuth: true });
  const user = userEvent.setup();
  const submit = await screen.findByRole('button', { name: 'Shorten URL' }, { timeout: 3000 });
  await user.click(screen.getByText('Title and tags'));
  return { fetch, user, submit };
}

describe("/create's title and tags", () => {
  it("fills the title from the destination's page, then sends it with the tags typed", async () => {
    const { fetch, user, submit } = await openCreate({
      ...withTitles(true),
      'GET /api/tags': { body: { tags: [{ id: 'g1', name: 'Launch', links: 2 }] } },
      [TITLE]: { body: { title: 'Spring sale – Shop' } },
      [SHORTEN]: CREATED,
    });
    await user.type(screen.getByLabelText('Long URL'), 'https://example.com/sale');
    const title = screen.getByLabelText('Link title');
    await waitFor(() => expect(title).toHaveValue('Spring sale – Shop'));
    expect(fetch.bodies(TITLE)).toEqual([{ url: 'https://example.com/sale' }]);
    const tags = screen.getByRole('combobox', { name: 'Tags' });
    await user.type(tags, 'lau');
    await user.click(await screen.findByRole('option', { name: 'Launch' }));
    await user.type(tags, 'spring,');
    await user.click(submit);
    await screen.findByRole('region', { name: 'Your shortened URL is ready!' });
    expect(fetch.bodies(SHORTEN)[0]).toMatchObject({
      title: 'Spring sale – Shop',
      tags: ['Launch', 'spring'],
    });
  });

  it('never overwrites a title the person typed', async () => {
    let answer: (response: Response) => void = () => {};
    const { fetch, user } = await openCreate({
      ...withTitles(true),
      [TITLE]: () => new Promise<Response>((resolve) => (answer = resolve)),
    });
    await user.type(screen.getByLabelText('Long URL'), 'https://example.com/a');
    await screen.findByText('Fetching the page title…');
    await user.type(screen.getByLabelText('Link title'), 'Mine');
    answer(Response.json({ title: 'Fetched' }));
    // A new URL asks nothing more: the title is the person's now.
    await user.type(screen.getByLabelText('Long URL'), '/b');
    await new Promise((resolve) => setTimeout(resolve, 800));
    expect(screen.getByLabelText('Link title')).toHaveValue('Mine');
    expect(fetch.bodies(TITLE)).toHaveLength(1);
  });

  it('does not ask for titles when the server does not fetch them', async () => {
    const { fetch, user } = await openCreate({ ...withTitles(false) });
    await user.type(screen.getByLabelText('Long URL'), 'https://example.com/page');
    await new Promise((resolve) => setTimeout(resolve, 800));
    expect(fetch.paths()).not.toContain('/api/links/title');
    expect(screen.getByLabelText('Link title')).toHaveValue('');
  });
});
