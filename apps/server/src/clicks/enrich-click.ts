import { hash } from 'node:crypto';
import geoip from 'geoip-country';
import { isbot } from 'isbot';
import UAParser from 'ua-parser-js';
import type { NewClick } from '../db/schema.js';
import type { RawClick } from './raw-click.js';

export const UNKNOWN = 'Unknown';

/**
 * Turns a raw click into a stored one. Each part fails on its own into 'Unknown': a
 * click always counts. The IP leaves only as a salted hash (with the user agent).
 */
export function enrichClick(raw: RawClick, salt: string): NewClick {
  const agent = describeAgent(raw.userAgent);
  return {
    link_id: raw.linkId,
    clicked_at: raw.at,
    referrer_host: referrerHost(raw.referer),
    country: countryOf(raw.ip),
    browser: agent.browser,
    os: agent.os,
    device: agent.device,
    is_bot: agent.isBot ? 1 : 0,
    is_qr: raw.isQr ? 1 : 0,
    visitor_hash: memo(visitors, `${salt}\n${raw.ip}\n${raw.userAgent ?? ''}`, (input) =>
      hash('sha256', input, 'base64url').slice(0, 22),
    ),
  };
}

type Agent = { browser: string; os: string; device: string; isBot: boolean };

/**
 * Parsing and bot matching are the costliest steps and a few user agents make most
 * traffic: remember them (and, the same way, the host of each referring page, the country
 * of each address and each visitor's hash: a visitor clicks more than once).
 */
const MEMO_SIZE = 2000;
const agents = new Map<string, Agent>();
const referrerHosts = new Map<string, string | null>();
const countries = new Map<string, string>();
const visitors = new Map<string, string>();

function memo<T>(memory: Map<string, T>, key: string, compute: (key: string) => T): T {
  const known = memory.get(key);
  if (known !== undefined) return known;
  const value = compute(key);
  if (memory.size >= MEMO_SIZE) memory.clear();
  memory.set(key, value);
  return value;
}

function describeAgent(userAgent: string | undefined): Agent {
  return memo(agents, userAgent ?? '', (agent) => ({ ...parseAgent(agent), isBot: isBot(agent) }));
}

function parseAgent(userAgent: string): Omit<Agent, 'isBot'> {
  try {
    const parsed = new UAParser(userAgent).getResult();
    return {
      browser: parsed.browser.name || UNKNOWN,
      os: parsed.os.name || UNKNOWN,
      // ua-parser leaves the type empty for desktops.
      device: parsed.device.type ? capitalise(parsed.device.type) : userAgent ? 'Desktop' : UNKNOWN,
    };
  } catch {
    return { browser: UNKNOWN, os: UNKNOWN, device: UNKNOWN };
  }
}

function isBot(userAgent: string): boolean {
  try {
    return !userAgent || isbot(userAgent);
  } catch {
    return false;
  }
}

function countryOf(ip: string): string {
  return memo(countries, ip, (address) => {
    try {
      return geoip.lookup(address.replace(/^::ffff:/, ''))?.country ?? UNKNOWN;
    } catch {
      return UNKNOWN;
    }
  });
}

/** Only the host: paths and queries of the referring page may be private. */
function referrerHost(referer: string | undefined): string | null {
  if (!referer) return null;
  return memo(referrerHosts, referer, (page) => {
    try {
      return new URL(page).hostname || null;
    } catch {
      return null;
    }
  });
}

const capitalise = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);
