import * as api from '@shlinkio/shlink-js-sdk';
import * as contract from '@shlinkio/shlink-js-sdk/api-contract';
import * as fetchClient from '@shlinkio/shlink-js-sdk/fetch';
import * as nodeClient from '@shlinkio/shlink-js-sdk/node';

/**
 * Shlink's JS SDK as published, for the Shlink dialect's tests. Its type declarations
 * import each other without file extensions, which this repository's NodeNext resolution
 * cannot follow, so TypeScript sees none of its exports: the modules load unchanged and
 * are typed here by the parts of Shlink's API the tests call (Shlink's v3 spec).
 */

export interface Paginator {
  currentPage: number;
  pagesCount: number;
  itemsPerPage?: number;
  itemsInCurrentPage?: number;
  totalItems: number;
}
export interface VisitsSummary {
  total: number;
  nonBots: number;
  bots: number;
}
export interface ShortUrl {
  shortCode: string;
  shortUrl: string;
  longUrl: string;
  dateCreated: string;
  domain: string | null;
  title?: string | null;
  tags: string[];
  meta: { validSince: string | null; validUntil: string | null; maxVisits: number | null };
  visitsSummary: VisitsSummary;
}
export interface Visit {
  referer: string;
  date: string;
  userAgent: string;
  potentialBot: boolean;
  visitedUrl?: string;
  visitLocation: Record<string, unknown> | null;
}
export interface ProblemDetailsError {
  type: string;
  title: string;
  detail: string;
  status: number;
  [extra: string]: unknown;
}
interface Id {
  shortCode: string;
  domain?: string | null;
}
type Fields = Record<string, unknown>;

export interface ShlinkClient {
  health(): Promise<{ status: string; version: string }>;
  createShortUrl(data: { longUrl: string } & Fields): Promise<ShortUrl>;
  listShortUrls(params?: Fields): Promise<{ data: ShortUrl[]; pagination: Paginator }>;
  getShortUrl(id: Id): Promise<ShortUrl>;
  updateShortUrl(id: Id, data: Fields): Promise<ShortUrl>;
  deleteShortUrl(id: Id): Promise<void>;
  getShortUrlVisits(id: Id, params?: Fields): Promise<{ data: Visit[]; pagination: Paginator }>;
  getShortUrlRedirectRules(id: Id): Promise<unknown>;
  listTags(): Promise<{ data: string[] }>;
  tagsStats(): Promise<{
    data: { tag: string; shortUrlsCount: number; visitsSummary: VisitsSummary }[];
  }>;
  listDomains(): Promise<{
    data: { domain: string; isDefault: boolean; redirects: Fields }[];
    defaultRedirects: Fields;
  }>;
}

type HttpClient = object;

export const ShlinkApiClient = (
  api as unknown as {
    ShlinkApiClient: new (
      http: HttpClient,
      server: { baseUrl: string; apiKey: string },
    ) => ShlinkClient;
  }
).ShlinkApiClient;
export const FetchHttpClient = (fetchClient as unknown as { FetchHttpClient: new () => HttpClient })
  .FetchHttpClient;
export const NodeHttpClient = (nodeClient as unknown as { NodeHttpClient: new () => HttpClient })
  .NodeHttpClient;
export const ErrorType = (contract as unknown as { ErrorType: Record<string, string> })
  .ErrorType as {
  INVALID_ARGUMENT: string;
  INVALID_SLUG: string;
  INVALID_SHORTCODE: string;
  INVALID_AUTHORIZATION: string;
  INVALID_API_KEY: string;
  NOT_FOUND: string;
};
