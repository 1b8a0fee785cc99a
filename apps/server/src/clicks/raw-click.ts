/** A click as the writer thread gets it: cheap to build, enriched later off the hot path. */
export interface RawClick {
  linkId: string;
  at: number;
  ip: string;
  userAgent: string | undefined;
  referer: string | undefined;
  isQr: boolean;
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

/** What the redirect path records: the link as the cache holds it. */
export interface RecordedClick extends Omit<RawClick, 'linkId'> {
  link: ClickLink;
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

/** Longer user agents and referrers are cut here (enrichment reads their start). */
const MAX_TEXT = 2048;
const HAS_AGENT = 1;
const HAS_REFERER = 2;
const IS_QR = 4;
/** The link id is the 16 bytes after the head, not text (its length 0). */
const UUID_ID = 8;
/** Time (float64), flags, the four texts' lengths in characters (uint16 each), their bytes (uint32). */
const HEAD_BYTES = 8 + 1 + 4 * 2 + 4;
const UUID_BYTES = 16;
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
 * referrer in characters, the link id's 16 bytes when it is a UUID, then the texts as one
 * UTF-8 run.
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
  add(click: RecordedClick): void {
    const { link, ip } = click;
    const { uuid } = link;
    const linkId = uuid ? '' : link.id;
    const agent = click.userAgent?.slice(0, MAX_TEXT) ?? '';
    const referer = click.referer?.slice(0, MAX_TEXT) ?? '';
    // UTF-8 takes at most three bytes for each UTF-16 unit.
    const longest =
      HEAD_BYTES + UUID_BYTES + 3 * (linkId.length + ip.length + agent.length + referer.length);
    if (this.#used + longest > this.#bytes.length) this.#grow(longest);
    const view = this.#view;
    const at = this.#used;
    view.setFloat64(at, click.at, true);
    view.setUint8(
      at + 8,
      (click.userAgent === undefined ? 0 : HAS_AGENT) |
        (click.referer === undefined ? 0 : HAS_REFERER) |
        (click.isQr ? IS_QR : 0) |
        (uuid ? UUID_ID : 0),
    );
    view.setUint16(at + 9, linkId.length, true);
    view.setUint16(at + 11, ip.length, true);
    view.setUint16(at + 13, agent.length, true);
    view.setUint16(at + 15, referer.length, true);
    let textAt = at + HEAD_BYTES;
    if (uuid) {
      view.setInt32(textAt, link.id0);
      view.setInt32(textAt + 4, link.id1);
      view.setInt32(textAt + 8, link.id2);
      view.setInt32(textAt + 12, link.id3);
      textAt += UUID_BYTES;
    }
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
    let uuid = '';
    if (flags & UUID_ID) {
      const hex = bytes.toString('hex', at, at + UUID_BYTES);
      uuid = `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
      at += UUID_BYTES;
    }
    // UTF-8 keeps the number of UTF-16 units (a lone surrogate becomes one U+FFFD).
    const texts = bytes.toString('utf8', at, at + byteLength);
    at += byteLength;
    const agentAt = idLength + ipLength;
    const refererAt = agentAt + agentLength;
    clicks.push({
      linkId: flags & UUID_ID ? uuid : texts.slice(0, idLength),
      at: time,
      ip: texts.slice(idLength, agentAt),
      userAgent: flags & HAS_AGENT ? texts.slice(agentAt, refererAt) : undefined,
      referer: flags & HAS_REFERER ? texts.slice(refererAt, refererAt + refererLength) : undefined,
      isQr: (flags & IS_QR) !== 0,
    });
  }
  return clicks;
}
