import { Component, type ReactNode } from 'react';

interface Props {
  /** Rendered instead of the children when they fail (e.g. an optional chunk did not load). */
  fallback: ReactNode;
  children: ReactNode;
}

/** For optional extras (a tooltip, a notice): their failure must not replace the page with an error. */
export class QuietBoundary extends Component<Props, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}
