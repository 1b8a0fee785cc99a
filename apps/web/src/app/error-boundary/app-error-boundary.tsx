import { Component, type ReactNode } from 'react';
import { ErrorRecovery, type RecoveryHandlers } from './error-recovery';

interface AppErrorBoundaryProps extends RecoveryHandlers {
  children: ReactNode;
}

interface AppErrorBoundaryState {
  hasError: boolean;
  error: unknown;
}

/**
 * The last line: catches what escapes the router (providers, the router itself). Errors in
 * a route meet RouteError first, which recovers the same way.
 */
export class AppErrorBoundary extends Component<AppErrorBoundaryProps, AppErrorBoundaryState> {
  override state: AppErrorBoundaryState = { hasError: false, error: null };

  static getDerivedStateFromError(error: unknown): AppErrorBoundaryState {
    return { hasError: true, error };
  }

  private readonly onRetry = () => this.setState({ hasError: false, error: null });

  override render() {
    const { children, reload, navigate, now } = this.props;
    if (!this.state.hasError) return children;
    return (
      <main id="main-content" className="min-h-screen">
        <ErrorRecovery
          error={this.state.error}
          onRetry={this.onRetry}
          reload={reload}
          navigate={navigate}
          now={now}
        />
      </main>
    );
  }
}
