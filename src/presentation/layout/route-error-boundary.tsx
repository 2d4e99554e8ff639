import { Component, type ErrorInfo, type ReactNode } from 'react';
import { ServerErrorPage } from '../pages/server-error-page';

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
    return this.state.failed ? <ServerErrorPage /> : this.props.children;
  }
}
