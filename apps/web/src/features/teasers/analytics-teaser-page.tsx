import { AnalyticsPreview } from './analytics-preview';
import { TeaserPage } from './teaser-page';

const FEATURES = [
  {
    title: 'Clicks over time',
    text: 'See every link’s clicks by hour, day and month, and spot the campaign that worked.',
  },
  {
    title: 'Where visitors come from',
    text: 'Countries, referring sites and QR scans, so you know which channel brings people in.',
  },
  {
    title: 'Devices and browsers',
    text: 'Desktop or phone, Chrome or Safari: design for the people who actually click.',
  },
  {
    title: 'Humans, not bots',
    text: 'Crawlers and link previews are recognised and kept out of your totals.',
  },
  {
    title: 'Private by design',
    text: 'No raw IP addresses are stored; unique visitors are counted with a hash that changes daily.',
  },
  {
    title: 'Custom domains included',
    text: 'Premium also brings your own short domain, so your links carry your brand.',
  },
] as const;

/** /features/analytics: what Premium analytics show, for users who do not have them yet. */
export function AnalyticsTeaserPage() {
  return (
    <TeaserPage
      plan="Premium"
      title="Know who clicks your links"
      lead="Advanced analytics turn every short link into a small report: how many people clicked, when, from where and on what."
      features={FEATURES}
      preview={<AnalyticsPreview />}
    />
  );
}
