import { Component, type ErrorInfo, type ReactNode } from 'react';

interface Props {
  /** What to show instead of the children once they threw. */
  fallback: (error: unknown, reset: () => void) => ReactNode;
  children: ReactNode;
}

/** Keeps one screen's crash inside its content area; the shell stays usable. */
export class ErrorBoundary extends Component<Props, { error: unknown; failed: boolean }> {
  state = { error: null as unknown, failed: false };

  static getDerivedStateFromError(error: unknown) {
    return { error, failed: true };
  }

  componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error('[screen] crashed', error, info.componentStack);
  }

  reset = () => this.setState({ error: null, failed: false });

  render() {
    return this.state.failed ? this.props.fallback(this.state.error, this.reset) : this.props.children;
  }
}
