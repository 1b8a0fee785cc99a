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

/**
 * Clicks waiting for the writer thread, encoded into bytes: the garbage collector never
 * walks them however many wait during a burst, and they reach the writer thread as one
 * copied block. Per click: time (float64), flags, then link id, IP, user agent and
 * referrer, each as a uint16 byte length and UTF-8.
 */
export class ClickBatch {
  #bytes = Buffer.alloc(16_384);
  #used = 0;
  #count = 0;

  get count(): number {
    return this.#count;
  }

  add(click: RawClick): void {
    const agent = click.userAgent?.slice(0, MAX_TEXT);
    const referer = click.referer?.slice(0, MAX_TEXT);
    const longest =
      11 +
      8 +
      3 * (click.linkId.length + click.ip.length + (agent?.length ?? 0) + (referer?.length ?? 0));
    if (this.#used + longest > this.#bytes.length) this.#grow(longest);
    const bytes = this.#bytes;
    let at = bytes.writeDoubleLE(click.at, this.#used);
    bytes[at++] =
      (agent === undefined ? 0 : HAS_AGENT) |
      (referer === undefined ? 0 : HAS_REFERER) |
      (click.isQr ? IS_QR : 0);
    at = this.#text(at, click.linkId);
    at = this.#text(at, click.ip);
    at = this.#text(at, agent ?? '');
    this.#used = this.#text(at, referer ?? '');
    this.#count++;
  }

  /** A copy of the encoded clicks, to post to the writer thread. */
  encoded(): Uint8Array {
    return Uint8Array.prototype.slice.call(this.#bytes, 0, this.#used);
  }

  #text(at: number, text: string): number {
    const written = this.#bytes.write(text, at + 2, 'utf8');
    this.#bytes.writeUInt16LE(written, at);
    return at + 2 + written;
  }

  #grow(atLeast: number): void {
    const bigger = Buffer.alloc(Math.max(this.#bytes.length * 2, this.#used + atLeast));
    this.#bytes.copy(bigger, 0, 0, this.#used);
    this.#bytes = bigger;
  }
}

/** The clicks of one or more encoded batches, in order. */
export function decodeClicks(encoded: Uint8Array): RawClick[] {
  const bytes = Buffer.from(encoded.buffer, encoded.byteOffset, encoded.byteLength);
  const clicks: RawClick[] = [];
  let at = 0;
  const text = () => {
    const length = bytes.readUInt16LE(at);
    const value = bytes.toString('utf8', at + 2, at + 2 + length);
    at += 2 + length;
    return value;
  };
  while (at < bytes.length) {
    const time = bytes.readDoubleLE(at);
    const flags = bytes[at + 8] as number;
    at += 9;
    const linkId = text();
    const ip = text();
    const userAgent = text();
    const referer = text();
    clicks.push({
      linkId,
      at: time,
      ip,
      userAgent: flags & HAS_AGENT ? userAgent : undefined,
      referer: flags & HAS_REFERER ? referer : undefined,
      isQr: (flags & IS_QR) !== 0,
    });
  }
  return clicks;
}
