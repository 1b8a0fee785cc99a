/** What the redirect path hands over: cheap to build, enriched later off the hot path. */
export interface RawClick {
  linkId: string;
  at: number;
  ip: string;
  userAgent: string | undefined;
  referer: string | undefined;
  isQr: boolean;
}

/** Longer user agents and referrers are cut here (enrichment reads their start). */
const MAX_TEXT = 2048;
const HAS_AGENT = 1;
const HAS_REFERER = 2;
const IS_QR = 4;
/** Time (float64), flags, the four texts' lengths in characters (uint16 each), their bytes (uint32). */
const HEAD_BYTES = 8 + 1 + 4 * 2 + 4;
/**
 * A batch's first buffer: room for a thousand clicks of browsers' usual size, so it
 * rarely grows (each growth copies), taken without zeroing (only written bytes are read).
 */
const FIRST_BYTES = 256 * 1024;

/**
 * Clicks waiting for the writer thread, encoded into bytes: the garbage collector never
 * walks them however many wait during a burst, and they reach the writer thread as one
 * copied block. Per click: time, flags, the lengths of link id, IP, user agent and
 * referrer in characters, then the four texts as one UTF-8 run (one write, not four).
 */
export class ClickBatch {
  #bytes = Buffer.allocUnsafe(FIRST_BYTES);
  #used = 0;
  #count = 0;

  get count(): number {
    return this.#count;
  }

  add(click: RawClick): void {
    const agent = click.userAgent?.slice(0, MAX_TEXT) ?? '';
    const referer = click.referer?.slice(0, MAX_TEXT) ?? '';
    const texts = click.linkId + click.ip + agent + referer;
    // UTF-8 takes at most three bytes for each UTF-16 unit.
    const longest = HEAD_BYTES + 3 * texts.length;
    if (this.#used + longest > this.#bytes.length) this.#grow(longest);
    const bytes = this.#bytes;
    let at = bytes.writeDoubleLE(click.at, this.#used);
    bytes[at++] =
      (click.userAgent === undefined ? 0 : HAS_AGENT) |
      (click.referer === undefined ? 0 : HAS_REFERER) |
      (click.isQr ? IS_QR : 0);
    at = bytes.writeUInt16LE(click.linkId.length, at);
    at = bytes.writeUInt16LE(click.ip.length, at);
    at = bytes.writeUInt16LE(agent.length, at);
    at = bytes.writeUInt16LE(referer.length, at);
    const written = bytes.write(texts, at + 4, 'utf8');
    bytes.writeUInt32LE(written, at);
    this.#used = at + 4 + written;
    this.#count++;
  }

  /** A copy of the encoded clicks, to post to the writer thread. */
  encoded(): Uint8Array {
    return Uint8Array.prototype.slice.call(this.#bytes, 0, this.#used);
  }

  #grow(atLeast: number): void {
    const bigger = Buffer.allocUnsafe(Math.max(this.#bytes.length * 2, this.#used + atLeast));
    this.#bytes.copy(bigger, 0, 0, this.#used);
    this.#bytes = bigger;
  }
}

/** The clicks of one or more encoded batches, in order. */
export function decodeClicks(encoded: Uint8Array): RawClick[] {
  const bytes = Buffer.from(encoded.buffer, encoded.byteOffset, encoded.byteLength);
  const clicks: RawClick[] = [];
  let at = 0;
  while (at < bytes.length) {
    const time = bytes.readDoubleLE(at);
    const flags = bytes[at + 8] as number;
    const idLength = bytes.readUInt16LE(at + 9);
    const ipLength = bytes.readUInt16LE(at + 11);
    const agentLength = bytes.readUInt16LE(at + 13);
    const refererLength = bytes.readUInt16LE(at + 15);
    const byteLength = bytes.readUInt32LE(at + 17);
    at += HEAD_BYTES;
    // UTF-8 keeps the number of UTF-16 units (a lone surrogate becomes one U+FFFD).
    const texts = bytes.toString('utf8', at, at + byteLength);
    at += byteLength;
    const agentAt = idLength + ipLength;
    const refererAt = agentAt + agentLength;
    clicks.push({
      linkId: texts.slice(0, idLength),
      at: time,
      ip: texts.slice(idLength, agentAt),
      userAgent: flags & HAS_AGENT ? texts.slice(agentAt, refererAt) : undefined,
      referer: flags & HAS_REFERER ? texts.slice(refererAt, refererAt + refererLength) : undefined,
      isQr: (flags & IS_QR) !== 0,
    });
  }
  return clicks;
}
