import { Component, type ReactNode } from 'react';

interface Props {
  fallback: ReactNode;
  onError: (error: unknown) => void;
  children?: ReactNode;
}

/** One per mounted root: a failing widget shows a small fallback and the rest of the page goes on. */
export class ErrorBoundary extends Component<Props, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: unknown) {
    this.props.onError(error);
  }

  override render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}
