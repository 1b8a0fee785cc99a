import { randomBytes } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';

/**
 * A Stripe-shaped HTTP server on loopback: the API calls the SDK makes for checkout,
 * customers and the billing portal, a hosted "checkout page" whose Pay button creates the
 * subscription, signs the webhooks with the SDK's test-header helper, delivers them and
 * redirects to success_url. Tests point STRIPE_API_BASE at `url`.
 */
export const STRIPE_TEST_KEY = 'sk_test_kurz_loopback';
export const STRIPE_TEST_WEBHOOK_SECRET = 'whsec_kurz_loopback_secret';

type Json = Record<string, unknown>;
interface Answer {
  status: number;
  body: unknown;
  headers?: Record<string, string>;
}
/** Hands a signed webhook to the app: over HTTP for e2e, through `inject` for api tests. */
export type Deliver = (payload: string, signature: string) => Promise<{ status: number }>;

export interface StripeTestServer {
  url: string;
  customers: Map<string, Json>;
  sessions: Map<string, Json>;
  subscriptions: Map<string, Json>;
  /** Every API request received, newest last, with its parsed form body. */
  requests: { method: string; path: string; body: Json }[];
  /** Signs `object` as an event of `type` and delivers it; `created` in epoch seconds. */
  sendEvent(
    type: string,
    object: Json,
    options?: { id?: string; created?: number },
  ): Promise<number>;
  /** What the hosted page's Pay button does: subscription + webhooks; returns success_url. */
  completeCheckout(sessionId: string): Promise<string>;
  close(): Promise<void>;
}

const newId = (prefix: string) => `${prefix}_${randomBytes(8).toString('hex')}`;

