import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderRoute } from '../../test/render-route';
import { ADA_SESSION, stubFetch } from '../../test/stub-fetch';
import { TEAMS_KEY, teamLink, teamsReply, teamView } from '../../test/team-fixtures';

afterEach(() => vi.unstubAllGlobals());

const PATCH = 'PATCH /api/links/l1';
const options = {
  has_password: true,
  rules: [
    { conditions: [{ type: 'device', value: 'ios' }], url: 'https://apps.apple.com/app/acme' },
  ],
  og_title: 'Acme launch',
};

/** The team link page of `l1` (Ada's own) in a team on `plan`. */
async function openPage(plan: string) {
  const team = { ...teamView('t1', 'Acme', 'member'), subscription_plan: plan };
  const link = { ...teamLink('l1', 'u1'), ...options };
  const fetches = stubFetch({
    ...ADA_SESSION,
    [TEAMS_KEY]: teamsReply(team),
    'GET /api/organizations?id=t1': teamsReply(team),
    'GET /api/links/l1?organization_id=t1': { body: link },
    'GET /api/links?sort=newest&limit=25&organization_id=t1': {
      body: { links: [link], next_cursor: null, total: 1 },
    },
    [PATCH]: { body: link },
  });
  const { router } = renderRoute('/teams/t1/urls/l1/edit', { withAuth: true });
  const form = within(
    (await screen.findByLabelText('Destination URL')).closest('form') as HTMLElement,
  );
  const saved = async () => {
    await userEvent.click(form.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/teams/t1/urls'));
    return fetches.bodies(PATCH);
  };
  return { form, saved };
}

describe('the team link page’s options', () => {
  it('shows the sections prefilled and sends only what changed', async () => {
    const { form, saved } = await openPage('enterprise');
    expect(form.getByText('Protected')).toBeVisible();
    expect(form.getByLabelText('URL for rule 1')).toHaveValue(options.rules[0]?.url);
    expect(form.getByLabelText('Title')).toHaveValue('Acme launch');
    await userEvent.click(form.getByRole('button', { name: 'Remove password' }));
    await userEvent.click(form.getByRole('button', { name: 'Remove rule 1' }));
    await userEvent.type(form.getByLabelText('Description'), 'Out now');
    expect(await saved()).toEqual([
      { organization_id: 't1', password: null, rules: null, og_description: 'Out now' },
    ]);
  });

  it('below premium, offers only to remove the options the link keeps', async () => {
    const { form, saved } = await openPage('free');
    expect(form.queryByLabelText('URL for rule 1')).toBeNull();
    expect(form.queryByText('Protected')).toBeNull();
    const kept = within(form.getByRole('region', { name: 'Link options' }));
    await userEvent.click(kept.getByRole('button', { name: 'Remove social preview' }));
    expect(await saved()).toEqual([{ organization_id: 't1', og_title: null }]);
  });
});
