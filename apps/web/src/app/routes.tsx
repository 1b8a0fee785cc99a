import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import { HomePage } from '../features/home/home-page';
import { RouteError } from './error-boundary/route-error';
import { RootLayout } from './layout';
import { RequirePlan } from './require-plan';
import { LoadingSpinner } from './screens/loading-spinner';
import { NotFoundPage } from './screens/not-found-page';

/**
 * A screen loaded on its first visit: the entry script carries the shell and the home
 * page only, so `/` does not download every screen's code and libraries.
 */
const screen = (path: string, load: () => Promise<ComponentType>): RouteObject => ({
  path,
  lazy: async () => ({ Component: await load() }),
});

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
const planScreen =
  (plan: 'premium' | 'pro', otherwise: string) =>
  (path: string, load: () => Promise<ComponentType>): RouteObject => ({
    path,
    lazy: async () => {
      const Screen = await load();
      return {
        element: (
          <RequirePlan plan={plan} otherwise={otherwise} followsWorkspace>
            <Screen />
          </RequirePlan>
        ),
      };
    },
  });
const premiumOnly = planScreen('premium', '/features/analytics');
const proOnly = planScreen('pro', '/features/api');

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
        // A pathless route so that an error in a screen keeps the header and footer, and
        // so does the wait for a screen opened directly (a reload of /contact).
        errorElement: <RouteError />,
        hydrateFallbackElement: <LoadingSpinner message="Loading..." />,
        children: [
          // Shortening
          { index: true, element: <HomePage /> },
          screen('create', async () => (await import('../features/home/create-page')).CreatePage),
          // Accounts
          screen('auth', async () => (await import('../features/auth/auth-page')).AuthPage),
          screen(
            'user/profile',
            async () => (await import('../features/profile/profile-page')).ProfilePage,
          ),
          screen(
            'user/domains',
            async () => (await import('../features/custom-domains/domains-page')).DomainsPage,
          ),
          screen(
            'user/import',
            async () => (await import('../features/imports/import-page')).ImportPage,
          ),
          // Dashboard
          screen(
            'user/dashboard',
            async () => (await import('../features/dashboard/dashboard-page')).DashboardPage,
          ),
          // Billing, public and legal pages
          screen(
            'pricing',
            async () => (await import('../features/billing/pricing-page')).PricingPage,
          ),
          screen(
            'privacy',
            async () => (await import('../features/legal/privacy-page')).PrivacyPage,
          ),
          screen('terms', async () => (await import('../features/legal/terms-page')).TermsPage),
          ...formRoutes,
          screen(
            'admin/custom-enterprise-checkout',
            async () =>
              (await import('../features/billing/custom-checkout-page')).CustomCheckoutPage,
          ),
          screen(
            'features/analytics',
            async () =>
              (await import('../features/teasers/analytics-teaser-page')).AnalyticsTeaserPage,
          ),
          screen(
            'features/api',
            async () => (await import('../features/teasers/api-teaser-page')).ApiTeaserPage,
          ),
          // Analytics
          premiumOnly(
            'user/analytics',
            async () => (await import('../features/analytics/analytics-page')).default,
          ),
          // API
          proOnly(
            'user/api-access',
            async () => (await import('../features/api-access/api-access-page')).ApiAccessPage,
          ),
          proOnly(
            'user/api-access/docs',
            async () => (await import('../features/api-access/api-docs-page')).ApiDocsPage,
          ),
          proOnly(
            'user/api-access/usage',
            async () => (await import('../features/api-access/api-usage-page')).default,
          ),
          proOnly(
            'user/api-access/webhooks',
            async () => (await import('../features/webhooks/webhooks-page')).WebhooksPage,
          ),
          // Teams
          ...teamRoutes,
          // Redirects: one segment may be a short code; anything deeper is no page of ours.
          screen(':shortCode', async () => (await import('./short-code-screen')).ShortCodeScreen),
          // In the entry anyway: the error screens show it too.
          { path: '*', element: <NotFoundPage /> },
        ],
      },
    ],
  },
];
