import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderSignedIn } from '../../test/render-signed-in';
import { stubFetch } from '../../test/stub-fetch';
import { teamLink } from '../../test/team-fixtures';
import { DashboardPage } from '../dashboard/dashboard-page';

afterEach(() => vi.unstubAllGlobals());

const LIST = 'GET /api/links?sort=newest&limit=25';
const PATCH = 'PATCH /api/links/opts';
const link = (extra: object = {}) => ({ ...teamLink('opts', 'u1'), created_by: null, ...extra });
const TARGETED = {
  rules: [
    { conditions: [{ type: 'device', value: 'ios' }], url: 'https://apps.apple.com/app/kurz' },
    {
      conditions: [
        { type: 'country', value: 'DE' },
        { type: 'language', value: 'de' },
      ],
      url: 'https://example.com/de',
    },
  ],
};
const PREVIEWED = {
  og_title: 'Spring sale',
  og_description: 'This week only',
  og_image: 'https://example.com/card.png',
};

/** The dashboard with one link, the dialog opened on it; `patch` answers the save. */
async function openDialog(
  extra: object,
  plan: 'free' | 'premium' = 'premium',
  patch: { status?: number; body?: unknown } = { body: link(extra) },
) {
  const fetches = stubFetch({
    [LIST]: { body: { links: [link(extra)], next_cursor: null, total: 1 } },
    [PATCH]: patch,
  });
  renderSignedIn(<DashboardPage />, plan);
  await userEvent.click(await screen.findByRole('button', { name: 'Edit opts' }));
  const dialog = screen.getByRole('dialog', { name: 'Edit link' });
  const save = async () => {
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save changes' }));
  };
  const saved = async () => {
    await save();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    return fetches.bodies(PATCH);
  };
  const section = (title: string) =>
    within(dialog).getByText(title).closest('details') as HTMLElement;
  return { dialog: within(dialog), fetches, save, saved, section };
}

