import { Component, type ReactNode } from 'react';

/**
 * Keeps a failure of TON Connect (its chunk not loading offline, a browser it does not run in)
 * inside the wallet card: the balances above stay on screen, the card says it cannot connect now.
 */
export class ConnectBoundary extends Component<{ fallback: ReactNode; children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override render(): ReactNode {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}
