/** A click as the redirect path records it: cheap to build, enriched later by the writer thread. */
export interface RawClick {
  linkId: string;
  at: number;
  ip: string;
  userAgent: string | undefined;
  referer: string | undefined;
  isQr: boolean;
}

/** Longer user agents and referrers are cut (enrichment reads their start). */
const MAX_TEXT = 2048;

/** `click` with its user agent and referrer cut to what enrichment reads. */
export function cutClick(click: RawClick): RawClick {
  const { userAgent, referer } = click;
  if ((userAgent?.length ?? 0) <= MAX_TEXT && (referer?.length ?? 0) <= MAX_TEXT) return click;
  return {
    ...click,
    userAgent: userAgent?.slice(0, MAX_TEXT),
    referer: referer?.slice(0, MAX_TEXT),
  };
}

/**
 * About what a waiting click takes in memory (its object and its own texts; the link id
 * is the cache's), for the buffer's bound in bytes.
 */
export function clickBytes(click: RawClick): number {
  return 64 + 2 * (click.ip.length + (click.userAgent?.length ?? 0) + (click.referer?.length ?? 0));
}

/**
 * A link as a click names it: its id, and when that is a UUID in lowercase (every link
 * Kurz makes) its 16 bytes as four 32-bit words, which a click copies instead of the 36
 * characters (perf: the characters took two thirds of recording a click, and reading the
 * id's string another cache miss a redirect). Words, not a byte array, so that the link
 * cache keeps them inside its entries. Non-UUID ids go as text.
 */
export interface ClickLink {
  readonly id: string;
  readonly uuid: boolean;
  readonly id0: number;
  readonly id1: number;
  readonly id2: number;
  readonly id3: number;
}

const LOWERCASE_UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** `id` as a ClickLink: its words when it is a lowercase UUID. */
export function clickLink(id: string): ClickLink {
  if (!LOWERCASE_UUID.test(id)) return { id, uuid: false, id0: 0, id1: 0, id2: 0, id3: 0 };
  const hex = id.replaceAll('-', '');
  // `| 0`: signed 32-bit, what V8 keeps unboxed in an object's field.
  const word = (at: number) => Number.parseInt(hex.slice(at, at + 8), 16) | 0;
  return { id, uuid: true, id0: word(0), id1: word(8), id2: word(16), id3: word(24) };
}
