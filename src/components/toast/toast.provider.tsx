import { lazy, Suspense, useEffect, useRef, useState, useSyncExternalStore, type ReactNode } from 'react';
import { toastQueue } from './toast-queue';
import { useToastHotkey } from './use-toast-hotkey.hook';

export const toastRegionLabel = 'Notifications (Alt+T)';

const LazyToastHost = lazy(() => import(/* webpackChunkName: "toast-host" */ './toast-host.component').then((m) => ({ default: m.ToastHost })));

/**
 * The toasts' place in the page: a labelled region that Alt+T focuses, so keyboard and screen-reader users can reach
 * them. notistack itself (toast-host.component.tsx) loads with the first toast and is rendered from then on.
 */
export function ToastProvider({ children }: { children: ReactNode }) {
  const regionRef = useRef<HTMLElement | null>(null);
  const [region, setRegion] = useState<HTMLElement | null>(null);
  useToastHotkey(regionRef);
  // The region is known once committed. Taken in an effect, not in the ref callback: a state update during a commit is
  // synchronous, and would make React finish the first screen's effects and render again inside the commit's task.
  useEffect(() => {
    setRegion(regionRef.current);
  }, []);
  const wanted = useSyncExternalStore(toastQueue.subscribe, toastQueue.wanted, toastQueue.wanted);
  const Loaded = useSyncExternalStore(toastQueue.subscribe, toastQueue.hostComponent, toastQueue.hostComponent);
  const Host = Loaded ?? (wanted ? LazyToastHost : null);

  return (
    <>
      {children}
      <section
        aria-label={toastRegionLabel}
        tabIndex={-1}
        ref={regionRef}
      />
      {Host ? (
        <Suspense fallback={null}>
          <Host domRoot={region ?? undefined} />
        </Suspense>
      ) : null}
    </>
  );
}
