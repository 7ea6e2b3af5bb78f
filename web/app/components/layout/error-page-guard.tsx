import { Component, type ReactNode } from 'react';

/**
 * SPEC 8: if the error page itself fails to render, show a plain line instead of nothing.
 * The text is passed in already translated, so this fallback needs nothing that could fail again.
 */
export class ErrorPageGuard extends Component<{ fallbackText: string; children: ReactNode }, { hasFailed: boolean }> {
  override state = { hasFailed: false };

  static getDerivedStateFromError(): { hasFailed: boolean } {
    return { hasFailed: true };
  }

  override render(): ReactNode {
    return this.state.hasFailed ? <p role="alert">{this.props.fallbackText}</p> : this.props.children;
  }
}
