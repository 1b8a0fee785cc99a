import { isIP } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { hostnameOf } from '@kurz/shared';
import { z } from 'zod';

/**
 * The only reader of `process.env`. Everything the server can be told from outside is
 * parsed here once, so a bad value stops the boot with the variable's name instead of
 * surfacing later in a request.
 */

const MAX_SHORT_DOMAINS = 5;
const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

const emptyAsUndefined = (value: unknown) =>
  typeof value === 'string' && value.trim() === '' ? undefined : value;

const port = z.coerce
  .number({ error: 'must be a port number' })
  .int('must be a whole number')
  .min(0, 'must be between 0 and 65535')
  .max(65535, 'must be between 0 and 65535');

const httpUrl = z
  .url({ protocol: /^https?$/, error: 'must be an http:// or https:// URL' })
  .transform((value) => new URL(value));

const hostList = z.string().transform((value, ctx) => {
  const hosts = value
    .split(',')
    .map((host) => host.trim().toLowerCase())
    .filter(Boolean);
  for (const host of hosts) {
    if (!/^[a-z0-9.-]+(:\d{1,5})?$/.test(host)) {
      ctx.addIssue({ code: 'custom', message: `"${host}" is not a host name (host or host:port)` });
    }
  }
  return hosts;
});

/** Comma-separated IPv4/IPv6 addresses (an apex custom domain's A/AAAA records). */
const ipList = z.string().transform((value, ctx) => {
  const ips = value
    .split(',')
    .map((ip) => ip.trim().toLowerCase())
    .filter(Boolean);
  for (const ip of ips) {
    if (isIP(ip) === 0) ctx.addIssue({ code: 'custom', message: `"${ip}" is not an IP address` });
  }
  return ips;
});

/** DNS servers as `node:dns` takes them: addresses, each with an optional port. */
const dnsServerList = z.string().transform((value, ctx) => {
  const servers = value
    .split(',')
    .map((server) => server.trim())
    .filter(Boolean);
  for (const server of servers) {
    const address = server.replace(/^\[(.*)\](:\d+)?$/, '$1').replace(/^([\d.]+):\d+$/, '$1');
    if (isIP(address) === 0) {
      ctx.addIssue({
        code: 'custom',
        message: `"${server}" is not an address (ip, ip:port or [ipv6]:port)`,
      });
    }
  }
  return servers;
});

/** `TRUST_PROXY`: true/false, a hop count, or a comma list of addresses and CIDR ranges. */
const trustProxy = z.string().transform((value, ctx): boolean | number | string[] => {
  const text = value.trim().toLowerCase();
  if (text === 'true') return true;
  if (text === 'false') return false;
  if (/^\d+$/.test(text)) return Number(text);
  const list = text.split(',').map((entry) => entry.trim());
  if (list.some((entry) => !/^[0-9a-f:.]+(\/\d{1,3})?$/.test(entry))) {
    ctx.addIssue({
      code: 'custom',
      message: 'must be true, false, a hop count, or a comma list of IP addresses or CIDR ranges',
    });
  }
  return list;
});

/** Room for several writer batches: a smaller spool drains on the timer only, and drops. */
export const MIN_CLICK_SPOOL_BYTES = 16 * 1024 * 1024;

/** Server processes on one machine, at most (past it, memory goes before throughput comes). */
export const MAX_WORKERS = 64;

/** `KURZ_WORKERS`: processes sharing the port; `auto` runs one per core. */
const workers = z.string().transform((value, ctx): number => {
  const text = value.trim().toLowerCase();
  if (text === 'auto') return os.availableParallelism();
  const count = /^\d+$/.test(text) ? Number(text) : Number.NaN;
  if (count >= 1 && count <= MAX_WORKERS) return count;
  ctx.addIssue({
    code: 'custom',
    message: `must be a whole number from 1 to ${MAX_WORKERS}, or auto (one process per core)`,
  });
  return z.NEVER;
});

