import { Component, type ReactNode } from 'react';
import { ErrorView } from './ErrorView';

interface State {
  error: unknown;
}

/** A page that throws shows the 500 error page; the layout around it stays. Keyed by path, so it clears on navigation. */
export class PageErrorBoundary extends Component<{ children: ReactNode }, State> {
  override state: State = { error: null };

  static getDerivedStateFromError(error: unknown): State {
    return { error };
  }

  override componentDidCatch(error: unknown) {
    console.error('A page failed to render', error);
  }

  override render() {
    if (this.state.error) {
      return (
        <ErrorView status={500} message="Something went wrong while showing this page. Please try again." />
      );
    }
    return this.props.children;
  }
}
