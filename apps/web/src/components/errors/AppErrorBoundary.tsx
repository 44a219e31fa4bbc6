import { Component, type ErrorInfo, type ReactNode } from 'react';
import { resetFailedPages } from '#web/lib/lazy-page';
import { ErrorFallback } from './ErrorFallback';

interface Props {
  children: ReactNode;
  /** A change (the path) clears a shown error: navigating away leaves the broken page behind. */
  resetKey?: string;
}

interface State {
  error: unknown;
  resetKey: string | undefined;
}

/** Catches render and chunk-load failures below it and shows a localized error with Retry. */
export class AppErrorBoundary extends Component<Props, State> {
  override state: State = { error: null, resetKey: this.props.resetKey };

  static getDerivedStateFromError(error: unknown): Partial<State> {
    return { error };
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    if (props.resetKey !== state.resetKey) return { resetKey: props.resetKey, error: null };
    return null;
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.error(error, info.componentStack);
  }

  private readonly retry = () => {
    resetFailedPages();
    this.setState({ error: null });
  };

  override render() {
    if (this.state.error) return <ErrorFallback error={this.state.error} onRetry={this.retry} />;
    return this.props.children;
  }
}
