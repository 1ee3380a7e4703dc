import { Component, type ErrorInfo, type ReactNode } from 'react';
import { GlobalFallback } from './global-fallback.component';

interface Props {
  children: ReactNode;
  /** Where a caught error is reported; the console until an error-reporting service is configured. */
  onError?: (error: Error, info: ErrorInfo) => void;
  /** Defaults to reloading the page. */
  onReload?: () => void;
}

interface State {
  error: Error | null;
}

/** Catches what nothing below caught and shows the global fallback instead of a blank page. */
export class AppErrorBoundary extends Component<Props, State> {
  state: State = { error: null };

  static getDerivedStateFromError(error: Error): State {
    return { error };
  }

  componentDidCatch(error: Error, info: ErrorInfo) {
    (this.props.onError ?? ((caught: Error) => console.error(caught)))(error, info);
  }

  render() {
    return this.state.error ? <GlobalFallback onReload={this.props.onReload} /> : this.props.children;
  }
}
