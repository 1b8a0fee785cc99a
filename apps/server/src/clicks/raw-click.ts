/** What the redirect path hands over: cheap to build, enriched later off the hot path. */
export interface RawClick {
  linkId: string;
  at: number;
  ip: string;
  userAgent: string | undefined;
  referer: string | undefined;
  isQr: boolean;
}

/**
 * Clicks travel to the writer thread as one flat array of primitives, FIELDS per click:
 * copying it between threads costs a fifth of copying as many objects.
 */
export type PackedClicks = (string | number | boolean | undefined)[];

export const FIELDS = 6;

export function packClick(into: PackedClicks, click: RawClick): void {
  into.push(click.linkId, click.at, click.ip, click.userAgent, click.referer, click.isQr);
}

export function unpackClicks(packed: PackedClicks): RawClick[] {
  const clicks: RawClick[] = [];
  for (let i = 0; i + FIELDS <= packed.length; i += FIELDS) {
    clicks.push({
      linkId: String(packed[i]),
      at: Number(packed[i + 1]),
      ip: String(packed[i + 2] ?? ''),
      userAgent: packed[i + 3] as string | undefined,
      referer: packed[i + 4] as string | undefined,
      isQr: packed[i + 5] === true,
    });
  }
  return clicks;
}
