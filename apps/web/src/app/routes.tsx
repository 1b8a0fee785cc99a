import type { RouteObject } from 'react-router';
import { AuthPage } from '../features/auth/auth-page';
import { CustomCheckoutPage } from '../features/billing/custom-checkout-page';
import { PricingPage } from '../features/billing/pricing-page';
import { HomePage } from '../features/home/home-page';
import { RouteError } from './error-boundary/route-error';
import { RootLayout } from './layout';
import { PlannedScreen } from './planned-screen';
import { NotFoundPage } from './screens/not-found-page';
import { ShortCodeScreen } from './short-code-screen';

const planned = (path: string, title: string): RouteObject => ({
  path,
  element: <PlannedScreen title={title} />,
});

/**
 * Every route of spec 000 §2, in one file: the feature that builds a screen swaps its
 * element here. React Router ranks by specificity, not order, but `:shortCode` and `*`
 * stay last so a reader sees them as the fallbacks they are.
 */
export const appRoutes: RouteObject[] = [
  {
    element: <RootLayout />,
    errorElement: (
      <main id="main-content">
        <RouteError />
      </main>
    ),
    children: [
      {
        // A pathless route so that an error in a screen keeps the header and footer.
        errorElement: <RouteError />,
        children: [
          // Shortening
          { index: true, element: <HomePage /> },
          planned('create', 'Create Short Link'),
          // Accounts
          { path: 'auth', element: <AuthPage /> },
          planned('user/profile', 'Profile'),
          // Dashboard
          planned('user/dashboard', 'Dashboard'),
          // Billing, public and legal pages
          { path: 'pricing', element: <PricingPage /> },
          planned('privacy', 'Privacy Policy'),
          planned('terms', 'Terms of Service'),
          planned('contact', 'Contact'),
          planned('enterprise-inquiry', 'Enterprise Inquiry'),
          { path: 'admin/custom-enterprise-checkout', element: <CustomCheckoutPage /> },
          planned('features/analytics', 'Analytics Features'),
          planned('features/api', 'API Features'),
          // Analytics
          planned('user/analytics', 'Analytics'),
          // API
          planned('user/api-access', 'API Access'),
          planned('user/api-access/docs', 'API Documentation'),
          planned('user/api-access/usage', 'API Usage'),
          // Teams
          planned('teams', 'Teams'),
          planned('teams/create', 'Create Team'),
          planned('teams/:teamId', 'Team Dashboard'),
          planned('teams/:teamId/settings', 'Team Settings'),
          planned('teams/:teamId/invite', 'Invite Team Members'),
          planned('teams/:teamId/urls', 'Team Links'),
          planned('teams/:teamId/urls/create', 'Create Team Link'),
          planned('teams/:teamId/urls/:urlId/edit', 'Edit Team Link'),
          planned('teams/:teamId/domains', 'Team Domains'),
          planned('team/invite/:token', 'Team Invitation'),
          // Redirects: one segment may be a short code; anything deeper is no page of ours.
          { path: ':shortCode', element: <ShortCodeScreen /> },
          { path: '*', element: <NotFoundPage /> },
        ],
      },
    ],
  },
];
