import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import { LazyAnalyticsPage } from '../features/analytics/lazy-analytics-page';
import { ApiAccessPage } from '../features/api-access/api-access-page';
import { ApiDocsPage } from '../features/api-access/api-docs-page';
import { LazyApiUsagePage } from '../features/api-access/lazy-api-pages';
import { AuthPage } from '../features/auth/auth-page';
import { CustomCheckoutPage } from '../features/billing/custom-checkout-page';
import { PricingPage } from '../features/billing/pricing-page';
import { DomainsPage } from '../features/custom-domains/domains-page';
import { DashboardPage } from '../features/dashboard/dashboard-page';
import { CreatePage } from '../features/home/create-page';
import { HomePage } from '../features/home/home-page';
import { PrivacyPage } from '../features/legal/privacy-page';
import { TermsPage } from '../features/legal/terms-page';
import { ProfilePage } from '../features/profile/profile-page';
import { AnalyticsTeaserPage } from '../features/teasers/analytics-teaser-page';
import { ApiTeaserPage } from '../features/teasers/api-teaser-page';
import { WebhooksPage } from '../features/webhooks/webhooks-page';
import { RouteError } from './error-boundary/route-error';
import { RootLayout } from './layout';
import { RequirePlan } from './require-plan';
import { LoadingSpinner } from './screens/loading-spinner';
import { NotFoundPage } from './screens/not-found-page';
import { ShortCodeScreen } from './short-code-screen';

/**
 * The forms and the inbox carry the zod schemas they validate with: loaded on first visit,
 * so the home page and redirects do not download a validator they never use.
 */
const formRoutes: RouteObject[] = [
  {
    path: 'contact',
    lazy: async () => ({ Component: (await import('../features/forms/contact-page')).ContactPage }),
  },
  {
    path: 'enterprise-inquiry',
    lazy: async () => ({
      Component: (await import('../features/forms/enterprise-inquiry-page')).EnterpriseInquiryPage,
    }),
  },
  {
    path: 'report',
    lazy: async () => ({
      Component: (await import('../features/forms/report-link-page')).ReportLinkPage,
    }),
  },
  {
    path: 'admin/moderation',
    lazy: async () => ({
      Component: (await import('../features/moderation/moderation-page')).ModerationPage,
    }),
  },
  {
    path: 'admin/inbox',
    lazy: async () => ({
      Component: (await import('../features/admin-inbox/inbox-page')).InboxPage,
    }),
  },
  {
    path: 'admin/users',
    lazy: async () => ({
      Component: (await import('../features/admin-users/admin-users-page')).AdminUsersPage,
    }),
  },
];

/** Team screens (spec 000 §2), loaded on first visit: most users are in no team. */
const teamScreen = (path: string, load: () => Promise<{ Component: ComponentType }>) => ({
  path,
  lazy: load,
});
const teamRoutes: RouteObject[] = [
  teamScreen('teams', async () => ({
    Component: (await import('../features/teams/teams-list-page')).TeamsListPage,
  })),
  teamScreen('teams/create', async () => ({
    Component: (await import('../features/teams/create-team-page')).CreateTeamPage,
  })),
  teamScreen('teams/:teamId', async () => ({
    Component: (await import('../features/teams/team-dashboard-page')).TeamDashboardPage,
  })),
  teamScreen('teams/:teamId/settings', async () => ({
    Component: (await import('../features/teams/team-settings-page')).TeamSettingsPage,
  })),
  teamScreen('teams/:teamId/invite', async () => ({
    Component: (await import('../features/teams/team-invite-page')).TeamInvitePage,
  })),
  teamScreen('teams/:teamId/urls', async () => ({
    Component: (await import('../features/teams/team-links-page')).TeamLinksPage,
  })),
  teamScreen('teams/:teamId/urls/create', async () => ({
    Component: (await import('../features/teams/create-team-link-page')).CreateTeamLinkPage,
  })),
  teamScreen('teams/:teamId/urls/:urlId/edit', async () => ({
    Component: (await import('../features/teams/edit-team-link-page')).EditTeamLinkPage,
  })),
  teamScreen('teams/:teamId/domains', async () => ({
    Component: (await import('../features/teams/team-domains-page')).TeamDomainsPage,
  })),
  teamScreen('team/invite/:token', async () => ({
    Component: (await import('../features/teams/invitation-page')).InvitationPage,
  })),
];

/** Analytics for premium or higher, the API for pro or higher; others see the teaser (spec 000 §2). */
const premiumOnly = (route: RouteObject): RouteObject => ({
  ...route,
  element: (
    <RequirePlan plan="premium" otherwise="/features/analytics" followsWorkspace>
      {route.element}
    </RequirePlan>
  ),
});
const proOnly = (route: RouteObject): RouteObject => ({
  ...route,
  element: (
    <RequirePlan plan="pro" otherwise="/features/api" followsWorkspace>
      {route.element}
    </RequirePlan>
  ),
});

/**
 * Every route of spec 000 §2, in one file: the feature that builds a screen swaps its
 * element here. React Router ranks by specificity, not order, but `:shortCode` and `*`
 * stay last so a reader sees them as the fallbacks they are.
 */
export const appRoutes: RouteObject[] = [
  {
    element: <RootLayout />,
    // Shown while a lazy screen opened directly (a reload of /contact) is fetched.
    hydrateFallbackElement: <LoadingSpinner message="Loading..." />,
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
          { path: 'create', element: <CreatePage /> },
          // Accounts
          { path: 'auth', element: <AuthPage /> },
          { path: 'user/profile', element: <ProfilePage /> },
          { path: 'user/domains', element: <DomainsPage /> },
          // Dashboard
          { path: 'user/dashboard', element: <DashboardPage /> },
          // Billing, public and legal pages
          { path: 'pricing', element: <PricingPage /> },
          { path: 'privacy', element: <PrivacyPage /> },
          { path: 'terms', element: <TermsPage /> },
          ...formRoutes,
          { path: 'admin/custom-enterprise-checkout', element: <CustomCheckoutPage /> },
          { path: 'features/analytics', element: <AnalyticsTeaserPage /> },
          { path: 'features/api', element: <ApiTeaserPage /> },
          // Analytics
          premiumOnly({ path: 'user/analytics', element: <LazyAnalyticsPage /> }),
          // API
          proOnly({ path: 'user/api-access', element: <ApiAccessPage /> }),
          proOnly({ path: 'user/api-access/docs', element: <ApiDocsPage /> }),
          proOnly({ path: 'user/api-access/usage', element: <LazyApiUsagePage /> }),
          proOnly({ path: 'user/api-access/webhooks', element: <WebhooksPage /> }),
          // Teams
          ...teamRoutes,
          // Redirects: one segment may be a short code; anything deeper is no page of ours.
          { path: ':shortCode', element: <ShortCodeScreen /> },
          { path: '*', element: <NotFoundPage /> },
        ],
      },
    ],
  },
];
