import type { Kysely } from 'kysely';
import type { Logger } from 'pino';
import type Stripe from 'stripe';
import type { ClickBuffer } from './clicks/click-buffer.js';
import type { Config } from './config.js';
import type { ServingDomains } from './custom-domains/serving-domains.js';
import type { DbEngine } from './db/database.js';
import type { Database } from './db/schema.js';
import type { Mailer } from './mail/message.js';
import type { DestinationBlocklist } from './moderation/destination-blocklist.js';
import type { SafeFetch } from './net/create-safe-fetch.js';
import type { LinkCache } from './redirect/link-cache.js';
import type { UploadStore } from './storage/upload-store.js';

/** What a verb may use. Passed explicitly (`{ ctx, input }`), so tests can build their own. */
export interface Ctx {
  config: Config;
  db: Kysely<Database>;
  dbEngine: DbEngine;
  log: Logger;
  clock: Clock;
  mail: Mailer;
  uploads: UploadStore;
  /** Redirect targets; invalidate a key whenever its link is created, changed or deleted. */
  linkCache: LinkCache;
  /** Verified custom domains by host; reload a domain whenever its row changes. */
  servingDomains: ServingDomains;
  /** BLOCKED_HOSTS and the blocklist file: destinations refused on create, edit and redirect. */
  blocklist: DestinationBlocklist;
  /** Where redirects record clicks; written in batches. */
  clicks: ClickBuffer;
  /** The only way to fetch a URL a user gave us (SSRF-safe: public addresses only). */
  safeFetch: SafeFetch;
  /** Stripe, or null when STRIPE_SECRET_KEY is unset (billing off). */
  stripe: Stripe | null;
  /** The webhook sender: `wake()` after queueing a delivery sends it at the next tick. */
  webhooks: { wake(): void };
  /** This process's import runner: `wake()` after queueing a job starts it now. */
  imports: { wake(): void };
}

export interface Clock {
  /** UTC epoch milliseconds. */
  now(): number;
}

export const systemClock: Clock = { now: () => Date.now() };
