import { createHash } from 'node:crypto';
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
  const agent = parseAgent(raw.userAgent);
  return {
    link_id: raw.linkId,
    clicked_at: raw.at,
    referrer_host: referrerHost(raw.referer),
    country: countryOf(raw.ip),
    browser: agent.browser,
    os: agent.os,
    device: agent.device,
    is_bot: isBot(raw.userAgent) ? 1 : 0,
    is_qr: raw.isQr ? 1 : 0,
    visitor_hash: createHash('sha256')
      .update(`${salt}\n${raw.ip}\n${raw.userAgent ?? ''}`)
      .digest('base64url')
      .slice(0, 22),
  };
}

type Agent = { browser: string; os: string; device: string };

/** Parsing is the costliest step and a few user agents make most traffic: remember them. */
const AGENT_CACHE_SIZE = 2000;
const agentCache = new Map<string, Agent>();

function parseAgent(userAgent: string | undefined): Agent {
  const key = userAgent ?? '';
  const cached = agentCache.get(key);
  if (cached) return cached;
  const agent = parseAgentUncached(userAgent);
  if (agentCache.size >= AGENT_CACHE_SIZE) agentCache.clear();
  agentCache.set(key, agent);
  return agent;
}

function parseAgentUncached(userAgent: string | undefined): Agent {
  try {
    const parsed = new UAParser(userAgent ?? '').getResult();
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

function isBot(userAgent: string | undefined): boolean {
  try {
    return !userAgent || isbot(userAgent);
  } catch {
    return false;
  }
}

function countryOf(ip: string): string {
  try {
    return geoip.lookup(ip.replace(/^::ffff:/, ''))?.country ?? UNKNOWN;
  } catch {
    return UNKNOWN;
  }
}

/** Only the host: paths and queries of the referring page may be private. */
function referrerHost(referer: string | undefined): string | null {
  if (!referer) return null;
  try {
    return new URL(referer).hostname || null;
  } catch {
    return null;
  }
}

const capitalise = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);
