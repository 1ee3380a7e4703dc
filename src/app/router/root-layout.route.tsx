import { useEffect } from 'react';
import { Outlet, ScrollRestoration, useLocation } from 'react-router-dom';
import { documentTitle } from '../../domain/navigation/page-title';

/** Every route: keeps the browser tab title in step with the path (SPEC §2 page titles). */
export function RootLayoutRoute() {
  const { pathname } = useLocation();
  useEffect(() => {
    document.title = documentTitle(pathname);
  }, [pathname]);
  return (
    <>
      <Outlet />
      <ScrollRestoration />
    </>
  );
}
