import { useState } from 'react';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { forgetFirstEntryScrollOnFreshVisit } from './fresh-visit-scroll';
import { appRoutes } from './routes';

/** The browser router over the route table; created once per mounted app. */
export function AppRouter() {
  const [router] = useState(() => {
    forgetFirstEntryScrollOnFreshVisit();
    return createBrowserRouter(appRoutes);
  });
  return <RouterProvider router={router} />;
}
