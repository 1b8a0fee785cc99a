import { ApiPreview } from './api-preview';
import { TeaserPage } from './teaser-page';

const FEATURES = [
  {
    title: 'Shorten from anywhere',
    text: 'Create short links from your app, your CMS or a script with one HTTP request.',
  },
  {
    title: 'API keys you control',
    text: 'Create a key per integration and revoke it whenever you like, without touching the others.',
  },
  {
    title: 'Usage at a glance',
    text: 'Follow your calls per month against your plan’s allowance on the usage page.',
  },
  {
    title: 'Documentation included',
    text: 'Every endpoint with its fields, errors and examples, ready to copy.',
  },
  {
    title: 'QR codes',
    text: 'Pro also brings a QR code for every link, in the size and colours you choose.',
  },
  {
    title: 'Ten custom domains',
    text: 'Run short links on up to ten of your own domains, each verified with DNS.',
  },
] as const;

/** /features/api: what the Pro API does, for users who do not have it yet. */
export function ApiTeaserPage() {
  return (
    <TeaserPage
      plan="Pro"
      title="Short links from your own code"
      lead="The Kurz API lets your software create and manage short links, so links appear where your work already happens."
      features={FEATURES}
      preview={<ApiPreview />}
    />
  );
}
