import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PlanBadge } from './plan-badge';

describe('PlanBadge', () => {
  it.each([
    ['free', 'Free'],
    ['premium', 'Premium'],
    ['pro', 'Pro'],
    ['enterprise', 'Enterprise'],
  ] as const)('labels the %s plan "%s"', (plan, label) => {
    render(<PlanBadge plan={plan} />);
    expect(screen.getByText(label)).toBeInTheDocument();
  });

  it('says Custom Domain when the user has a verified one', () => {
    render(<PlanBadge plan="premium" hasCustomDomain />);
    expect(screen.getByText('Custom Domain')).toBeInTheDocument();
  });

  it('renders nothing when signed out', () => {
    const { container } = render(<PlanBadge plan={null} />);
    expect(container).toBeEmptyDOMElement();
  });
});
