import { Component, type ErrorInfo, type ReactNode } from 'react';
import { addBreadcrumb } from '../../features/error-reporting/breadcrumbs';
import { reportError } from '../../features/error-reporting/error-reporter';
import { GlobalFallback } from './global-fallback.component';

/** SPEC §8: what the global fallback promises ("We've been notified") is a report with the React component stack. */
function reportRenderError(error: Error, info: ErrorInfo) {
  if (info.componentStack) addBreadcrumb({ category: 'error', level: 'error', message: info.componentStack.trim() });
  reportError(error, { feature: 'app', operation: 'render' });
}

interface Props {
  children: ReactNode;
  /** Where a caught error is reported; by default the error reporter (Sentry or the server's log). */
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
    (this.props.onError ?? reportRenderError)(error, info);
  }

  render() {
    return this.state.error ? <GlobalFallback onReload={this.props.onReload} /> : this.props.children;
  }
}
