import fs from 'node:fs';
import http from 'node:http';
import https from 'node:https';
import os from 'node:os';
import path from 'node:path';
import tls from 'node:tls';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_ENV } from '../../test/app.js';
import { type CaddyProcess, isCaddyInstalled, startCaddy } from '../../test/caddy-process.js';
import { seedLink, seedUser } from '../../test/seed.js';
import { type ServerProcess, startServerProcess } from '../../test/server-process.js';
import { openDatabase } from '../db/database.js';
import { migrateToLatest } from '../db/migrate.js';

const DOC = fileURLToPath(new URL('../../../../docs/custom-domains.md', import.meta.url));
/** The address the documented Caddyfile proxies to and asks; the test's Kurz is elsewhere. */
const DOC_KURZ = '127.0.0.1:8080';
const VERIFIED = 'links.acme-shop.com';
const PENDING = 'go.pending-shop.com';

let dir: string;
let kurz: ServerProcess | undefined;
let caddy: CaddyProcess | undefined;

/** The Caddyfile block of docs/custom-domains.md, pointed at `kurzAddress`. */
function documentedCaddyfile(kurzAddress: string): string {
  const block = /```caddyfile\n([\s\S]*?)```/.exec(fs.readFileSync(DOC, 'utf8'))?.[1];
  if (!block?.includes(DOC_KURZ)) throw new Error(`no Caddyfile naming ${DOC_KURZ} in ${DOC}`);
  return block.replaceAll(DOC_KURZ, kurzAddress);
}

/** A pending domain beside a verified one with a link: what Kurz serves is only the latter. */
async function seedDatabase(dataDir: string): Promise<void> {
  const db = openDatabase({ kind: 'sqlite', file: path.join(dataDir, 'kurz.db') });
  try {
    await migrateToLatest(db.kysely);
    await seedUser(db, 'ada', 'premium');
    const domain = (id: string, name: string, verifiedAt: number | null) => ({
      id,
      user_id: 'ada',
      domain: name,
      verification_token: `kurz-verify-${id}`,
      created_at: 0,
      verified_at: verifiedAt,
    });
    await db.kysely
      .insertInto('custom_domains')
      .values([domain('d-verified', VERIFIED, Date.now()), domain('d-pending', PENDING, null)])
      .execute();
    await seedLink(db, 'spring', 'ada', {
      domain: VERIFIED,
      code: 'spring-sale',
      url: 'https://example.com/spring-sale',
      customDomainId: 'd-verified',
    });
  } finally {
    await db.close();
  }
}

/** A TLS handshake with Caddy for `servername`, trusting only Caddy's local CA. */
function handshake(servername: string): Promise<tls.PeerCertificate> {
  return new Promise((resolve, reject) => {
    const socket = tls.connect(
      { host: '127.0.0.1', port: caddy?.httpsPort, servername, ca: caddy?.rootCa },
      () => {
        const certificate = socket.getPeerCertificate();
        socket.end();
        resolve(certificate);
      },
    );
    socket.once('error', reject);
  });
}

/** GET `path` over HTTPS to Caddy as a browser on `host` sends it. */
function httpsGet(host: string, urlPath: string): Promise<http.IncomingMessage> {
  return new Promise((resolve, reject) => {
    https
      .get(
        {
          host: '127.0.0.1',
          port: caddy?.httpsPort,
          servername: host,
          ca: caddy?.rootCa,
          path: urlPath,
          headers: { host },
          agent: false,
        },
        (response) => {
          response.resume();
          resolve(response);
        },
      )
      .once('error', reject);
  });
}

describe.skipIf(!isCaddyInstalled())(
  "Caddy's on-demand TLS in front of Kurz (the Caddyfile of docs/custom-domains.md)",
  // Two processes start (Kurz through tsx, Caddy making its CA): seconds on a busy machine.
  { timeout: 60_000 },
  () => {
    beforeAll(async () => {
      dir = fs.mkdtempSync(path.join(os.tmpdir(), 'kurz-caddy-'));
      const dataDir = path.join(dir, 'data');
      fs.mkdirSync(dataDir);
      await seedDatabase(dataDir);
      kurz = await startServerProcess({
        ...TEST_ENV,
        LOG_LEVEL: 'info',
        DATA_DIR: dataDir,
        TRUST_PROXY: '127.0.0.1',
        CUSTOM_DOMAINS_HTTPS: 'true',
      });
      const caddyDir = path.join(dir, 'caddy');
      fs.mkdirSync(caddyDir);
      caddy = await startCaddy(documentedCaddyfile(new URL(kurz.url).host), caddyDir);
    }, 60_000);

    afterAll(async () => {
      await caddy?.stop();
      await kurz?.stop();
      fs.rmSync(dir, { recursive: true, force: true });
    });

    it('gives a verified custom domain a certificate and redirects its link over HTTPS', async () => {
      const certificate = await handshake(VERIFIED);
      expect(certificate.subjectaltname).toBe(`DNS:${VERIFIED}`);

      const response = await httpsGet(VERIFIED, '/spring-sale');
      expect(response.statusCode).toBe(302);
      expect(response.headers.location).toBe('https://example.com/spring-sale');
    });

    it('gives a domain that is not verified no certificate: the handshake fails', async () => {
      await expect(handshake(PENDING)).rejects.toThrow(/alert/i);
      await expect(handshake('nobody-configured.example.net')).rejects.toThrow(/alert/i);
      // Caddy's certificates live in a folder per name; none was made for these.
      const issued = path.join(caddy?.storage ?? '', 'certificates/local');
      expect(fs.existsSync(path.join(issued, PENDING))).toBe(false);
    });

    it('gives the configured short host a certificate too', async () => {
      const certificate = await handshake('kurz.link');
      expect(certificate.subjectaltname).toBe('DNS:kurz.link');
    });

    it('sends plain HTTP to HTTPS on the same host', async () => {
      const response = await new Promise<http.IncomingMessage>((resolve, reject) => {
        http
          .get(
            {
              host: '127.0.0.1',
              port: caddy?.httpPort,
              path: '/spring-sale',
              headers: { host: VERIFIED },
            },
            (reply) => {
              reply.resume();
              resolve(reply);
            },
          )
          .once('error', reject);
      });
      expect(response.statusCode).toBe(308);
      expect(response.headers.location).toBe(`https://${VERIFIED}/spring-sale`);
    });
  },
);
