import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderSignedIn } from '../../test/render-signed-in';
import { authTeam } from '../../test/team-fixtures';
import { QrPanel } from './qr-panel';

const SHORT = { url: 'https://kurz.link/my-link', shortCode: 'my-link' };
const png = () =>
  new Response(new Uint8Array([137, 80, 78, 71]), { headers: { 'Content-Type': 'image/png' } });
const refusal = () =>
  new Response(JSON.stringify({ error: 'boom', code: 'forbidden' }), {
    status: 403,
    headers: { 'Content-Type': 'application/json' },
  });

let replies: Array<() => Response>;
let fetchMock: ReturnType<typeof vi.fn>;

beforeEach(() => {
  replies = [];
  fetchMock = vi.fn(async () => (replies.shift() ?? png)());
  vi.stubGlobal('fetch', fetchMock);
  // jsdom has no object URLs or image clipboard.
  URL.createObjectURL = vi.fn(() => 'blob:qr');
  URL.revokeObjectURL = vi.fn();
  vi.stubGlobal(
    'ClipboardItem',
    class {
      constructor(readonly items: Record<string, Blob>) {}
    },
  );
});
afterEach(() => vi.unstubAllGlobals());

const requested = (call = -1) =>
  new URL(String(fetchMock.mock.calls.at(call)?.[0]), 'https://app.kurz.test').searchParams;

describe('the QR panel', () => {
  it('shows the Pro Feature upsell with the spec message to users below Pro', () => {
    renderSignedIn(<QrPanel {...SHORT} />, 'premium');
    expect(screen.getByText('Pro Feature')).toBeInTheDocument();
    expect(
      screen.getByText('QR code generation is available for Pro and Enterprise plans'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Get QR Codes with Pro' })).toHaveAttribute(
      'href',
      '/pricing',
    );
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('loads, then shows the code at the recommended size with the default options', async () => {
    renderSignedIn(<QrPanel {...SHORT} />);
    expect(screen.getByRole('status')).toHaveTextContent('Generating QR code...');
    expect(
      await screen.findByRole('img', { name: 'QR code for https://kurz.link/my-link' }),
    ).toBeInTheDocument();
    expect(Object.fromEntries(requested())).toMatchObject({
      code: 'my-link',
      domain: 'kurz.link',
      size: '128',
      margin: '2',
      dark: '#000000',
      light: '#ffffff',
      ecl: 'M',
    });
    expect(screen.getByRole('option', { name: '128 px (recommended)' })).toBeInTheDocument();
    expect(screen.getByRole('option', { name: 'H 30%' })).toBeInTheDocument();
  });

  it('recommends a larger size for a long URL', async () => {
    const url = `https://kurz.link/${'x'.repeat(110)}`;
    renderSignedIn(<QrPanel url={url} shortCode={'x'.repeat(110)} />);
    await screen.findByRole('img');
    expect(screen.getByLabelText('Size')).toHaveValue('256');
  });

  it('shows the spec error with Try Again, which asks again', async () => {
    replies = [refusal];
    renderSignedIn(<QrPanel {...SHORT} />);
    expect(
      await screen.findByText('Failed to generate QR code. Please try again.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Download PNG' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByRole('img')).toBeInTheDocument();
  });

  it('asks for a new image when an option changes', async () => {
    renderSignedIn(<QrPanel {...SHORT} />);
    await screen.findByRole('img');
    await userEvent.selectOptions(screen.getByLabelText('Error correction'), 'Q');
    await waitFor(() => expect(requested().get('ecl')).toBe('Q'));
  });

  it('warns when the colours are too close to scan', async () => {
    renderSignedIn(<QrPanel {...SHORT} />);
    await screen.findByRole('img');
    expect(screen.queryByText(/Low contrast/)).not.toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('Foreground'), { target: { value: '#dddddd' } });
    expect(screen.getByText(/Low contrast: this QR code may not scan/)).toBeInTheDocument();
  });

  it('copies the image and reads Copied for 2 s', async () => {
    const write = vi.fn(async () => {});
    Object.defineProperty(navigator, 'clipboard', { configurable: true, value: { write } });
    renderSignedIn(<QrPanel {...SHORT} />);
    await screen.findByRole('img');
    await userEvent.click(screen.getByRole('button', { name: 'Copy Image' }));
    expect(write).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('button', { name: 'Copied' })).toBeInTheDocument();
    await waitFor(
      () => expect(screen.getByRole('button', { name: 'Copy Image' })).toBeInTheDocument(),
      {
        timeout: 3000,
      },
    );
  });

  it('says so when the clipboard refuses the image', async () => {
    const write = vi.fn(async () => {
      throw new Error('denied');
    });
    Object.defineProperty(navigator, 'clipboard', { configurable: true, value: { write } });
    renderSignedIn(<QrPanel {...SHORT} />);
    await screen.findByRole('img');
    await userEvent.click(screen.getByRole('button', { name: 'Copy Image' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Failed to copy QR code to clipboard');
  });

  it('downloads the PNG under a name with the code and size', async () => {
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      expect(this.download).toBe('qr-my-link-128.png');
      expect(this.href).toBe('blob:qr');
    });
    renderSignedIn(<QrPanel {...SHORT} />);
    await screen.findByRole('img');
    await userEvent.click(screen.getByRole('button', { name: 'Download PNG' }));
    expect(click).toHaveBeenCalledTimes(1);
    click.mockRestore();
  });
});

describe('the QR panel in a workspace', () => {
  it("asks for a team link's code in the team, on the team's plan", async () => {
    // Ada's own plan is below Pro; the team's (Enterprise) decides.
    renderSignedIn(<QrPanel {...SHORT} />, 'free', '/', authTeam('t1', 'Acme', 'viewer'));
    await screen.findByRole('img', { name: 'QR code for https://kurz.link/my-link' });
    expect(requested().get('organization_id')).toBe('t1');
  });

  it('names no team for a personal link', async () => {
    renderSignedIn(<QrPanel {...SHORT} />, 'pro');
    await screen.findByRole('img', { name: 'QR code for https://kurz.link/my-link' });
    expect(requested().has('organization_id')).toBe(false);
    expect(requested().has('org_id')).toBe(false);
  });
});
