import { FORM_TEXTS } from '@kurz/shared';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderRoute } from '../../test/render-route';
import { stubFetch } from '../../test/stub-fetch';

afterEach(() => {
  vi.unstubAllGlobals();
});

/** The page loads on first visit (a lazy route): wait for its heading. */
async function renderPage() {
  renderRoute('/enterprise-inquiry');
  await screen.findByRole('heading', { level: 1, name: 'Talk to our enterprise team' });
}

const optionValues = (label: string) =>
  within(screen.getByLabelText(label))
    .getAllByRole('option')
    .map((option) => (option as HTMLOptionElement).value)
    .filter(Boolean);

async function fillInquiry() {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText('First name'), 'Grace');
  await user.type(screen.getByLabelText('Last name'), 'Hopper');
  await user.type(screen.getByLabelText('Company name'), 'Navy Labs');
  await user.type(screen.getByLabelText('Business email'), 'grace@navylabs.example');
  await user.type(screen.getByLabelText('Phone number'), '+1 555 010 2030');
  await user.selectOptions(screen.getByLabelText('Job title'), 'cto');
  await user.selectOptions(screen.getByLabelText('Company size'), '201-1000');
  await user.selectOptions(screen.getByLabelText('Primary use case'), 'api-integration');
  await user.type(screen.getByLabelText('Country'), 'United States');
  await user.click(screen.getByRole('button', { name: 'Contact Sales' }));
}

describe('the enterprise inquiry form', () => {
  it('offers the selects of spec 001 §9 and uses email and tel inputs', async () => {
    stubFetch({});
    await renderPage();
    expect(optionValues('Job title')).toEqual([
      'ceo',
      'cto',
      'marketing',
      'product',
      'developer',
      'other',
    ]);
    expect(optionValues('Company size')).toEqual(['1-10', '11-50', '51-200', '201-1000', '1000+']);
    expect(optionValues('Primary use case')).toEqual([
      'marketing',
      'social-media',
      'customer-communications',
      'internal-tools',
      'white-label',
      'api-integration',
      'other',
    ]);
    expect(screen.getByLabelText('Business email')).toHaveAttribute('type', 'email');
    expect(screen.getByLabelText('Phone number')).toHaveAttribute('type', 'tel');
  });

  it('requires every field but the additional information', async () => {
    const fetch = stubFetch({});
    await renderPage();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Contact Sales' }));
    for (const text of [
      'First name is required',
      'Last name is required',
      'Company name is required',
      'Business email is required',
      'Phone number is required',
      'Please choose a job title',
      'Please choose a company size',
      'Please choose a primary use case',
      'Country is required',
    ]) {
      expect(screen.getByText(text)).toBeVisible();
    }
    expect(screen.getByLabelText('Additional information (optional)')).not.toHaveAttribute(
      'aria-invalid',
    );
    expect(fetch.mock).not.toHaveBeenCalled();
  });

  it('thanks the lead and links on to /pricing and /', async () => {
    const fetch = stubFetch({
      'POST /api/enterprise-inquiry': {
        body: { success: true, message: FORM_TEXTS.inquirySuccess, id: 'i1' },
      },
    });
    await renderPage();
    await fillInquiry();
    expect(await screen.findByRole('heading', { name: 'Thank you!' })).toHaveFocus();
    expect(screen.getByText(/will be in touch within 24 hours/)).toBeVisible();
    expect(screen.getByRole('link', { name: 'View pricing' })).toHaveAttribute('href', '/pricing');
    expect(screen.getByRole('link', { name: 'Back to home' })).toHaveAttribute('href', '/');
    expect(screen.queryByRole('button', { name: 'Contact Sales' })).toBeNull();
    expect(fetch.bodies('POST /api/enterprise-inquiry')[0]).toMatchObject({
      companySize: '201-1000',
      additionalInfo: null,
    });
  });

  it('keeps the form and says the inquiry failed when the server refuses it', async () => {
    stubFetch({ 'POST /api/enterprise-inquiry': { status: 500, body: { error: 'Internal' } } });
    await renderPage();
    await fillInquiry();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Failed to send enterprise inquiry. Please try again.',
    );
    expect(screen.getByLabelText('Company name')).toHaveValue('Navy Labs');
  });
});
