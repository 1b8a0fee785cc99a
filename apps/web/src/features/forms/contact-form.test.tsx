import { FORM_TEXTS } from '@kurz/shared';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderRoute } from '../../test/render-route';
import { stubFetch } from '../../test/stub-fetch';

afterEach(() => {
  vi.unstubAllGlobals();
});

/** The page loads on first visit (a lazy route): wait for its heading. */
async function renderPage() {
  renderRoute('/contact');
  await screen.findByRole('heading', { level: 1, name: 'Contact Us' });
}

async function fillAndSend(reply: Parameters<typeof stubFetch>[0][string]) {
  const fetch = stubFetch({ 'POST /api/contact': reply });
  await renderPage();
  const user = userEvent.setup();
  await user.type(screen.getByLabelText('Name'), '  Ada Lovelace ');
  await user.type(screen.getByLabelText('Email'), 'ada@example.com');
  await user.type(screen.getByLabelText('Subject'), 'Custom domains');
  await user.type(screen.getByLabelText('Message'), 'Two domains on Premium?');
  await user.click(screen.getByRole('button', { name: 'Send Message' }));
  return fetch;
}

describe('the contact form', () => {
  it('asks for every field before sending anything, and focuses the first one', async () => {
    const fetch = stubFetch({});
    await renderPage();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Send Message' }));
    expect(screen.getByText('Name is required')).toBeVisible();
    expect(screen.getByText('Email is required')).toBeVisible();
    expect(screen.getByText('Subject is required')).toBeVisible();
    expect(screen.getByText('Message is required')).toBeVisible();
    expect(screen.getByLabelText('Name')).toHaveAttribute('aria-invalid', 'true');
    await vi.waitFor(() => expect(screen.getByLabelText('Name')).toHaveFocus());
    expect(fetch.mock).not.toHaveBeenCalled();
  });

  it('sends the trimmed message, shows the thanks and clears the form', async () => {
    const fetch = await fillAndSend({
      body: { success: true, message: FORM_TEXTS.contactSuccess, id: 'm1' },
    });
    expect(await screen.findByRole('status')).toHaveTextContent(
      "Thank you for your message! I'll get back to you soon.",
    );
    expect(fetch.bodies('POST /api/contact')).toEqual([
      {
        name: 'Ada Lovelace',
        email: 'ada@example.com',
        subject: 'Custom domains',
        message: 'Two domains on Premium?',
      },
    ]);
    expect(screen.getByLabelText('Name')).toHaveValue('');
  });

  it.each([
    [400, { error: 'email: bad' }, 'Please check that all fields are filled out correctly.'],
    [500, { error: 'Internal server error' }, 'Server error. Please try again in a moment.'],
    [403, { error: 'Cross-site request refused' }, 'Failed to send message. Please try again.'],
    [429, { error: 'Too many requests. Please wait a moment and try again.' }, 'Too many requests'],
  ])('answers a %i with the spec message', async (status, body, text) => {
    await fillAndSend({ status, body });
    expect(await screen.findByRole('alert')).toHaveTextContent(text);
    expect(screen.getByLabelText('Name')).toHaveValue('  Ada Lovelace ');
  });

  it('offers social links that open in a new tab', async () => {
    stubFetch({});
    await renderPage();
    const list = screen.getByRole('list', { name: 'Kurz on social media' });
    expect(list).toBeVisible();
    expect(screen.getByRole('link', { name: /GitHub/ })).toHaveAttribute('target', '_blank');
  });
});
