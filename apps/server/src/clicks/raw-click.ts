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
 * The buffer clicks are encoded into: room for a thousand clicks of browsers' usual size,
 * so it rarely grows (each growth copies), taken without zeroing (only written bytes are
 * read), and kept: a batch taken from it is a copy of the bytes used.
 */
const FIRST_BYTES = 256 * 1024;

const viewOf = (bytes: Buffer): DataView =>
  new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);

/** Clicks encoded by ClickBatch, as they go to the writer thread. */
export interface EncodedClicks {
  bytes: Uint8Array;
  count: number;
}

/**
 * Clicks waiting for the writer thread, encoded into bytes: the garbage collector never
 * walks them however many wait during a burst, and they reach the writer thread as one
 * copied block. Per click: time, flags, the lengths of link id, IP, user agent and
 * referrer in characters, then the four texts as one UTF-8 run.
 */
export class ClickBatch {
  #bytes = Buffer.allocUnsafe(FIRST_BYTES);
  #view = viewOf(this.#bytes);
  #used = 0;
  #count = 0;

  get count(): number {
    return this.#count;
  }

  /**
   * Appends one click. The numbers go through a DataView and ASCII text byte by byte
   * (Buffer's `write*` methods check their arguments, and its UTF-8 writer is a call into
   * C++ over a string joined first: together most of what recording a click cost).
   */
  add(click: RawClick): void {
    const { linkId, ip } = click;
    const agent = click.userAgent?.slice(0, MAX_TEXT) ?? '';
    const referer = click.referer?.slice(0, MAX_TEXT) ?? '';
    // UTF-8 takes at most three bytes for each UTF-16 unit.
    const longest = HEAD_BYTES + 3 * (linkId.length + ip.length + agent.length + referer.length);
    if (this.#used + longest > this.#bytes.length) this.#grow(longest);
    const view = this.#view;
    const at = this.#used;
    view.setFloat64(at, click.at, true);
    view.setUint8(
      at + 8,
      (click.userAgent === undefined ? 0 : HAS_AGENT) |
        (click.referer === undefined ? 0 : HAS_REFERER) |
        (click.isQr ? IS_QR : 0),
    );
    view.setUint16(at + 9, linkId.length, true);
    view.setUint16(at + 11, ip.length, true);
    view.setUint16(at + 13, agent.length, true);
    view.setUint16(at + 15, referer.length, true);
    const textAt = at + HEAD_BYTES;
    let end = this.#write(linkId, textAt);
    end = this.#write(ip, end);
    end = this.#write(agent, end);
    end = this.#write(referer, end);
    view.setUint32(at + 17, end - textAt, true);
    this.#used = end;
    this.#count++;
  }

  /**
   * The clicks added since the last take, as a copy the size of their bytes, and empties
   * the batch. Clicks held back during a burst so take their size, not the buffer's (a
   * buffer per thousand clicks made hundreds of megabytes of short-lived memory, which
   * the garbage collector answered by marking the whole heap, mid-burst).
   */
  take(): EncodedClicks {
    const taken = {
      bytes: Uint8Array.prototype.slice.call(this.#bytes, 0, this.#used),
      count: this.#count,
    };
    this.#used = 0;
    this.#count = 0;
    return taken;
  }

  /** Writes `text` as UTF-8 at `at`; returns where it ends. */
  #write(text: string, at: number): number {
    const bytes = this.#bytes;
    for (let i = 0; i < text.length; i++) {
      const unit = text.charCodeAt(i);
      if (unit >= 0x80) return at + bytes.write(i === 0 ? text : text.slice(i), at, 'utf8');
      bytes[at++] = unit;
    }
    return at;
  }

  #grow(atLeast: number): void {
    const bigger = Buffer.allocUnsafe(Math.max(this.#bytes.length * 2, this.#used + atLeast));
    this.#bytes.copy(bigger, 0, 0, this.#used);
    this.#bytes = bigger;
    this.#view = viewOf(bigger);
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
