import { onApiTiming } from '../../api/api-timing';
import { addBreadcrumb } from './breadcrumbs';

const clickable = 'button, a, [role="button"], [role="menuitem"], [role="option"], [role="tab"], input[type="submit"], input[type="checkbox"]';

/** `button "Sign in"`: the control's accessible name, never the value of a field. */
function describeClick(target: EventTarget | null): string | null {
  const element = target instanceof Element ? target.closest(clickable) : null;
  if (!element) return null;
  const name = (element.getAttribute('aria-label') ?? element.textContent ?? '').replace(/\s+/g, ' ').trim().slice(0, 60);
  return `${element.tagName.toLowerCase()}${name ? ` "${name}"` : ''}`;
}

function text(args: unknown[]): string {
  return args.map((arg) => (arg instanceof Error ? arg.message : typeof arg === 'string' ? arg : String(arg))).join(' ');
}

/** Navigation, API calls, clicks and console errors become breadcrumbs. Returns the function that stops it. */
export function collectBreadcrumbs(): () => void {
  const navigated = () => addBreadcrumb({ category: 'navigation', message: window.location.pathname });
  const { pushState, replaceState } = window.history;
  window.history.pushState = function patchedPushState(...args: Parameters<History['pushState']>) {
    pushState.apply(this, args);
    navigated();
  };
  window.history.replaceState = function patchedReplaceState(...args: Parameters<History['replaceState']>) {
    replaceState.apply(this, args);
    navigated();
  };
  window.addEventListener('popstate', navigated);

  const onClick = (event: MouseEvent) => {
    const described = describeClick(event.target);
    if (described) addBreadcrumb({ category: 'click', message: described });
  };
  document.addEventListener('click', onClick, true);

  const consoleError = console.error;
  console.error = (...args: unknown[]) => {
    addBreadcrumb({ category: 'console', level: 'error', message: text(args) });
    consoleError.apply(console, args);
  };

  const stopApi = onApiTiming(({ endpoint, status, durationMs }) =>
    addBreadcrumb({
      category: 'api',
      level: status === 0 || status >= 500 ? 'error' : status >= 400 ? 'warning' : 'info',
      message: `${endpoint} ${status || 'network error'}`,
      data: { duration_ms: Math.round(durationMs) },
    }),
  );

  return () => {
    window.history.pushState = pushState;
    window.history.replaceState = replaceState;
    window.removeEventListener('popstate', navigated);
    document.removeEventListener('click', onClick, true);
    console.error = consoleError;
    stopApi();
  };
}
