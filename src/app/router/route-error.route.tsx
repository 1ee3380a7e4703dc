import { useEffect } from 'react';
import { isRouteErrorResponse, useRouteError } from 'react-router-dom';
import { reportError } from '../../features/error-reporting/error-reporter';
import { RouterFallback } from '../../components/router-fallback/router-fallback.component';

/** Text for whatever a route threw: the response's status text, or the error's message. */
export function describeRouteError(error: unknown): { message: string; stack?: string } {
  if (isRouteErrorResponse(error)) return { message: `${error.status} ${error.statusText}`.trim() };
  if (error instanceof Error) return { message: error.message, stack: error.stack };
  return { message: typeof error === 'string' ? error : 'Unknown error' };
}

/** Thrown responses under 500 (a 404 from a loader) are answers, not faults of the app: not reported. */
const isFault = (error: unknown) => !isRouteErrorResponse(error) || error.status >= 500;

/** The router's errorElement. The stack trace is shown in development builds only. */
export function RouteErrorRoute() {
  const error = useRouteError();
  useEffect(() => {
    if (isFault(error)) reportError(error, { feature: 'router', operation: 'route' });
  }, [error]);
  const { message, stack } = describeRouteError(error);
  return <RouterFallback message={message} stack={process.env.NODE_ENV === 'production' ? undefined : stack} />;
}
