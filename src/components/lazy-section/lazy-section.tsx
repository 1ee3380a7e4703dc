import { lazy, Suspense, type ComponentType } from 'react';
import { FullPageLoader } from '../full-page-loader/full-page-loader.component';

/**
 * Wraps a section that is not on screen when its page opens (a tab other than the first), so its code loads when
 * it is first shown instead of with the page: SPEC §9's 300 kB per route (docs/performance.md). The page area's
 * loader stands in while the chunk downloads, as for a page (src/app/router/lazy-page.tsx).
 */
export function lazySection<P extends object>(load: () => Promise<ComponentType<P>>): ComponentType<P> {
  const Section = lazy(async () => ({ default: await load() }));
  function LazySection(props: P) {
    return (
      <Suspense fallback={<FullPageLoader fullHeight={false} />}>
        <Section {...props} />
      </Suspense>
    );
  }
  return LazySection;
}
