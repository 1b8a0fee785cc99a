import { STATUS_CODES } from 'node:http';

/** Shlink's problem types (RFC 7807 `type`), as its API documents them for v3. */
const TYPE_BASE = 'https://shlink.io/api/error/';

export type ShlinkErrorName =
  | 'invalid-data'
  | 'non-unique-slug'
  | 'short-url-not-found'
  | 'missing-authentication'
  | 'invalid-api-key'
  | 'not-found'
  | 'malformed-request-body'
  | 'internal-server-error';

/**
 * An answer in Shlink's problem shape: `type`, `title`, `detail`, `status`, and the
 * extra members some types carry (`invalidElements`, `customSlug`, `shortCode`…).
 */
export class ShlinkProblem extends Error {
  override name = 'ShlinkProblem';
  constructor(
    readonly status: number,
    readonly type: string,
    readonly title: string,
    readonly detail: string,
    readonly extra: Record<string, unknown> = {},
  ) {
    super(detail);
  }

  static of(
    name: ShlinkErrorName,
    status: number,
    title: string,
    detail: string,
    extra?: Record<string, unknown>,
  ): ShlinkProblem {
    return new ShlinkProblem(status, `${TYPE_BASE}${name}`, title, detail, extra);
  }

  /**
   * What Shlink has no type of its own for (a plan or scope refusal, a rate limit): the
   * status's generic type, as Shlink's problem-details middleware gives unmapped statuses.
   */
  static generic(status: number, detail: string): ShlinkProblem {
    return new ShlinkProblem(
      status,
      `https://httpstatus.es/${status}`,
      STATUS_CODES[status] ?? 'Error',
      detail,
    );
  }

  static invalidData(invalidElements: string[], detail = 'Provided data is not valid') {
    return ShlinkProblem.of('invalid-data', 400, 'Invalid data', detail, { invalidElements });
  }

  static nonUniqueSlug(slug: string, domain: string | null): ShlinkProblem {
    const suffix = domain === null ? '' : ` for domain "${domain}"`;
    return ShlinkProblem.of(
      'non-unique-slug',
      400,
      'Invalid custom slug',
      `Provided slug "${slug}" is already in use${suffix}.`,
      { customSlug: slug, ...(domain !== null && { domain }) },
    );
  }

  static shortUrlNotFound(shortCode: string, domain: string | null): ShlinkProblem {
    const suffix = domain === null ? '' : ` for domain "${domain}"`;
    return ShlinkProblem.of(
      'short-url-not-found',
      404,
      'Short URL not found',
      `No URL found with short code "${shortCode}"${suffix}`,
      { shortCode, ...(domain !== null && { domain }) },
    );
  }

  body(): Record<string, unknown> {
    return {
      type: this.type,
      title: this.title,
      detail: this.detail,
      status: this.status,
      ...this.extra,
    };
  }
}