describe('the edit dialog’s option sections', () => {
  it('keeps every section folded on a link without options', async () => {
    const { section } = await openDialog({});
    for (const title of ['Redirect', 'Password', 'Expiry', 'Redirect rules', 'Social preview'])
      expect(section(title)).not.toHaveAttribute('open');
  });

  it('opens the sections the link has set, prefilled from it', async () => {
    const { dialog, section } = await openDialog({ ...TARGETED, ...PREVIEWED, redirect_type: 301 });
    for (const title of ['Redirect', 'Redirect rules', 'Social preview'])
      expect(section(title)).toHaveAttribute('open');
    expect(section('Password')).not.toHaveAttribute('open');
    expect(dialog.getByLabelText('Redirect type')).toHaveValue('301');
    expect(dialog.getByLabelText('Rule 1 condition 1 type')).toHaveValue('device');
    expect(dialog.getByLabelText('Rule 1 condition 1 value')).toHaveValue('ios');
    expect(dialog.getByLabelText('URL for rule 1')).toHaveValue(TARGETED.rules[0]?.url);
    expect(dialog.getByLabelText('Rule 2 condition 1 value')).toHaveValue('DE');
    expect(dialog.getByLabelText('Rule 2 condition 2 value')).toHaveValue('de');
    expect(dialog.getByLabelText('Title')).toHaveValue('Spring sale');
    expect(dialog.getByLabelText('Description')).toHaveValue('This week only');
    expect(dialog.getByLabelText('Image URL')).toHaveValue(PREVIEWED.og_image);
  });

  it('shows how many rules a link has in the list', async () => {
    await openDialog(TARGETED);
    expect(screen.getByText('2 rules')).toHaveAttribute(
      'title',
      expect.stringContaining('2. https://example.com/de'),
    );
  });

  it('reorders rules with the move buttons and sends the whole list', async () => {
    const { dialog, saved } = await openDialog(TARGETED);
    expect(dialog.getByRole('button', { name: 'Move rule 1 up' })).toBeDisabled();
    await userEvent.click(dialog.getByRole('button', { name: 'Move rule 1 down' }));
    expect(dialog.getByLabelText('URL for rule 1')).toHaveValue('https://example.com/de');
    expect(await saved()).toEqual([{ rules: [TARGETED.rules[1], TARGETED.rules[0]] }]);
  });

  it('reorders rules by dragging one onto another', async () => {
    const { dialog, saved } = await openDialog(TARGETED);
    const [first, second] = dialog
      .getAllByRole('group', { name: /^Rule \d/ })
      .map((group) => group.closest('li') as HTMLElement);
    fireEvent.dragStart(second as HTMLElement, { dataTransfer: { effectAllowed: '' } });
    fireEvent.dragOver(first as HTMLElement);
    fireEvent.drop(first as HTMLElement);
    expect(await saved()).toEqual([{ rules: [TARGETED.rules[1], TARGETED.rules[0]] }]);
  });

  it('adds a rule with a query and an address condition, and removes one', async () => {
    const { dialog, saved } = await openDialog(TARGETED);
    await userEvent.click(dialog.getByRole('button', { name: 'Remove rule 1' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Add rule' }));
    await userEvent.selectOptions(dialog.getByLabelText('Rule 2 condition 1 type'), 'query');
    await userEvent.type(dialog.getByLabelText('Rule 2 condition 1 parameter'), 'src');
    await userEvent.click(dialog.getByRole('button', { name: 'Add condition to rule 2' }));
    await userEvent.selectOptions(dialog.getByLabelText('Rule 2 condition 2 type'), 'ip');
    await userEvent.type(dialog.getByLabelText('Rule 2 condition 2 value'), '10.0.0.0/8');
    await userEvent.type(dialog.getByLabelText('URL for rule 2'), 'https://example.com/office');
    expect(await saved()).toEqual([
      {
        rules: [
          TARGETED.rules[1],
          {
            conditions: [
              { type: 'query', value: { name: 'src' } },
              { type: 'ip', value: '10.0.0.0/8' },
            ],
            url: 'https://example.com/office',
          },
        ],
      },
    ]);
  });

  it('sends rules null once every rule is removed', async () => {
    const { dialog, saved } = await openDialog(TARGETED);
    await userEvent.click(dialog.getByRole('button', { name: 'Remove rule 1' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Remove rule 1' }));
    expect(await saved()).toEqual([{ rules: null }]);
  });

  it('shows a bad value at its field and refuses an unfinished rule before any call', async () => {
    const { dialog, fetches, save } = await openDialog(TARGETED);
    await userEvent.click(dialog.getByRole('button', { name: 'Add rule' }));
    await userEvent.selectOptions(dialog.getByLabelText('Rule 3 condition 1 type'), 'ip');
    const ip = dialog.getByLabelText('Rule 3 condition 1 value');
    await userEvent.type(ip, '10.0.0.0/33');
    expect(ip).toHaveAccessibleDescription(/must be a CIDR range/);
    await save();
    expect(await dialog.findByText(/^Redirect rule 3: /)).toBeVisible();
    expect(fetches.bodies(PATCH)).toEqual([]);
  });

  it('refuses two rules with the same conditions, at the later rule', async () => {
    const { dialog } = await openDialog(TARGETED);
    await userEvent.click(dialog.getByRole('button', { name: 'Add rule' }));
    await userEvent.selectOptions(dialog.getByLabelText('Rule 3 condition 1 value'), 'ios');
    expect(
      await dialog.findByText('the same conditions as rules[0], so it could never match'),
    ).toBeVisible();
  });

  it('sends a changed and a cleared preview field, not the unchanged one', async () => {
    const { dialog, saved } = await openDialog(PREVIEWED);
    const title = dialog.getByLabelText('Title');
    await userEvent.clear(title);
    await userEvent.type(title, 'Summer sale');
    await userEvent.clear(dialog.getByLabelText('Image URL'));
    expect(await saved()).toEqual([{ og_title: 'Summer sale', og_image: null }]);
  });

  it('sends a new redirect type', async () => {
    const { dialog, saved } = await openDialog({});
    await userEvent.click(dialog.getByText('Redirect'));
    await userEvent.selectOptions(dialog.getByLabelText('Redirect type'), '308');
    expect(await saved()).toEqual([{ redirect_type: 308 }]);
  });

  it('hides the referrer, and shows a link that hides it as set', async () => {
    const { dialog, saved } = await openDialog({});
    await userEvent.click(dialog.getByText('Redirect'));
    await userEvent.click(dialog.getByLabelText('Hide the referrer (no-referrer)'));
    expect(await saved()).toEqual([{ no_referrer: true }]);
  });

  it('names the field of a server refusal as the form labels it', async () => {
    const { dialog, save } = await openDialog(TARGETED, 'premium', {
      status: 400,
      body: { error: 'rules[1].url: Invalid URL', code: 'invalid_input' },
    });
    fireEvent.change(dialog.getByLabelText('URL for rule 2'), {
      target: { value: 'https://example.com/de2' },
    });
    await save();
    expect(await dialog.findByText('Redirect rule 2: Invalid URL')).toBeVisible();
  });
});

describe('the edit dialog’s password', () => {
  it('sets a password on an unprotected link', async () => {
    const { dialog, saved } = await openDialog({});
    await userEvent.click(dialog.getByText('Password'));
    await userEvent.type(dialog.getByLabelText('Link password'), 'open sesame');
    expect(await saved()).toEqual([{ password: 'open sesame' }]);
  });

  it('shows a protected link as Protected, never its password, and changes it', async () => {
    const { dialog, saved, section } = await openDialog({ has_password: true });
    expect(section('Password')).toHaveAttribute('open');
    expect(dialog.getByText('Protected')).toBeVisible();
    expect(dialog.queryByLabelText('New password')).toBeNull();
    await userEvent.click(dialog.getByRole('button', { name: 'Change password' }));
    const field = dialog.getByLabelText('New password');
    expect(field).toHaveValue('');
    expect(field).toHaveFocus();
    await userEvent.type(field, 'new secret');
    expect(await saved()).toEqual([{ password: 'new secret' }]);
  });

  it('refuses a password that is too short before any call', async () => {
    const { dialog, fetches, save } = await openDialog({ has_password: true });
    await userEvent.click(dialog.getByRole('button', { name: 'Change password' }));
    await userEvent.type(dialog.getByLabelText('New password'), 'ab');
    await save();
    expect(await dialog.findByText(/The link password must be 4 to/)).toBeVisible();
    expect(fetches.bodies(PATCH)).toEqual([]);
  });

  it('removes the password with null, and keeps it when the removal is undone', async () => {
    const { dialog, saved } = await openDialog({ has_password: true, og_title: 'Kept' });
    await userEvent.click(dialog.getByRole('button', { name: 'Remove password' }));
    expect(dialog.getByText(/The password is removed when you save/)).toBeVisible();
    expect(dialog.getByRole('button', { name: 'Keep password' })).toHaveFocus();
    await userEvent.click(dialog.getByRole('button', { name: 'Keep password' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Remove password' }));
    expect(await saved()).toEqual([{ password: null }]);
  });

  it('sends nothing for the password when a change is cancelled', async () => {
    const { dialog, saved } = await openDialog({ has_password: true });
    await userEvent.click(dialog.getByRole('button', { name: 'Change password' }));
    await userEvent.type(dialog.getByLabelText('New password'), 'not this one');
    await userEvent.click(dialog.getByRole('button', { name: 'Keep current password' }));
    await userEvent.selectOptions(dialog.getByLabelText('Redirect type'), '307');
    expect(await saved()).toEqual([{ redirect_type: 307 }]);
  });
});

describe('the edit dialog below premium', () => {
  it('shows no option sections but the redirect type', async () => {
    const { dialog } = await openDialog({}, 'free');
    expect(dialog.getByText('Redirect')).toBeVisible();
    for (const title of ['Password', 'Expiry', 'Redirect rules', 'Social preview'])
      expect(dialog.queryByText(title)).toBeNull();
    expect(dialog.queryByRole('region', { name: 'Link options' })).toBeNull();
    expect(dialog.queryByLabelText('Hide the referrer (no-referrer)')).toBeNull();
  });

  it('lets a lower plan turn the referrer back on, never off', async () => {
    const { dialog, saved } = await openDialog({ no_referrer: true }, 'free');
    const hide = dialog.getByLabelText('Hide the referrer (no-referrer)');
    expect(hide).toBeChecked();
    await userEvent.click(hide);
    expect(await saved()).toEqual([{ no_referrer: false }]);
  });

  it('lists the options the link keeps and removes them with nulls', async () => {
    const { dialog, saved } = await openDialog({ has_password: true, ...TARGETED }, 'free');
    const kept = within(dialog.getByRole('region', { name: 'Link options' }));
    expect(kept.queryByRole('button', { name: 'Remove social preview' })).toBeNull();
    expect(dialog.queryByLabelText('URL for rule 1')).toBeNull();
    await userEvent.click(kept.getByRole('button', { name: 'Remove password' }));
    await userEvent.click(kept.getByRole('button', { name: 'Remove redirect rules' }));
    expect(kept.getAllByText('(removed when you save)')).toHaveLength(2);
    expect(await saved()).toEqual([{ password: null, rules: null }]);
  });
});
