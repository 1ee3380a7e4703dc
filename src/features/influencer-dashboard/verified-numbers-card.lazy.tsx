import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { VerifiedNumbersFrame, VerifiedNumbersRoom, VerifiedNumbersSkeleton } from './verified-numbers-frame.component';

// Below the dashboard's first screen: its code and its request wait until it is about to scroll into view, so the
// dashboard's first load does not grow (docs/performance.md, docs/analytics.md "Screens").
const Section = lazy(() => import(/* webpackChunkName: "influencer-verified-numbers" */ './verified-numbers-card.section'));

/** How far below the viewport the card starts loading: one short scroll ahead, so it is usually ready when seen. */
const aheadMargin = '0px 0px 400px 0px';

/** True once `element` has come within `aheadMargin` of the viewport (at once where IntersectionObserver is missing). */
function useNearViewport() {
  const ref = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (near || !element) return undefined;
    if (typeof IntersectionObserver === 'undefined') {
      setNear(true);
      return undefined;
    }
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) setNear(true);
    }, { rootMargin: aheadMargin });
    observer.observe(element);
    return () => observer.disconnect();
  }, [near]);
  return { ref, near };
}

const loading = <VerifiedNumbersFrame><VerifiedNumbersSkeleton /></VerifiedNumbersFrame>;
const waiting = <VerifiedNumbersFrame><VerifiedNumbersRoom /></VerifiedNumbersFrame>;

/**
 * The dashboard's "Your verified numbers": its heading and empty room until it nears the viewport (a page that has
 * finished loading shows no skeleton below the fold that would never fill), then a skeleton while the code and the
 * figures arrive, then the card.
 */
export function LazyVerifiedNumbersCard() {
  const { ref, near } = useNearViewport();
  return (
    <div ref={ref}>
      {near ? <Suspense fallback={loading}><Section /></Suspense> : waiting}
    </div>
  );
}
