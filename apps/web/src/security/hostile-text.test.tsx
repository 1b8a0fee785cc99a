import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DashboardPage } from '../features/dashboard/dashboard-page';
import { renderRoute } from '../test/render-route';
import { renderSignedIn } from '../test/render-signed-in';
import { ADA_SESSION, stubFetch } from '../test/stub-fetch';
import { teamLink } from '../test/team-fixtures';

/**
 * Stored XSS, web side: text a user set (a link's code and destination, a profile name,
 * every contact and inquiry field) is rendered as text. A payload that became markup would
 * create an element or an event-handler attribute; none may exist, and the payload's
 * characters must be on screen as typed.
 */

afterEach(() => vi.unstubAllGlobals());

const PAYLOADS = [
  '<img src=x onerror="window.hacked=1">',
  '<script>window.hacked=1</script>',
  '"><svg onload="window.hacked=1">',
];
const HANDLERS = ['onerror', 'onload', 'onfocus', 'onclick', 'onmouseover'];

/** Elements a payload would have created, if any rendered as markup. */
function injectedElements(): Element[] {
  const byHandler = HANDLERS.map((name) => `[${name}]`).join(', ');
  return [...document.querySelectorAll(`img[src="x"], script, svg[onload], ${byHandler}`)];
}

const ADMIN_SESSION = {
  ...ADA_SESSION,
  'GET /api/profile': { body: { ...ADA_SESSION['GET /api/profile'].body, is_admin: true } },
};
const entry = { id: 'e1', createdAt: '2026-11-22T10:00:00.000Z', handledAt: null };

describe.each(PAYLOADS)('the text %s', (payload) => {
  it('as a link code, destination, title and tag, shows as text on the dashboard', async () => {
    stubFetch({
      'GET /api/links?sort=newest&limit=25': {
        body: {
          links: [
            {
              ...teamLink('id-1', 'u1'),
              short_url: payload,
              full_url: `https://example.com/${payload}`,
              short_link: `https://kurz.link/${encodeURIComponent(payload)}`,
              domain: 'kurz.link',
              clicks: 1,
              title: payload,
              tags: [payload],
            },
          ],
          next_cursor: null,
          total: 1,
        },
      },
    });
    renderSignedIn(<DashboardPage />, 'pro');
    await screen.findByRole('heading', { name: 'Your URLs (1)' });
    expect(screen.getAllByText(payload, { exact: false }).length).toBeGreaterThan(0);
    expect(injectedElements()).toEqual([]);
  });

  it('as a profile name, shows as text on the profile screen', async () => {
    stubFetch({
      ...ADA_SESSION,
      'GET /api/profile': { body: { ...ADA_SESSION['GET /api/profile'].body, full_name: payload } },
    });
    renderRoute('/user/profile', { withAuth: true });
    await screen.findByRole('heading', { level: 1, name: 'User Profile' });
    expect(screen.getByDisplayValue(payload)).toBeInTheDocument();
    expect(injectedElements()).toEqual([]);
  });

  it('in every contact and inquiry field, shows as text in the admin inbox', async () => {
    const page = (item: object) => ({ body: { items: [item], page: 1, limit: 20, total: 1 } });
    stubFetch({
      ...ADMIN_SESSION,
      'GET /api/admin/inbox/enterprise-inquiries?page=1&limit=20': page({
        ...entry,
        firstName: payload,
        lastName: payload,
        companyName: payload,
        businessEmail: 'lead@acme.example',
        phoneNumber: '+1 555 010 2030',
        jobTitle: 'cto',
        companySize: '201-1000',
        primaryUseCase: 'api-integration',
        country: payload,
        additionalInfo: payload,
      }),
      'GET /api/admin/inbox/contact-messages?page=1&limit=20': page({
        ...entry,
        name: payload,
        email: 'visitor@example.com',
        subject: payload,
        message: payload,
      }),
    });
    renderRoute('/admin/inbox', { withAuth: true });
    expect((await screen.findAllByText(payload, { exact: false })).length).toBeGreaterThan(0);
    expect(injectedElements()).toEqual([]);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Contact messages' }));
    await screen.findByText('visitor@example.com', { exact: false });
    expect(screen.getAllByText(payload, { exact: false }).length).toBeGreaterThan(0);
    expect(injectedElements()).toEqual([]);
  });
});
