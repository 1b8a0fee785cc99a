import net from 'node:net';
import { expect } from 'vitest';
import { createTestApp } from '../app.js';
import { AuthClient } from '../auth-client.js';
import { countClicks, seedLink, seedUser } from '../seed.js';
import { startSmtpSink } from '../smtp-sink.js';
import { STRIPE_TEST_KEY } from '../stripe-server.js';
import { describeFault, onCleanup, SHORT_HOST, scenario, waitFor } from './fault-env.js';

/** A loopback port nothing listens on: Stripe, down. */
async function closedPort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

const PASSWORD = 'Str0ng!pass';
const pathOf = (link: string | undefined) => {
  const url = new URL(link ?? 'http://missing/');
  return url.pathname + url.search;
};

describeFault('the mail server and Stripe down', () => {
  scenario(
    'redirects unaffected, mail queued and sent once the server is back, checkout 503',
    async (count) => {
      const smtp = await startSmtpSink();
      onCleanup(() => smtp.close());
      const t = await createTestApp({
        SMTP_URL: smtp.url,
        STRIPE_SECRET_KEY: STRIPE_TEST_KEY,
        STRIPE_API_BASE: `http://127.0.0.1:${await closedPort()}`,
        STRIPE_PRICE_PREMIUM_MONTHLY: 'price_premium_monthly',
      });
      onCleanup(t.close);
      const app = t.app;
      await seedUser(t.db, 'owner', 'free');
      await seedLink(t.db, 'mail-link', 'owner', { domain: SHORT_HOST, code: 'mail-link' });
      const visit = () =>
        app.inject({ url: '/mail-link', headers: { host: SHORT_HOST, 'user-agent': 'fault/1' } });
      expect((await visit()).statusCode).toBe(302);

      // Ada signs up and verifies while mail works.
      const ada = new AuthClient(app, undefined, '192.0.2.71');
      const signUp = (client: AuthClient, email: string) =>
        client.post('/api/auth/sign-up/email', { email, password: PASSWORD, name: 'Fault' });
      expect((await signUp(ada, 'ada@example.com')).statusCode).toBe(200);
      await ada.get(pathOf(smtp.lastLinkTo('ada@example.com')));
      expect(await ada.session()).not.toBeNull();
      const mailsBefore = smtp.received.length;

      smtp.refuse(true);
      // Stripe down: a clear 503, not a 500.
      const checkout = await ada.post('/api/create-checkout-session', {
        plan: 'premium',
        billing_cycle: 'monthly',
      });
      expect(checkout.statusCode).toBe(503);
      expect(checkout.json()).toMatchObject({ code: 'unavailable' });

      // Mail down: sign-up and reset still answer success; the mail waits.
      const bob = new AuthClient(app, undefined, '192.0.2.72');
      const bobSignUp = await signUp(bob, 'bob@example.com');
      expect(bobSignUp.statusCode).toBe(200);
      const reset = await new AuthClient(app, undefined, '192.0.2.73').post(
        '/api/auth/request-password-reset',
        { email: 'ada@example.com', redirectTo: 'https://app.kurz.test/auth?mode=reset-password' },
      );
      expect(reset.statusCode).toBe(200);
      let redirects = 1;
      for (let i = 0; i < 20; i++) {
        expect((await visit()).statusCode).toBe(302);
        redirects++;
      }
      expect(smtp.received.length).toBe(mailsBefore);

      // The mail server is back: both mails go out, once each.
      smtp.refuse(false);
      const sink = smtp;
      const arrived = await waitFor(async () => sink.received.length >= mailsBefore + 2, 30_000);
      expect(arrived).toBe(true);
      const sent = sink.received.slice(mailsBefore).map((mail) => mail.to.join(','));
      expect(sent.sort()).toEqual(['ada@example.com', 'bob@example.com']);
      // Bob's verification link works.
      await bob.get(pathOf(sink.lastLinkTo('bob@example.com')));
      expect(await bob.session()).not.toBeNull();

      await app.clicks.flush();
      const stored = await countClicks(t.db);
      count.lost(redirects - stored);
      expect(stored).toBe(redirects);
    },
    90_000,
  );
});
