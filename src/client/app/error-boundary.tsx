import { Component, type ErrorInfo, type ReactNode } from 'react';
import { isRouteError } from './route-error.ts';
import { describeFailure } from './crash-reports.ts';
import { DataClientContext, type DataClient } from '../data/index.ts';

interface ErrorBoundaryProps {
  /** Renders the caught error (the error screen in its layout); `reset` clears it. */
  fallback: (error: unknown, reset: () => void) => ReactNode;
  /** A change of this value clears a caught error (the location: navigating away recovers). */
  resetKey: string;
  children: ReactNode;
}

interface ErrorBoundaryState {
  error: unknown;
  caught: boolean;
  resetKey: string;
}

/**
 * Catches errors thrown while rendering and in effects (the player cannot recover from either)
 * and shows the fallback instead of a blank page. Unexpected errors are reported to the server through the data client (the bearer token
 * and the request timeout of every call); a {@link RouteError} is expected and is not.
 */
export class ErrorBoundary extends Component<ErrorBoundaryProps, ErrorBoundaryState> {
  static override contextType = DataClientContext;
  declare context: DataClient | undefined;
  override state: ErrorBoundaryState = { error: null, caught: false, resetKey: this.props.resetKey };

  static getDerivedStateFromError(error: unknown): Partial<ErrorBoundaryState> {
    return { error, caught: true };
  }

  static getDerivedStateFromProps(props: ErrorBoundaryProps, state: ErrorBoundaryState): Partial<ErrorBoundaryState> | null {
    if (props.resetKey === state.resetKey) return null;
    return { error: null, caught: false, resetKey: props.resetKey };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    if (isRouteError(error)) return;
    console.error(error);
    const { message, stack } = describeFailure(error);
    this.context?.report({
      kind: 'render',
      message,
      stack,
      endpoint: window.location.pathname,
      context: { componentStack: info.componentStack ?? '' },
    });
  }

  reset = (): void => {
    this.setState({ error: null, caught: false });
  };

  override render(): ReactNode {
    return this.state.caught ? this.props.fallback(this.state.error, this.reset) : this.props.children;
  }
}
