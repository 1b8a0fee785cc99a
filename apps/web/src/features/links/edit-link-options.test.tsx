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
  ios_url: 'https://apps.apple.com/app/kurz',
  android_url: null,
  geo_targets: { DE: 'https://example.com/de', FR: 'https://example.com/fr' },
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
    for (const title of ['Redirect', 'Password', 'Expiry', 'Targeting', 'Social preview'])
      expect(section(title)).not.toHaveAttribute('open');
  });

  it('opens the sections the link has set, prefilled from it', async () => {
    const { dialog, section } = await openDialog({ ...TARGETED, ...PREVIEWED, redirect_type: 301 });
    for (const title of ['Redirect', 'Targeting', 'Social preview'])
      expect(section(title)).toHaveAttribute('open');
    expect(section('Password')).not.toHaveAttribute('open');
    expect(dialog.getByLabelText('Redirect type')).toHaveValue('301');
    expect(dialog.getByLabelText('iPhone and iPad URL')).toHaveValue(TARGETED.ios_url);
    expect(dialog.getByLabelText('Android URL')).toHaveValue('');
    expect(dialog.getByLabelText('Country 1')).toHaveValue('DE');
    expect(dialog.getByLabelText('URL for country 1')).toHaveValue('https://example.com/de');
    expect(dialog.getByLabelText('Country 2')).toHaveValue('FR');
    expect(dialog.getByLabelText('Title')).toHaveValue('Spring sale');
    expect(dialog.getByLabelText('Description')).toHaveValue('This week only');
    expect(dialog.getByLabelText('Image URL')).toHaveValue(PREVIEWED.og_image);
  });

  it('sends only the targeting fields that changed, null for a cleared one', async () => {
    const { dialog, saved } = await openDialog(TARGETED);
    await userEvent.clear(dialog.getByLabelText('iPhone and iPad URL'));
    await userEvent.type(dialog.getByLabelText('Android URL'), 'https://play.google.com/x');
    await userEvent.click(dialog.getByRole('button', { name: 'Remove country 1' }));
    expect(await saved()).toEqual([
      {
        ios_url: null,
        android_url: 'https://play.google.com/x',
        geo_targets: { FR: 'https://example.com/fr' },
      },
    ]);
  });

  it('sends geo_targets null once every country row is removed', async () => {
    const { dialog, saved } = await openDialog(TARGETED);
    await userEvent.click(dialog.getByRole('button', { name: 'Remove country 1' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Remove country 1' }));
    expect(await saved()).toEqual([{ geo_targets: null }]);
  });

  it('refuses a half-filled country row before any call', async () => {
    const { dialog, fetches, save } = await openDialog(TARGETED);
    await userEvent.click(dialog.getByRole('button', { name: 'Add country' }));
    await userEvent.selectOptions(dialog.getByLabelText('Country 3'), 'JP');
    await save();
    expect(
      await dialog.findByText('Choose a country and a URL for each targeting row.'),
    ).toBeVisible();
    expect(fetches.bodies(PATCH)).toEqual([]);
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
      body: { error: 'geo_targets.FR: Invalid URL', code: 'invalid_input' },
    });
    fireEvent.change(dialog.getByLabelText('URL for country 2'), {
      target: { value: 'https://example.com/fr2' },
    });
    await save();
    expect(await dialog.findByText('By country (FR): Invalid URL')).toBeVisible();
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
    for (const title of ['Password', 'Expiry', 'Targeting', 'Social preview'])
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
    expect(dialog.queryByLabelText('iPhone and iPad URL')).toBeNull();
    await userEvent.click(kept.getByRole('button', { name: 'Remove password' }));
    await userEvent.click(kept.getByRole('button', { name: 'Remove targeting' }));
    expect(kept.getAllByText('(removed when you save)')).toHaveLength(2);
    expect(await saved()).toEqual([{ password: null, ios_url: null, geo_targets: null }]);
  });
});
