import { Component, lazy, Suspense, type ErrorInfo, type ReactNode } from 'react';

const ServerErrorPage = lazy(() => import('../pages/server-error-page').then((m) => ({ default: m.ServerErrorPage })));

/** A render error anywhere in a page shows the 500 page; the header and footer stay usable. */
export class RouteErrorBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error('page render failed', error, info.componentStack);
  }

  render(): ReactNode {
    return this.state.failed ? (
      <Suspense fallback={null}>
        <ServerErrorPage />
      </Suspense>
    ) : (
      this.props.children
    );
  }
}
