import { Outlet, ScrollRestoration } from 'react-router';
import { PaymentReturnWatcher } from '../features/billing/use-payment-return';
import { InvitationWatcher } from '../features/teams/invitation-watcher';
import { Footer } from './footer/footer';
import { Header } from './header/header';

/** Every page: skip link, fixed header, content below it, footer. */
export function RootLayout() {
  return (
    <div className="flex min-h-screen flex-col">
      <a
        href="#main-content"
        className="sr-only z-50 rounded-lg bg-indigo-600 px-4 py-2 font-semibold text-white focus:not-sr-only focus:fixed focus:px-4 focus:py-2 focus:top-3 focus:left-3 focus:outline-2 focus:outline-offset-2 focus:outline-indigo-600"
      >
        Skip to content
      </a>
      <Header />
      {/* pt-16 keeps content clear of the fixed 4rem header. At least a screen tall, so the
          footer starts below the fold and content arriving late never pushes it in view. */}
      <main id="main-content" tabIndex={-1} className="min-h-screen flex-1 pt-16 outline-none">
        <Outlet />
      </main>
      <Footer />
      <ScrollRestoration />
      <PaymentReturnWatcher />
      <InvitationWatcher />
    </div>
  );
}
