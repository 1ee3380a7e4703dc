import { lazy, Suspense, type ComponentType } from 'react';
import { FullPageLoader } from '../../components/full-page-loader/full-page-loader.component';

type PageModule = { default: ComponentType };

let nextPageKey = 0;

/**
 * A route element whose page is its own chunk (React.lazy), with a loader while the chunk downloads.
 * `fallbackText: null` is for pages inside a layout (shell, setup): the loader fills the page area, not the screen.
 *
 * Every page gets a Suspense boundary of its own, keyed per route. The router navigates in a React transition, and a
 * transition keeps showing a boundary that is already on screen: with one shared boundary, a click on a link changed
 * the URL but left the previous page up, with no sign of progress, until the new chunk arrived (seconds on a slow
 * connection, and an e2e test typed into the old page's form). A new boundary shows its loader at once instead.
 */
export function lazyPage(load: () => Promise<PageModule>, fallbackText?: string | null) {
  const Page = lazy(load);
  const fallback = fallbackText === null ? <FullPageLoader fullHeight={false} /> : <FullPageLoader text={fallbackText} />;
  return (
    <Suspense key={`lazy-page-${nextPageKey++}`} fallback={fallback}>
      <Page />
    </Suspense>
  );
}
