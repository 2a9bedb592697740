import { Component, type ErrorInfo, type ReactNode } from 'react';

type Props = {
  children: ReactNode;
  /** What to show instead of the children; `reset` tries the children again. */
  fallback: (error: unknown, reset: () => void) => ReactNode;
  onError?: (error: unknown, info: ErrorInfo) => void;
  /** When this changes (e.g. the page path), a shown error is cleared. */
  resetKey?: unknown;
};

type State = { error: unknown; hasError: boolean; resetKey: unknown };

/** Catches render errors below it (React needs a class for this). */
export class ErrorBoundary extends Component<Props, State> {
  override state: State = { error: undefined, hasError: false, resetKey: this.props.resetKey };

  static getDerivedStateFromError(error: unknown): Partial<State> {
    return { error, hasError: true };
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    if (props.resetKey === state.resetKey) return null;
    return { resetKey: props.resetKey, hasError: false, error: undefined };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    this.props.onError?.(error, info);
  }

  reset = () => this.setState({ hasError: false, error: undefined });

  override render() {
    return this.state.hasError ? this.props.fallback(this.state.error, this.reset) : this.props.children;
  }
}
