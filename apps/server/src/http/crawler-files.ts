import { APP_PAGES } from '@kurz/shared';
import type { FastifyInstance } from 'fastify';

/**
 * Refused to crawlers: the first segments of the private pages, and the API. A segment
 * that is itself a page (`/teams`) is refused as a prefix; one that is only a folder of
 * pages (`/user/`) with its slash, so short links that merely begin alike stay crawlable.
 */
export function disallowedPrefixes(): string[] {
  const segments = new Set(['api']);
  for (const page of APP_PAGES) {
    if (page.audience === 'private') segments.add(page.path.split('/', 1)[0] as string);
  }
  return [...segments].map((segment) =>
    APP_PAGES.some((page) => page.path === segment) ? `/${segment}` : `/${segment}/`,
  );
}

export function robotsTxt(appUrl: URL): string {
  const lines = ['User-agent: *', 'Allow: /'];
  for (const prefix of disallowedPrefixes()) lines.push(`Disallow: ${prefix}`);
  lines.push('', `Sitemap: ${new URL('/sitemap.xml', appUrl.origin).href}`);
  return `${lines.join('\n')}\n`;
}

/** The marketing pages, on the public origin (sitemaps take absolute URLs only). */
export function sitemapXml(appUrl: URL): string {
  const urls = APP_PAGES.filter((page) => page.audience === 'marketing').map(
    (page) => `  <url><loc>${escapeXml(new URL(`/${page.path}`, appUrl.origin).href)}</loc></url>`,
  );
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
}

function escapeXml(text: string): string {
  return text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&apos;');
}

/** robots.txt and sitemap.xml, made once from the shared page table and APP_URL. */
export function registerCrawlerFiles(app: FastifyInstance, appUrl: URL): void {
  const robots = robotsTxt(appUrl);
  const sitemap = sitemapXml(appUrl);
  app.get('/robots.txt', (_request, reply) =>
    reply.header('cache-control', 'no-cache').type('text/plain; charset=utf-8').send(robots),
  );
  app.get('/sitemap.xml', (_request, reply) =>
    reply.header('cache-control', 'no-cache').type('application/xml; charset=utf-8').send(sitemap),
  );
}