const EnvSchema = z.object({
  NODE_ENV: z.preprocess(
    emptyAsUndefined,
    z.enum(['development', 'production', 'test']).default('development'),
  ),
  PORT: z.preprocess(emptyAsUndefined, port.default(8080)),
  KURZ_WORKERS: z.preprocess(emptyAsUndefined, workers.default(1)),
  HOST: z.preprocess(emptyAsUndefined, z.string().default('127.0.0.1')),
  APP_URL: z.preprocess(emptyAsUndefined, httpUrl.optional()),
  APP_HOSTS: z.preprocess(emptyAsUndefined, hostList.default([])),
  SHORT_DOMAINS: z.preprocess(emptyAsUndefined, hostList.optional()),
  NO_QUERY_FORWARDING_DOMAINS: z.preprocess(emptyAsUndefined, hostList.default([])),
  DATA_DIR: z.preprocess(emptyAsUndefined, z.string().default('./data')),
  DATABASE_URL: z.preprocess(
    emptyAsUndefined,
    z
      .string()
      .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// URL (leave it unset for SQLite)')
      .optional(),
  ),
  REDIS_URL: z.preprocess(
    emptyAsUndefined,
    z
      .string()
      .regex(/^rediss?:\/\//, 'must be a redis:// or rediss:// URL')
      .optional(),
  ),
  REDIS_REQUIRED: z.preprocess(emptyAsUndefined, z.enum(['true', 'false']).default('false')),
  LOG_LEVEL: z.preprocess(emptyAsUndefined, z.enum(LOG_LEVELS).default('info')),
  TRUST_PROXY: z.preprocess(emptyAsUndefined, trustProxy.default(false)),
  BODY_LIMIT_BYTES: z.preprocess(
    emptyAsUndefined,
    z.coerce.number().int().min(1024).default(1_048_576),
  ),
  /** Clicks on disk not yet in the database, at most; past it they are dropped and counted. */
  CLICK_SPOOL_MAX_BYTES: z.preprocess(
    emptyAsUndefined,
    z.coerce
      .number()
      .int()
      .min(MIN_CLICK_SPOOL_BYTES)
      .default(1024 ** 3),
  ),
  WEB_DIST_DIR: z.preprocess(emptyAsUndefined, z.string().optional()),
  SMTP_URL: z.preprocess(
    emptyAsUndefined,
    z
      .string()
      .regex(/^smtps?:\/\//, 'must be an smtp:// or smtps:// URL')
      .optional(),
  ),
  MAIL_FROM: z.preprocess(emptyAsUndefined, z.string().min(3).optional()),
  SUPPORT_EMAIL: z.preprocess(
    emptyAsUndefined,
    z.email({ error: 'must be an email address' }).optional(),
  ),
  AUTH_SECRET: z.preprocess(
    emptyAsUndefined,
    z.string().min(32, 'must be at least 32 characters (openssl rand -hex 32)').optional(),
  ),
  ADMIN_EMAILS: z.preprocess(
    emptyAsUndefined,
    z
      .string()
      .transform((value) =>
        value
          .split(',')
          .map((email) => email.trim().toLowerCase())
          .filter(Boolean),
      )
      .default([]),
  ),
  GOOGLE_CLIENT_ID: z.preprocess(emptyAsUndefined, z.string().optional()),
  GOOGLE_CLIENT_SECRET: z.preprocess(emptyAsUndefined, z.string().optional()),
  GITHUB_CLIENT_ID: z.preprocess(emptyAsUndefined, z.string().optional()),
  GITHUB_CLIENT_SECRET: z.preprocess(emptyAsUndefined, z.string().optional()),
  BLOCKED_HOSTS: z.preprocess(emptyAsUndefined, hostList.default([])),
  IMPORT_PRIVATE_HOSTS: z.preprocess(emptyAsUndefined, hostList.default([])),
  BLOCKLIST_FILE: z.preprocess(emptyAsUndefined, z.string().optional()),
  DESTINATION_PROBE: z.preprocess(
    emptyAsUndefined,
    z.enum(['on', 'off'], { error: 'must be on or off' }).default('off'),
  ),
  /** `GET /metrics` answers only with this bearer token; unset, it is off (404). */
  METRICS_TOKEN: z.preprocess(
    emptyAsUndefined,
    z.string().trim().min(16, 'must be at least 16 characters (a secret)').optional(),
  ),
  OIDC_ISSUER_URL: z.preprocess(emptyAsUndefined, httpUrl.optional()),
  OIDC_CLIENT_ID: z.preprocess(emptyAsUndefined, z.string().optional()),
  OIDC_CLIENT_SECRET: z.preprocess(emptyAsUndefined, z.string().optional()),
  STRIPE_SECRET_KEY: z.preprocess(emptyAsUndefined, z.string().min(8).optional()),
  STRIPE_WEBHOOK_SECRET: z.preprocess(emptyAsUndefined, z.string().min(8).optional()),
  STRIPE_PRICE_PREMIUM_MONTHLY: z.preprocess(emptyAsUndefined, z.string().optional()),
  STRIPE_PRICE_PREMIUM_YEARLY: z.preprocess(emptyAsUndefined, z.string().optional()),
  STRIPE_PRICE_PRO_MONTHLY: z.preprocess(emptyAsUndefined, z.string().optional()),
  STRIPE_PRICE_PRO_YEARLY: z.preprocess(emptyAsUndefined, z.string().optional()),
  STRIPE_API_BASE: z.preprocess(emptyAsUndefined, httpUrl.optional()),
  PROXY_HOST: z.preprocess(emptyAsUndefined, hostList.optional()),
  PROXY_IPS: z.preprocess(emptyAsUndefined, ipList.default([])),
  VERIFY_PREFIX: z.preprocess(
    emptyAsUndefined,
    z
      .string()
      .regex(/^[a-z0-9_][a-z0-9_-]{0,62}$/i, 'must be one DNS label, such as _kurz')
      .default('_kurz'),
  ),
  DNS_SERVERS: z.preprocess(emptyAsUndefined, dnsServerList.optional()),
  CUSTOM_DOMAINS_HTTPS: z.preprocess(emptyAsUndefined, z.enum(['true', 'false']).default('false')),
  CUSTOM_DOMAIN_LANDING_URL: z.preprocess(emptyAsUndefined, httpUrl.optional()),
});

export interface Config {
  env: 'development' | 'production' | 'test';
  port: number;
  host: string;
  /** The main site, e.g. `https://kurz.example`; links in mail are always built from it. */
  appUrl: URL;
  /** Host names (no port) that serve the app: APP_URL's host, its www. variant, APP_HOSTS. */
  appHosts: string[];
  /** Short-link hosts as configured (may carry a port); the first is the default. */
  shortDomains: string[];
  /** Short domains whose new links forward no query string unless they say so. */
  noQueryForwardingDomains: string[];
  dataDir: string;
  database: { kind: 'sqlite'; file: string } | { kind: 'postgres'; url: string };
  /** Shared rate limits and link-change signals across processes; unset: each process alone. */
  redis: { url: string; isRequired: boolean } | undefined;
  logLevel: (typeof LOG_LEVELS)[number];
  trustProxy: boolean | number | string[];
  bodyLimitBytes: number;
  clickSpoolMaxBytes: number;
  /** Server processes sharing the port (KURZ_WORKERS); 1 runs no supervisor. */
  workers: number;
  /** The bearer token `GET /metrics` asks for; unset: no metrics. */
  metricsToken: string | undefined;
  /** The built web app (index.html and assets); absent until `npm run build`. */
  webDistDir: string;
  /** Destinations refused when shortening (a host and all its subdomains). */
  blockedHosts: string[];
  /**
   * More refused destinations, hosts or URL prefixes a line, that the operator may edit
   * while the server runs (moderation/watch-blocklist-file.ts); absent means none.
   */
  blocklistFile: string;
  /**
   * Hosts on a private network that imports may read (a self-hosted Shlink beside Kurz);
   * every other private or loopback source is refused like any destination.
   */
  importPrivateHosts: string[];
  /** Fetch each new link's destination (SSRF-safe) and refuse ones that do not answer. */
  destinationProbe: boolean;
  /** Outgoing mail: SMTP when `smtpUrl` is set, else the log and the dev outbox. */
  mail: {
    smtpUrl: string | undefined;
    from: string;
    /** Where contact messages and enterprise inquiries are sent. */
    supportEmail: string;
  };
  auth: {
    /** Signs sessions and tokens; when unset, one is generated and kept in DATA_DIR. */
    secret: string | undefined;
    /** Users with these emails are admins from sign-up or sign-in on. */
    adminEmails: string[];
    google: OAuthClient | undefined;
    github: OAuthClient | undefined;
    /** Any OpenID Connect provider (company SSO), found through its issuer's discovery. */
    oidc: (OAuthClient & { issuerUrl: URL }) | undefined;
  };
  billing: BillingConfig;
  customDomains: CustomDomainsConfig;
}

/** Customers' own domains (docs/custom-domains.md). */
export interface CustomDomainsConfig {
  /** Where customers point a subdomain's CNAME; named in the panel's texts (the spec's 'Vercel'). */
  proxyHost: string;
  /** What an apex domain's A/AAAA records must hold; empty: apex domains cannot be verified. */
  proxyIps: string[];
  /** The TXT proof's label: `{verifyPrefix}.{domain}`. */
  verifyPrefix: string;
  /** Resolvers asked; absent means the system's. */
  dnsServers: string[] | undefined;
  /** Show custom-domain links as https (Caddy's on-demand TLS in front); spec 001 §2 says http. */
  https: boolean;
  /** Where `/` on a custom domain goes. */
  landingUrl: URL;
}

/** Stripe; `secretKey` unset means billing is off (admins still set plans by hand). */
export interface BillingConfig {
  secretKey: string | undefined;
  webhookSecret: string | undefined;
  /** Stripe price ids per paid plan and cycle; a missing one refuses that checkout. */
  prices: Record<'premium' | 'pro', Record<'monthly' | 'yearly', string | undefined>>;
  /** Where the Stripe SDK sends its calls instead of api.stripe.com (tests, stripe-mock). */
  apiBase: URL | undefined;
}

export interface OAuthClient {
  clientId: string;
  clientSecret: string;
}

export class ConfigError extends Error {
  override name = 'ConfigError';
}

type Env = Record<string, string | undefined>;

/** Parses `env` (process.env by default) into a Config, or throws a ConfigError naming each bad variable. */
export function loadConfig(env: Env = process.env): Config {
  const parsed = EnvSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  const appUrl = e.APP_URL ?? new URL(`http://localhost:${e.PORT}`);
  const shortDomains = e.SHORT_DOMAINS?.length ? e.SHORT_DOMAINS : [appUrl.host];
  if (shortDomains.length > MAX_SHORT_DOMAINS) {
    throw new ConfigError(
      `Invalid configuration:\n  SHORT_DOMAINS: at most ${MAX_SHORT_DOMAINS} domains, got ${shortDomains.length}`,
    );
  }
  const strayDomain = e.NO_QUERY_FORWARDING_DOMAINS.find((host) => !shortDomains.includes(host));
  if (strayDomain) {
    throw new ConfigError(
      `Invalid configuration:\n  NO_QUERY_FORWARDING_DOMAINS: "${strayDomain}" is not one of SHORT_DOMAINS`,
    );
  }
  const appHostname = hostnameOf(appUrl.host);
  const dataDir = path.resolve(e.DATA_DIR);
  return {
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    appUrl,
    appHosts: [...new Set([appHostname, `www.${appHostname}`, ...e.APP_HOSTS.map(hostnameOf)])],
    shortDomains,
    noQueryForwardingDomains: e.NO_QUERY_FORWARDING_DOMAINS,
    dataDir,
    database: e.DATABASE_URL
      ? { kind: 'postgres', url: e.DATABASE_URL }
      : { kind: 'sqlite', file: path.join(dataDir, 'kurz.db') },
    redis: e.REDIS_URL ? { url: e.REDIS_URL, isRequired: e.REDIS_REQUIRED === 'true' } : undefined,
    logLevel: e.LOG_LEVEL,
    trustProxy: e.TRUST_PROXY,
    bodyLimitBytes: e.BODY_LIMIT_BYTES,
    clickSpoolMaxBytes: e.CLICK_SPOOL_MAX_BYTES,
    workers: e.KURZ_WORKERS,
    metricsToken: e.METRICS_TOKEN,
    webDistDir: path.resolve(e.WEB_DIST_DIR ?? defaultWebDistDir()),
    blockedHosts: e.BLOCKED_HOSTS.map(hostnameOf),
    blocklistFile: path.resolve(e.BLOCKLIST_FILE ?? path.join(dataDir, 'blocklist.txt')),
    destinationProbe: e.DESTINATION_PROBE === 'on',
    importPrivateHosts: e.IMPORT_PRIVATE_HOSTS.map(hostnameOf),
    mail: {
      smtpUrl: e.SMTP_URL,
      from: e.MAIL_FROM ?? `Kurz <no-reply@${appHostname}>`,
      supportEmail: e.SUPPORT_EMAIL ?? `support@${appHostname}`,
    },
    auth: {
      secret: e.AUTH_SECRET,
      adminEmails: e.ADMIN_EMAILS,
      google: oauthClient(e.GOOGLE_CLIENT_ID, e.GOOGLE_CLIENT_SECRET),
      github: oauthClient(e.GITHUB_CLIENT_ID, e.GITHUB_CLIENT_SECRET),
      oidc: e.OIDC_ISSUER_URL
        ? {
            issuerUrl: e.OIDC_ISSUER_URL,
            ...(oauthClient(e.OIDC_CLIENT_ID, e.OIDC_CLIENT_SECRET) ?? missingOidcClient()),
          }
        : undefined,
    },
    billing: {
      secretKey: e.STRIPE_SECRET_KEY,
      webhookSecret: e.STRIPE_WEBHOOK_SECRET,
      prices: {
        premium: { monthly: e.STRIPE_PRICE_PREMIUM_MONTHLY, yearly: e.STRIPE_PRICE_PREMIUM_YEARLY },
        pro: { monthly: e.STRIPE_PRICE_PRO_MONTHLY, yearly: e.STRIPE_PRICE_PRO_YEARLY },
      },
      apiBase: e.STRIPE_API_BASE,
    },
    customDomains: {
      proxyHost: hostnameOf(e.PROXY_HOST?.[0] ?? appUrl.host),
      proxyIps: e.PROXY_IPS,
      verifyPrefix: e.VERIFY_PREFIX.toLowerCase(),
      dnsServers: e.DNS_SERVERS,
      https: e.CUSTOM_DOMAINS_HTTPS === 'true',
      landingUrl: e.CUSTOM_DOMAIN_LANDING_URL ?? appUrl,
    },
  };
}

function missingOidcClient(): never {
  throw new ConfigError(
    'Invalid configuration:\n  OIDC_CLIENT_ID: required (with OIDC_CLIENT_SECRET) when OIDC_ISSUER_URL is set',
  );
}

function oauthClient(clientId?: string, clientSecret?: string): OAuthClient | undefined {
  return clientId && clientSecret ? { clientId, clientSecret } : undefined;
}

function defaultWebDistDir(): string {
  // Works from src/ (tsx, vitest) and from dist/ alike: both sit in apps/server/.
  return fileURLToPath(new URL('../../web/dist', import.meta.url));
}
