import { isRouteErrorResponse, useRouteError } from 'react-router-dom';
import { RouterFallback } from '../../components/router-fallback/router-fallback.component';

/** Text for whatever a route threw: the response's status text, or the error's message. */
export function describeRouteError(error: unknown): { message: string; stack?: string } {
  if (isRouteErrorResponse(error)) return { message: `${error.status} ${error.statusText}`.trim() };
  if (error instanceof Error) return { message: error.message, stack: error.stack };
  return { message: typeof error === 'string' ? error : 'Unknown error' };
}

/** The router's errorElement. The stack trace is shown in development builds only. */
export function RouteErrorRoute() {
  const { message, stack } = describeRouteError(useRouteError());
  return <RouterFallback message={message} stack={process.env.NODE_ENV === 'production' ? undefined : stack} />;
}
