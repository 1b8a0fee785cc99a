import { FeatureHighlights } from './feature-highlights';
import { Hero } from './hero';

/** The landing page. The shortener form joins the hero when the shortening work lands. */
export function HomePage() {
  return (
    <>
      <title>Kurz: URL shortener</title>
      <Hero />
      <FeatureHighlights />
    </>
  );
}