export async function startStripeServer(deliver: Deliver): Promise<StripeTestServer> {
  const customers = new Map<string, Json>();
  const sessions = new Map<string, Json>();
  const subscriptions = new Map<string, Json>();
  const requests: StripeTestServer['requests'] = [];
  let clock = Math.floor(Date.now() / 1000);

  const sendEvent: StripeTestServer['sendEvent'] = async (type, object, options = {}) => {
    clock += 1;
    const payload = JSON.stringify({
      id: options.id ?? newId('evt'),
      object: 'event',
      type,
      created: options.created ?? clock,
      livemode: false,
      data: { object },
    });
    const signature = Stripe.webhooks.generateTestHeaderString({
      payload,
      secret: STRIPE_TEST_WEBHOOK_SECRET,
    });
    return (await deliver(payload, signature)).status;
  };

  const completeCheckout = async (sessionId: string) => {
    const session = sessions.get(sessionId);
    if (!session) throw new Error(`no checkout session ${sessionId}`);
    const customerId = (session.customer as string | null) ?? newId('cus');
    if (!customers.has(customerId))
      customers.set(customerId, { id: customerId, object: 'customer' });
    const item = (session.line_items as Json[] | undefined)?.[0] ?? {};
    const subscription = {
      id: newId('sub'),
      object: 'subscription',
      customer: customerId,
      status: 'active',
      metadata: (session.subscription_data as Json | undefined)?.metadata ?? {},
      items: { data: [{ price: { id: (item.price as string) ?? newId('price') } }] },
    };
    subscriptions.set(subscription.id, subscription);
    Object.assign(session, {
      status: 'complete',
      customer: customerId,
      subscription: subscription.id,
    });
    await sendEvent('customer.subscription.created', subscription);
    await sendEvent('checkout.session.completed', session);
    return session.success_url as string;
  };

  const server = http.createServer((request, response) => {
    let raw = '';
    request.on('data', (chunk) => {
      raw += chunk;
    });
    request.on('end', () => {
      handle(request, raw).then(
        ({ status, body, headers }) => {
          response.writeHead(status, headers ?? { 'content-type': 'application/json' });
          response.end(typeof body === 'string' ? body : JSON.stringify(body));
        },
        (error: unknown) => {
          response.writeHead(500, { 'content-type': 'application/json' });
          response.end(JSON.stringify({ error: { message: String(error) } }));
        },
      );
    });
  });

  async function handle(request: http.IncomingMessage, raw: string): Promise<Answer> {
    const path = new URL(request.url ?? '/', 'http://stripe.test').pathname;
    const checkout = /^\/checkout\/(cs_\w+)(\/pay)?$/.exec(path);
    if (checkout?.[1])
      return hostedCheckout(request.method ?? 'GET', checkout[1], Boolean(checkout[2]));
    if (request.headers.authorization !== `Bearer ${STRIPE_TEST_KEY}`)
      return stripeError(401, 'Invalid API Key provided');
    const body = parseForm(raw);
    requests.push({ method: request.method ?? '', path, body });
    if (request.method === 'POST' && path === '/v1/customers') {
      const customer = { id: newId('cus'), object: 'customer', ...body };
      customers.set(customer.id, customer);
      return { status: 200, body: customer };
    }
    if (request.method === 'POST' && path === '/v1/checkout/sessions') {
      if (body.customer && !customers.has(body.customer as string))
        return stripeError(400, `No such customer: '${body.customer}'`, 'customer');
      const id = newId('cs_test');
      const session = {
        id,
        object: 'checkout.session',
        customer: null,
        ...body,
        url: `${url}/checkout/${id}`,
      };
      sessions.set(id, session);
      return { status: 200, body: session };
    }
    if (request.method === 'POST' && path === '/v1/billing_portal/sessions') {
      if (!customers.has(body.customer as string))
        return stripeError(400, `No such customer: '${body.customer}'`, 'customer');
      const id = newId('bps');
      return {
        status: 200,
        body: { id, object: 'billing_portal.session', ...body, url: `${url}/portal/${id}` },
      };
    }
    const subscription = /^\/v1\/subscriptions\/(sub_\w+)$/.exec(path)?.[1];
    if (request.method === 'DELETE' && subscription) {
      const known = subscriptions.get(subscription);
      if (!known) return stripeError(400, `No such subscription: '${subscription}'`, 'id');
      known.status = 'canceled';
      // Stripe tells the app afterwards, as its own webhook.
      setImmediate(() => void sendEvent('customer.subscription.deleted', { ...known }));
      return { status: 200, body: known };
    }
    return stripeError(404, `Unrecognized request URL (${request.method}: ${path})`);
  }

  async function hostedCheckout(method: string, id: string, isPay: boolean): Promise<Answer> {
    const session = sessions.get(id);
    if (!session)
      return {
        status: 404,
        body: 'No such checkout session',
        headers: { 'content-type': 'text/plain' },
      };
    if (method === 'POST' && isPay) {
      const successUrl = await completeCheckout(id);
      return { status: 303, body: '', headers: { location: successUrl } };
    }
    const html = `<!doctype html><title>Test checkout</title><h1>Test checkout</h1>
<p>Subscribe with ${session.mode} session ${id}</p>
<form method="post" action="/checkout/${id}/pay"><button type="submit">Pay</button></form>`;
    return { status: 200, body: html, headers: { 'content-type': 'text/html' } };
  }

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url,
    customers,
    sessions,
    subscriptions,
    requests,
    sendEvent,
    completeCheckout,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

function stripeError(status: number, message: string, param?: string): Answer {
  const code = status === 400 ? 'resource_missing' : undefined;
  return { status, body: { error: { type: 'invalid_request_error', message, code, param } } };
}

/** Stripe's form encoding (`a[b][0][c]=v`) back into objects and arrays. */
function parseForm(raw: string): Json {
  const root: Json = {};
  for (const [key, value] of new URLSearchParams(raw)) {
    const parts = key.split(/[[\]]+/).filter(Boolean);
    let node: Json = root;
    parts.forEach((part, index) => {
      if (index === parts.length - 1) {
        node[part] = value;
        return;
      }
      const isArray = /^\d+$/.test(parts[index + 1] ?? '');
      node[part] ??= isArray ? [] : {};
      node = node[part] as Json;
    });
  }
  return root;
}
