import { escapeHtml } from './standalone-page.js';

/** What link previews show of a link, instead of the destination's own tags. */
export interface SocialPreview {
  readonly title: string | null;
  readonly description: string | null;
  readonly image: string | null;
}

/** A link's preview columns as its cache entry holds them; undefined for none. */
export function socialPreview(columns: {
  og_title: string | null;
  og_description: string | null;
  og_image: string | null;
}): SocialPreview | undefined {
  const { og_title: title, og_description: description, og_image: image } = columns;
  if (title === null && description === null && image === null) return undefined;
  return { title, description, image };
}

/**
 * The crawlers that fetch a shared link to draw its preview card (chat apps, social
 * networks). Only they get the preview page; people are always redirected.
 */
const PREVIEW_BOTS =
  /facebookexternalhit|Facebot|Twitterbot|LinkedInBot|Slackbot|Slack-ImgProxy|Discordbot|TelegramBot|WhatsApp|SkypeUriPreview|Pinterestbot|redditbot|Iframely|Embedly|vkShare|Mastodon|Bluesky|MicrosoftPreview|Google-PageRenderer/i;

export function isPreviewBot(userAgent: string | undefined): boolean {
  return userAgent !== undefined && PREVIEW_BOTS.test(userAgent);
}

/** A page of Open Graph and Twitter card tags and nothing else to see. */
export function socialPreviewPage(preview: SocialPreview, destination: string): Buffer {
  const meta = (attribute: 'property' | 'name', key: string, value: string | null) =>
    value === null ? '' : `<meta ${attribute}="${key}" content="${escapeHtml(value)}">\n`;
  const title = preview.title ?? destination;
  return Buffer.from(`<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)}</title>
${meta('property', 'og:title', title)}${meta('property', 'og:description', preview.description)}${meta('property', 'og:image', preview.image)}${meta('name', 'twitter:card', preview.image ? 'summary_large_image' : 'summary')}${meta('name', 'twitter:title', title)}${meta('name', 'twitter:description', preview.description)}${meta('name', 'twitter:image', preview.image)}</head>
<body></body>
</html>
`);
}
