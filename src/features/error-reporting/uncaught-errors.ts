import { reportError } from './error-reporter';

/** Browser noise that is not an error of ours. */
const ignored = [/^Script error\.?$/, /ResizeObserver loop/];
const isIgnored = (message: string) => ignored.some((pattern) => pattern.test(message));

/** Reports uncaught errors and unhandled rejections (both entries: the app's and the signed-out pages'). */
export function reportUncaughtErrors(): () => void {
  const onError = (event: ErrorEvent) => {
    if (!event.error && isIgnored(event.message)) return;
    reportError(event.error ?? new Error(event.message), { feature: 'global', operation: 'window.onerror' });
  };
  const onRejection = (event: PromiseRejectionEvent) => {
    reportError(event.reason ?? new Error('Unhandled promise rejection'), { feature: 'global', operation: 'unhandledrejection' });
  };
  window.addEventListener('error', onError);
  window.addEventListener('unhandledrejection', onRejection);
  return () => {
    window.removeEventListener('error', onError);
    window.removeEventListener('unhandledrejection', onRejection);
  };
}
