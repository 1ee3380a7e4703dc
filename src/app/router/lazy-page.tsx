import { lazy, Suspense, type ComponentType } from 'react';
import { FullPageLoader } from '../../components/full-page-loader/full-page-loader.component';

type PageModule = { default: ComponentType };

/**
 * A route element whose page is its own chunk (React.lazy), with a loader while the chunk downloads.
 * `fallbackText: null` leaves the waiting to the nearest Suspense boundary (the shell's page area).
 */
export function lazyPage(load: () => Promise<PageModule>, fallbackText?: string | null) {
  const Page = lazy(load);
  if (fallbackText === null) return <Page />;
  return (
    <Suspense fallback={<FullPageLoader text={fallbackText} />}>
      <Page />
    </Suspense>
  );
}
