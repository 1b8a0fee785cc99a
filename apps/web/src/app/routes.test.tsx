import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderRoute } from '../test/render-route';

describe('routes', () => {
  it.each([
    ['/', 'Transform long URLs into short, shareable links'],
    ['/create', 'Create Short Link'],
    ['/auth', 'Welcome back'],
    ['/pricing', 'Pricing'],
    ['/privacy', 'Privacy Policy'],
    ['/terms', 'Terms of Service'],
    ['/contact', 'Contact'],
    ['/enterprise-inquiry', 'Enterprise Inquiry'],
    ['/admin/custom-enterprise-checkout', 'Authentication Required'],
    ['/user/dashboard', 'Dashboard'],
    ['/user/profile', 'Profile'],
    ['/user/analytics', 'Analytics'],
    ['/user/api-access', 'API Access'],
    ['/user/api-access/docs', 'API Documentation'],
    ['/user/api-access/usage', 'API Usage'],
    ['/features/analytics', 'Analytics Features'],
    ['/features/api', 'API Features'],
    ['/teams', 'Teams'],
    ['/teams/create', 'Create Team'],
    ['/teams/t1', 'Team Dashboard'],
    ['/teams/t1/settings', 'Team Settings'],
    ['/teams/t1/invite', 'Invite Team Members'],
    ['/teams/t1/urls', 'Team Links'],
    ['/teams/t1/urls/create', 'Create Team Link'],
    ['/teams/t1/urls/u1/edit', 'Edit Team Link'],
    ['/teams/t1/domains', 'Team Domains'],
    ['/team/invite/abc123', 'Team Invitation'],
    ['/user', 'Page Not Found'],
    ['/x', 'Page Not Found'],
    ['/some/deeper/path', 'Page Not Found'],
  ])('%s shows the heading "%s" inside the layout', (path, heading) => {
    renderRoute(path);
    expect(screen.getByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.getByRole('main')).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
  });

  it('says plainly that a planned screen is not available yet', () => {
    renderRoute('/teams/t1/domains');
    expect(screen.getByText(/This part of Kurz is not available yet/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to home' })).toHaveAttribute('href', '/');
  });

  it('tells visitors on the home page that shortening arrives soon', () => {
    renderRoute('/');
    expect(screen.getByRole('heading', { name: 'Shortening opens soon' })).toBeInTheDocument();
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
