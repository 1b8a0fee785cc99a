/** What the redirect path hands over: cheap to build, enriched later off the hot path. */
export interface RawClick {
  linkId: string;
  at: number;
  ip: string;
  userAgent: string | undefined;
  referer: string | undefined;
  isQr: boolean;
}
