import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { domainsReply, domainView } from '../../test/custom-domains';
import { renderRoute } from '../../test/render-route';
import { ADA_SESSION, stubFetch } from '../../test/stub-fetch';

afterEach(() => vi.unstubAllGlobals());

const DOMAINS = 'GET /api/custom-domains';
const premium = {
  ...ADA_SESSION,
  'GET /api/profile': {
    body: { ...ADA_SESSION['GET /api/profile'].body, subscription_plan: 'premium' },
  },
};
const badge = async () => {
  const header = within(await screen.findByRole('banner'));
  const [first] = await header.findAllByText(
    /^(Free|Premium|Pro|Enterprise|Custom Domain)$/,
    {},
    { timeout: 3000 },
  );
  return first;
};

describe("the header's plan badge", () => {
  it('says Custom Domain for a user with a verified custom domain', async () => {
    const fetch = stubFetch({
      ...premium,
      [DOMAINS]: domainsReply([domainView('links.acme.com', { status: 'verified' })]),
    });
    renderRoute('/pricing', { withAuth: true });
    await vi.waitFor(() => expect(fetch.paths()).toContain('/api/custom-domains'), {
      timeout: 3000,
    });
    await vi.waitFor(async () => expect(await badge()).toHaveTextContent('Custom Domain'));
  });

  it('names the plan while the custom domain is only pending', async () => {
    const fetch = stubFetch({
      ...premium,
      [DOMAINS]: domainsReply([domainView('links.acme.com')]),
    });
    renderRoute('/pricing', { withAuth: true });
    await vi.waitFor(() => expect(fetch.paths()).toContain('/api/custom-domains'));
    expect(await badge()).toHaveTextContent('Premium');
  });
});
