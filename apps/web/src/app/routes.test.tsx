import { APP_PAGES } from '@kurz/shared';
import { screen } from '@testing-library/react';
import type { RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { renderRoute } from '../test/render-route';
import { appRoutes } from './routes';

/** Every full path the router matches, parents' paths joined to their children's. */
function routerPaths(routes: RouteObject[], parent = ''): string[] {
  return routes.flatMap((route) => {
    const own = route.index ? parent : [parent, route.path ?? ''].filter(Boolean).join('/');
    const isPage = route.index || route.path !== undefined;
    return [...(isPage ? [own] : []), ...routerPaths(route.children ?? [], own)];
  });
}

describe('routes', () => {
  it.each([
    ['/', 'Transform long URLs into short, shareable links'],
    ['/auth', 'Welcome back'],
    ['/pricing', 'Pricing'],
    ['/privacy', 'Privacy Policy'],
    ['/terms', 'Terms of Service'],
    ['/contact', 'Contact Us'],
    ['/enterprise-inquiry', 'Talk to our enterprise team'],
    ['/admin/custom-enterprise-checkout', 'Authentication Required'],
    ['/user/dashboard', 'Please sign in to access your dashboard'],
    ['/user/profile', 'Please sign in to view your profile'],
    // Signed out, the paid screens show their teasers (spec 000 §2).
    ['/user/analytics', 'Know who clicks your links'],
    ['/user/api-access', 'Short links from your own code'],
    ['/user/api-access/docs', 'Short links from your own code'],
    ['/user/api-access/usage', 'Short links from your own code'],
    ['/user/api-access/webhooks', 'Short links from your own code'],
    ['/features/analytics', 'Know who clicks your links'],
    ['/features/api', 'Short links from your own code'],
    ['/admin/inbox', 'Authentication Required'],
    ['/admin/users', 'Authentication Required'],
    // Signed out, the team screens ask for a sign-in.
    ['/teams', 'Please sign in to see your teams'],
    ['/teams/create', 'Please sign in to create a team'],
    ['/teams/t1', 'Please sign in to see this team'],
    ['/teams/t1/settings', 'Please sign in to see this team'],
    ['/teams/t1/invite', 'Please sign in to see this team'],
    ['/teams/t1/urls', 'Please sign in to see this team'],
    ['/teams/t1/urls/create', 'Please sign in to see this team'],
    ['/teams/t1/urls/u1/edit', 'Please sign in to see this team'],
    ['/teams/t1/domains', 'Please sign in to see this team'],
    ['/team/invite/abc123', 'Team Invitation'],
    ['/user', 'Page Not Found'],
    ['/x-', 'Page Not Found'],
    ['/-x', 'Page Not Found'],
    ['/some/deeper/path', 'Page Not Found'],
  ])('%s shows the heading "%s" inside the layout', async (path, heading) => {
    renderRoute(path);
    // Some screens load on first visit (lazy routes): wait for them.
    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.getByRole('main')).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
  });

  it('offers a skip link to the main content', () => {
    renderRoute('/');
    expect(screen.getByRole('link', { name: 'Skip to content' })).toHaveAttribute(
      'href',
      '#main-content',
    );
    expect(screen.getByRole('main')).toHaveAttribute('id', 'main-content');
  });
});

describe('the shared page table', () => {
  it('holds exactly the pages of the router: the server answers 200 on these, 404 elsewhere', () => {
    // The two fallbacks are not pages: the server decides those paths itself.
    const pages = routerPaths(appRoutes).filter((path) => path !== ':shortCode' && path !== '*');
    expect(new Set(pages).size).toBe(pages.length);
    expect([...pages].sort()).toEqual(APP_PAGES.map((page) => page.path).sort());
  });
});
