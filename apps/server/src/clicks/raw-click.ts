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
