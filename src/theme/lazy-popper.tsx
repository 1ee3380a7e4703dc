import type { PopperProps } from '@mui/material/Popper';
import { forwardRef, lazy, Suspense, useState } from 'react';

const Popper = lazy(() => import(/* webpackChunkName: "mui-popper" */ '@mui/material/Popper'));

/**
 * Stands in for the Popper that MUI's Autocomplete shows its options in and Tooltip its title in (webpack.config.ts
 * swaps it in for their import of `../Popper`; Jest and Storybook keep MUI's own). Popper brings @popperjs/core and
 * the portal (about 8 kB gzip) into every page with an autocomplete field or a tooltip, although neither popup shows
 * before someone opens it. This loads Popper on the first open and keeps it mounted from then on, so closing
 * transitions run as before (as src/theme/lazy-select-menu.tsx does for the select menu).
 */
const LazyPopper = forwardRef<HTMLDivElement, PopperProps>(function LazyPopper(props, ref) {
  const [wanted, setWanted] = useState(Boolean(props.open || props.keepMounted));
  // Derived state: the first open (or keepMounted) loads the popper, and it stays.
  if (!wanted && (props.open || props.keepMounted)) setWanted(true);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <Popper ref={ref} {...props} />
    </Suspense>
  );
});

export default LazyPopper;
